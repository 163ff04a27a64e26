import { createSecretKey, randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SF_MSG } from '@siiicca/shared';
import { securityEvents, totpFactors } from '../../db/schema';
import { newAdministrator, signIn } from '../../../test/accounts';
import { useTestApp } from '../../../test/helpers';
import { openSecret, sealSecret } from './secret-box';
import { codeAt, midStep, totpSteps } from './testing/totp-steps';

// TOTP secrets at rest (issue 43): sealed under the instance's key, bound to their user.
const t = useTestApp({ LOGIN_REQUESTS_PER_MINUTE: '10000' });
const { post, enrolled, secondStep } = totpSteps(t);

afterEach(() => vi.useRealTimers());

const otherKey = () => createSecretKey(randomBytes(32));
const storedOf = async (userId: number) =>
  (await t.db.select({ secret: totpFactors.secret }).from(totpFactors).where(eq(totpFactors.userId, userId)))[0]!.secret;
const setStored = (userId: number, secret: string) => t.db.update(totpFactors).set({ secret }).where(eq(totpFactors.userId, userId));
const linesOf = (userId: number, event: 'second_factor_unreadable' | 'second_factor_failed') =>
  t.db.select().from(securityEvents).where(and(eq(securityEvents.subjectUserId, userId), eq(securityEvents.event, event)));

describe('TOTP secrets at rest', () => {
  it('stores neither the Base32 secret nor anything that opens without the key, from the enrolment on', async () => {
    const account = await newAdministrator(t);
    const token = await signIn(t, account, 'adm');
    const { secret } = (await post('/api/account/totp/enrolment', {}, token)).json();
    const pending = await storedOf(account.id);
    expect(pending).toMatch(/^v1:[A-Za-z0-9+/]+=*:[A-Za-z0-9+/]+=*$/);
    expect(pending).not.toContain(secret);
    expect((await post('/api/account/totp/enrolment/confirm', { code: codeAt(secret, Date.now()) }, token)).statusCode).toBe(200);

    const stored = await storedOf(account.id);
    const [, iv, body] = stored.split(':');
    expect(Buffer.from(body!, 'base64').includes(Buffer.from(secret))).toBe(false);
    expect(openSecret(otherKey(), account.id, stored)).toBeNull();
    expect(openSecret(t.deps.secondFactorKey, account.id, stored)).toBe(secret);
    // A new enrolment of the same secret would not repeat the stored text (a new IV each time).
    expect(sealSecret(t.deps.secondFactorKey, account.id, secret)).not.toBe(stored);
    expect(Buffer.from(iv!, 'base64')).toHaveLength(12);
    expect((await secondStep(account, (ms) => codeAt(secret, ms), midStep() + 60_000)).statusCode).toBe(200);
  });

  it('reads a row written before secrets were sealed (plain Base32) and seals it on that read', async () => {
    const { account, secret } = await enrolled();
    await setStored(account.id, secret);
    const res = await secondStep(account, (ms) => codeAt(secret, ms), midStep() + 2 * 60_000);
    expect(res.statusCode, res.body).toBe(200);
    const stored = await storedOf(account.id);
    expect(stored).toMatch(/^v1:/);
    expect(openSecret(t.deps.secondFactorKey, account.id, stored)).toBe(secret);
    // A wrong code seals it as well: the read, not the outcome, rewrites the row.
    await setStored(account.id, secret);
    expect((await secondStep(account, (ms) => (codeAt(secret, ms) === '000000' ? '111111' : '000000'))).statusCode).toBe(401);
    expect(openSecret(t.deps.secondFactorKey, account.id, await storedOf(account.id))).toBe(secret);
  });

  it("does not verify a secret copied onto another user's row", async () => {
    const a = await enrolled();
    const b = await enrolled();
    await setStored(b.account.id, await storedOf(a.account.id));
    for (const secret of [a.secret, b.secret]) {
      const res = await secondStep(b.account, (ms) => codeAt(secret, ms), midStep() + 3 * 60_000);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: SF_MSG.secretUnreadable });
    }
    expect(await linesOf(b.account.id, 'second_factor_unreadable')).toHaveLength(2);
    // The holder of the row still signs in with their own.
    expect((await secondStep(a.account, (ms) => codeAt(a.secret, ms), midStep() + 3 * 60_000)).statusCode).toBe(200);
  });

  it('under another key (the key changed) answers a clear error and an audit line, not a wrong code; recovery codes still work', async () => {
    const { account, token, secret, codes } = await enrolled();
    await setStored(account.id, sealSecret(otherKey(), account.id, secret));
    const ms = midStep() + 4 * 60_000;
    for (let i = 0; i < 6; i++) {
      const res = await secondStep(account, (at) => codeAt(secret, at), ms);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: SF_MSG.secretUnreadable });
    }
    const lines = await linesOf(account.id, 'second_factor_unreadable');
    expect(lines).toHaveLength(6);
    expect(lines[0]).toMatchObject({ actorId: null, details: { step: 'sign_in' } });
    // Not counted as wrong codes: the limit of 5 never refused the sixth, nor a recovery code now.
    expect(await linesOf(account.id, 'second_factor_failed')).toHaveLength(0);
    expect((await secondStep(account, () => codes[0]!)).statusCode).toBe(200);

    // On 'Seguridad de la cuenta' the same words; a recovery code removes the factor, and a new one can be enrolled.
    const remove = await post('/api/account/totp/remove', { code: codeAt(secret, Date.now()) }, token);
    expect(remove.statusCode).toBe(400);
    expect(remove.json().message).toBe(SF_MSG.secretUnreadable);
    expect((await post('/api/account/totp/remove', { code: codes[1] }, token)).statusCode).toBe(200);
    const again = (await post('/api/account/totp/enrolment', {}, token)).json().secret;
    expect((await post('/api/account/totp/enrolment/confirm', { code: codeAt(again, Date.now()) }, token)).statusCode).toBe(200);
    expect(JSON.stringify(await linesOf(account.id, 'second_factor_unreadable'))).not.toContain(secret);
  });

  it('asks to start again an enrolment left pending under another key', async () => {
    const account = await newAdministrator(t);
    const token = await signIn(t, account, 'adm');
    const { secret } = (await post('/api/account/totp/enrolment', {}, token)).json();
    await setStored(account.id, sealSecret(otherKey(), account.id, secret));
    const confirm = await post('/api/account/totp/enrolment/confirm', { code: codeAt(secret, Date.now()) }, token);
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json().message).toBe(SF_MSG.enrolmentUnreadable);
    expect(await linesOf(account.id, 'second_factor_unreadable')).toHaveLength(1);
    const restarted = (await post('/api/account/totp/enrolment', {}, token)).json().secret;
    expect((await post('/api/account/totp/enrolment/confirm', { code: codeAt(restarted, Date.now()) }, token)).statusCode).toBe(200);
  });
});
