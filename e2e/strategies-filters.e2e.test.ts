import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { MSG, STRATEGY_API } from '@siiicca/shared';
import { expectNoAxeViolations } from './a11y';
import { expectSnack, untilListShows, untilStill } from './actions';
import { bogotaDay, choose, recordsOf, typeDate } from './catalogues-actions';
import { ACCOUNTS, LAPTOP, PHONE, screenshot, signedInPage, useProduct, type TProduct } from './harness';
import { nextStrategies as nextList, openList } from './strategies-wizard-actions';

/** The filter widget of the strategy lists (spec section 2) and the list's state in the page address. */

/** The filters a list request sent, as the API reads them. */
const sentFilters = (url: URL) => JSON.parse(url.searchParams.get('filters') ?? '[]') as { field: string; operation: string; value: unknown; value_end?: unknown }[];
const addressFilters = (page: Page) => JSON.parse(new URL(page.url()).searchParams.get('filters') ?? '[]') as unknown[];

const filtersOf = (page: Page) => page.getByRole('list', { name: 'Filtros' });
const chipOf = (page: Page, text: string) => filtersOf(page).getByRole('button', { name: text, exact: true });
const chipTexts = async (page: Page) => ((await filtersOf(page).count()) ? filtersOf(page).getByRole('listitem').allTextContents() : []);
const filterDialog = (page: Page) => page.getByRole('dialog', { name: /Nuevo Filtro|Editar Filtro/ });

