import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { maskEmail, RECOVERY_MSG } from '@siiicca/shared';
import { newAdministrator, newLecturer, signIn } from '../../../test/accounts';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';
import { passwordResets } from '../../db/schema';
import { startMailTrap } from './testing/mail-trap';
import { findEmail, from, requestLink, solveCaptcha, tokenOf } from './testing/recovery-client';

const PUBLIC_URL = 'https://siiicca.example.test';
const NEW_PASSWORD = 'Nueva clave segura 2026';
let t: TestApp;
let trap: Awaited<ReturnType<typeof startMailTrap>>;

beforeAll(async () => {
  trap = await startMailTrap();
  t = await createTestApp({
    SMTP_URL: trap.url,
    PUBLIC_URL,
    ALTCHA_COST: '1',
    ALTCHA_MAX_NUMBER: '20',
    RECOVERY_LOOKUPS_PER_MINUTE: '3',
  });
});
afterAll(async () => {
  await t?.close();
  await trap?.close();
});

/** Look-up and link request as the page makes them; answers the mail that arrived and its token. */
async function sendLink(email: string, mail: number | string, ip: string) {
  const found = await findEmail(t.app, email, ip);
  expect(found.statusCode, found.body).toBe(200);
  const res = await requestLink(t.app, found.json().user, mail, ip);
  expect(res.statusCode, res.body).toBe(200);
  const message = await trap.next();
  return { message, token: tokenOf(message.text), found: found.json() as { user: string; mails: string[] } };
}

const find = (token: string) => t.app.inject({ method: 'GET', url: `/api/password/find/${token}` });

type ResetFields = { emailVerif: string; password?: string; password_confirmation?: string };

/** Sends the reset form; for a dead link, what a page opened earlier (`seen`) would still hold. */
async function reset(token: string, fields: ResetFields, ip: string, seen?: { email: string; id: string }) {
  const info = await find(token);
  const { email, id } = info.statusCode === 200 ? info.json() : (seen ?? { email: maskEmail(fields.emailVerif), id: 'x' });
  return t.app.inject({
    method: 'POST',
    url: '/api/password/reset',
    ...from(ip),
    payload: {
      email,
      token,
      id,
      captcha: await solveCaptcha(t.app),
      password: NEW_PASSWORD,
      password_confirmation: fields.password ?? NEW_PASSWORD,
      ...fields,
    },
  });
}

/** The one-link-per-minute rule is tested once; other tests move earlier requests out of the minute. */
const ageRequests = () => t.db.update(passwordResets).set({ createdAt: sql`now() - interval '2 minutes'` });

describe('captcha', () => {
  it('issues fresh, signed challenges that no cache keeps', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ parameters: { algorithm: 'PBKDF2/SHA-256', cost: 1 }, signature: expect.any(String) });
  });

  it('guards the look-up: missing, wrong and replayed captchas are refused', async () => {
    const ip = '10.0.1.1';
    const missing = await t.app.inject({ method: 'POST', url: '/api/password/findemail', ...from(ip), payload: { email: 'docente@siiicca.test' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(RECOVERY_MSG.captchaRequired);
    const wrong = await findEmail(t.app, 'docente@siiicca.test', ip, 'bm8gZXMgdW4gY2FwdGNoYQ==');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: RECOVERY_MSG.captchaInvalid, errors: { captcha: [RECOVERY_MSG.captchaInvalid] } });
    const captcha = await solveCaptcha(t.app);
    expect((await findEmail(t.app, 'docente@siiicca.test', ip, captcha)).statusCode).toBe(200);
    const replay = await findEmail(t.app, 'docente@siiicca.test', ip, captcha);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(RECOVERY_MSG.captchaInvalid);
  });
});

describe('look-up', () => {
  it('answers masked addresses and an opaque reference, never the addresses or the user name', async () => {
    const res = await findEmail(t.app, 'Docente@siiicca.test', '10.0.1.2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.mails).toEqual(['d*****e@s******.test', 'm********s@c*****.test']);
    expect(res.body).not.toMatch(/docente@|mafe\.rojas|correo\.test"|"id"/);
    expect(Buffer.from(body.user, 'base64url').toString('latin1')).not.toMatch(/docente/);
  });

  it('says when no account has that address (only after the captcha)', async () => {
    const res = await findEmail(t.app, 'nadie@siiicca.test', '10.0.1.2');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No se encuentra cuente registrada');
  });

  it('limits look-ups per address and minute', async () => {
    const ip = '10.0.1.3';
    for (let i = 0; i < 3; i++) expect((await findEmail(t.app, `x${i}@siiicca.test`, ip, 'bad')).statusCode).toBe(400);
    const blocked = await findEmail(t.app, 'docente@siiicca.test', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(RECOVERY_MSG.lookupThrottled);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await findEmail(t.app, 'docente@siiicca.test', '10.0.1.33')).statusCode).toBe(200);
  });

  it('tells where to change an academic password the product cannot set', async () => {
    const original = t.deps.academic;
    t.deps.academic = { ...original, name: 'ldap', changePassword: undefined, resetPassword: undefined, passwordHelpUrl: 'https://sac.example.test/clave' };
    try {
      const res = await findEmail(t.app, 'docente2@siiicca.test', '10.0.1.8');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/sistema académico \(SAC\).*https:\/\/sac\.example\.test\/clave/);
    } finally {
      t.deps.academic = original;
    }
  });
});

