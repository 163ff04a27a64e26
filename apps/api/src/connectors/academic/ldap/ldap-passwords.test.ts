import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@siiicca/shared';
import { bearer, createTestApp, type TestApp } from '../../../../test/helpers';
import { ldapTestEnv, startSlapd, type TestSlapd } from '../../../../test/slapd';
import { startMailTrap } from '../../../modules/recovery/testing/mail-trap';
import { findEmail, requestLink, solveCaptcha, tokenOf } from '../../../modules/recovery/testing/recovery-client';
import { createAcademicConnector } from '..';

let slapd: TestSlapd;
let trap: Awaited<ReturnType<typeof startMailTrap>>;
let t: TestApp;

beforeAll(async () => {
  slapd = await startSlapd();
  trap = await startMailTrap();
  t = await createTestApp({ ...ldapTestEnv(slapd.url), SMTP_URL: trap.url, PUBLIC_URL: 'https://siiicca.example.test', ALTCHA_COST: '1', ALTCHA_MAX_NUMBER: '20' });
});
afterAll(async () => {
  await t?.close();
  await trap?.close();
  await slapd?.stop();
});

let lastIp = 0;
const nextIp = () => `10.78.0.${++lastIp}`;
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: nextIp(), payload: { email, password, type: 'sac' } });

const NEW_PASSWORD = 'Nueva clave segura 2026';

describe('directory passwords through the product (LDAP_PASSWORD_MODE=exop)', () => {
  it('changes a lecturer\'s own password in the directory: the new one signs in, the old one no longer', async () => {
    const signedIn = await login('jperez', 'Cambio#Ldap2026');
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const token = signedIn.json().token.access_token as string;
    const change = (before: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/changepasswd', headers: bearer(token), payload: { before, password: NEW_PASSWORD, passVerifi: NEW_PASSWORD } });

    const wrong = await change('No#Es#La#Clave1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: MSG.oldPasswordWrong });

    const ok = await change('Cambio#Ldap2026');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ message: MSG.passwordChanged });
    expect((await login('jperez', NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login('jperez', 'Cambio#Ldap2026')).statusCode).toBe(401);

    // The directory's policy keeps a history (pwdInHistory): going back is refused in its own words.
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/auth/changepasswd',
      headers: bearer(token),
      payload: { before: NEW_PASSWORD, password: 'Cambio#Ldap2026', passVerifi: 'Cambio#Ldap2026' },
    });
    expect(back.statusCode, back.body).toBe(400);
    expect(back.json()).toMatchObject({ message: MSG.newPasswordRefused, errors: { password: [MSG.newPasswordRefused] } });
    expect((await login('jperez', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('sets a forgotten password through the recovery link sent to the directory\'s recovery address', async () => {
    const ip = nextIp();
    const found = await findEmail(t.app, 'rsuarez@ldap.usta.test', ip);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().mails).toHaveLength(2);
    expect((await requestLink(t.app, found.json().user, 1, ip)).statusCode).toBe(200);
    const message = await trap.next();
    expect(message.to).toEqual(['rocio.suarez@correo.test']);

    const token = tokenOf(message.text);
    const info = (await t.app.inject({ method: 'GET', url: `/api/password/find/${token}` })).json();
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      remoteAddress: ip,
      payload: { ...info, token, captcha: await solveCaptcha(t.app), emailVerif: 'rocio.suarez@correo.test', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await login('rsuarez', NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login('rsuarez', 'Olvido#Ldap2026')).statusCode).toBe(401);
  });
});

describe('a directory the product may not write (LDAP_PASSWORD_MODE=none)', () => {
  it('sends people to LDAP_PASSWORD_HELP_URL instead of changing or resetting', async () => {
    const original = t.deps.academic;
    const helpUrl = 'https://sac.example.edu.co/cambiar-clave';
    t.deps.academic = createAcademicConnector({ ...t.deps.config, LDAP_PASSWORD_MODE: 'none', LDAP_PASSWORD_RESET: false, LDAP_PASSWORD_HELP_URL: helpUrl }, t.db);
    try {
      const signedIn = await login('mlopez', 'Clave#Ldap2026');
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      const change = await t.app.inject({
        method: 'POST',
        url: '/api/auth/changepasswd',
        headers: bearer(signedIn.json().token.access_token),
        payload: { before: 'Clave#Ldap2026', password: NEW_PASSWORD, passVerifi: NEW_PASSWORD },
      });
      expect(change.statusCode).toBe(400);
      expect(change.json().message).toBe(MSG.sacPasswordElsewhere);

      const found = await findEmail(t.app, 'mlopez@ldap.usta.test', nextIp());
      expect(found.statusCode).toBe(409);
      expect(found.json().message).toBe(`${MSG.sacPasswordElsewhere}: ${helpUrl}`);
      expect((await login('mlopez', 'Clave#Ldap2026')).statusCode).toBe(200);
    } finally {
      t.deps.academic = original;
    }
  });
});
