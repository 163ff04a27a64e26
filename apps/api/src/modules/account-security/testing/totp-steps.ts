import { expect, vi } from 'vitest';
import { generateSync } from 'otplib';
import { newAdministrator, signIn, type TestAccount } from '../../../../test/accounts';
import { bearer, type TestContext } from '../../../../test/helpers';

/*
 * The steps of the second-factor tests (second-factor.test.ts, secrets-at-rest.test.ts): requests as a
 * browser sends them, an enrolled administrator, and a sign-in's second step at a chosen instant.
 */

export const codeAt = (secret: string, ms: number) => generateSync({ secret, epoch: Math.floor(ms / 30_000) * 30 });
/** A moment in the middle of a 30-second step, so a code of "now" cannot change under the request. */
export const midStep = () => Math.floor(Date.now() / 30_000) * 30_000 + 15_000;

export function totpSteps(t: TestContext) {
  const post = (url: string, payload?: object, token?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: { ...(token ? bearer(token) : {}), 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36' } });
  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

  const passwordStep = (account: TestAccount) =>
    post('/api/auth/login', { email: account.username, password: account.password, type: 'adm' });

  /** An administrator of the test's own with TOTP enrolled: their secret, recovery codes and a session token. */
  async function enrolled() {
    const account = await newAdministrator(t);
    const token = await signIn(t, account, 'adm');
    const start = await post('/api/account/totp/enrolment', {}, token);
    expect(start.statusCode).toBe(200);
    const { secret, otpauth_uri } = start.json();
    expect(otpauth_uri).toBe(`otpauth://totp/SIIICCA:${account.username}?secret=${secret}&issuer=SIIICCA`);
    const confirm = await post('/api/account/totp/enrolment/confirm', { code: codeAt(secret, Date.now()) }, token);
    expect(confirm.statusCode, confirm.body).toBe(200);
    const codes: string[] = confirm.json().recovery_codes;
    return { account, token, secret: secret as string, codes };
  }

  /** Sign-in with a ticket and a code at a frozen instant `ms` (only Date is frozen: the database keeps its clock). */
  async function secondStep(account: TestAccount, code: (ms: number) => string, ms = midStep()) {
    vi.useFakeTimers({ toFake: ['Date'], now: ms });
    try {
      const first = await passwordStep(account);
      expect(first.statusCode).toBe(200);
      return await post('/api/auth/login/second-factor', { ticket: first.json().second_factor.ticket, code: code(ms) });
    } finally {
      vi.useRealTimers();
    }
  }

  return { post, get, passwordStep, enrolled, secondStep };
}
