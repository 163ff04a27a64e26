import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { SYSTEM_ID } from '@siiicca/shared';
import { loadConfig } from '../apps/api/src/config';
import { createServer } from '../apps/api/src/server';
import { SCREENSHOTS, WEB_DIST } from './paths';

export { SCREENSHOTS, WEB_DIST };

/**
 * Debian's Chromium for automation, `chromium-headless-shell` (the headless build Playwright itself
 * runs): the same Blink and V8 as the desktop browser without its window machinery, so a page and a
 * new context cost a fraction. The desktop build is the fallback; E2E_CHROMIUM names another.
 */
export const CHROMIUM_PATH =
  process.env.E2E_CHROMIUM ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => fs.existsSync(file)) ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // V8 without its optimizing compilers (TurboFan, Maglev): a test's page lives seconds, too short for
  // optimized code to repay compiling it on the renderer's threads. Same JavaScript semantics; the
  // renderers' CPU per file fell 12 to 17% (accessibility 96 -> 80 s, tables-responsive 48 -> 43 s).
  '--js-flags=--no-opt --no-maglev',
];

/** The demo accounts seeded with DEMO_DATA=true (apps/api/src/db/seed/demo.ts). */
export const ACCOUNTS = {
  admin: { user: 'admin', password: 'Admin#2026', type: 'adm' as const },
  docente: { user: 'docente', password: 'Docente#2026', type: 'sac' as const },
  docente2: { user: 'docente2', password: 'Docente#2026', type: 'sac' as const },
  evaluador: { user: 'evaluador', password: 'Evaluador#2026', type: 'adm' as const },
};
export type TAccount = (typeof ACCOUNTS)[keyof typeof ACCOUNTS];

/**
 * How long a Playwright wait or action (`waitFor`, `click`, `goto`, `waitForResponse`, a download...) may
 * take before it fails, for every page of the harness. Generous, for a machine whose every core is busy
 * elsewhere; every wait is still a condition, so an idle machine never waits for it. `expect.poll` has its
 * own (15 s, vitest.config.ts); a test may take 120 s.
 */
export const WAIT_TIMEOUT = 30_000;

/**
 * Runs in every document before the app (an init script of every context): records each message the
 * snackbar mounts, with the time it appeared, in `window.__snackbars`. A message shows for one or two
 * seconds and a newer one replaces it at once, so `expectSnack` (actions.ts) reads what was shown since
 * the action instead of hoping to look at the right moment.
 */
