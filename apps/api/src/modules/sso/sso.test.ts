import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ssoErrorMessage } from '@siiicca/shared';
import { securityEvents, users } from '../../db/schema';
import { newAdministrator, newLecturer, signIn } from '../../../test/accounts';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';
import { signInAtProvider, startOidcProvider, type ProviderAccount } from '../../../test/oidc-provider';
import { exchange, PUBLIC_URL, REDIRECT_URI, returnToApp, signInAs, ssoCode, startSignIn } from './test-fixtures';

const accounts: ProviderAccount[] = [];
let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let t: TestApp;

beforeAll(async () => {
  provider = await startOidcProvider({ redirectUri: REDIRECT_URI, accounts });
  t = await createTestApp({
    PUBLIC_URL,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.client_id,
    OIDC_CLIENT_SECRET: provider.client_secret,
  });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

/** A person at the provider with this e-mail: answers the subject to sign in as. */
function atProvider(email: string, extra: Partial<ProviderAccount> = {}) {
  const sub = `sub-${accounts.length + 1}`;
  accounts.push({ sub, email, name: 'Persona de Prueba', ...extra });
  return sub;
}

describe('institutional sign-in (OpenID Connect)', () => {
  it('offers the button', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/sso/config' });
    expect(res.json()).toEqual({ enabled: true, label: 'Ingresar con la cuenta institucional' });
  });

  it('sends the browser to the provider with PKCE, and the callback address from PUBLIC_URL, whatever the Host', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/sso/start', headers: { host: 'attacker.example' } });
    const url = new URL(String(res.headers.location));
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax; Secure/);
  });

  it('signs a lecturer of the academic system in with the Docente profile; the code works once', async () => {
    const lecturer = await newLecturer(t);
    const landing = await signInAs(t, atProvider(lecturer.email.toUpperCase()));
    expect(landing.pathname).toBe('/login');
    // The one-time code travels in the fragment: no request, and so no access log, carries it.
    expect(landing.search).toBe('');
    const code = ssoCode(landing);
    const res = await exchange(t, code);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ email: lecturer.email, username: lecturer.username, account_type: 'sac', roles: ['Docente'] });
    expect(body.menus.length).toBeGreaterThan(0);
    // The audit trail has the sign-in, by its method.
    const lines = await t.db.select().from(securityEvents).where(and(eq(securityEvents.actorId, body.user.id), eq(securityEvents.event, 'sign_in')));
    expect(lines.map((l) => l.details)).toEqual([{ method: 'sso' }]);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(body.token.access_token) });
    expect(me.json().user.email).toBe(lecturer.email);
    // The same menus as a SAC sign-in with the password.
    const password = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(await signIn(t, lecturer, 'sac')) });
    expect(password.json().menus).toEqual(body.menus);

    const again = await exchange(t, code);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('El código de ingreso no es válido o ya expiró. Intente ingresar nuevamente.');
  });

  it('signs a product administrator in by e-mail with their own profiles, remembered when asked', async () => {
    const admin = await newAdministrator(t);
    const landing = await signInAs(t, atProvider(admin.email), '?remember=true');
    const body = (await exchange(t, ssoCode(landing))).json();
    expect(body.user).toMatchObject({ id: admin.id, account_type: 'adm', roles: ['Administrador'] });
    expect(body.user.permissions).toContain('users.manage');
    expect(body.token.expires_in).toBe(t.deps.config.REMEMBER_TOKEN_TTL);
  });

  it('refuses an answer whose state is not the one this browser started with', async () => {
    const lecturer = await newLecturer(t);
    const { location, cookie } = await startSignIn(t);
    const callback = await signInAtProvider(location, atProvider(lecturer.email));
    callback.searchParams.set('state', 'otro-estado-cualquiera');
    const landing = await returnToApp(t, callback, cookie);
    expect(landing.searchParams.get('sso_error')).toBe('state');
    expect(ssoCode(landing)).toBeNull();
    // Without the browser's cookie (another browser, or a forged link) it is refused as well.
    const { location: l2, cookie: c2 } = await startSignIn(t);
    expect(c2).toBeDefined();
    const other = await signInAtProvider(l2, atProvider(lecturer.email));
    expect((await returnToApp(t, other, undefined)).searchParams.get('sso_error')).toBe('state');
  });

  it('refuses a replayed authorization code (the provider does not take it twice)', async () => {
    const lecturer = await newLecturer(t);
    const { location, cookie } = await startSignIn(t);
    const callback = await signInAtProvider(location, atProvider(lecturer.email));
    expect(ssoCode(await returnToApp(t, callback, cookie))).toBeTruthy();
    const replay = await returnToApp(t, callback, cookie);
    expect(replay.searchParams.get('sso_error')).toBe('state');
  });

  it('refuses an e-mail neither the product nor the academic system knows, with a Spanish message', async () => {
    const landing = await signInAs(t, atProvider('nadie@otra-universidad.edu.co'));
    const key = landing.searchParams.get('sso_error');
    expect(key).toBe('unknown');
    expect(ssoErrorMessage(key)).toBe(
      'Su cuenta institucional no está registrada en el sistema. Comuníquese con la Unidad de Investigación.',
    );
    const [created] = await t.db.select().from(users).where(eq(users.email, 'nadie@otra-universidad.edu.co'));
    expect(created).toBeUndefined();
  });

  it('refuses an inactive user, an unverified address and a sign-in cancelled at the provider', async () => {
    const admin = await newAdministrator(t);
    await t.db.update(users).set({ active: false }).where(eq(users.id, admin.id));
    expect((await signInAs(t, atProvider(admin.email))).searchParams.get('sso_error')).toBe('inactive');
    const lecturer = await newLecturer(t);
    const unverified = atProvider(lecturer.email, { email_verified: false });
    expect((await signInAs(t, unverified)).searchParams.get('sso_error')).toBe('unverified');
    expect((await signInAs(t, 'deny')).searchParams.get('sso_error')).toBe('denied');
  });

  it('refuses a made-up or missing hand-off code', async () => {
    expect((await exchange(t, 'x'.repeat(43))).statusCode).toBe(401);
    expect((await exchange(t, null)).statusCode).toBe(400);
  });
});
