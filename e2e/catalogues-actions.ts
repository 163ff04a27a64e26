import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { todayInBogota } from '@siiicca/shared';
import { snackbar, untilStill } from './actions';

/** What a person does on the catalogue screens (features/catalogues), shared by catalogues*.e2e.test.ts. */

/** The records a catalogue screen shows: the table's rows, or the cards that replace them on narrow screens. */
export const recordsOf = (page: Page) => page.locator('.MuiDataGrid-row').or(page.getByRole('list', { name: 'Registros' }).getByRole('listitem'));
export const rowOf = (page: Page, text: string) =>
  page.getByRole('row').or(page.getByRole('list', { name: 'Registros' }).getByRole('listitem')).filter({ hasText: text });
export const dialogOf = (page: Page) => page.getByRole('dialog');

/**
 * Waits for a message of the snackbar. It shows for two seconds: after an action that ends in a download, wait
 * for it alongside the download (Promise.all from the click on), not once the download arrived.
 */
export const expectSnack = (page: Page, text: string | RegExp) => snackbar(page).filter({ hasText: text }).first().waitFor();

/** Opens a catalogue screen and answers how many rows its first page shows (the demo data is there). */
export async function openCatalogue(page: Page, route: string, title: string) {
  await page.goto(route);
  await page.getByRole('heading', { name: title, exact: true }).waitFor();
  await recordsOf(page).first().waitFor();
  // The grid lays its rows out over a few frames after the first one shows (it measures its
  // viewport first): count once two frames and 150 ms pass without a new row (on a loaded machine
  // two frames alone came before the rest of the rows).
  let count = await recordsOf(page).count();
  for (;;) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 150)))));
    const now = await recordsOf(page).count();
    if (now === count) return count;
    count = now;
  }
}

/** Types in the search box and waits for the server's answer to that search (not a stale page). */
export async function search(page: Page, text: string, expectRow = text) {
  const answered = page.waitForResponse((r) => new URL(r.url()).searchParams.get('q') === text.trim());
  await page.getByRole('textbox', { name: 'Buscar' }).fill(text);
  await answered;
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
  await page.getByRole('option', { name: option, exact: true }).click();
  if (await page.getByRole('listbox').isVisible()) await page.keyboard.press('Escape');
  // By CSS, not by role: a closing menu is already hidden from the accessibility tree while its
  // options still fade out on screen (and an axe scan would see them half transparent).
  await page.locator('[role="listbox"]').waitFor({ state: 'detached' });
}

/** The option labels a select offers at the moment. */
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
  await dialogOf(page).getByRole('button', { name: button, exact: true }).click();
  await expectSnack(page, message);
  await dialogOf(page).waitFor({ state: 'detached' });
}

/** Delete: cancel first ('Acción Cancelada', the row stays), then confirm. */
export async function deleteRow(page: Page, rowText: string, deletedMessage: string | RegExp) {
  const row = rowOf(page, rowText).first();
  await row.getByRole('button', { name: 'Eliminar' }).click();
  await dialogOf(page).getByRole('button', { name: 'Cancelar' }).click();
  await expectSnack(page, 'Acción Cancelada');
  await row.waitFor();
  await row.getByRole('button', { name: 'Eliminar' }).click();
  await dialogOf(page).getByRole('button', { name: 'Eliminar' }).click();
  await expectSnack(page, deletedMessage);
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
