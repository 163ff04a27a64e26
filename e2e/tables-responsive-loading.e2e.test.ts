import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openCatalogue, recordsOf } from './catalogues-actions';
import { ACCOUNTS, LAPTOP, PHONE, signedInPage, useProduct, WEB_DIST } from './harness';

/** The data grid's file, as the web build's manifest names it (catalogue-table.tsx loads it only to draw a table). */
const gridFile = () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(WEB_DIST, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  return manifest['src/components/catalogue/catalogue-grid.tsx']!.file;
};

/** Adds up every layout shift of the page from its first paint (window.__shift), as Lighthouse's CLS counts them. */
function recordShifts() {
  const w = window as unknown as { __shift: number };
  w.__shift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) w.__shift += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Opens 'Todas las Estrategias' signed in as the administrator at `viewport`: the scripts it fetched and how far its content moved. */
async function openList(page: Page) {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  await page.addInitScript(recordShifts);
  await openCatalogue(page, '/strategies', 'Todas las Estrategias');
  await recordsOf(page).first().waitFor();
  return { scripts, shift: () => page.evaluate(() => (window as unknown as { __shift: number }).__shift) };
}

describe('a list downloads the data grid only where it draws one (issue 45)', () => {
  const product = useProduct();

  it('on a phone the rows are cards and the grid is never fetched; nothing moves as they arrive', async () => {
    const page = await signedInPage(product(), ACCOUNTS.admin, { viewport: PHONE });
    const list = await openList(page);
    await page.getByRole('list', { name: 'Registros' }).waitFor();
    expect(list.scripts.filter((s) => s.endsWith(gridFile()))).toEqual([]);
    expect(await list.shift()).toBeLessThanOrEqual(0.1);
    await page.context().close();
  });

  it('on a laptop the grid loads with the list, in the room held for it: nothing below moves', async () => {
    const page = await signedInPage(product(), ACCOUNTS.admin, { viewport: LAPTOP });
    const list = await openList(page);
    await page.locator('.MuiDataGrid-root').waitFor();
    expect(list.scripts.some((s) => s.endsWith(gridFile()))).toBe(true);
    expect(await list.shift()).toBeLessThanOrEqual(0.1);
    await page.context().close();
  });
});
