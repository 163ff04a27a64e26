import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { todayInBogota } from '@siiicca/shared';
import { clickOption, expectSnack, nextListAnswer, openInApp, recordsOf, untilListShows, untilStill } from './actions';

export { recordsOf };

/** What a person does on the catalogue screens (features/catalogues), shared by catalogues*.e2e.test.ts. */

export const rowOf = (page: Page, text: string) =>
  page.getByRole('row').or(page.getByRole('list', { name: 'Registros' }).getByRole('listitem')).filter({ hasText: text });
export const dialogOf = (page: Page) => page.getByRole('dialog');

/**
 * Opens a catalogue screen and answers how many rows its first page shows (the demo data is there),
 * once it shows every record of the server's first answer (the grid lays its rows out over several frames).
 * With `inApp`, a page already showing the app opens it as the app's links do (openInApp) instead of
 * loading the app again: for a screen this page has not shown yet (one shown before may answer from the
 * app's data cache without asking the server).
 */
export async function openCatalogue(page: Page, route: string, title: string, { inApp = false } = {}) {
  const answered = nextListAnswer(page);
  await (inApp ? openInApp(page, route) : page.goto(route));
  await page.getByRole('heading', { name: title, exact: true }).waitFor();
  await untilListShows(page, (await answered).body.data);
  return recordsOf(page).count();
}

/**
 * Types in the search box and waits for the server's answer to that search (not a stale page), until
 * the list shows what it found.
 */
export async function search(page: Page, text: string, expectRow = text) {
  const answered = nextListAnswer(page, (url) => url.searchParams.get('q') === text.trim());
  await page.getByRole('textbox', { name: 'Buscar' }).fill(text);
  await untilListShows(page, (await answered).body.data);
  await rowOf(page, expectRow).first().waitFor();
}

/** Opens 'Nuevo Registro' and waits until the dialog stands still (screenshots, first focus). */
export async function openNew(page: Page) {
  await page.getByRole('button', { name: 'Nuevo', exact: true }).click();
  const dialog = dialogOf(page);
  await dialog.getByText('Nuevo Registro').waitFor();
  await untilStill(page);
  return dialog;
}

export async function openEdit(page: Page, rowText: string) {
  await rowOf(page, rowText).first().getByRole('button', { name: 'Editar', exact: true }).click();
  const dialog = dialogOf(page);
  await dialog.getByText('Editar Registro').waitFor();
  await untilStill(page);
  return dialog;
}

/** Picks an option of an MUI select (plain or searchable) by its label. */
export async function choose(page: Page, scope: Locator, label: string, option: string, typed?: string) {
  const box = scope.getByRole('combobox', { name: label });
  await box.click();
  if (typed) await box.fill(typed);
  await clickOption(page, page.getByRole('option', { name: option, exact: true }));
}

/**
 * The option labels a select offers at the moment (opened, read, closed again). While its options load
 * it offers 'Cargando…': poll it, `await expect.poll(() => optionsOf(page, dialog, 'División')).toEqual([...])`.
 */
export async function optionsOf(page: Page, scope: Locator, label: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').waitFor();
  const labels = await page.getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  // By CSS, not by role: a closing menu is already hidden from the accessibility tree while its
  // options still fade out on screen (and an axe scan would see them half transparent).
  await page.locator('[role="listbox"]').waitFor({ state: 'detached' });
  return labels;
}

/** Types a date in an MUI date field, section by section, as 'DD/MM/YYYY'. */
export async function typeDate(page: Page, scope: Locator, label: string, ddmmyyyy: string) {
  const group = scope.getByRole('group', { name: label });
  await group.getByRole('spinbutton', { name: 'Dia' }).click();
  await page.keyboard.type(ddmmyyyy.replace(/\D/g, ''));
}

/** 'DD/MM/YYYY' of today plus `days` on Bogotá's calendar (the browser runs in America/Bogota). */
export const bogotaDay = (days: number) => {
  const d = new Date(`${todayInBogota()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  const [y, m, day] = d.toISOString().slice(0, 10).split('-');
  return `${day}/${m}/${y}`;
};

export async function saveDialog(page: Page, message: string | RegExp, button = 'Guardar') {
  await expectSnack(page, message, () => dialogOf(page).getByRole('button', { name: button, exact: true }).click());
  await dialogOf(page).waitFor({ state: 'detached' });
}

/** Delete: cancel first ('Acción Cancelada', the row stays), then confirm. */
export async function deleteRow(page: Page, rowText: string, deletedMessage: string | RegExp) {
  const row = rowOf(page, rowText).first();
  await row.getByRole('button', { name: 'Eliminar' }).click();
  await expectSnack(page, 'Acción Cancelada', () => dialogOf(page).getByRole('button', { name: 'Cancelar' }).click());
  await row.waitFor();
  await row.getByRole('button', { name: 'Eliminar' }).click();
  await expectSnack(page, deletedMessage, () => dialogOf(page).getByRole('button', { name: 'Eliminar' }).click());
  await row.waitFor({ state: 'detached' });
}

/** Clicks 'Exportar', checks 'Descarga exitosa' and reads the downloaded workbook's first sheet. */
export async function exportExcel(page: Page, fileBase: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), expectSnack(page, 'Descarga exitosa'), page.getByRole('button', { name: 'Exportar' }).click()]);
  const name = download.suggestedFilename();
  expect(name).toMatch(new RegExp(`^${fileBase}_\\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
  const file = path.join(await fs.promises.mkdtemp(path.join(os.tmpdir(), 'siiicca-xlsx-')), name);
  await download.saveAs(file);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file); // throws unless it is a real xlsx
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
  await fs.promises.rm(path.dirname(file), { recursive: true, force: true });
  return { name, rows };
}
