import fs from 'node:fs';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import type { Download, Page } from 'playwright-core';
import { PROJECT_API, PROJECT_MSG, STRATEGY_STATES, PROJECT_STATES, type TProjectList } from '@siiicca/shared';
import { expectNoAxeViolations } from './a11y';
import { act, actionsOf, expectSnack, nextAnswer, showAll, untilStill } from './actions';
import { rowOf, search } from './catalogues-actions';
import { ACCOUNTS, LAPTOP, PHONE, screenshot, signedInPage, useProduct } from './harness';
import { openProjects } from './projects-actions';
import { goToStep, openList } from './strategies-wizard-actions';

/*
 * Issue 26 point 11: right after `npm start`, the demo data (apps/api/src/modules/strategies/demo-seed.ts,
 * apps/api/src/modules/projects/demo-seed.ts) lets a person try every download and every state. The
 * names below are the demo's; both demo lecturers have the same strategies.
 */
const LETTERED = 'Huertas comunitarias y seguridad alimentaria';
const FINISHED = 'Memoria histórica en barrios de Bogotá';
const TERM_OVER = 'Inteligencia artificial aplicada a la salud';
const PAST_PERIOD = 'Lectura de textos clásicos de filosofía política';
const OPEN_DRAFT = 'Plataforma de analítica del aprendizaje para la educación virtual';

const toolbarOf = (page: Page) => page.getByRole('toolbar', { name: 'Selección' });
const bytesOf = async (download: Download) => fs.promises.readFile((await download.path())!);
const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';

/** Clicks `click` and answers the file it downloads, once the screen says so. */
async function downloaded(page: Page, click: () => Promise<unknown>, message = 'Archivo Generado con Éxito') {
  const [file] = await Promise.all([page.waitForEvent('download'), expectSnack(page, message), click()]);
  return { name: file.suggestedFilename(), bytes: await bytesOf(file) };
}

/** The files of a ZIP (no folders), with their bytes. */
async function zipFiles(bytes: Buffer) {
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  const zip = await JSZip.loadAsync(bytes);
  const files = Object.values(zip.files).filter((f) => !f.dir);
  return Promise.all(files.map(async (f) => ({ name: f.name, bytes: await f.async('nodebuffer') })));
}

/** The names of the first sheet's rows of an .xlsx, as 'a|b|c' lines. */
async function firstSheet(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as never);
  const rows: string[] = [];
  book.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).map(String).join('|')));
  return rows;
}

