import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startOidcProvider, type ProviderAccount } from '../apps/api/test/oidc-provider';
import { storedSession } from './actions';
import { useProduct } from './harness';

/** On /login: the institutional button, pressed from the keyboard, then the account named at the provider. */
async function signInAtProvider(page: Page, account: string) {
  await page.goto('/login');
  const button = page.getByRole('link', { name: 'Ingresar con la cuenta institucional' });
  await button.focus();
  await page.keyboard.press('Enter');
  await page.getByLabel('Cuenta').fill(account);
  await page.getByRole('button', { name: 'Continuar' }).click();
}

describe('sign-in with the institutional account (OpenID Connect)', () => {
  const accounts: ProviderAccount[] = [
    { sub: 'maria', email: 'docente@siiicca.test', name: 'María Fernanda Rojas Díaz' },
    { sub: 'ajeno', email: 'persona@otra-universidad.edu.co', name: 'Persona Ajena' },
  ];
  const env: Record<string, string> = {};
  let provider: Awaited<ReturnType<typeof startOidcProvider>> | undefined;
  // Before the product starts (hooks run in order): its settings name the provider.
  beforeAll(async () => {
    provider = await startOidcProvider({ redirectUri: () => `${product().baseUrl}/api/auth/sso/callback`, accounts });
    Object.assign(env, { OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: provider.client_id, OIDC_CLIENT_SECRET: provider.client_secret });
  });
  const product = useProduct(env);
  afterAll(async () => provider?.close());

  it('signs a lecturer in from the button and lands on their screen, with no code left in the address', async () => {
    const page = await product().newPage();
    await signInAtProvider(page, 'maria');
    await page.waitForURL((url) => url.pathname === '/my_strategies');
    await expect.poll(() => page.url()).not.toContain('sso=');
    await expect.poll(async () => (await storedSession(page))?.user.name).toBe('María Fernanda Rojas Díaz');
    const session = await storedSession(page);
    expect(session?.user.permissions).toContain('strategies.own');
  });

  it('tells a person nobody knows, in Spanish, on the login page', async () => {
    const page = await product().newPage();
    await signInAtProvider(page, 'ajeno');
    await page.getByRole('alert').filter({ hasText: 'Su cuenta institucional no está registrada en el sistema.' }).first().waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    await expect.poll(() => page.url()).not.toContain('sso_error');
    await expect.poll(() => storedSession(page)).toBeNull();
  });
});
