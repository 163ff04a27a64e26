import { describe, expect, it } from 'vitest';
import { ZPersonSchema } from '../people/people';
import { ZInvestigatorPersonSchema } from '../projects/investigators';
import { isValidOrcid, orcidCheckDigit, orcidFromText, ORCID_MSG, zOptionalOrcid } from './orcid';

describe('ORCID iD (ISO 7064 MOD 11-2)', () => {
  it("accepts ORCID's documented examples, bare and as the record's address", () => {
    expect(orcidFromText('0000-0002-1825-0097')).toBe('0000-0002-1825-0097');
    expect(orcidFromText('https://orcid.org/0000-0002-1825-0097')).toBe('0000-0002-1825-0097');
    expect(orcidFromText(' http://orcid.org/0000-0001-5109-3700/ ')).toBe('0000-0001-5109-3700');
    expect(orcidFromText('orcid.org/0000000218250097')).toBe('0000-0002-1825-0097');
    expect(isValidOrcid('0000-0002-1694-233X')).toBe(true);
    expect(isValidOrcid('0000-0002-1694-233x')).toBe(true);
    expect(orcidCheckDigit('000000021694233')).toBe('X');
  });

  it('refuses a wrong check digit, a wrong shape and another site', () => {
    expect(isValidOrcid('0000-0002-1825-0098')).toBe(false);
    expect(isValidOrcid('0000-0002-1694-2330')).toBe(false);
    expect(isValidOrcid('0000-0002-1825-009')).toBe(false);
    expect(isValidOrcid('https://example.org/0000-0002-1825-0097')).toBe(false);
    expect(isValidOrcid('')).toBe(false);
    expect(isValidOrcid(null)).toBe(false);
  });

  it('the forms refuse a bad check digit in Spanish and keep accepting the stored address and an empty box', () => {
    const z = zOptionalOrcid(300);
    expect(z.parse('https://orcid.org/0000-0002-1825-0097')).toBe('https://orcid.org/0000-0002-1825-0097');
    expect(z.parse('')).toBeNull();
    expect(z.parse(undefined)).toBeNull();
    const bad = z.safeParse('https://orcid.org/0000-0002-1825-0098');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(ORCID_MSG.invalid);
    const person = { type_id: 'CC', identification: '123', name: 'Ana', email: 'ana@correo.test' };
    expect(ZPersonSchema.safeParse({ ...person, orcid: '0000-0002-1825-0098' }).error?.issues[0]?.message).toBe(ORCID_MSG.invalid);
    expect(ZInvestigatorPersonSchema.safeParse({ ...person, orcid: '0000-0002-1825-0098' }).error?.issues[0]?.message).toBe(ORCID_MSG.invalid);
    expect(ZPersonSchema.safeParse({ ...person, orcid: '0000-0002-1825-0097' }).success).toBe(true);
  });
});