export function recordSnackbars() {
  const shown: { text: string; at: number }[] = [];
  Object.defineProperty(window, '__snackbars', { value: shown });
  new MutationObserver((mutations) => {
    for (const m of mutations) {
      for (const node of Array.from(m.addedNodes)) {
        if (!(node instanceof Element)) continue;
        const snacks = node.matches('.MuiSnackbar-root') ? [node] : Array.from(node.querySelectorAll('.MuiSnackbar-root'));
        for (const snack of snacks) shown.push({ text: snack.textContent ?? '', at: Date.now() });
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

export const DESKTOP = { width: 1440, height: 900 };
/** The most common laptop screen: the side drawer stays open and leaves the least room to the tables. */
export const LAPTOP = { width: 1366, height: 768 };
export const PHONE = { width: 390, height: 844 };

export type TProduct = {
  baseUrl: string;
  browser: Browser;
  /** A fresh browser context (own storage) with one page; console errors are recorded. */
  newPage: (options?: BrowserContextOptions) => Promise<Page>;
  /** Browser console errors and page errors seen so far (expected HTTP 4xx answers excluded). */
  consoleErrors: () => string[];
  close: () => Promise<void>;
};

/**
 * The address the product is reached at: 127.0.0.1 by default; 'localhost' where the browser refuses an
 * IP address (WebAuthn's relying party must be a domain: passkeys.e2e.test.ts). It listens on 127.0.0.1 either way.
 */
export type TProductOptions = { host?: '127.0.0.1' | 'localhost' };

/**
 * Starts the real product in this process (API + built web app on a random port, on an embedded
 * database of its own in a temporary directory: a copy of the run's seeded demo data, see
 * global-setup.ts) and a headless Chromium.
 */
export async function startProduct(env: Record<string, string> = {}, opts: TProductOptions = {}): Promise<TProduct> {
  const host = opts.host ?? '127.0.0.1';
  // Chromium starts (the first time in this worker) while the server copies its data and opens its
  // database: neither needs the other until the first page, and each takes a second or more on a loaded machine.
  const launching = workerBrowser();
  // Handled here too, so a failed launch is not reported as unhandled before it is awaited below.
  launching.catch(() => undefined);
  const dataDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'siiicca-e2e-'));
  let app: Awaited<ReturnType<typeof createProductServer>> | undefined;
  let browser: Browser;
  try {
    // cpSync, not fs.promises.cp: the promise version walks the 1,400 files of the database in
    // JavaScript, one promise per call (1.7 s of CPU and 3 to 5 s per product on a loaded machine,
    // against 0.3 s); Chromium keeps launching in its own process meanwhile.
    fs.cpSync(inject('seededDataDir'), dataDir, { recursive: true });
    // The public address is configuration (e-mailed links are built from it), so the port is chosen first.
    const port = await freePort();
    app = await createProductServer(dataDir, { PORT: String(port), PUBLIC_URL: `http://${host}:${port}`, ...env });
    await app.listen({ port, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('The server has no TCP address');
    browser = await launching;
  } catch (err) {
    await app?.close();
    await fs.promises.rm(dataDir, { recursive: true, force: true });
    throw err;
  }
  const server = app;
  const baseUrl = `http://${host}:${(server.server.address() as { port: number }).port}`;
  const errors: string[] = [];
  const contexts: BrowserContext[] = [];
  const b = browser;

  return {
    baseUrl,
    browser: b,
    consoleErrors: () => [...errors],
    async newPage(options = {}) {
      // A person who asked the system for less motion (the product honours it: theme.ts): dialogs,
      // menus and steps appear at once instead of animating, which is also half of Chromium's work.
      // layout.e2e.test.ts walks the shell with motion on.
      const context = await b.newContext({
        baseURL: baseUrl,
        viewport: DESKTOP,
        locale: 'es-CO',
        timezoneId: 'America/Bogota',
        reducedMotion: 'reduce',
        ...options,
      });
      contexts.push(context);
      context.setDefaultTimeout(WAIT_TIMEOUT);
      context.setDefaultNavigationTimeout(WAIT_TIMEOUT);
      await context.addInitScript(recordSnackbars);
      const page = await context.newPage();
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const text = msg.text();
        // Chromium logs every 4xx answer of fetch; wrong passwords and expired tokens are expected.
        if (/Failed to load resource: the server responded with a status of 4\d\d/.test(text)) return;
        errors.push(`${page.url()}: ${text}`);
      });
      page.on('pageerror', (err) => errors.push(`${page.url()}: ${err.message}`));
      return page;
    },
    async close() {
      // The worker's browser stays for its next file; this product's pages and their storage go.
      await Promise.allSettled(contexts.map((c) => c.close()));
      await server.close();
      await fs.promises.rm(dataDir, { recursive: true, force: true });
    },
  };
}

let browserOfWorker: Promise<Browser> | undefined;

/**
 * The worker's Chromium: launched by its first product and kept for the files after it (a worker runs
 * one file at a time and keeps this module: isolate: false). Every page still lives in a context of its
 * own, with its own storage, closed with its test or product; what the files share is the browser
 * process, whose launch cost about 0.7 s of CPU each time (five launches 5.3 s, one launch and five
 * contexts 2.5 s). A browser that has gone (crashed, killed) is launched again. Playwright ends it
 * with the worker's process.
 */
function workerBrowser(): Promise<Browser> {
  const current = browserOfWorker;
  if (current) {
    return current.then(
      (b) => (b.isConnected() ? b : ((browserOfWorker = undefined), workerBrowser())),
      () => ((browserOfWorker = undefined), workerBrowser()),
    );
  }
  const launching = chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  browserOfWorker = launching;
  return launching;
}

/** A TCP port nobody listens on right now. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * The outside services a screen may call (ORCID, Crossref) at a local port nobody listens on, unless a
 * file starts its own (researchers.e2e.test.ts): a test never reaches the internet, and a look-up it
 * causes fails at once with the product's message instead of waiting on a network CI does not have.
 */
const OFFLINE = { ORCID_API_URL: 'http://127.0.0.1:9', CROSSREF_API_URL: 'http://127.0.0.1:9' };

/** The product exactly as `npm start` runs it, on its own data directory. */
async function createProductServer(dataDir: string, env: Record<string, string>) {
  const base = { NODE_ENV: 'test', DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', DEMO_DATA: 'true', ...OFFLINE, ...env };
  return (await createServer(loadConfig({ ...base, WEB_DIST }))).app;
}

/** One product per describe block (or file): started in beforeAll, closed in afterAll. */
export function useProduct(env: Record<string, string> = {}, opts: TProductOptions = {}): () => TProduct {
  let product: TProduct | undefined;
  beforeAll(async () => {
    product = await startProduct(env, opts);
  });
  // A test's pages end with it: an app left open keeps its timers, queries and renderer running
  // beside every later test of the file. Pages opened before the tests (beforeAll) and the shared
  // ones (sharedPage) stay.
  let before = new Set<BrowserContext>();
  beforeEach(() => {
    before = new Set(product?.browser.contexts());
  });
  afterEach(async () => {
    const opened = product?.browser.contexts().filter((c) => !before.has(c) && !sharedContexts.has(c)) ?? [];
    await Promise.allSettled(opened.map((c) => c.close()));
  });
  afterAll(async () => {
    await product?.close();
  });
  return () => {
    if (!product) throw new Error('The product has not started');
    return product;
  };
}

type TStorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
const signedInStates = new WeakMap<TProduct, Map<string, Promise<TStorageState>>>();

/**
 * The browser storage of someone who has just signed in as `account`: the product's own sign-in
 * (POST /api/auth/login, as the login form sends it) and the session the web app keeps from its answer
 * (`login()` in apps/web/src/features/auth/api/login.ts: user, menus and token, under 'siiicca.session').
 * auth.e2e.test.ts checks that a sign-in through the form stores the same.
 */
export async function signedInState(product: TProduct, account: TAccount): Promise<TStorageState> {
  const res = await fetch(`${product.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.user, password: account.password, type: account.type, remember: false, system: SYSTEM_ID }),
  });
  const data = (await res.json()) as { user?: unknown; menus?: unknown[]; token?: unknown; message?: string };
  if (!res.ok || !data.token) throw new Error(`Signing in as ${account.user} failed (${res.status}): ${data.message ?? ''}`);
  const session = { user: data.user, menus: data.menus ?? [], token: data.token };
  return { cookies: [], origins: [{ origin: product.baseUrl, localStorage: [{ name: 'siiicca.session', value: JSON.stringify(session) }] }] };
}

/**
 * A page of its own (fresh context) already signed in as `account`, not yet on any screen. The first
 * call per product and account signs in (`signedInState`: the product's sign-in request, without
 * drawing the login form and the landing screen, about 1.4 s of the browser's CPU each); later ones
 * start from the same session, as a browser reopened on the same device would. A test that checks
 * signing in itself goes through the form with `signIn`.
 */
export async function signedInPage(product: TProduct, account: TAccount, options: BrowserContextOptions = {}): Promise<Page> {
  let states = signedInStates.get(product);
  if (!states) signedInStates.set(product, (states = new Map()));
  let state = states.get(account.user);
  if (!state) {
    state = signedInState(product, account);
    states.set(account.user, state);
  }
  return product.newPage({ ...options, storageState: await state });
}

const sharedPages = new WeakMap<TProduct, Map<string, Promise<Page>>>();
const sharedContexts = new WeakSet<BrowserContext>();

/**
 * One page per product, account (null: signed out) and context options, shared by the tests of a
 * file that only open a screen and read it: the first call opens it (as `signedInPage` does), later
 * ones hand back the same page, whose context keeps the app's scripts in its HTTP and code caches,
 * so the next `goto` loads the product in a fraction of a new context's time (it is still a full
 * load of the address). A test that uses it starts with `goto`, so it passes alone or after any
 * other; tests that type, route requests or leave dialogs open use a page of their own.
 */
export async function sharedPage(product: TProduct, account: TAccount | null, options: BrowserContextOptions = {}): Promise<Page> {
  let pages = sharedPages.get(product);
  if (!pages) sharedPages.set(product, (pages = new Map()));
  const key = JSON.stringify([account?.user ?? null, options]);
  const open = await pages.get(key)?.catch(() => undefined);
  if (open && !open.isClosed()) return open;
  const page = (account ? signedInPage(product, account, options) : product.newPage(options)).then((p) => {
    sharedContexts.add(p.context());
    return p;
  });
  pages.set(key, page);
  return page;
}

export async function screenshot(page: Page, name: string) {
  await fs.promises.mkdir(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: false });
}
