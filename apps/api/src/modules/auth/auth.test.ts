import { describe, expect, it } from 'vitest';
import { SignJWT, UnsecuredJWT } from 'jose';
import { MSG } from '@siiicca/shared';
import { newAdministrator, newLecturer, signIn } from '../../../test/accounts';
import { bearer, loginAs, useTestApp } from '../../../test/helpers';

const t = useTestApp();

const post = (url: string, payload?: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('POST /api/auth/login', () => {
  it('signs the administrator in by user name or e-mail, with token, user and menus', async () => {
    for (const email of ['admin', 'ADMIN@siiicca.test']) {
      const sent = Math.floor(Date.now() / 1000);
      const res = await post('/api/auth/login', { email, password: 'Admin#2026', type: 'adm', remember: false, system: 'siiicca' });
      const answered = Math.ceil(Date.now() / 1000);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.message).toBe('Ingreso Correcto');
      expect(body.token.expires_in).toBe(2 * 60 * 60);
      // Issued while the request was served, however long that took on a busy machine.
      expect(body.token.expire - body.token.expires_in).toBeGreaterThanOrEqual(sent);
      expect(body.token.expire - body.token.expires_in).toBeLessThanOrEqual(answered);
      expect(body.user).toMatchObject({ username: 'admin', account_type: 'adm', roles: ['Administrador'] });
      expect(body.menus.map((m: { text: string }) => m.text)).toContain('Administración');
      expect(res.body).not.toMatch(/argon2|password_hash|passwordHash/);
    }
  });

  it('signs a lecturer in through the academic directory, with only their menus', async () => {
    const res = await post('/api/auth/login', { email: 'docente@siiicca.test', password: 'Docente#2026' });
    expect(res.statusCode).toBe(200);
    const routes = res.json().menus.flatMap((m: { ruta: string; children?: { ruta: string }[] }) =>
      [m.ruta, ...(m.children ?? []).map((c) => c.ruta)].filter(Boolean),
    );
    expect(routes).toEqual(['/dashboard', '/my_strategies', '/my_projects']);
  });

  it('gives remember-me a longer lifetime', async () => {
    const short = (await post('/api/auth/login', { email: 'docente2', password: 'Docente#2026' })).json().token;
    const long = (await post('/api/auth/login', { email: 'docente2', password: 'Docente#2026', remember: true })).json().token;
    expect(long.expires_in).toBe(7 * 24 * 60 * 60);
    expect(long.expires_in).toBeGreaterThan(short.expires_in);
  });

  it('does not let an academic account in as an administrator, nor the reverse', async () => {
    expect((await post('/api/auth/login', { email: 'docente', password: 'Docente#2026', type: 'adm' })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: 'admin', password: 'Admin#2026', type: 'sac' })).statusCode).toBe(401);
  });

  it('answers the same Spanish message for a wrong password and an unknown account', async () => {
    const wrong = await post('/api/auth/login', { email: 'admin', password: 'incorrecta', type: 'adm' });
    const unknown = await post('/api/auth/login', { email: 'nadie@siiicca.test', password: 'incorrecta', type: 'adm' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Usuario o contraseña incorrectos' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('validates with the spec messages', async () => {
    const res = await post('/api/auth/login', { email: '', password: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Usuario Requerido',
      errors: { email: ['Usuario Requerido'], password: ['Mínimo 4 caracteres'] },
    });
  });

  it('throttles after five failures in a minute for the same account and address, without revealing existence', async () => {
    // Its own address, so that the block does not reach the other tests of the file.
    const from = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress: '10.7.0.1' });
    const lecturer = await newLecturer(t);
    for (const email of [lecturer.email, 'inexistente@siiicca.test']) {
      let fifth = 0;
      for (let i = 0; i < 5; i++) {
        fifth = Date.now();
        expect((await from({ email, password: 'mala-clave' })).statusCode).toBe(401);
      }
      const blocked = await from({ email, password: lecturer.password });
      expect(blocked.statusCode).toBe(429);
      // Blocked for 60 s from the fifth failure: what is left of them when the next attempt is read
      // (all of it on an idle machine; a second less if that took a second on a busy one).
      const left = Number(blocked.headers['retry-after']);
      expect(left).toBeLessThanOrEqual(60);
      expect(left).toBeGreaterThanOrEqual(60 - Math.ceil((Date.now() - fifth) / 1000));
      expect(blocked.json().message).toBe(MSG.tooManyAttempts(left));
    }
    // Another account from the same address is not affected.
    expect((await from({ email: 'docente', password: 'Docente#2026' })).statusCode).toBe(200);
  });
});

