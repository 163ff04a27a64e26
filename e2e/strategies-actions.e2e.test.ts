import fs from 'node:fs';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import type { Download, Locator, Page } from 'playwright-core';
import { STRATEGY_API, STRATEGY_FINISH_UPLOAD, STRATEGY_MSG, type TStrategyList } from '@siiicca/shared';
import { expectNoAxeViolations } from './a11y';
import { act, actionsOf, expectSnack, storedSession, showAll, untilListShows, untilStill } from './actions';
import { rowOf, search } from './catalogues-actions';
import { ACCOUNTS, LAPTOP, PHONE, screenshot, signedInPage, useProduct } from './harness';
import { nextStrategies, openList } from './strategies-wizard-actions';

/*
 * The demo data gives each demo lecturer (apps/api/src/modules/strategies/demo-seed.ts), besides the
 * Activo strategies of the active period: one Activo in the past period, one Activo whose term is
 * over, one Vencido, one Finalizado (with its final report) and a Borrador.
 */
const DEMO = {
  active: 'Pensamiento crítico y ciudadanía digital',
  pastPeriod: 'Lectura de textos clásicos de filosofía política',
  termOver: 'Inteligencia artificial aplicada a la salud',
  expired: 'Materiales sostenibles para vivienda rural',
  finished: 'Memoria histórica en barrios de Bogotá',
  collective: 'Huertas comunitarias y seguridad alimentaria',
  draft: 'Club de lectura en investigación formativa',
};
const STATE_ACTIONS = ['Vencer', 'Actualizar periodo', 'Informe final', 'Generar PDF', 'Descargar Informe Final'];
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const moreOf = (row: Locator) => row.getByRole('button', { name: 'más', exact: true });

/** Opens a table row's 'más' menu (cards have no menu: every action is a button). */
async function openMenu(page: Page, row: Locator) {
  if ((await moreOf(row).count()) === 0) return false;
  await moreOf(row).click();
  await page.getByRole('menu').waitFor();
  return true;
}

async function closeMenu(page: Page) {
  await page.keyboard.press('Escape');
  await page.locator('[role="menu"]').waitFor({ state: 'detached' });
}

async function bytesOf(download: Download) {
  return fs.promises.readFile((await download.path())!);
}

/** The state a row shows (its state chip): poll it, the row follows the server's answer. */
const stateOf = (row: Locator) => row.locator('.MuiChip-label').first().textContent();

