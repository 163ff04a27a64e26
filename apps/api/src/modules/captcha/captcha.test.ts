import { describe, expect, it } from 'vitest';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { useTestApp } from '../../../test/helpers';
import { createCaptcha, databaseCaptchaClaims } from './captcha';

// The replay memory is the real database of the suite (PGlite, or PostgreSQL in CI).
const t = useTestApp();
const settings = { secret: 's'.repeat(40), cost: 1, maxNumber: 20, expiresSeconds: 300 };
const cheapWith = (overrides: Partial<typeof settings> = {}) => ({ ...settings, ...overrides, claim: databaseCaptchaClaims(t.db) });

/** What the widget posts: base64 JSON of the challenge and its solution. */
async function solved(challenge: Challenge) {
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('captcha (ALTCHA proof of work)', () => {
  it('accepts a solved challenge once and refuses the replay', async () => {
    const captcha = createCaptcha(cheapWith());
    const payload = await solved(await captcha.issue());
    expect(await captcha.verify(payload)).toBe(true);
    expect(await captcha.verify(payload)).toBe(false);
  });

  it('refuses the replay on another instance sharing the database (another API process)', async () => {
    const first = createCaptcha(cheapWith());
    const second = createCaptcha(cheapWith());
    const payload = await solved(await first.issue());
    expect(await second.verify(payload)).toBe(true);
    expect(await first.verify(payload)).toBe(false);
  });

  it('refuses a missing, garbled, unsolved, foreign, tampered or expired payload', async () => {
    const captcha = createCaptcha(cheapWith());
    expect(await captcha.verify(undefined)).toBe(false);
    expect(await captcha.verify('no es base64 {')).toBe(false);
    const challenge = await captcha.issue();
    const wrong = Buffer.from(JSON.stringify({ challenge, solution: { counter: 1, derivedKey: '00'.repeat(32) } })).toString('base64');
    expect(await captcha.verify(wrong)).toBe(false);
    // Signed with another key (another installation): refused.
    const other = createCaptcha(cheapWith({ secret: 'o'.repeat(40) }));
    expect(await captcha.verify(await solved(await other.issue()))).toBe(false);
    // Cost lowered by the client: the signature no longer matches.
    const tampered = JSON.parse(Buffer.from(await solved(await captcha.issue()), 'base64').toString());
    tampered.challenge.parameters.cost = 0;
    expect(await captcha.verify(Buffer.from(JSON.stringify(tampered)).toString('base64'))).toBe(false);
    const stale = createCaptcha(cheapWith({ expiresSeconds: -5 }));
    expect(await stale.verify(await solved(await stale.issue()))).toBe(false);
  });

  it('issues signed, expiring PBKDF2 challenges with the configured cost', async () => {
    const asked = Math.floor(Date.now() / 1000);
    const challenge = await createCaptcha(cheapWith({ cost: 1234 })).issue();
    const issued = Math.ceil(Date.now() / 1000);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1234 });
    // Five minutes from the moment it was issued, however long issuing took on a busy machine.
    expect(challenge.parameters.expiresAt!).toBeGreaterThanOrEqual(asked + 300);
    expect(challenge.parameters.expiresAt!).toBeLessThanOrEqual(issued + 300);
  });
});