describe('reset link', () => {
  it('arrives in Spanish (text and HTML), works once, and ends every session of the account', async () => {
    const ip = '10.0.1.4';
    // A lecturer of this test's own, with a personal recovery address: the reset changes their password.
    const personal = `personal.${Date.now()}@correo.test`;
    const lecturer = await newLecturer(t, { recoveryEmails: [personal] });
    const session = await signIn(t, lecturer, 'sac');
    const { message, token, found } = await sendLink(lecturer.email, 1, ip);
    expect(message.to).toEqual([personal]);
    expect(message.from).toBe('no-reply@siiicca.test');
    expect(message.subject).toBe('Recuperación de contraseña - SIIICCA');
    expect(message.text).toContain('Universidad Santo Tomás');
    expect(message.text).toContain(`${PUBLIC_URL}/findrecover/${token}`);
    expect(message.html).toContain(`href="${PUBLIC_URL}/findrecover/${token}"`);
    expect(message.html).toContain('Restablecer contraseña');

    const again = await requestLink(t.app, found.user, 1, ip);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(RECOVERY_MSG.tokenThrottled);

    const info = await find(token);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({ email: maskEmail(personal), token, id: expect.any(String) });
    expect(info.headers['cache-control']).toBe('no-store');

    for (const emailVerif of [personal.replace('personal', 'persona1'), 'otra@correo.test']) {
      const res = await reset(token, { emailVerif }, ip);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Correo Electrónico no coincide');
    }
    const mismatch = await reset(token, { emailVerif: personal, password_confirmation: 'otra cosa distinta' }, ip);
    expect(mismatch.json().message).toBe('Contraseñas no coinciden');
    const weak = await reset(token, { emailVerif: personal, password: '12345678', password_confirmation: '12345678' }, ip);
    expect(weak.statusCode).toBe(400);
    const noCaptcha = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { ...info.json<Record<string, string>>(), emailVerif: personal, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(noCaptcha.json().message).toBe(RECOVERY_MSG.captchaRequired);

    const ok = await reset(token, { emailVerif: personal.toUpperCase() }, ip);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ message: RECOVERY_MSG.passwordReset });

    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(session) })).statusCode).toBe(401);
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: lecturer.username, password, type: 'sac' } });
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(lecturer.password)).statusCode).toBe(401);

    expect((await find(token)).statusCode).toBe(410);
    const reused = await reset(token, { emailVerif: personal }, ip, info.json());
    expect(reused.statusCode).toBe(410);
  });

  it('refuses forged and expired links', async () => {
    const ip = '10.0.1.5';
    const forged = randomBytes(32).toString('base64url');
    const res = await find(forged);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(RECOVERY_MSG.tokenUnknown);
    const administrator = await newAdministrator(t);
    expect((await reset(forged, { emailVerif: administrator.email }, ip)).statusCode).toBe(404);

    await ageRequests();
    const { token, found, message } = await sendLink(administrator.email, maskEmail(administrator.email), ip);
    expect(found.mails).toEqual([maskEmail(administrator.email)]);
    expect(message.to).toEqual([administrator.email]);
    const seen = (await find(token)).json();
    await t.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResets.id, seen.id));
    expect((await find(token)).statusCode).toBe(410);
    expect((await reset(token, { emailVerif: administrator.email }, ip, seen)).statusCode).toBe(410);
  });

  it('sets an administrator password and stops the account’s other pending links', async () => {
    const ip = '10.0.1.6';
    const administrator = await newAdministrator(t);
    await ageRequests();
    const first = await sendLink(administrator.email, 0, ip);
    await ageRequests();
    const second = await sendLink(administrator.email, 0, ip);
    expect((await reset(second.token, { emailVerif: administrator.email }, ip)).statusCode).toBe(200);
    expect((await find(first.token)).statusCode).toBe(410);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: administrator.username, password: NEW_PASSWORD, type: 'adm' } });
    expect(login.statusCode).toBe(200);
  });

  it('stops working when the password is changed through change-password', async () => {
    const ip = '10.0.1.7';
    const lecturer = await newLecturer(t);
    await ageRequests();
    const { token } = await sendLink(lecturer.email, 0, ip);
    expect((await find(token)).statusCode).toBe(200);
    const session = await signIn(t, lecturer, 'sac');
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/changepasswd',
      headers: bearer(session),
      payload: { before: lecturer.password, password: 'Otra clave segura 2026', passVerifi: 'Otra clave segura 2026' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await find(token)).statusCode).toBe(410);
  });
});
