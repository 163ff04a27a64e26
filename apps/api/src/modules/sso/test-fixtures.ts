import { expect } from 'vitest';
import type { TestApp } from '../../../test/helpers';
import { signInAtProvider } from '../../../test/oidc-provider';

/** The address every SSO test app is reached at: the provider knows PUBLIC_URL + /api/auth/sso/callback. */
export const PUBLIC_URL = 'https://siiicca.example.edu.co';
export const REDIRECT_URI = `${PUBLIC_URL}/api/auth/sso/callback`;

type App = Pick<TestApp, 'app'>;

/** GET /api/auth/sso/start: where the browser is sent and the flow cookie it keeps. */
export async function startSignIn(t: App, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/auth/sso/start${query}` });
  expect(res.statusCode).toBe(302);
  const cookie = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('siiicca_sso='))?.split(';')[0];
  return { location: String(res.headers.location), cookie };
}

/** The browser back at the app's callback (cookie and all): where the app sends it next. */
export async function returnToApp(t: App, callback: URL, cookie: string | undefined) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode).toBe(302);
  return new URL(String(res.headers.location), PUBLIC_URL);
}

/** The whole round trip as `account` at the provider: the /login address the app ends on. */
export async function signInAs(t: App, account: string, query = '') {
  const { location, cookie } = await startSignIn(t, query);
  const callback = await signInAtProvider(location, account);
  return returnToApp(t, callback, cookie);
}

/** The one-time code of the landing address /login#sso=<code> (in the fragment, which no request carries). */
export const ssoCode = (landing: URL) => new URLSearchParams(landing.hash.slice(1)).get('sso');

/** POST /api/auth/sso/exchange with the code of /login#sso=<code>. */
export const exchange = (t: App, code: string | null) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sso/exchange', payload: { code } });
