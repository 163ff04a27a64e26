import { describe, expect, it } from 'vitest';
import { REPORT_MSG, ZReportProductInputSchema } from '../execution/reports';
import { DOI_API, DOI_LIMITS, DOI_MSG, normalizeDoi, ZDoiLookupSchema } from './doi';

const ofLength = (n: number) => '10.5555/' + 'x'.repeat(n - 8);

describe('one DOI rule for look-ups and report evidence', () => {
  it('takes a DOI up to 300 characters, bare, as doi: or as a doi.org address, in lower case', () => {
    const sici = '10.1002/(SICI)1097-4571(199806)49:8<693::AID-ASI4>3.0.CO;2-0';
    expect(normalizeDoi(` https://dx.doi.org/${sici} `)).toBe(sici.toLowerCase());
    expect(normalizeDoi(`doi: ${ofLength(DOI_LIMITS.doi)}`)).toBe(ofLength(DOI_LIMITS.doi));
    for (const bad of [ofLength(DOI_LIMITS.doi + 1), '10.123/x', '10.5555/a b', 'https://example.org/10.5555/x', '']) expect(normalizeDoi(bad), bad).toBeNull();
  });

  it('refuses past 300 characters with its own message, and anything else with the DOI message', () => {
    const messages = (doi: unknown) => ZDoiLookupSchema.safeParse({ doi }).error?.issues.map((i) => i.message);
    expect(ZDoiLookupSchema.parse({ doi: `https://doi.org/${ofLength(300)}` })).toEqual({ doi: ofLength(300) });
    expect(messages(ofLength(301))).toEqual([DOI_MSG.tooLong]);
    expect(messages('x'.repeat(10_000))).toEqual([DOI_MSG.tooLong]);
    for (const bad of ['abc', undefined, ['10.5555/a', '10.5555/b']]) expect(messages(bad)).toEqual([DOI_MSG.invalid]);
  });

  it("a report's DOI evidence follows the same bound, so every DOI kept as evidence can be looked up", () => {
    const product = (evidence: string) => ZReportProductInputSchema.safeParse({ result_id: 1, quantity: 1, evidence_kind: 'DOI', evidence });
    expect(product(ofLength(300)).success).toBe(true);
    expect(product(ofLength(301)).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['evidence', REPORT_MSG.doiInvalid]]);
  });

  it('asks by query string (any length) and keeps the path form', () => {
    expect(DOI_API.lookup('10.5555/a;b<c>')).toBe('/api/works/doi?doi=10.5555%2Fa%3Bb%3Cc%3E');
    expect(DOI_API.lookupByPath('10.5555/a')).toBe('/api/works/doi/10.5555%2Fa');
  });
});