describe('tokens', () => {
  it('refresh answers a new working token and retires the old one', async () => {
    const token = await loginAs(t, 'admin');
    const res = await post('/api/auth/refresh', undefined, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Se Extiende la Sesión ...');
    const fresh = res.json().token.access_token;
    expect((await get('/api/auth/me', fresh)).statusCode).toBe(200);
    expect((await get('/api/auth/me', token)).statusCode).toBe(401);
  });

  it('logout revokes the token at once', async () => {
    const token = await loginAs(t, 'docente');
    expect((await get('/api/auth/me', token)).statusCode).toBe(200);
    expect((await post('/api/auth/logout', undefined, token)).json()).toEqual({ message: 'Sesión cerrada correctamente' });
    const after = await get('/api/auth/me', token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Debe iniciar sesión para continuar');
  });

  it('refuses expired, forged and alg:none tokens with 401', async () => {
    const good = await loginAs(t, 'admin');
    const claims = JSON.parse(Buffer.from(good.split('.')[1]!, 'base64url').toString());
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setJti(claims.jti)
      .setIssuer('siiicca')
      .setIssuedAt(claims.iat - 7200)
      .setExpirationTime(claims.iat - 60)
      .sign(t.deps.tokens.secret);
    const res = await get('/api/auth/me', expired);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('El token ha expirado');

    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setJti(claims.jti)
      .setIssuer('siiicca')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('otro-secreto-que-no-es-el-del-servidor-000'));
    expect((await get('/api/auth/me', forged)).statusCode).toBe(401);

    const none = new UnsecuredJWT({}).setSubject('1').setJti(claims.jti).setIssuer('siiicca').setExpirationTime('1h').encode();
    expect((await get('/api/auth/me', none)).statusCode).toBe(401);
    expect((await get('/api/auth/me', 'no-es-un-token')).statusCode).toBe(401);
  });

  it('answers 401 without a token on a guarded route', async () => {
    const res = await get('/api/dashboard');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Debe iniciar sesión para continuar' });
  });
});

describe('POST /api/auth/changepasswd', () => {
  it('checks the old password, applies the policy and revokes the other sessions', async () => {
    // An administrator of this test's own: the demo accounts keep their passwords for the others.
    const account = await newAdministrator(t, 'Admin#2026');
    const other = await signIn(t, account, 'adm');
    const current = await signIn(t, account, 'adm');
    const wrongOld = await post('/api/auth/changepasswd', { before: 'no-es-esta', password: 'Nueva clave 2026', passVerifi: 'Nueva clave 2026' }, current);
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().errors.before).toEqual(['La contraseña actual no es correcta']);

    const mismatch = await post('/api/auth/changepasswd', { before: 'Admin#2026', password: 'Nueva clave 2026', passVerifi: 'otra' }, current);
    expect(mismatch.json().errors.passVerifi).toEqual(['Contraseñas no coinciden']);
    const common = await post('/api/auth/changepasswd', { before: 'Admin#2026', password: 'password123', passVerifi: 'password123' }, current);
    expect(common.statusCode).toBe(400);

    const ok = await post('/api/auth/changepasswd', { before: 'Admin#2026', password: 'Nueva clave 2026', passVerifi: 'Nueva clave 2026' }, current);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Contraseña actualizada correctamente');
    expect((await get('/api/auth/me', current)).statusCode).toBe(200);
    expect((await get('/api/auth/me', other)).statusCode).toBe(401);

    expect((await post('/api/auth/login', { email: account.username, password: 'Admin#2026', type: 'adm' })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: account.username, password: 'Nueva clave 2026', type: 'adm' })).statusCode).toBe(200);
  });

  it('changes a lecturer password in the academic directory', async () => {
    const lecturer = await newLecturer(t, { password: 'Docente#2026' });
    const token = await signIn(t, lecturer, 'sac');
    const ok = await post('/api/auth/changepasswd', { before: 'Docente#2026', password: 'Clave nueva docente', passVerifi: 'Clave nueva docente' }, token);
    expect(ok.statusCode).toBe(200);
    expect((await post('/api/auth/login', { email: lecturer.username, password: 'Clave nueva docente' })).statusCode).toBe(200);
    expect((await post('/api/auth/login', { email: lecturer.username, password: 'Docente#2026' })).statusCode).toBe(401);
  });
});