/** Uploads a final report through the API (set-up for the download tests). */
async function finishThroughApi(page: Page, name: string) {
  const headers = { Authorization: `Bearer ${(await storedSession(page))!.token.access_token}` };
  const list = (await (await page.request.get(STRATEGY_API.mine, { headers, params: { q: name } })).json()) as TStrategyList;
  const { id, version } = list.data.find((s) => s.name === name)!;
  const res = await page.request.post(STRATEGY_API.finish, {
    headers,
    multipart: {
      [STRATEGY_FINISH_UPLOAD.idField]: String(id),
      [STRATEGY_FINISH_UPLOAD.versionField]: version,
      [STRATEGY_FINISH_UPLOAD.acceptField]: 'true',
      [STRATEGY_FINISH_UPLOAD.fileField]: { name: 'informe.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return id;
}

describe('strategy row actions, final report and bulk downloads', () => {
  const product = useProduct();

  it('offers each state action exactly where its state allows it; Vencer and Actualizar periodo ask first, then change the row', async () => {
    const page = await signedInPage(product(), ACCOUNTS.docente, { viewport: LAPTOP });
    await openList(page);
    await showAll(page);

    const offered = async (name: string) => (await actionsOf(page, rowOf(page, name).first())).filter((a) => STATE_ACTIONS.includes(a));
    await expect.poll(() => offered(DEMO.active)).toEqual(['Informe final', 'Generar PDF']);
    await expect.poll(() => offered(DEMO.pastPeriod)).toEqual(['Actualizar periodo', 'Generar PDF']);
    await expect.poll(() => offered(DEMO.termOver)).toEqual(['Vencer', 'Informe final', 'Generar PDF']);
    await expect.poll(() => offered(DEMO.expired)).toEqual(['Generar PDF']);
    // Finished through 'Informe final' with the demo's report: it can be downloaded.
    await expect.poll(() => offered(DEMO.finished)).toEqual(['Generar PDF', 'Descargar Informe Final']);
    await expect.poll(() => offered(DEMO.draft)).toEqual([]);

    // The menu is keyboard-operable and passes axe.
    await openMenu(page, rowOf(page, DEMO.termOver).first());
    await page.keyboard.press('ArrowDown');
    await untilStill(page);
    await expectNoAxeViolations(page, '/my_strategies, row menu open');
    await closeMenu(page);

    // Vencer: cancelled first (nothing changes), then confirmed.
    const termOver = rowOf(page, DEMO.termOver).first();
    await act(page, termOver, 'Vencer');
    const question = page.getByRole('dialog', { name: '¿Está seguro?' });
    await question.getByText(`La estrategia "${DEMO.termOver}"`, { exact: false }).waitFor();
    await untilStill(page);
    await expectNoAxeViolations(page, '/my_strategies, Vencer confirmation');
    await screenshot(page, 'strategies-actions-vencer-1366');
    await expectSnack(page, 'Acción Cancelada', () => question.getByRole('button', { name: 'Cancelar' }).click());
    await expect.poll(() => stateOf(termOver)).toBe('Activo');
    await act(page, termOver, 'Vencer');
    await expectSnack(page, '¡ Estrategia Vencida !', () => question.getByRole('button', { name: 'Vencer', exact: true }).click());
    await termOver.locator('.MuiChip-label', { hasText: 'Vencido' }).waitFor();
    await expect.poll(() => offered(DEMO.termOver)).toEqual(['Generar PDF']);

    // Actualizar periodo: the strategy moves to the active period, where it may hand in its final report.
    const past = rowOf(page, DEMO.pastPeriod).first();
    await act(page, past, 'Actualizar periodo');
    await expectSnack(page, '¡ Estrategia Migrada !', () => question.getByRole('button', { name: 'Actualizar periodo', exact: true }).click());
    await expect.poll(() => offered(DEMO.pastPeriod)).toEqual(['Informe final', 'Generar PDF']);
    await expect.poll(() => stateOf(past)).toBe('Activo');
    // Now in the active period, it can be edited again.
    await expect.poll(() => past.getByRole('button', { name: 'Editar', exact: true }).getAttribute('aria-disabled')).toBeNull();

    // Generar PDF: the whole strategy as a PDF named by id and name.
    const [pdf] = await Promise.all([page.waitForEvent('download'), expectSnack(page, 'Archivo Generado con Éxito'), act(page, rowOf(page, DEMO.finished).first(), 'Generar PDF')]);
    expect(pdf.suggestedFilename()).toMatch(/^\d+_.*\.pdf$/);
    expect((await bytesOf(pdf)).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('Informe Final: says what is missing (file, PDF content, the checkbox), then uploads and the strategy is Finalizado', async () => {
    const page = await signedInPage(product(), ACCOUNTS.docente2, { viewport: LAPTOP });
    await openList(page);
    await showAll(page);

    // Finished elsewhere while the dialog is open: the version it read is old, the server says it changed (409).
    const other = rowOf(page, DEMO.collective).first();
    await act(page, other, 'Informe final');
    const stale = page.getByRole('dialog', { name: 'Informe Final' });
    await stale.getByText(DEMO.collective).waitFor();
    await finishThroughApi(page, DEMO.collective);
    await stale.getByLabel('Informe Final (PDF)').setInputFiles({ name: 'informe.pdf', mimeType: 'application/pdf', buffer: PDF });
    await stale.getByRole('checkbox', { name: /Declaro que el informe final es definitivo/ }).check();
    await expectSnack(page, STRATEGY_MSG.staleEdit, () => stale.getByRole('button', { name: 'Guardar' }).click());
    await untilStill(page);
    await expectNoAxeViolations(page, "the refusal over 'Informe Final'");
    await stale.getByRole('button', { name: 'Cancelar' }).click();
    await other.locator('.MuiChip-label', { hasText: 'Finalizado' }).waitFor();

    const row = rowOf(page, DEMO.active).first();
    await act(page, row, 'Informe final');
    const dialog = page.getByRole('dialog', { name: 'Informe Final' });
    await dialog.getByText(DEMO.active).waitFor();
    await untilStill(page);

    // Nothing chosen, nothing ticked.
    await expectSnack(page, 'Por favor revise los errores', () => dialog.getByRole('button', { name: 'Guardar' }).click());
    await dialog.getByText('Debe adjuntar el Informe Final en PDF').waitFor();
    await dialog.getByText('Debe aceptar para continuar!').waitFor();
    await expectNoAxeViolations(page, 'Informe Final with its messages');
    await screenshot(page, 'strategies-final-report-errors-1366');

    // A file that is not a PDF by content, whatever its name.
    const input = dialog.getByLabel('Informe Final (PDF)');
    await input.setInputFiles({ name: 'informe.pdf', mimeType: 'application/pdf', buffer: Buffer.from('esto no es un pdf') });
    await dialog.getByText('El archivo debe ser un PDF').waitFor();

    // A PDF, but the box not ticked.
    await input.setInputFiles({ name: 'informe-final.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dialog.getByText('informe-final.pdf').waitFor();
    await dialog.getByText('El archivo debe ser un PDF').waitFor({ state: 'detached' });
    await expectSnack(page, 'Por favor revise los errores', () => dialog.getByRole('button', { name: 'Guardar' }).click());
    await dialog.getByText('Debe aceptar para continuar!').waitFor();
    await expect.poll(() => dialog.getByText('Debe adjuntar el Informe Final en PDF').count()).toBe(0);

    // Ticked with the keyboard, saved: Finalizado, and the report can be downloaded.
    await dialog.getByRole('checkbox', { name: /Declaro que el informe final es definitivo/ }).focus();
    await page.keyboard.press('Space');
    await expectSnack(page, /Estrategia Finalizada/, () => dialog.getByRole('button', { name: 'Guardar' }).click());
    await dialog.waitFor({ state: 'detached' });
    await row.locator('.MuiChip-label', { hasText: 'Finalizado' }).waitFor();
    await expect.poll(async () => (await actionsOf(page, row)).filter((a) => STATE_ACTIONS.includes(a))).toEqual(['Generar PDF', 'Descargar Informe Final']);
    const [report] = await Promise.all([page.waitForEvent('download'), act(page, row, 'Descargar Informe Final')]);
    expect((await bytesOf(report)).equals(PDF)).toBe(true);
  });

  it('selects strategies across pages, or every one the list matches, and downloads their Excel and attachments', async () => {
    const page = await signedInPage(product(), ACCOUNTS.docente, { viewport: LAPTOP });
    await openList(page);
    const lettered = await finishThroughApi(page, DEMO.active);
    // Oldest first: the demo's first strategy (now with its final report) opens page 1.
    const firstPage = (await openList(page, '/my_strategies?sort=id')).body.data;
    await page.getByText('Página 1 de 2').waitFor();

    await page.getByRole('button', { name: 'Seleccionar', exact: true }).click();
    const toolbar = page.getByRole('toolbar', { name: 'Selección' });
    await toolbar.getByText('0 seleccionadas').waitFor();
    // In selection mode the bulk actions stand where 'Nuevo' was.
    await expect.poll(() => page.getByRole('button', { name: 'Nuevo', exact: true }).count()).toBe(0);

    const rows = page.locator('.MuiDataGrid-row');
    await rowOf(page, DEMO.active).first().getByRole('checkbox').check();
    const second = nextStrategies(page, (url) => url.searchParams.get('page') === '2');
    await page.getByRole('button', { name: 'Ir a la página siguiente' }).click();
    // Until page 2 has drawn, the grid still shows page 1's rows.
    await untilListShows(page, (await second).body.data);
    await page.getByText('Página 2 de 2').waitFor();
    const secondName = (await rows.first().locator('[data-field="name"]').textContent())!;
    expect(secondName).not.toBe(DEMO.active);
    await rows.first().getByRole('checkbox').check();
    await toolbar.getByText('2 seleccionadas').waitFor();
    await page.getByRole('button', { name: 'Ir a la página anterior' }).click();
    await page.getByText('Página 1 de 2').waitFor();
    await untilListShows(page, firstPage);
    await expect.poll(() => rows.first().getByRole('checkbox').isChecked()).toBe(true);
    await untilStill(page);
    await expectNoAxeViolations(page, '/my_strategies in selection mode');
    await screenshot(page, 'strategies-selection-1366');

    const [excel] = await Promise.all([page.waitForEvent('download'), expectSnack(page, 'Listado Generado con Éxito'), toolbar.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await bytesOf(excel)) as never);
    const cells = (sheet: ExcelJS.Worksheet) => {
      const values: string[] = [];
      sheet.eachRow((r) => values.push((r.values as unknown[]).map(String).join('|')));
      return values;
    };
    const strategies = cells(workbook.worksheets[0]!);
    expect(strategies.length).toBe(3); // header + the two chosen
    expect(strategies.join('\n')).toContain(DEMO.active);
    expect(strategies.join('\n')).toContain(secondName);

    const [zip] = await Promise.all([page.waitForEvent('download'), toolbar.getByRole('button', { name: 'Anexos' }).click()]);
    expect(zip.suggestedFilename()).toMatch(/\.zip$/);
    const zipBytes = await bytesOf(zip);
    expect(zipBytes.subarray(0, 2).toString()).toBe('PK');
    const entries = Object.keys((await JSZip.loadAsync(zipBytes)).files);
    expect(entries.some((e) => e.startsWith(`${lettered}`) && e.endsWith('.pdf'))).toBe(true);

    // Every strategy the list matches, across pages: the count is the list's total.
    const selectAll = toolbar.getByRole('button', { name: /Seleccionar todas/ });
    const offeredTotal = async () => Number(/\((\d+)\)/.exec((await selectAll.textContent()) ?? '')?.[1]);
    await expect.poll(offeredTotal).toBe(9);
    const total = await offeredTotal();
    await selectAll.click();
    await toolbar.getByText(`${total} seleccionadas`).waitFor();
    await expect.poll(() => rows.first().getByRole('checkbox').isChecked()).toBe(true);
    const [all] = await Promise.all([page.waitForEvent('download'), toolbar.getByRole('button', { name: 'Exportar Excel' }).click()]);
    const everything = new ExcelJS.Workbook();
    await everything.xlsx.load((await bytesOf(all)) as never);
    expect(cells(everything.worksheets[0]!).length).toBe(total + 1);
    const [allZip] = await Promise.all([page.waitForEvent('download'), toolbar.getByRole('button', { name: 'Anexos' }).click()]);
    expect((await bytesOf(allZip)).subarray(0, 2).toString()).toBe('PK');

    // Unticking one row leaves 'all': the rest of the page stays chosen.
    await rows.first().getByRole('checkbox').uncheck();
    await toolbar.getByText('4 seleccionadas').waitFor();

    // 'Seleccionar todas' takes the list's current search: only what it finds is exported.
    await search(page, DEMO.expired);
    await toolbar.getByRole('button', { name: 'Seleccionar todas (1)' }).click();
    await toolbar.getByText('1 seleccionada', { exact: true }).waitFor();
    const [found] = await Promise.all([page.waitForEvent('download'), toolbar.getByRole('button', { name: 'Exportar Excel' }).click()]);
    const searched = new ExcelJS.Workbook();
    await searched.xlsx.load((await bytesOf(found)) as never);
    const foundRows = cells(searched.worksheets[0]!);
    expect(foundRows.length).toBe(2);
    expect(foundRows[1]).toContain(DEMO.expired);
    await toolbar.getByRole('button', { name: 'Salir de la selección' }).click();
    await page.getByRole('button', { name: 'Nuevo', exact: true }).waitFor();
    await expect.poll(() => rows.first().getByRole('checkbox').count()).toBe(0);
  });

  it('an administrator (strategies.manage) may expire and migrate another lecturer\'s strategy, not hand in its final report', async () => {
    const page = await signedInPage(product(), ACCOUNTS.admin, { viewport: LAPTOP });
    await openList(page, '/strategies', 'Todas las Estrategias');
    await showAll(page);
    const ofDocente2 = (name: string) => page.locator('.MuiDataGrid-row').filter({ hasText: 'Carlos Andrés Gómez Pérez' }).filter({ hasText: name }).first();
    const offered = async (name: string) => (await actionsOf(page, ofDocente2(name))).filter((a) => STATE_ACTIONS.includes(a));
    await expect.poll(() => offered(DEMO.termOver)).toEqual(['Vencer', 'Generar PDF']);
    await expect.poll(() => offered(DEMO.pastPeriod)).toEqual(['Actualizar periodo', 'Generar PDF']);
    await act(page, ofDocente2(DEMO.termOver), 'Vencer');
    await expectSnack(page, '¡ Estrategia Vencida !', () =>
      page.getByRole('dialog', { name: '¿Está seguro?' }).getByRole('button', { name: 'Vencer', exact: true }).click(),
    );
    await ofDocente2(DEMO.termOver).locator('.MuiChip-label', { hasText: 'Vencido' }).waitFor();
  });

  it('on a phone: a checkbox per card, the bulk actions and every row action as a button', async () => {
    const page = await signedInPage(product(), ACCOUNTS.docente2, { viewport: PHONE });
    await openList(page);
    const cards = page.getByRole('list', { name: 'Registros' }).getByRole('listitem');
    await cards.first().waitFor();
    await page.getByRole('button', { name: 'Seleccionar', exact: true }).click();
    const toolbar = page.getByRole('toolbar', { name: 'Selección' });
    await cards.first().getByRole('checkbox', { name: /^Seleccionar / }).check();
    await toolbar.getByText('1 seleccionada').waitFor();
    await untilStill(page);
    await expectNoAxeViolations(page, '/my_strategies on a phone, selection mode');
    await screenshot(page, 'strategies-selection-390');
    const [excel] = await Promise.all([page.waitForEvent('download'), toolbar.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect((await bytesOf(excel)).subarray(0, 2).toString()).toBe('PK'); // an xlsx is a ZIP
    await toolbar.getByRole('button', { name: 'Salir de la selección' }).click();

    // The final-report dialog fits the phone.
    await cards.filter({ has: page.getByRole('button', { name: 'Informe final', exact: true }) }).first().getByRole('button', { name: 'Informe final' }).click();
    await page.getByRole('dialog', { name: 'Informe Final' }).waitFor();
    await untilStill(page);
    await expectNoAxeViolations(page, 'Informe Final on a phone');
    await screenshot(page, 'strategies-final-report-390');
  });
});
