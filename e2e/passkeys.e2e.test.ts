import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectSnack, openUserMenu, signIn, signOut, storedSession, untilStill } from './actions';
import { expectNoAxeViolations } from './a11y';
import { ACCOUNTS, LAPTOP, PHONE, useProduct } from './harness';

/**
 * Chromium's virtual authenticator (DevTools protocol) on the page: a platform authenticator
 * (CTAP2, internal) that holds discoverable credentials and verifies its user, and answers at once.
 */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials };
}

const PASSKEY_BUTTON = 'Iniciar sesión con llave de acceso';

// A server of its own, reached as localhost: a passkey's relying party is a domain, never an IP address.
describe('passkeys', () => {
  const product = useProduct({}, { host: 'localhost' });

  it('registers a passkey, signs in with it without a password at 1366 px, and removes it at 390 px', async () => {
    const page = await product().newPage({ viewport: LAPTOP });
    const authenticator = await addVirtualAuthenticator(page);
    await signIn(page, ACCOUNTS.admin);

    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Seguridad de la cuenta' }).click();
    const section = page.getByRole('region', { name: 'Llaves de acceso' });
    await section.getByText('No tiene llaves de acceso registradas.').waitFor();
    await section.getByRole('button', { name: 'Registrar llave de acceso' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registrar llave de acceso' });
    await dialog.getByLabel('Nombre de la llave de acceso').fill('Portátil de la oficina');
    await untilStill(page);
    await expectNoAxeViolations(page, 'registrar llave de acceso (1366 px)');
    await expectSnack(page, 'Llave de acceso registrada', () => dialog.getByRole('button', { name: 'Continuar' }).click());
    await dialog.waitFor({ state: 'detached' });
    const list = section.getByRole('list', { name: 'Llaves de acceso registradas' });
    await list.getByText('Portátil de la oficina', { exact: true }).waitFor();
    await list.getByText(/Sin usar todavía/).waitFor();
    expect(await authenticator.credentials()).toHaveLength(1);
    await expectNoAxeViolations(page, 'seguridad de la cuenta con una llave (1366 px)');

    // Signed out, the login form's passkey button signs in with no user name and no password.
    await signOut(page);
    await page.goto('/login');
    await expectNoAxeViolations(page, 'login con llave de acceso (1366 px)');
    await expectSnack(page, 'Ingreso Correcto', () => page.getByRole('button', { name: PASSKEY_BUTTON }).click());
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    expect((await storedSession(page))?.user.name).toBeTruthy();
    expect(await page.getByLabel('Contraseña', { exact: true }).count()).toBe(0);

    // On a phone: the passkey shows it was used; removing it leaves the authenticator's copy useless.
    await page.setViewportSize(PHONE);
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Seguridad de la cuenta' }).click();
    await list.getByText(/Último uso/).waitFor();
    await expectNoAxeViolations(page, 'seguridad de la cuenta (390 px)');
    await list.getByRole('button', { name: 'Eliminar Portátil de la oficina' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Eliminar la llave de acceso?' });
    await expectSnack(page, 'Llave de acceso eliminada', () => confirm.getByRole('button', { name: 'Eliminar' }).click());
    await section.getByText('No tiene llaves de acceso registradas.').waitFor();

    await signOut(page);
    await page.goto('/login');
    await expectSnack(page, 'La llave de acceso no es válida para ingresar a SIIICCA', () => page.getByRole('button', { name: PASSKEY_BUTTON }).click());
    await page.getByText('La llave de acceso no es válida para ingresar a SIIICCA', { exact: true }).first().waitFor();
    await expectNoAxeViolations(page, 'login con una llave eliminada (390 px)');
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