describe('the demo data lets every download and every state be tried', () => {
  const product = useProduct();

  it('an administrator downloads the strategies’ final report, Anexos and Excel, and the projects’ Anexos, actas and Excel', async () => {
    const page = await signedInPage(product(), ACCOUNTS.admin, { viewport: LAPTOP });
    await openList(page, '/strategies', 'Todas las Estrategias');
    await search(page, FINISHED);
    const finished = rowOf(page, FINISHED);
    await expect.poll(() => finished.count()).toBe(2);
    const lecturers = await finished.count();

    const report = await downloaded(page, () => act(page, finished.first(), 'Descargar Informe Final'));
    expect(isPdf(report.bytes)).toBe(true);

    // Every strategy found: each has its approval letter and its final report in the ZIP.
    await page.getByRole('button', { name: 'Seleccionar', exact: true }).click();
    const toolbar = toolbarOf(page);
    await toolbar.getByRole('button', { name: `Seleccionar todas (${lecturers})` }).click();
    await toolbar.getByText(`${lecturers} seleccionadas`).waitFor();
    const zip = await downloaded(page, () => toolbar.getByRole('button', { name: 'Anexos' }).click());
    const entries = await zipFiles(zip.bytes);
    expect(entries.filter((e) => e.name.endsWith('/Carta de aprobación.pdf'))).toHaveLength(lecturers);
    expect(entries.filter((e) => e.name.endsWith('/Informe final.pdf'))).toHaveLength(lecturers);
    for (const e of entries) expect(isPdf(e.bytes), e.name).toBe(true);
    const excel = await downloaded(page, () => toolbar.getByRole('button', { name: 'Exportar Excel' }).click(), 'Listado Generado con Éxito');
    const rows = await firstSheet(excel.bytes);
    expect(rows).toHaveLength(lecturers + 1);
    expect(rows.slice(1).every((r) => r.includes(FINISHED) && r.includes('Finalizado'))).toBe(true);

    // Projects: the list starts on Enviado; every one of them has documents and both actas.
    const listed = nextAnswer<TProjectList>(page, (url, r) => url.pathname === PROJECT_API.all && r.request().method() === 'GET');
    await page.goto('/projects');
    await page.getByRole('heading', { name: 'Todos los Proyectos', exact: true }).waitFor();
    const sent = (await listed).body.meta.total;
    expect(sent).toBeGreaterThanOrEqual(2);
    await page.getByRole('button', { name: 'Seleccionar', exact: true }).click();
    await toolbar.getByRole('button', { name: `Seleccionar todos (${sent})` }).click();
    await toolbar.getByText(`${sent} seleccionados`).waitFor();
    const documents = await zipFiles((await downloaded(page, () => toolbar.getByRole('button', { name: 'Anexos' }).click())).bytes);
    expect(new Set(documents.map((d) => d.name.split('/')[0])).size).toBe(sent);
    for (const d of documents) expect(isPdf(d.bytes) || d.bytes.subarray(0, 2).toString() === 'PK', d.name).toBe(true);
    for (const record of ['Acta de Inicio', 'Acta de Compromiso']) {
      await toolbar.getByRole('button', { name: 'Documentos' }).click();
      const pdfs = await zipFiles((await downloaded(page, () => page.getByRole('menuitem', { name: record }).click())).bytes);
      expect(pdfs).toHaveLength(sent);
      for (const p of pdfs) expect(isPdf(p.bytes), p.name).toBe(true);
    }
    const projects = await downloaded(page, () => toolbar.getByRole('button', { name: 'Exportar Excel' }).click(), 'Listado Generado con Éxito');
    expect(await firstSheet(projects.bytes)).toHaveLength(sent + 1);
    expect(product().consoleErrors()).toEqual([]);
    await page.context().close();
  });

  it('a lecturer sees strategies and projects in every state, with the actions each allows, downloads the letter and the report, and sends a draft', async () => {
    const page = await signedInPage(product(), ACCOUNTS.docente, { viewport: LAPTOP });
    await openList(page);
    await showAll(page);
    const states = await page.locator('.MuiDataGrid-row [data-field="state"]').allTextContents();
    expect(new Set(states.map((s) => s.trim()))).toEqual(new Set(STRATEGY_STATES));

    // Each state's transitions are offered where the state allows them.
    const offered = async (name: string) => actionsOf(page, rowOf(page, name).first());
    await expect.poll(() => offered(TERM_OVER)).toEqual(expect.arrayContaining(['Vencer', 'Informe final']));
    await expect.poll(() => offered(PAST_PERIOD)).toEqual(expect.arrayContaining(['Actualizar periodo']));
    await expect.poll(() => offered(LETTERED)).toEqual(expect.arrayContaining(['Editar', 'Informe final']));
    await expect.poll(() => offered(FINISHED)).toContain('Descargar Informe Final');
    expect(await offered(FINISHED)).not.toContain('Informe final');

    const report = await downloaded(page, () => act(page, rowOf(page, FINISHED).first(), 'Descargar Informe Final'));
    expect(isPdf(report.bytes)).toBe(true);
    await rowOf(page, FINISHED).first().getByRole('button', { name: 'más', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Descargar Informe Final' }).waitFor();
    await untilStill(page);
    await screenshot(page, 'demo-finished-menu-1366');
    await page.keyboard.press('Escape');

    // The approval letter, from the strategy's form.
    await act(page, rowOf(page, LETTERED).first(), 'Editar');
    const wizard = page.getByRole('dialog', { name: 'Editar Estrategia' });
    await goToStep(page, wizard, 'Información General');
    const link = wizard.getByRole('button', { name: /carta-de-aprobacion\.pdf/ });
    await link.scrollIntoViewIfNeeded();
    await untilStill(page);
    await expectNoAxeViolations(page, 'a demo strategy with its approval letter');
    await screenshot(page, 'demo-approval-letter-1366');
    const [letter] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(letter.suggestedFilename()).toBe('carta-de-aprobacion.pdf');
    expect(isPdf(await bytesOf(letter))).toBe(true);
    await wizard.getByRole('button', { name: 'Cancelar' }).click();
    await wizard.waitFor({ state: 'detached' });

    // Projects: Borrador and Enviado; the draft on the open call can be sent as it is.
    await openProjects(page);
    await showAll(page);
    // Each row's state is its cell's first chip; a later stage's mark ('En mora') is a chip beside it.
    const stateCells = page.locator('.MuiDataGrid-row [data-field="state"]');
    const projectStates = await stateCells.evaluateAll((cells) => cells.map((c) => c.querySelector('.MuiChip-label')?.textContent ?? ''));
    expect(new Set(projectStates.map((s) => s.trim()))).toEqual(new Set(PROJECT_STATES));
    expect(await stateCells.getByText('En mora', { exact: true }).count()).toBeGreaterThan(0);
    const draft = rowOf(page, OPEN_DRAFT).first();
    await draft.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expectSnack(page, PROJECT_MSG.sent, () => page.getByRole('dialog', { name: PROJECT_MSG.sendTitle }).getByRole('button', { name: 'Enviar' }).click());
    await draft.getByText('Enviado').waitFor();
    await expect.poll(() => draft.getByRole('button', { name: 'Enviar', exact: true }).count()).toBe(0);
    await untilStill(page);
    await expectNoAxeViolations(page, '/my_projects after sending the demo draft');

    // On a phone: the finished strategy's card offers its report.
    await page.setViewportSize(PHONE);
    await openList(page);
    await search(page, FINISHED);
    await rowOf(page, FINISHED).first().getByRole('button', { name: 'Descargar Informe Final' }).waitFor();
    await untilStill(page);
    await screenshot(page, 'demo-finished-card-390');
    expect(product().consoleErrors()).toEqual([]);
    await page.context().close();
  });
});
