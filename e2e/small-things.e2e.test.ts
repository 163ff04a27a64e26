import type { Page } from 'playwright-core';
import { STRATEGY_API } from '@siiicca/shared';
import { describe, expect, it } from 'vitest';
import { fillLogin, nextAnswer, untilStill } from './actions';
import { choose, rowOf, search } from './catalogues-actions';
import { ACCOUNTS, LAPTOP, PHONE, signedInPage, useProduct } from './harness';
import { goToStep, openList, openNewWizard } from './strategies-wizard-actions';
import { openNewProject, openProjects } from './projects-actions';

/** Issue 26 point 10: small things a careful user notices. */
describe('small things a careful user notices', () => {
  const product = useProduct();

  it('the student sign-in offers no account type to choose (students have SAC accounts only)', async () => {
    const page = await product().newPage();
    await page.goto('/login/estudiante');
    await page.getByLabel('Usuario o Correo').waitFor();
    await expect.poll(() => page.getByRole('radio', { name: 'Admon' }).count()).toBe(0);
    await expect.poll(() => page.getByRole('radiogroup', { name: 'Tipo de cuenta' }).count()).toBe(0);
    // The staff sign-in still offers both.
    await page.goto('/login');
    await page.getByRole('radio', { name: 'Admon' }).waitFor();
    await expect.poll(() => page.getByRole('radio', { name: 'SAC' }).isChecked()).toBe(true);
    // The page's h1 comes before the welcome carousel's h2, though the carousel shows on its left.
    expect(await page.evaluate(() => [...document.querySelectorAll('h1, h2')].map((h) => h.tagName)[0])).toBe('H1');
  });

  it('after signing in, the keyboard focus is on the landing page\'s heading, not left on the page body', async () => {
    const page = await product().newPage();
    await fillLogin(page, ACCOUNTS.admin);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    const heading = page.locator('main h1');
    await heading.waitFor();
    await expect.poll(() => page.evaluate(() => (document.activeElement?.tagName === 'H1' ? document.activeElement.textContent : null))).toBe(await heading.textContent());
    // The user button's name begins with the initials it shows (label in name).
    await page.getByRole('button', { name: 'AD, Opciones de usuario', exact: true }).waitFor();
  });

  it('the pages break none of the content security policy (zod never probes eval)', async () => {
    const page = await signedInPage(product(), ACCOUNTS.docente);
    // The browser reports each violation as an event of the document: collected from the first script on.
    await page.context().addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { violations: string[] }).violations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    await openProjects(page);
    // The form's chunk builds the shared zod schemas.
    await openNewProject(page);
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  });

  it("/robots.txt is a robots file that keeps search engines out, not the app's page", async () => {
    const res = await fetch(`${product().baseUrl}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/$/m);
  });

  it("after 'Siguiente' the keyboard focus is on the new step's heading", async () => {
    const page = await signedInPage(product(), ACCOUNTS.docente);
    await openList(page);
    const wizard = await openNewWizard(page);
    await choose(page, wizard, 'Tipo de Estrategia', 'Grupos de Estudio');
    await wizard.getByRole('button', { name: 'Siguiente' }).focus();
    await page.keyboard.press('Enter');
    await untilStill(page);
    // The new step's heading: an H3 holding the step marked current.
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        return { tag: el?.tagName ?? '', current: el?.querySelector('[aria-current="step"]') !== null };
      });
    await expect.poll(focused).toEqual({ tag: 'H3', current: true });
    // Tab from the heading reaches the step's own title button next, not the top of the dialog.
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-current'))).toBe('step');
  });

  it("a list screen shows one 'Nuevo': the filter bar's button reads 'Nuevo filtro'", async () => {
    const page = await signedInPage(product(), ACCOUNTS.docente);
    await openList(page);
    const visiblyNuevo = page.locator('button:visible').filter({ hasText: /^\s*Nuevo\s*$/ });
    await page.getByRole('button', { name: 'Nuevo filtro', exact: true }).waitFor();
    await expect.poll(() => visiblyNuevo.count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: 'Nuevo filtro' }).innerText()).toBe('Nuevo filtro');
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
    // Measured once the grid has fitted its columns to the room (it measures, then lays out again).
    await untilStill(page);
    await expect.poll(() => splitWords(page, '[role="gridcell"][data-field="faculties"]')).toEqual([]);
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
    await expect.poll(() => splitWords(phone, 'dd')).toEqual([]);
    await expect.poll(() => phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});

/** Issue 26 point 6: a draft is kept only once the user typed or chose something, and the dashboard counts the drafts the lists show. */
describe('drafts nobody wrote', () => {
  const product = useProduct();

  /** The Borrador rows of the user's strategy list, as its own answer lists them (one page of 100). */
  async function borradorRows(page: Page) {
    const answered = nextAnswer<{ data: { state: string }[]; meta: { total: number } }>(page, (url, r) => url.pathname === STRATEGY_API.mine && r.request().method() === 'GET');
    await page.goto('/my_strategies?per_page=100');
    await page.getByRole('heading', { name: 'Mis Estrategias', exact: true }).waitFor();
    const { body } = await answered;
    expect(body.meta.total).toBeLessThanOrEqual(100);
    return body.data.filter((r) => r.state === 'Borrador').length;
  }

  it("walking through 'Nuevo' without typing leaves no Borrador; a typed name keeps one, and the dashboard counts what the list shows", async () => {
    const page = await signedInPage(product(), ACCOUNTS.docente, { viewport: LAPTOP });
    const drafts: string[] = [];
    page.on('request', (r) => {
      if (/strategy_drafts|projects/.test(new URL(r.url()).pathname) && ['POST', 'PUT', 'PATCH'].includes(r.method())) drafts.push(`${r.method()} ${r.url()}`);
    });
    const before = await borradorRows(page);

    // The strategy wizard: 'Siguiente' through its steps, nothing typed or chosen, then closed.
    let wizard = await openNewWizard(page);
    for (let i = 0; i < 6; i++) {
      await wizard.getByRole('button', { name: 'Siguiente' }).click();
      await untilStill(page);
    }
    await wizard.getByRole('button', { name: 'Cancelar' }).click();
    await wizard.waitFor({ state: 'detached' });
    await expect.poll(() => new URL(page.url()).searchParams.get('edit')).toBeNull();

    // The project form: opened and closed.
    await openProjects(page);
    const form = await openNewProject(page);
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await form.waitFor({ state: 'detached' });
    await untilStill(page);
    expect(drafts).toEqual([]);
    expect(await borradorRows(page)).toBe(before);

    // A chosen kind and a typed name: the next move keeps the draft, and the list shows it.
    wizard = await openNewWizard(page);
    await choose(page, wizard, 'Tipo de Estrategia', 'Grupos de Estudio');
    const created = page.waitForResponse((r) => r.url().endsWith('/strategy_drafts') && r.status() === 201);
    await goToStep(page, wizard, 'Información General');
    await created;
    await wizard.getByRole('textbox', { name: 'Nombre del Grupo de Estudio' }).fill('Grupo que el usuario escribió');
    const kept = page.waitForResponse((r) => /\/strategy_drafts\/\d+$/.test(r.url()) && r.ok());
    await wizard.getByRole('button', { name: 'Siguiente' }).click();
    await kept;
    await wizard.getByText('Borrador guardado').waitFor();
    page.on('dialog', (dialog) => void dialog.accept());
    const rows = await borradorRows(page);
    expect(rows).toBe(before + 1);

    // The dashboard's Borrador figure is the same number.
    await page.goto('/dashboard');
    await expect.poll(() => dashboardDrafts(page)).toBe(String(rows));

    // The user finds the draft in their list and deletes it; back on the dashboard (in the app, no
    // reload) the figure follows at once.
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    // Its entry sits in a folded group of the side menu: the link itself is followed (no reload).
    await menu.locator('a[href="/my_strategies"]').dispatchEvent('click');
    await page.getByRole('heading', { name: 'Mis Estrategias', exact: true }).waitFor();
    await search(page, 'Grupo que el usuario escribió');
    const row = rowOf(page, 'Grupo que el usuario escribió').first();
    await row.getByText('Borrador').waitFor();
    await row.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await row.waitFor({ state: 'detached' });
    await menu.locator('a[href="/dashboard"]').first().dispatchEvent('click');
    await expect.poll(() => dashboardDrafts(page)).toBe(String(rows - 1));
  });

  /** The Borrador figure of the dashboard's 'Mis estrategias por estado', read in its table view. */
  async function dashboardDrafts(page: Page) {
    const card = page.getByRole('region', { name: 'Mis estrategias por estado', exact: true });
    const table = card.getByRole('table', { name: 'Mis estrategias por estado' });
    if (!(await table.isVisible())) await card.getByRole('button', { name: 'Tabla', exact: true }).click();
    await table.waitFor();
    const figures = await table
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => Array.from(tr.children, (cell) => (cell.textContent ?? '').trim())));
    return figures.find(([label]) => label === 'Borrador')?.[1];
  }
});
