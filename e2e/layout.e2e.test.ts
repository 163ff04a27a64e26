import { describe, expect, it } from 'vitest';
import { signIn, untilStill } from './actions';
import { ACCOUNTS, PHONE, screenshot, useProduct } from './harness';

describe('layout on a phone (390x844)', () => {
  const product = useProduct();

  it('shows the login form full width without the carousel', async () => {
    const page = await product().newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
    await page.goto('/login');
    const field = page.getByLabel('Usuario o Correo');
    await field.waitFor();
    expect(await page.getByRole('region', { name: 'Bienvenida a SIIICCA' }).isVisible()).toBe(false);
    const box = (await page.getByRole('form', { name: 'Formulario de ingreso' }).boundingBox())!;
    expect(box.width).toBeGreaterThan(PHONE.width * 0.8);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'login-phone');
  });

  it('opens the menu as a temporary drawer that closes after choosing a screen', async () => {
    const page = await product().newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
    await signIn(page, ACCOUNTS.admin);
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    expect(await nav.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Mostrar menú' }).click();
    await nav.getByRole('link', { name: 'Inicio', exact: true }).waitFor();
    // Temporary: a modal over the page, with a backdrop.
    await page.locator('.MuiDrawer-modal .MuiBackdrop-root').waitFor();
    await untilStill(page); // the drawer slides in
    await screenshot(page, 'drawer-phone');
    await nav.getByRole('link', { name: 'Inicio', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await nav.waitFor({ state: 'hidden' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'dashboard-phone');
  });

  it('logs no browser errors', () => {
    expect(product().consoleErrors()).toEqual([]);
  });
});
