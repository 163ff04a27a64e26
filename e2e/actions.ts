import { expect } from 'vitest';
import type { Locator, Page, Response } from 'playwright-core';
import { ACCOUNTS, signedInPage, WAIT_TIMEOUT, type TAccount, type TProduct } from './harness';

/**
 * What a person does (sign in, open the user menu, sign out, choose an option, run a row action) and
 * the waits that go with it. Nothing here sleeps: every wait is a condition with a deadline (Playwright's
 * 30 s, harness.ts; `expect.poll`'s 15 s, vitest.config.ts) that fails saying what it last saw.
 */

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

/** A RegExp that matches exactly `text` (expectSnack's strings otherwise match a part, as Playwright's hasText). */
export const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

const normalized = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The snackbar messages the page showed from `since` (a Date.now()) on, in order, a repeat as a second
 * entry: the page records every message it mounts (harness.ts, recordSnackbars). With `onScreen`, the
 * one on screen now is added at the end: a repeat of it keeps it there instead of showing it again.
 */
export const shownSnacks = (page: Page, since: number, onScreen = false) =>
  page.evaluate(
    ([t, now]) => [
      ...((window as unknown as { __snackbars?: { text: string; at: number }[] }).__snackbars ?? []).filter((s) => s.at >= t).map((s) => s.text),
      ...(now ? Array.from(document.querySelectorAll('.MuiSnackbar-root .MuiAlert-message'), (m) => m.textContent ?? '') : []),
    ],
    [since, onScreen] as const,
  );

/**
 * Waits for a snackbar message, and answers it: a string is found in it (ignoring case and spacing, as
 * Playwright's hasText), a RegExp matches it. It is looked for among the messages shown since this call, so start it
 * before the action that shows it: with `action`, `await expectSnack(page, 'Guardado', () => save.click())`,
 * or beside a download as `Promise.all([page.waitForEvent('download'), expectSnack(page, text), click()])`.
 * (A message shows for one or two seconds and a newer one replaces it at once: looked for only after the
 * action, on a loaded machine it may already be gone.)
 */
export async function expectSnack(page: Page, text: string | RegExp, action?: () => Promise<unknown>): Promise<string> {
  const since = Date.now();
  if (action) await action();
  const matches = (shown: string) => (typeof text === 'string' ? normalized(shown).includes(normalized(text)) : text.test(shown));
  let seen: string[] = [];
  await expect
    .poll(async () => (seen = await shownSnacks(page, since, true)), {
      message: `a snackbar message ${typeof text === 'string' ? `"${text}"` : text}, among those shown since`,
      // As long as any Playwright wait: the message follows a server's answer (and, after a reload, the app's start).
      timeout: WAIT_TIMEOUT,
    })
    .toSatisfy((shown: string[]) => shown.some(matches));
  // The message itself, for a test that reads what it says.
  return seen.find(matches)!;
}

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

/**
 * Opens `path` inside the app the page already runs, as its own links do (a new entry in the router's
 * history), instead of loading the whole app again: the same route, drawn by the same code, without
 * parsing, compiling and starting the app and its shell again (a full load is most of a page's CPU).
 * Returns once the router has shown the new route (the document's title, set from the route on each
 * change, has changed). A page not on the product yet, or already at `path`, loads it with `goto`.
 * The router sees a back/forward navigation, which a form with unsaved changes holds back (it asks
 * first): for pages that only read screens (sharedPage), not in the middle of typing.
 */
