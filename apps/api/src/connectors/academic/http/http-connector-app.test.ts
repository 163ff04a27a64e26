import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CAT_MSG, MSG, STRATEGY_API, STRATEGY_MSG, SUBJECTS_SYNC_API } from '@siiicca/shared';
import { bearer, createTestApp, loginAs, type TestApp } from '../../../../test/helpers';
import { startAcademicHttpServer, type AcademicHttpServer } from '../../../../test/academic-http-server';
import { testEnv } from './test-support';

/** The whole API with ACADEMIC_CONNECTOR=http, against the local academic system. */
let server: AcademicHttpServer;
let t: TestApp;
let admin: string;
beforeAll(async () => {
  server = await startAcademicHttpServer();
  t = await createTestApp(testEnv(server, { ACADEMIC_HTTP_PASSWORD_CHANGE: 'true' }));
  admin = await loginAs(t, 'admin');
});
afterAll(async () => {
  await t?.close();
  await server?.close();
});
beforeEach(() => server.behave('ok'));

const signIn = (email: string, password: string, type: 'sac' | 'adm' = 'sac') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password, type } });
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('sign-in through the HTTP academic system', () => {
  it('signs a lecturer in and creates their product user with the Docente profile on the first sign-in', async () => {
    const res = await signIn('juan.perez@usta.test', 'Clave#2026');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ username: 'jperez', name: 'Juan Pérez Rodríguez', identity: '80123456', account_type: 'sac' });
    // The same profile as the demo lecturer's.
    expect(res.json().user.roles).toEqual((await signIn('docente', 'Docente#2026')).json().user.roles);
    const me = await get('/api/auth/me', res.json().token.access_token);
    expect(me.statusCode).toBe(200);
    // A second sign-in finds the same user.
    expect((await signIn('jperez', 'Clave#2026')).json().user.id).toBe(res.json().user.id);
  });

  it('answers a wrong password and an unknown account with the same message', async () => {
    for (const [login, password] of [['jperez', 'no es la clave'], ['nadie.existe', 'Clave#2026']]) {
      const res = await signIn(login!, password!);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: MSG.badCredentials });
    }
  });

  it('answers 503 in Spanish while the academic system is down, and administrators still sign in', async () => {
    server.behave('down');
    const res = await signIn('jperez', 'Clave#2026');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: MSG.academicUnavailable });
    expect((await signIn('admin', 'Admin#2026', 'adm')).statusCode).toBe(200);
    server.behave('ok');
    expect((await signIn('jperez', 'Clave#2026')).statusCode).toBe(200);
  });
});

describe('look-ups and subjects from the HTTP academic system', () => {
  it('finds a person the product does not keep yet, and says so when the system is down', async () => {
    const docente = await loginAs(t, 'docente');
    const res = await get(`${STRATEGY_API.leader}?identification=80123456`, docente);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ source: 'academic', third: { name: 'Juan Pérez Rodríguez', type_id: 'CC', link: 'Tiempo Completo' } });
    server.behave('error');
    const down = await get(`${STRATEGY_API.leader}?identification=80123456`, docente);
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toBe(STRATEGY_MSG.personLookupFailed);
  });

  it('syncs the subjects the system lists, and reports a failed sync', async () => {
    const first = await get(SUBJECTS_SYNC_API, admin);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ added: 1, message: CAT_MSG.syncDone(1, 0) });
    expect((await get(SUBJECTS_SYNC_API, admin)).json()).toMatchObject({ added: 0, updated: 0 });
    server.behave('malformed');
    const broken = await get(SUBJECTS_SYNC_API, admin);
    expect(broken.statusCode).toBe(502);
    expect(broken.json().message).toBe(CAT_MSG.syncFailed);
  });
});

describe('password change in the HTTP academic system', () => {
  const change = (token: string, before: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/changepasswd', headers: bearer(token), payload: { before, password, passVerifi: password } });

  it('changes a lecturer password there: the new one signs in, the old one no longer does', async () => {
    const token = (await signIn('docente2', 'Docente#2026')).json().token.access_token;
    const wrong = await change(token, 'no es la actual', 'Clave nueva del docente');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.before).toEqual([MSG.oldPasswordWrong]);
    server.behave('error', 1);
    const unavailable = await change(token, 'Docente#2026', 'Clave nueva del docente');
    expect(unavailable.statusCode).toBe(503);
    expect(unavailable.json().message).toBe(MSG.academicUnavailable);
    const ok = await change(token, 'Docente#2026', 'Clave nueva del docente');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(MSG.passwordChanged);
    expect((await signIn('docente2', 'Clave nueva del docente')).statusCode).toBe(200);
    expect((await signIn('docente2', 'Docente#2026')).statusCode).toBe(401);
  });
});
