import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openCatalogue } from './catalogues-actions';
import { ACCOUNTS, signedInPage, useProduct } from './harness';

/**
 * What a first visit downloads (issue 9, "fast first visit"). The browser asks for gzip only, so each
 * size is the gzipped JavaScript the requirement names, as it crossed the network: Chromium's encoded
 * body size of each response, which is what a user on a slow line waits for. (Left to itself Chromium
 * asks for brotli too and gets the smaller .br copies; the figure would then depend on the encoding.)
 * The page is measured once it shows its form and the network is quiet, so lazy chunks count too.
 */

/**
 * Issue 9 asks for 200 KB (it was 317 KB, then 266 KB after the routes were split). The page is now
 * about 192 KB: React and the router (~95 KB), MUI's styling engine and theme (~26 KB), and the entry
 * with the frame, the sign-in form and the MUI components they use. The form checks with the shared
 * sign-in rules rather than zod and react-hook-form, and the data cache (TanStack Query) loads only
 * with the routes that fetch data, so neither is downloaded here.
 */
const SIGN_IN_BUDGET_KB = 200;

/** Marks of the data grid's and the date pickers' code (their theme names), locales included. */
const MUI_X = /MuiDataGrid|MuiLocalizationProvider|MuiDateCalendar/;

type TScript = { path: string; encoding: string | undefined; bytes: number; text: string };

/** Every JavaScript file the page downloads from now on, once it has arrived. */
function recordScripts(page: Page) {
  const pending: Promise<TScript>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js')) return;
    pending.push(
      (async () => {
        await response.finished();
        const [headers, sizes, body] = await Promise.all([response.allHeaders(), response.request().sizes(), response.body()]);
        return { path: url.pathname, encoding: headers['content-encoding'], bytes: sizes.responseBodySize, text: body.toString('utf8') };
      })(),
    );
  });
  return () => Promise.all(pending);
}

const kb = (scripts: TScript[]) => scripts.reduce((sum, s) => sum + s.bytes, 0) / 1024;

describe('JavaScript of a first visit', () => {
  const product = useProduct();
  const newPage = () => product().newPage({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });

  it(`the sign-in page loads at most ${SIGN_IN_BUDGET_KB} KB of gzipped JavaScript, and no data grid or date picker`, async () => {
    const page = await newPage();
    const scripts = recordScripts(page);
    await page.goto('/login');
    await page.getByLabel('Usuario o Correo').waitFor();
    await page.waitForLoadState('networkidle');
    const loaded = await scripts();

    // Precompressed copies are sent: every file big enough to have one arrives gzipped.
    expect(loaded.filter((s) => s.encoding !== 'gzip' && s.bytes >= 1024).map((s) => s.path)).toEqual([]);
    expect(kb(loaded)).toBeLessThanOrEqual(SIGN_IN_BUDGET_KB);
    expect(loaded.filter((s) => MUI_X.test(s.text)).map((s) => s.path)).toEqual([]);
  });

  // Signed in from a stored session: the administrator's landing after the form (/my_strategies) is
  // itself a screen with a data grid.
  it('the dashboard loads no data grid or date picker; a catalogue screen loads the grid and the date pickers\' Spanish texts, not the picker', async () => {
    const page = await signedInPage(product(), ACCOUNTS.admin, { extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });
    const scripts = recordScripts(page);
    await page.goto('/dashboard');
    await page.getByTestId('stat-users').waitFor();
    await page.waitForLoadState('networkidle');
    const beforeCatalogue = (await scripts()).length;
    expect(await openCatalogue(page, '/investigation_lines', 'Líneas de Investigación')).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    const loaded = await scripts();

    const dashboard = loaded.slice(0, beforeCatalogue);
    const catalogue = loaded.slice(beforeCatalogue);
    expect(dashboard.filter((s) => MUI_X.test(s.text)).map((s) => s.path)).toEqual([]);
    expect(catalogue.some((s) => s.text.includes('MuiDataGrid'))).toBe(true);
    expect(catalogue.some((s) => s.text.includes('MuiLocalizationProvider'))).toBe(true);
    // The date picker itself loads when a date field first shows (components/lazy-date-picker.tsx): this catalogue has none.
    expect(catalogue.filter((s) => s.text.includes('MuiDateCalendar')).map((s) => s.path)).toEqual([]);
  });

  it('logs no browser errors', () => {
    expect(product().consoleErrors()).toEqual([]);
  });
});
