import { describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { signIn, untilStill } from './actions';
import { ACCOUNTS, PHONE, screenshot, useProduct } from './harness';

// This file walks the shell as most people see it, with motion on (the other files ask for less).
const PHONE_WITH_MOTION: BrowserContextOptions = { viewport: PHONE, isMobile: true, hasTouch: true, reducedMotion: 'no-preference' };

/** How long the side drawer's panel takes to slide in, as the browser computes it. */
async function drawerSlide(page: Page) {
  await signIn(page, ACCOUNTS.admin);
  await page.getByRole('button', { name: 'Mostrar menú' }).click();
  const paper = page.locator('.MuiDrawer-modal .MuiDrawer-paper');
  await paper.waitFor();
  return paper.evaluate((el) => getComputedStyle(el).transitionDuration);
}

describe('layout on a phone (390x844)', () => {
  const product = useProduct();

  it('shows the login form full width without the carousel', async () => {
    const page = await product().newPage(PHONE_WITH_MOTION);
    await page.goto('/login');
    const field = page.getByLabel('Usuario o Correo');
    await field.waitFor();
    await expect.poll(() => page.getByRole('region', { name: 'Bienvenida a SIIICCA' }).isVisible()).toBe(false);
    const form = page.getByRole('form', { name: 'Formulario de ingreso' });
    await expect.poll(async () => (await form.boundingBox())?.width).toBeGreaterThan(PHONE.width * 0.8);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'login-phone');
  });

  it('opens the menu as a temporary drawer that closes after choosing a screen', async () => {
    const page = await product().newPage(PHONE_WITH_MOTION);
    await signIn(page, ACCOUNTS.admin);
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    await expect.poll(() => nav.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Mostrar menú' }).click();
    await nav.getByRole('link', { name: 'Inicio', exact: true }).waitFor();
    // Temporary: a modal over the page, with a backdrop.
    await page.locator('.MuiDrawer-modal .MuiBackdrop-root').waitFor();
    await untilStill(page); // the drawer slides in
    await screenshot(page, 'drawer-phone');
    await nav.getByRole('link', { name: 'Inicio', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await nav.waitFor({ state: 'hidden' });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'dashboard-phone');
  });

  it('slides the drawer in for most people, and shows it at once to whoever asked the system for less motion', async () => {
    expect(await drawerSlide(await product().newPage(PHONE_WITH_MOTION))).not.toBe('0s');
    expect(await drawerSlide(await product().newPage({ ...PHONE_WITH_MOTION, reducedMotion: 'reduce' }))).toBe('0s');
  });

  it('logs no browser errors', () => {
    expect(product().consoleErrors()).toEqual([]);
  });
});
