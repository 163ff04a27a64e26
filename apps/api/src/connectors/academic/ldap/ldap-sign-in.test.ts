import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, STRATEGY_API } from '@siiicca/shared';
import { bearer, createTestApp, DEMO_ACCOUNTS, type TestApp } from '../../../../test/helpers';
import { freePort, ldapTestEnv, startSlapd, type TestSlapd } from '../../../../test/slapd';
import { createAcademicConnector } from '..';

let slapd: TestSlapd;
let t: TestApp;

beforeAll(async () => {
  slapd = await startSlapd();
  t = await createTestApp(ldapTestEnv(slapd.url));
});
afterAll(async () => {
  await t?.close();
  await slapd?.stop();
});

// Each test signs in from its own address, so the per-address sign-in limits of one spare the others.
let lastIp = 0;
const login = (email: string, password: string, type: 'sac' | 'adm' = 'sac') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: `10.77.0.${++lastIp}`, payload: { email, password, type } });

const MARIA = { username: 'mlopez', email: 'mlopez@ldap.usta.test', password: 'Clave#Ldap2026' };

describe('signing in with a directory account (ACADEMIC_CONNECTOR=ldap)', () => {
  it('signs in by user name and by e-mail, the product user provisioned once with the Docente profile', async () => {
    const byName = await login(MARIA.username, MARIA.password);
    expect(byName.statusCode, byName.body).toBe(200);
    const user = byName.json().user;
    expect(user).toMatchObject({ name: 'María Fernanda López Ruiz', email: MARIA.email, username: 'mlopez', identity: '52345111', account_type: 'sac' });
    expect(user.roles).toEqual(['Docente']);

    const byMail = await login('MLopez@LDAP.usta.test', MARIA.password);
    expect(byMail.statusCode, byMail.body).toBe(200);
    expect(byMail.json().user.id).toBe(user.id);
  });

  it.each([
    ['a wrong password', MARIA.username, 'Clave#Ldap2025'],
    ['an unknown user', 'nadie.existe', MARIA.password],
    ['an unknown e-mail', 'nadie@ldap.usta.test', MARIA.password],
    ['a locked account (password policy), with its right password', 'bloqueado', 'Bloqueo#Ldap2026'],
  ])('answers %s with the same 401 message', async (_, user, password) => {
    const res = await login(user, password);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MSG.badCredentials });
  });

  // Each would match María (or everybody) if it reached the filter as syntax.
  const INJECTIONS = ['*', 'mlop*', '*)(uid=*', 'mlopez)(|(uid=*', '*)(|(objectClass=*', 'm\\6copez', 'mlopez\\', 'mlopez)(uid=mlopez'];
  it.each(INJECTIONS)('takes %j as a literal name, never as filter syntax', async (typed) => {
    const res = await login(typed, MARIA.password);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MSG.badCredentials });
  });

  it('escapes NUL and control characters too (the API refuses them earlier; the connector does not rely on it)', async () => {
    for (const typed of [...INJECTIONS, 'mlopez\u0000', '\u0000*', 'mlo\npez', 'ml\u0000*']) {
      expect(await t.deps.academic.authenticate(typed, MARIA.password)).toBeNull();
      expect(await t.deps.academic.findAccount(typed)).toBeNull();
    }
    // The same connector still finds the real account, so the nulls above are the escaping's doing.
    expect(await t.deps.academic.authenticate('mlopez', MARIA.password)).toMatchObject({ username: 'mlopez' });
  });

  it('answers 503 in Spanish when the directory is down, while an administrator still signs in', async () => {
    const original = t.deps.academic;
    const down = { ...t.deps.config, LDAP_URL: `ldap://127.0.0.1:${await freePort()}` };
    t.deps.academic = createAcademicConnector(down, t.db);
    try {
      const res = await login(MARIA.username, MARIA.password);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: MSG.academicUnavailable });
      const admin = await login(DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password, 'adm');
      expect(admin.statusCode, admin.body).toBe(200);
    } finally {
      t.deps.academic = original;
    }
  });
});

describe('people from the directory', () => {
  const leader = async (identification: string) => {
    const token = (await login(MARIA.username, MARIA.password)).json().token.access_token as string;
    return t.app.inject({ method: 'GET', url: `${STRATEGY_API.leader}?identification=${identification}`, headers: bearer(token) });
  };

  it('finds a lecturer by identification, faculty and sectional matched to the catalogues', async () => {
    const res = await leader('52345111');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      source: 'academic',
      third: { identification: '52345111', name: 'María Fernanda López Ruiz', email: MARIA.email, mobile: '3001234567', faculty_id: expect.any(Number), sectional_id: expect.any(Number) },
    });
  });

  it('answers 404 for an identification the directory does not know', async () => {
    expect((await leader('9988776655')).statusCode).toBe(404);
  });

  it('never lets an identification act as a wildcard', async () => {
    expect(await t.deps.academic.findPerson('*')).toBeNull();
    expect(await t.deps.academic.findPerson('5234511*')).toBeNull();
    expect(await t.deps.academic.findPerson('52345111)(employeeNumber=*')).toBeNull();
    expect(await t.deps.academic.findPerson(' 52345111 ')).toMatchObject({ name: 'María Fernanda López Ruiz', role: 'Docente' });
  });

  it('offers the directory\'s recovery addresses after the institutional one', async () => {
    expect((await t.deps.academic.findAccount('mlopez'))?.recoveryEmails).toEqual([MARIA.email, 'maria.lopez.personal@correo.test']);
  });
});
