import type { Page } from 'playwright-core';
import type { TAccount } from './harness';

/** What a person does on /login: pick the account type, type user and password, press Ingresar. */
export async function fillLogin(page: Page, account: TAccount, options: { remember?: boolean; password?: string } = {}) {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Usuario o Correo').waitFor();
  // The student login has no account type to choose (SAC only).
  if (await page.getByRole('radiogroup', { name: 'Tipo de cuenta' }).count()) {
    await page.getByRole('radio', { name: account.type === 'adm' ? 'Admon' : 'SAC' }).check();
  }
  await page.getByLabel('Usuario o Correo').fill(account.user);
  await page.getByLabel('Contraseña', { exact: true }).fill(options.password ?? account.password);
  if (options.remember) await page.getByRole('switch', { name: 'Recordarme' }).check();
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/** Signs in and waits for the landing screen. */
export async function signIn(page: Page, account: TAccount, options: { remember?: boolean; password?: string } = {}) {
  await fillLogin(page, account, options);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

export async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: 'Opciones de usuario' }).click();
}

export async function signOut(page: Page) {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Salir' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** The session kept by the web app in localStorage ('siiicca.session'). */
export async function storedSession(page: Page) {
  return page.evaluate(() => {
    const raw = localStorage.getItem('siiicca.session');
    return raw
      ? (JSON.parse(raw) as { user: { name: string; permissions: string[] }; menus: unknown[]; token: { access_token: string; expires_in: number; expire: number } })
      : null;
  });
}

/** The routes of every entry of the side menu, folded groups included. */
export async function menuRoutes(page: Page) {
  // The side menu's code loads after sign-in: wait for it whenever the session has menus to show.
  if ((await storedSession(page))?.menus.length) {
    await page.locator('nav[aria-label="Menú principal"] a').first().waitFor({ state: 'attached' });
  }
  return page.locator('nav[aria-label="Menú principal"] a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
}

/** The message currently shown in the snackbar. */
export const snackbar = (page: Page) => page.locator('.MuiSnackbar-root .MuiAlert-message');

/**
 * Waits until nothing on the page is moving: every CSS transition running now (MUI's fades, slides
 * and grows of dialogs, drawers, tooltips and slides) has ended. Endless animations (progress bars,
 * skeletons) are CSS animations, not transitions, and are not waited for.
 */
export async function untilStill(page: Page) {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished.catch(() => undefined))),
  );
}

/** 100 rows per page, once the server has answered for them. */
export async function showAll(page: Page) {
  const answered = page.waitForResponse((r) => new URL(r.url()).searchParams.get('per_page') === '100');
  await page.getByRole('combobox', { name: /Filas por página/ }).click();
  await page.getByRole('option', { name: '100', exact: true }).click();
  await answered;
  await untilStill(page);
}
