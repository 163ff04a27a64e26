import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { untilStill } from './actions';
import { choose } from './catalogues-actions';
import { ACCOUNTS, LAPTOP, PHONE, signedInPage, useProduct } from './harness';
import { openList, openNewWizard } from './strategies-wizard-actions';

/** Issue 26 point 10: small things a careful user notices. */
describe('small things a careful user notices', () => {
  const product = useProduct();

  it('the student sign-in offers no account type to choose (students have SAC accounts only)', async () => {
    const page = await product().newPage();
    await page.goto('/login/estudiante');
    await page.getByLabel('Usuario o Correo').waitFor();
    expect(await page.getByRole('radio', { name: 'Admon' }).count()).toBe(0);
    expect(await page.getByRole('radiogroup', { name: 'Tipo de cuenta' }).count()).toBe(0);
    // The staff sign-in still offers both.
    await page.goto('/login');
    await page.getByRole('radio', { name: 'Admon' }).waitFor();
    expect(await page.getByRole('radio', { name: 'SAC' }).isChecked()).toBe(true);
  });

  it("after 'Siguiente' the keyboard focus is on the new step's heading", async () => {
    const page = await signedInPage(product(), ACCOUNTS.docente);
    await openList(page);
    const wizard = await openNewWizard(page);
    await choose(page, wizard, 'Tipo de Estrategia', 'Grupos de Estudio');
    await wizard.getByRole('button', { name: 'Siguiente' }).focus();
    await page.keyboard.press('Enter');
    await untilStill(page);
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      return { tag: el?.tagName ?? '', text: el?.textContent ?? '', current: el?.querySelector('[aria-current="step"]') !== null };
    });
    expect(focused.tag).toBe('H3');
    expect(focused.current).toBe(true);
    // Tab from the heading reaches the step's own title button next, not the top of the dialog.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-current'))).toBe('step');
  });

  it("a list screen shows one 'Nuevo': the filter bar's button reads 'Nuevo filtro'", async () => {
    const page = await signedInPage(product(), ACCOUNTS.docente);
    await openList(page);
    const visiblyNuevo = page.locator('button:visible').filter({ hasText: /^\s*Nuevo\s*$/ });
    expect(await visiblyNuevo.count()).toBe(1);
    await page.getByRole('button', { name: 'Nuevo filtro', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Nuevo filtro' }).innerText()).toBe('Nuevo filtro');
  });

  /** The words of the cells (or card values) that the browser split over two lines. */
  const splitWords = (page: Page, selector: string) =>
    page.evaluate((sel) => {
      const split: string[] = [];
      for (const cell of Array.from(document.querySelectorAll(sel))) {
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (const match of text.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const lines = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
            if (lines.size > 1) split.push(match[0]);
          }
        }
      }
      return split;
    }, selector);

  it('the Facultades column wraps at spaces, never inside a word (1366 px), and the phone cards do not overflow', async () => {
    const page = await signedInPage(product(), ACCOUNTS.admin, { viewport: LAPTOP });
    await openList(page, '/strategies', 'Todas las Estrategias');
    const cells = page.locator('[role="gridcell"][data-field="faculties"]');
    await cells.first().waitFor();
    expect(await cells.count()).toBeGreaterThan(0);
    expect(await splitWords(page, '[role="gridcell"][data-field="faculties"]')).toEqual([]);
    // A cell may only break a word that is wider than the whole column ('anywhere' lets a squeezed
    // cell split any word, 'break-all' every word).
    const style = await cells.first().evaluate((el) => {
      const cs = getComputedStyle(el);
      return { overflowWrap: cs.overflowWrap, wordBreak: cs.wordBreak };
    });
    expect(style).toEqual({ overflowWrap: 'break-word', wordBreak: 'normal' });

    const phone = await signedInPage(product(), ACCOUNTS.admin, { viewport: PHONE });
    await openList(phone, '/strategies', 'Todas las Estrategias');
    await phone.locator('dd').first().waitFor();
    expect(await splitWords(phone, 'dd')).toEqual([]);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});
