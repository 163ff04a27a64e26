import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { LOOKUPS, PRODUCT_FAMILIES, PROJECT_API, PROJECT_MSG, type TProductFamily } from '@siiicca/shared';
import { clickOption, expectSnack, nextListAnswer, storedSession, untilListShows, untilStill } from './actions';

/** What a person does on /my_projects and in the project form (features/projects). */

export const projectFormOf = (page: Page) => page.getByRole('dialog', { name: /Nuevo Proyecto|Editar Proyecto|Ver Proyecto/ });

/** Opens /my_projects and waits for the list's first answer, until the list shows it. */
export async function openProjects(page: Page) {
  const answered = nextListAnswer(page, (url) => url.pathname === PROJECT_API.mine);
  await page.goto('/my_projects');
  await page.getByRole('heading', { name: 'Proyectos de Investigación', exact: true }).waitFor();
  await untilListShows(page, (await answered).body.data);
}

/** 'Nuevo': the form opens on Datos Básicos. */
export async function openNewProject(page: Page) {
  await page.getByRole('button', { name: 'Nuevo', exact: true }).click();
  const form = projectFormOf(page);
  await form.getByRole('combobox', { name: 'Convocatoria' }).waitFor();
  await untilStill(page);
  return form;
}

/** Goes to a step by its title in the stepper. */
export async function goToProjectStep(page: Page, form: Locator, title: string) {
  await form.locator('.MuiStepButton-root').filter({ hasText: title }).click();
  await untilStill(page);
}

/** Picks an option of a select of `scope` by its label; `option` null takes the first one offered. */
export async function pick(page: Page, scope: Locator, label: string, option: string | RegExp | null) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  const options = page.getByRole('option');
  await clickOption(page, option === null ? options.first() : options.filter({ hasText: option }).first());
}

/** Whether a select of `scope` shows no value yet. */
const emptySelect = async (scope: Locator, label: string) => ((await scope.getByRole('combobox', { name: label, exact: true }).textContent()) ?? '').trim().replace(/\u200b/g, '') === '';

/** 'Guardar Borrador': the draft is stored and the form stays open on it ('Editar Proyecto'). */
export async function saveDraft(page: Page, message: string = PROJECT_MSG.draftSaved) {
  const form = projectFormOf(page);
  await expectSnack(page, message, () => form.getByRole('button', { name: 'Guardar Borrador' }).click());
  await page.getByRole('dialog', { name: 'Editar Proyecto' }).waitFor();
}

/** Chooses a file for one document of step 4, through the browser's file chooser. */
export async function chooseDocument(page: Page, form: Locator, documentName: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: new RegExp(`^(Elegir|Cambiar) archivo: ${documentName}$`) }).click();
  await (await chooser).setFiles(file);
  await form.getByRole('listitem', { name: documentName }).getByText(file.name).waitFor();
}

