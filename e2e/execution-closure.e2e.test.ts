import { describe, expect, it } from 'vitest';
import type { Download, Page } from 'playwright-core';
import fs from 'node:fs';
import { CLOSURE_LABELS, CLOSURE_MSG, EXECUTION_API, executionViewPath } from '@siiicca/shared';
import { expectNoAxeViolations } from './a11y';
import { expectSnack, storedSession } from './actions';
import { ACCOUNTS, LAPTOP, PHONE, signedInPage, useProduct } from './harness';

/** docente2's demo project Finalizado, and docente's En mora (apps/api/src/modules/execution/demo-seed.ts). */
const FINISHED = 'Huella hídrica de los cultivos de flores de la Sabana de Bogotá';
const IN_ARREARS = 'Inteligencia artificial para el diagnóstico temprano de la roya del café';

/** The id of the signed-in owner's project in execution titled `title` (the owner's own list, read as the page's session). */
async function ownProjectId(page: Page, title: string): Promise<number> {
  const token = (await storedSession(page))!.token.access_token;
  const rows = await page.evaluate(
    async ({ url, token }) => ((await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { id: number; title: string }[] }).data,
    { url: EXECUTION_API.mine, token },
  );
  return rows.find((r) => r.title === title)!.id;
}

async function pdfOf(download: Download) {
  const bytes = await fs.promises.readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return download.suggestedFilename();
}

describe('the closure in the execution view', () => {
  const product = useProduct();

  for (const viewport of [LAPTOP, PHONE]) {
    it(`the owner of a project Finalizado downloads its Acta de Finalización and their paz y salvo by keyboard (${viewport.width} px, axe 0)`, async () => {
      const page = await signedInPage(product(), ACCOUNTS.docente2, { viewport });
      await page.goto(`${product().baseUrl}/`);
      const id = await ownProjectId(page, FINISHED);
      await page.goto(`${product().baseUrl}${executionViewPath(id)}`);
      const acta = page.getByRole('button', { name: new RegExp(`^${CLOSURE_LABELS.acta} No\\. \\d+ de \\d{4}$`) });
      await acta.waitFor();
      await expectNoAxeViolations(page, `execution view Finalizado ${viewport.width}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await acta.focus();
      const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
      expect(await pdfOf(download)).toMatch(/^Acta de Finalizaci.n No\. \d+ de \d{4} - \d+\.pdf$/);
      const clearance = page.getByRole('button', { name: CLOSURE_LABELS.clearance, exact: true });
      await clearance.focus();
      const [paz] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
      expect(await pdfOf(paz)).toMatch(/^Paz y salvo - .+\.pdf$/);
      // The owner does not finish: no 'Finalizar proyecto'.
      expect(await page.getByRole('button', { name: CLOSURE_LABELS.finish }).count()).toBe(0);
    });
  }

  it('a lecturer with a project En mora is refused the paz y salvo with the reason', async () => {
    const page = await signedInPage(product(), ACCOUNTS.docente, { viewport: LAPTOP });
    await page.goto(`${product().baseUrl}/`);
    const id = await ownProjectId(page, IN_ARREARS);
    await page.goto(`${product().baseUrl}${executionViewPath(id)}`);
    const clearance = page.getByRole('button', { name: CLOSURE_LABELS.clearance, exact: true });
    await clearance.waitFor();
    const shown = await expectSnack(page, /no se expide paz y salvo/, () => clearance.click());
    expect(shown).toMatch(/En mora/);
    expect(shown).not.toBe(CLOSURE_MSG.clearanceFailed);
  });
});
