import { describe, expect, it } from 'vitest';
import { signIn, snackbar, storedSession } from './actions';
import { ACCOUNTS, screenshot, useProduct } from './harness';

// Tokens of 75 s: the extension dialog (70 s before expiry) opens about 5 s after signing in.
describe('session extension', () => {
  const product = useProduct({ ACCESS_TOKEN_TTL: '75' });

  it('counts down, extends the session and keeps the user signed in', async () => {
    const page = await product().newPage();
    await signIn(page, ACCOUNTS.docente);
    const before = (await storedSession(page))!;
    expect(before.token.expires_in).toBe(75);

    const dialog = page.getByRole('dialog', { name: 'Su sesión está por finalizar' });
    await dialog.waitFor({ timeout: 15_000 });
    const first = Number(await dialog.getByTestId('session-seconds').textContent());
    expect(first).toBeGreaterThan(55);
    expect(first).toBeLessThanOrEqual(65);
    // The figure on screen goes down by itself, second by second.
    await expect.poll(async () => Number(await dialog.getByTestId('session-seconds').textContent()), { timeout: 5000 }).toBeLessThan(first);
    await screenshot(page, 'session-expiry-dialog');

    await dialog.getByRole('button', { name: 'Extender Sesión' }).click();
    await snackbar(page).filter({ hasText: 'Se Extiende la Sesión ...' }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    const after = (await storedSession(page))!;
    expect(after.token.access_token).not.toBe(before.token.access_token);
    expect(after.token.expire).toBeGreaterThan(before.token.expire);

    // The new token works: the dashboard loads its figures.
    await page.getByRole('link', { name: 'Inicio', exact: true }).click();
    await page.getByTestId('stat-open_calls').waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });

  it("'Salir' in the dialog signs out", async () => {
    const page = await product().newPage();
    await signIn(page, ACCOUNTS.docente2);
    const dialog = page.getByRole('dialog', { name: 'Su sesión está por finalizar' });
    await dialog.waitFor({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Salir' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await storedSession(page)).toBeNull();
  });

  it('logs no browser errors', () => {
    expect(product().consoleErrors()).toEqual([]);
  });
});

// Tokens of 10 s: the session is over (1 s or less with the 5 s margin) about 4 s after signing in.
describe('session end', () => {
  const product = useProduct({ ACCESS_TOKEN_TTL: '10' });

  it("ends an unattended session with 'Sesión Finalizada, Ingrese Nuevamente'", async () => {
    const page = await product().newPage();
    await signIn(page, ACCOUNTS.docente);
    await page.getByRole('dialog', { name: 'Su sesión está por finalizar' }).waitFor();
    await snackbar(page).filter({ hasText: 'Sesión Finalizada, Ingrese Nuevamente' }).waitFor({ timeout: 15_000 });
    await page.waitForURL((url) => url.pathname === '/');
    expect(await storedSession(page)).toBeNull();
  });

  it('drops a stored session that expires within 300 s when the app starts', async () => {
    const page = await product().newPage();
    await signIn(page, ACCOUNTS.docente2);
    await page.reload();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await storedSession(page)).toBeNull();
  });

  it('logs no browser errors', () => {
    expect(product().consoleErrors()).toEqual([]);
  });
});