/** Adds the signed-in lecturer (found by their identification) as the Principal internal investigator. */
export async function addPrincipal(page: Page, identification: string) {
  await page.getByRole('button', { name: 'Agregar Investigador' }).click();
  const dialog = page.getByRole('dialog', { name: /Nuevo Registro - / });
  await untilStill(page);
  await pick(page, dialog, 'Tipo de Investigador', 'Principal');
  await dialog.getByRole('textbox', { name: 'Identificación' }).fill(identification);
  await dialog.getByRole('button', { name: 'Buscar persona' }).click();
  await expect.poll(() => dialog.getByRole('textbox', { name: 'Nombre' }).inputValue()).not.toBe('');
  if (await emptySelect(dialog, 'Tipo de Documento')) await pick(page, dialog, 'Tipo de Documento', null);
  await dialog.getByRole('textbox', { name: 'Ciudad' }).fill('Bogotá');
  await dialog.getByRole('textbox', { name: 'Formación' }).fill('Doctorado en Educación');
  if (!(await dialog.getByRole('textbox', { name: 'Celular' }).inputValue())) await dialog.getByRole('textbox', { name: 'Celular' }).fill('3001234567');
  if (await emptySelect(dialog, 'Vinculación')) await pick(page, dialog, 'Vinculación', null);
  await pick(page, dialog, 'Categoría de Investigador', null);
  await dialog.getByRole('spinbutton', { name: 'Horas de Nómina' }).fill('20');
  if (await emptySelect(dialog, 'Seccional')) await pick(page, dialog, 'Seccional', null);
  if (await emptySelect(dialog, 'Facultad')) await pick(page, dialog, 'Facultad', null);
  if (await emptySelect(dialog, 'Grupo de Investigación')) await pick(page, dialog, 'Grupo de Investigación', null);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Adds an external ally typed in by hand (an unknown person of a new entity). */
export async function addAlly(page: Page, ally: { identification: string; name: string }) {
  await page.getByRole('button', { name: 'Agregar Aliado' }).click();
  const dialog = page.getByRole('dialog', { name: /Nuevo Registro - / });
  await untilStill(page);
  await pick(page, dialog, 'Tipo de Documento', null);
  await dialog.getByRole('textbox', { name: 'Identificación' }).fill(ally.identification);
  await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill(ally.name);
  await dialog.getByRole('textbox', { name: 'Ciudad' }).fill('Medellín');
  await dialog.getByRole('textbox', { name: 'Correo Electrónico' }).fill('aliada@empresa.test');
  await dialog.getByRole('textbox', { name: 'Formación' }).fill('Maestría en Ingeniería');
  await dialog.getByRole('textbox', { name: 'NIT de la Entidad' }).fill('900123456-7');
  await dialog.getByRole('textbox', { name: 'Nombre de la Entidad' }).fill('Innovación Andina S.A.S.');
  await dialog.getByRole('textbox', { name: 'Representante Legal' }).fill('Luis Alberto Restrepo');
  await pick(page, dialog, 'País de la Entidad', 'Colombia');
  await dialog.getByRole('textbox', { name: 'Interlocutor' }).fill('Ana Restrepo');
  await dialog.getByRole('textbox', { name: 'Teléfono de Contacto' }).fill('6041234567');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await dialog.waitFor({ state: 'detached' });
}

type TProducts = { id: number; name: string; types: { id: number; name: string; hours: number; family?: TProductFamily | null }[] }[];

/**
 * An hours intensity and one (type, product) per product family at it, read from the running
 * product's selection list: the results that let a project be sent.
 */
export async function coveringResults(page: Page) {
  const headers = { Authorization: `Bearer ${(await storedSession(page))!.token.access_token}` };
  const products = ((await (await page.request.get(LOOKUPS.products, { headers })).json()) as { data: TProducts }).data;
  const hours = [...new Set(products.flatMap((p) => p.types.map((t) => t.hours)))].sort((a, b) => a - b);
  for (const h of hours) {
    const picks = PRODUCT_FAMILIES.map((family) => {
      for (const p of products) {
        const type = p.types.find((t) => t.hours === h && t.family === family);
        if (type) return { type: type.name, product: p.name };
      }
      return null;
    });
    if (picks.every(Boolean)) return { hours: h, picks: picks as { type: string; product: string }[] };
  }
  throw new Error('No hours intensity offers a product of each family');
}

/** Step 5: the hours intensity, then one result per pick. */
export async function addResults(page: Page, form: Locator, plan: Awaited<ReturnType<typeof coveringResults>>) {
  await pick(page, form, 'Intensidad Horaria', `${plan.hours} horas`);
  for (const r of plan.picks) {
    await form.getByRole('button', { name: 'Agregar Resultado' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo Registro - Resultado' });
    await untilStill(page);
    await pick(page, dialog, 'Tipo de Producto', r.type);
    await pick(page, dialog, 'Producto', r.product);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'detached' });
  }
}

/** A small, well-formed one-page PDF (header, objects, cross-reference table and trailer). */
export function tinyPdf(text: string): Buffer {
  const stream = `BT /F1 12 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A real spreadsheet (the budget), written by exceljs. */
export async function budgetXlsx(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Presupuesto');
  sheet.addRow(['Rubro', 'Valor']);
  sheet.addRow(['Materiales', 1200000]);
  sheet.addRow(['Salidas de campo', 800000]);
  return Buffer.from(await book.xlsx.writeBuffer());
}
