import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { newLecturer } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { startOidcProvider, type ProviderAccount } from '../../../test/oidc-provider';
import { ssoEnabled } from './oidc-client';
import { PUBLIC_URL, REDIRECT_URI, signInAs, ssoCode } from './test-fixtures';

/** A port nothing listens on: a provider that is down. */
async function closedPort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('single sign-on settings', () => {
  const accounts: ProviderAccount[] = [];
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;
  /** The demo as shipped, a server whose clock runs ahead of the provider's, and one whose provider is down. */
  let plain: TestApp, skewed: TestApp, unreachable: TestApp;

  beforeAll(async () => {
    provider = await startOidcProvider({ redirectUri: REDIRECT_URI, accounts });
    plain = await createTestApp({});
    const sso = { PUBLIC_URL, OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: provider.client_id, OIDC_CLIENT_SECRET: provider.client_secret };
    // The provider's ID tokens live 600 s; this server's clock counts 1200 s ahead of the provider's.
    skewed = await createTestApp({ ...sso, OIDC_CLOCK_SKEW_SECONDS: '1200' });
    unreachable = await createTestApp({ PUBLIC_URL, OIDC_ISSUER: `http://127.0.0.1:${await closedPort()}`, OIDC_CLIENT_ID: 'siiicca' });
  });
  afterAll(async () => {
    for (const t of [plain, skewed, unreachable]) await t?.close();
    await provider?.close();
  });

  it('without OIDC_ISSUER there is no button and no sign-in route (the embedded demo is unchanged)', async () => {
    const config = await plain.app.inject({ method: 'GET', url: '/api/auth/sso/config' });
    expect(config.json()).toMatchObject({ enabled: false });
    expect((await plain.app.inject({ method: 'GET', url: '/api/auth/sso/start' })).statusCode).toBe(404);
    expect((await plain.app.inject({ method: 'GET', url: '/api/auth/sso/callback?code=x&state=y' })).statusCode).toBe(404);
  });

  it("refuses an ID token that has expired by this server's clock", async () => {
    const lecturer = await newLecturer(skewed);
    accounts.push({ sub: 'caducado', email: lecturer.email, name: lecturer.name });
    const landing = await signInAs(skewed, 'caducado');
    expect(landing.searchParams.get('sso_error')).toBe('expired');
    expect(ssoCode(landing)).toBeNull();
  });

  it('sends the browser back with a message when the provider cannot be reached', async () => {
    const res = await unreachable.app.inject({ method: 'GET', url: '/api/auth/sso/start' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?sso_error=provider');
  });

  it('refuses to start without a client id, and an issuer over plain http away from this machine', async () => {
    expect(() => ssoEnabled(loadConfig({ OIDC_ISSUER: provider.issuer }))).toThrow(/OIDC_CLIENT_ID es obligatorio/);
    expect(() => loadConfig({ OIDC_ISSUER: 'http://idp.example.edu.co', OIDC_CLIENT_ID: 'x' })).toThrow(/OIDC_ISSUER: debe usar https/);
  });
});