export async function openInApp(page: Page, path: string) {
  const current = page.url();
  if (!/^https?:/.test(current) || new URL(current).pathname === path) {
    await page.goto(path);
    return;
  }
  const before = await page.title();
  await page.evaluate((to) => {
    // The state react-router keeps with each entry (its index in the history), then the event it
    // listens to: the same navigation its back and forward buttons start.
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
  await page.waitForFunction((title) => document.title !== title, before);
}

/** The records a list screen shows: the table's rows, or the cards that replace them on narrow screens. */
export const recordsOf = (page: Page) => page.locator('.MuiDataGrid-row').or(page.getByRole('list', { name: 'Registros' }).getByRole('listitem'));

/** One page of a list as the API answers it (catalogues, strategies, projects: TListResponse). */
export type TListBody = { data: { id: number | string }[]; meta: { total: number } };
export type TListAnswer<B extends TListBody = TListBody> = { url: URL; body: B };

/**
 * The next answer to a request for one page of a list (a GET with `per_page`) whose address `matches`,
 * with the address it asked. Call it before the action that asks (a `goto`, a click on the pager, a
 * filter applied), await it after.
 */
export function nextListAnswer<B extends TListBody = TListBody>(page: Page, matches: (url: URL) => boolean = () => true): Promise<TListAnswer<B>> {
  return nextAnswer<B>(page, (url, r) => r.request().method() === 'GET' && url.pathname.startsWith('/api/') && url.searchParams.has('per_page') && matches(url));
}

/**
 * The next API answer whose address (and response) `matches`, with its JSON body read. Call it before
 * the action that asks, await it after. An answer to the page being left (a reload's request, then a
 * goto) has no body by the time it is read: it is not the one asked for, so the wait goes on.
 */
export function nextAnswer<B = unknown>(page: Page, matches: (url: URL, response: Response) => boolean): Promise<{ url: URL; body: B; status: number }> {
  const bodies = new Map<Response, B>();
  return page
    .waitForResponse(async (r) => {
      if (!matches(new URL(r.url()), r)) return false;
      try {
        bodies.set(r, (await r.json()) as B);
        return true;
      } catch {
        return false;
      }
    })
    .then((r) => ({ url: new URL(r.url()), body: bodies.get(r)!, status: r.status() }));
}

/**
 * Waits until the list shows exactly these records: the table's rows are theirs, by id and in their
 * order; cards (a phone), which carry no id, are as many. A grid lays its rows out over several frames
 * after the answer arrives, and keeps the previous page's rows on screen meanwhile: a count or a read
 * taken before this may see either.
 */
export async function untilListShows(page: Page, records: { id: number | string }[]) {
  const ids = records.map((r) => String(r.id));
  await expect
    .poll(
      async () => {
        const rows = await page.locator('.MuiDataGrid-row').evaluateAll((els) => els.map((el) => el.getAttribute('data-id') ?? '?'));
        if (rows.length) return rows;
        const cards = await page.getByRole('list', { name: 'Registros' }).getByRole('listitem').count();
        return cards === ids.length ? ids : `${cards} tarjetas`;
      },
      // As long as any Playwright wait: a grid of 100 rows takes a while to draw on a loaded machine.
      { message: 'the records of the list (table row ids, or the number of cards)', timeout: WAIT_TIMEOUT },
    )
    .toEqual(ids);
}

/** 100 rows per page, once the server has answered for them and the list shows them all. */
export async function showAll(page: Page) {
  const answered = nextListAnswer(page, (url) => url.searchParams.get('per_page') === '100');
  await page.getByRole('combobox', { name: /Filas por página/ }).click();
  await page.getByRole('option', { name: '100', exact: true }).click();
  await untilListShows(page, (await answered).body.data);
  await untilStill(page);
}

/**
 * Clicks an option of the select whose list is open, and waits until the list has gone. A multiple
 * select (aria-multiselectable) stays open after a choice and is closed with Esc; a single one closes by
 * itself (an Esc pressed while it is closing would reach the dialog behind it instead).
 */
export async function clickOption(page: Page, option: Locator) {
  const multiple = (await page.getByRole('listbox').getAttribute('aria-multiselectable')) === 'true';
  await option.click();
  if (multiple) await page.keyboard.press('Escape');
  // By CSS, not by role: a closing menu is already hidden from the accessibility tree while its
  // options still fade out on screen (and an axe scan would see them half transparent).
  await page.locator('[role="listbox"]').waitFor({ state: 'detached' });
}

const moreOf = (row: Locator) => row.getByRole('button', { name: 'más', exact: true });

/**
 * Every action a row of a list offers: its buttons (by accessible name, without the 'más' button and
 * the selection's) and the entries of its 'más' menu, closed again. A phone's card has no menu: every
 * action is a button.
 */
export async function actionsOf(page: Page, row: Locator) {
  await row.waitFor();
  const buttons = await row.getByRole('button').evaluateAll((els) => els.map((e) => (e.getAttribute('aria-label') ?? e.textContent ?? '').split(':')[0]!.trim()));
  const names = buttons.filter((n) => n && n !== 'más' && !n.startsWith('Seleccionar'));
  if (await moreOf(row).count()) {
    await moreOf(row).click();
    await page.getByRole('menu').waitFor();
    names.push(...(await page.getByRole('menuitem').allTextContents()).map((t) => t.trim()));
    await page.keyboard.press('Escape');
    await page.locator('[role="menu"]').waitFor({ state: 'detached' });
  }
  return names;
}

/** Runs a row action: a button of the row (or card), or an entry of the row's 'más' menu. */
export async function act(page: Page, row: Locator, name: string) {
  await row.waitFor();
  const button = row.getByRole('button', { name, exact: true });
  if (await button.count()) return button.click();
  await moreOf(row).click();
  await page.getByRole('menuitem', { name, exact: true }).click();
}

/** The demo evaluator's Mis Evaluaciones at `viewport`, once its heading shows. */
export async function openMyEvaluations(product: TProduct, viewport: { width: number; height: number }) {
  const page = await signedInPage(product, ACCOUNTS.evaluador, { viewport });
  await page.goto('/my_evaluations');
  await page.getByRole('heading', { name: 'Mis Evaluaciones', exact: true }).waitFor();
  return page;
}