async function openFilterDialog(page: Page) {
  await page.getByRole('button', { name: 'Nuevo filtro' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo Filtro' });
  await dialog.waitFor();
  await untilStill(page);
  return dialog;
}

/** Chooses the field and, unless the field's only one is right, the operation and the value(s) of a select. */
async function fillSelectFilter(page: Page, dialog: Locator, field: string, value: string) {
  await choose(page, dialog, 'Tipo', field);
  await choose(page, dialog, 'Valor', value);
}

/** Applies the dialog and answers the list's answer to the new filter set. */
async function apply(page: Page, dialog: Locator, matches: (url: URL) => boolean) {
  const answered = nextList(page, matches);
  await dialog.getByRole('button', { name: 'Aplicar' }).click();
  await dialog.waitFor({ state: 'detached' });
  return answered;
}

const hasFilter = (field: string, value: unknown) => (url: URL) => sentFilters(url).some((f) => f.field === field && f.value === value);

async function adminOnAllStrategies(product: TProduct, viewport = LAPTOP) {
  const page = await signedInPage(product, ACCOUNTS.admin, { viewport });
  await openList(page, '/strategies', 'Todas las Estrategias');
  return page;
}

describe('strategy list filters', () => {
  const product = useProduct();

  it('builds filters as chips, edits and removes them, and keeps them in the address across a reload and the back button', async () => {
    const page = await adminOnAllStrategies(product());
    const everything = nextList(page, (url) => url.searchParams.get('per_page') === '100');
    await choose(page, page.getByRole('main'), 'Filas por página', '100');
    const all = (await everything).body.data;
    expect(all.some((s) => s.state !== 'Activo')).toBe(true);
    // Back to five rows and on to page 2: a new filter set starts again at page 1.
    await choose(page, page.getByRole('main'), 'Filas por página', '5');
    const secondPage = nextList(page, (url) => url.searchParams.get('page') === '2');
    await page.getByRole('button', { name: 'Ir a la página siguiente' }).click();
    await untilListShows(page, (await secondPage).body.data);
    await page.getByText(/^Página 2 de/).waitFor();

    let dialog = await openFilterDialog(page);
    await fillSelectFilter(page, dialog, 'Estado', 'Activo');
    // The field's type limits the operations: a select is only 'Igual'.
    await dialog.getByRole('combobox', { name: 'Operación' }).click();
    await expect.poll(() => page.getByRole('option').allTextContents()).toEqual(['Igual']);
    await page.keyboard.press('Escape');
    await page.locator('[role="listbox"]').waitFor({ state: 'detached' });
    let answer = await apply(page, dialog, hasFilter('state', 'Activo'));
    expect(answer.url.searchParams.get('page')).toBe('1');
    expect(answer.body.data.every((s) => s.state === 'Activo')).toBe(true);
    expect(answer.body.meta.total).toBe(all.filter((s) => s.state === 'Activo').length);
    await chipOf(page, 'Estado Igual Activo').waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBeNull();

    dialog = await openFilterDialog(page);
    await fillSelectFilter(page, dialog, 'Tipo de Estrategia', 'Grupos de Estudio');
    answer = await apply(page, dialog, hasFilter('strategy', 'Grupos de Estudio'));
    const studyGroups = all.filter((s) => s.state === 'Activo' && s.strategy === 'Grupos de Estudio');
    expect(studyGroups.length).toBeGreaterThan(0);
    expect(answer.body.meta.total).toBe(studyGroups.length);
    await expect.poll(() => recordsOf(page).count()).toBe(Math.min(5, studyGroups.length));
    await expect.poll(() => chipTexts(page)).toEqual(['Estado Igual Activo', 'Tipo de Estrategia Igual Grupos de Estudio']);
    await expect.poll(() => addressFilters(page)).toEqual([
      { field: 'state', operation: 'Igual', value: 'Activo' },
      { field: 'strategy', operation: 'Igual', value: 'Grupos de Estudio' },
    ]);

    // Editing a chip: the dialog opens with its filter; the edited chip keeps its place.
    await chipOf(page, 'Tipo de Estrategia Igual Grupos de Estudio').click();
    dialog = page.getByRole('dialog', { name: 'Editar Filtro' });
    await dialog.waitFor();
    await untilStill(page);
    await expect.poll(() => dialog.getByRole('combobox', { name: 'Valor' }).textContent()).toBe('Grupos de Estudio');
    await choose(page, dialog, 'Valor', 'Grupos de Trabajo');
    answer = await apply(page, dialog, hasFilter('strategy', 'Grupos de Trabajo'));
    expect(answer.body.data.length).toBeGreaterThan(0);
    expect(answer.body.data.every((s) => s.state === 'Activo' && s.strategy === 'Grupos de Trabajo')).toBe(true);
    await expect.poll(() => chipTexts(page)).toEqual(['Estado Igual Activo', 'Tipo de Estrategia Igual Grupos de Trabajo']);

    // Removing one by its cross: the work groups of every state come back.
    const removed = nextList(page, (url) => sentFilters(url).length === 1);
    await chipOf(page, 'Estado Igual Activo').locator('.MuiChip-deleteIcon').click();
    answer = await removed;
    expect(answer.body.meta.total).toBe(all.filter((s) => s.strategy === 'Grupos de Trabajo').length);
    expect(answer.body.data.some((s) => s.state !== 'Activo')).toBe(true);
    await expect.poll(() => chipTexts(page)).toEqual(['Tipo de Estrategia Igual Grupos de Trabajo']);

    // A reload (a bookmark, a shared link) shows the same list.
    const reloaded = nextList(page);
    await page.reload();
    answer = await reloaded;
    expect(sentFilters(answer.url)).toEqual([{ field: 'strategy', operation: 'Igual', value: 'Grupos de Trabajo' }]);
    await expect.poll(() => chipTexts(page)).toEqual(['Tipo de Estrategia Igual Grupos de Trabajo']);

    // Back: the list before the removal, then before the edit.
    const before = nextList(page, (url) => sentFilters(url).length === 2);
    await page.goBack();
    await before;
    await expect.poll(() => chipTexts(page)).toEqual(['Estado Igual Activo', 'Tipo de Estrategia Igual Grupos de Trabajo']);
    await page.goBack();
    await expect.poll(() => chipTexts(page)).toEqual(['Estado Igual Activo', 'Tipo de Estrategia Igual Grupos de Estudio']);
    await expect.poll(() => recordsOf(page).count()).toBe(Math.min(5, studyGroups.length));

    // From the keyboard: Enter edits a chip (Esc closes an untouched dialog), Supr removes it.
    const chip = chipOf(page, 'Estado Igual Activo');
    await chip.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Editar Filtro' }).waitFor();
    await untilStill(page);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Editar Filtro' }).waitFor({ state: 'detached' });
    await chip.focus();
    await page.keyboard.press('Delete');
    await expect.poll(() => chipTexts(page)).toEqual(['Tipo de Estrategia Igual Grupos de Estudio']);
    expect(product().consoleErrors()).toEqual([]);
  });

  it("the dialog's messages: the field, the value, the end of a range, an end date before the start; a changed form asks before closing", async () => {
    const page = await adminOnAllStrategies(product());
    const dialog = await openFilterDialog(page);
    await dialog.getByRole('button', { name: 'Aplicar' }).click();
    await dialog.getByText(MSG.filterFieldRequired).waitFor();

    await choose(page, dialog, 'Tipo', 'Nombre de la Estrategia');
    await dialog.getByRole('combobox', { name: 'Operación' }).click();
    await expect.poll(() => page.getByRole('option').allTextContents()).toEqual(['Igual', 'Parecido', 'No Parecido']);
    await page.getByRole('option', { name: 'Parecido', exact: true }).click();
    await page.locator('[role="listbox"]').waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Aplicar' }).click();
    await dialog.getByText('El valor es Necesario').waitFor();
    await expect.poll(() => dialog.getByText(MSG.filterFieldRequired).count()).toBe(0);

    // A number: whole numbers only, and 'Entre' asks for its end, not below the start.
    await choose(page, dialog, 'Tipo', 'Id');
    await choose(page, dialog, 'Operación', 'Entre');
    await dialog.getByRole('textbox', { name: 'Valor inicial' }).fill('abc');
    await dialog.getByRole('button', { name: 'Aplicar' }).click();
    await dialog.getByText(MSG.invalidNumber).waitFor();
    await dialog.getByText(MSG.filterEndRequired).waitFor();
    await dialog.getByRole('textbox', { name: 'Valor inicial' }).fill('5');
    await dialog.getByRole('textbox', { name: 'Valor final' }).fill('2');
    await dialog.getByText(MSG.filterRangeInverted).waitFor();
    await expectNoAxeViolations(page, 'filter dialog with its messages');

    // Dates: the end may not fall before the start.
    await choose(page, dialog, 'Tipo', 'Fecha de Creación');
    await choose(page, dialog, 'Operación', 'Entre');
    await typeDate(page, dialog, 'Valor inicial', bogotaDay(0));
    await typeDate(page, dialog, 'Valor final', bogotaDay(-3));
    await dialog.getByText('La fecha debe ser mayor a la inicial').waitFor();
    await dialog.getByRole('button', { name: 'Aplicar' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(true);

    // Cancelling typed work asks; 'Seguir editando' keeps every value.
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    const ask = page.getByRole('dialog', { name: '¿Descartar los cambios?' });
    await ask.getByRole('button', { name: 'Seguir editando' }).click();
    await ask.waitFor({ state: 'detached' });
    await typeDate(page, dialog, 'Valor final', bogotaDay(1));
    await dialog.getByText('La fecha debe ser mayor a la inicial').waitFor({ state: 'detached' });
    const [d, m, y] = bogotaDay(0).split('/');
    const [d1, m1, y1] = bogotaDay(1).split('/');
    const answer = await apply(page, dialog, (url) => sentFilters(url).some((f) => f.field === 'created_at'));
    expect(sentFilters(answer.url)).toEqual([{ field: 'created_at', operation: 'Entre', value: `${y}-${m}-${d}`, value_end: `${y1}-${m1}-${d1}` }]);
    await chipOf(page, `Fecha de Creación Entre ${bogotaDay(0)} y ${bogotaDay(1)}`).waitFor();

    // Discarding: 'No se Guardó...' and the list keeps its filters.
    const again = await openFilterDialog(page);
    await choose(page, again, 'Tipo', 'Docente (nombre)');
    await again.getByRole('textbox', { name: 'Valor' }).fill('Gómez');
    await again.getByRole('button', { name: 'Cancelar' }).click();
    await expectSnack(page, MSG.notSaved, () => page.getByRole('dialog', { name: '¿Descartar los cambios?' }).getByRole('button', { name: 'Descartar' }).click());
    await again.waitFor({ state: 'detached' });
    await page.getByRole('dialog', { name: '¿Descartar los cambios?' }).waitFor({ state: 'detached' });
    await expect.poll(() => chipTexts(page)).toEqual([`Fecha de Creación Entre ${bogotaDay(0)} y ${bogotaDay(1)}`]);
  });

  it('filters by period with its own selector, cleared by its cross, beside the chips', async () => {
    const page = await adminOnAllStrategies(product());
    const main = page.getByRole('main');
    await main.getByRole('combobox', { name: 'Periodo' }).click();
    await expect.poll(() => page.getByRole('option').allTextContents()).not.toContain('Cargando…');
    await expect.poll(async () => (await page.getByRole('option').allTextContents()).length).toBeGreaterThanOrEqual(2);
    const periods = await page.getByRole('option').allTextContents();
    await page.keyboard.press('Escape');
    await page.locator('[role="listbox"]').waitFor({ state: 'detached' });

    for (const period of periods) {
      const answered = nextList(page, (url) => sentFilters(url).some((f) => f.field === 'period_id'));
      await choose(page, main, 'Periodo', period);
      const answer = await answered;
      // The address names the chosen period too (it may follow the request by a render).
      const sent = sentFilters(answer.url);
      await expect.poll(() => Number(new URL(page.url()).searchParams.get('period'))).toBe(sent[0]?.value);
      const id = Number(new URL(page.url()).searchParams.get('period'));
      expect(sent).toEqual([{ field: 'period_id', operation: 'Igual', value: id }]);
      expect(answer.body.data.every((s) => s.period === period && s.period_id === id)).toBe(true);
    }
    // The period is no chip: the filter chips and the period add up.
    const dialog = await openFilterDialog(page);
    await fillSelectFilter(page, dialog, 'Estado', 'Activo');
    let answer = await apply(page, dialog, (url) => sentFilters(url).length === 2);
    // The demo keeps an active study group of each lecturer in the past period (listed last).
    expect(answer.body.data.length).toBeGreaterThan(0);
    expect(answer.body.data.every((s) => s.state === 'Activo' && s.period === periods.at(-1))).toBe(true);
    await expect.poll(() => chipTexts(page)).toEqual(['Estado Igual Activo']);

    await untilStill(page);
    await expectNoAxeViolations(page, '/strategies with a chip and a period');
    await screenshot(page, 'strategies-filters-1366');
    const cleared = nextList(page, (url) => sentFilters(url).length === 1);
    await main.getByRole('button', { name: 'Quitar periodo' }).click();
    answer = await cleared;
    expect(sentFilters(answer.url)).toEqual([{ field: 'state', operation: 'Igual', value: 'Activo' }]);
    await expect.poll(() => new URL(page.url()).searchParams.get('period')).toBeNull();
    await expect.poll(() => main.getByRole('button', { name: 'Quitar periodo' }).count()).toBe(0);
  });

  it('ignores what is wrong in a hand-made address, and each list keeps its own address', async () => {
    const page = await signedInPage(product(), ACCOUNTS.admin, { viewport: LAPTOP });
    const filters = JSON.stringify([
      { field: 'state', operation: 'Igual', value: 'Activo' },
      { field: 'password', operation: 'Igual', value: 'x' },
      { field: 'state', operation: 'Parecido', value: 'Act' },
      { field: 'id', operation: 'Entre', value: 9 },
      { field: 'strategy', operation: 'Igual', value: "'; drop table strategies; --" },
    ]);
    const answered = nextList(page);
    await page.goto(`/strategies?page=-4&per_page=7&sort=password&period=abc&q=${'x'.repeat(300)}&filters=${encodeURIComponent(filters)}`);
    const answer = await answered;
    expect(answer.url.searchParams.get('page')).toBe('1');
    expect(answer.url.searchParams.get('per_page')).toBe('5');
    expect(answer.url.searchParams.get('sort')).toBeNull();
    expect(sentFilters(answer.url)).toEqual([{ field: 'state', operation: 'Igual', value: 'Activo' }]);
    await expect.poll(() => chipTexts(page)).toEqual(['Estado Igual Activo']);
    const broken = nextList(page);
    await page.goto('/strategies?filters=%7Bnot-json&page=99999999999');
    expect((await broken).url.searchParams.get('filters')).toBeNull();
    await recordsOf(page).first().waitFor();
    // A page past the end (a bookmark from before some deletions) becomes the last page.
    const beyond = nextList(page, (url) => url.searchParams.get('page') === '40');
    await page.goto('/strategies?page=40');
    const last = Math.ceil((await beyond).body.meta.total / 5);
    await page.getByText(`Página ${last} de ${last}`).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe(String(last));
    await recordsOf(page).first().waitFor();
    // 'Actualizar' asks the server again for the same page.
    const refreshed = nextList(page, (url) => url.searchParams.get('page') === String(last));
    await page.getByRole('button', { name: 'Actualizar', exact: true }).click();
    await refreshed;

    // Another list is another page: /my_strategies starts without the filters of /strategies.
    await page.goto(`/strategies?filters=${encodeURIComponent(JSON.stringify([{ field: 'state', operation: 'Igual', value: 'Activo' }]))}`);
    await chipOf(page, 'Estado Igual Activo').waitFor();
    const mine = nextList(page, (url) => url.pathname === STRATEGY_API.mine);
    await page.locator('nav[aria-label="Menú principal"] a[href="/my_strategies"]').click();
    expect(sentFilters((await mine).url)).toEqual([]);
    await page.getByRole('heading', { name: 'Mis Estrategias' }).waitFor();
    await expect.poll(() => filtersOf(page).count()).toBe(0);
    await page.goBack();
    await chipOf(page, 'Estado Igual Activo').waitFor();
    expect(product().consoleErrors()).toEqual([]);
  });

  it('fits a phone: the bar wraps, the dialog fits, nothing scrolls sideways', async () => {
    const filters = [
      { field: 'state', operation: 'Igual', value: 'Activo' },
      { field: 'strategy', operation: 'Igual', value: 'Semilleros de Investigación' },
      { field: 'user.name', operation: 'Parecido', value: 'Gómez' },
    ];
    const page = await signedInPage(product(), ACCOUNTS.admin, { viewport: PHONE });
    const answered = nextList(page);
    await page.goto(`/strategies?filters=${encodeURIComponent(JSON.stringify(filters))}`);
    await answered;
    await page.getByRole('heading', { name: 'Todas las Estrategias' }).waitFor();
    await chipOf(page, 'Docente (nombre) Parecido Gómez').waitFor();
    await untilStill(page);
    await screenshot(page, 'strategies-filters-390');
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(page, '/strategies with chips (phone)');

    await chipOf(page, 'Tipo de Estrategia Igual Semilleros de Investigación').click();
    const dialog = filterDialog(page);
    await dialog.waitFor();
    await untilStill(page);
    await expect.poll(async () => (await dialog.boundingBox())?.x).toBeGreaterThanOrEqual(0);
    await expect.poll(async () => {
      const box = await dialog.boundingBox();
      return box && box.x + box.width;
    }).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(page, 'filter dialog (phone)');
    await screenshot(page, 'strategies-filter-dialog-390');
  });
});
