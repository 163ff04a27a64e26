import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LOOKUPS, PROJECT_API, PROJECT_MSG } from '@siiicca/shared';
import { expectNoAxeViolations } from './a11y';
import { expectSnack, storedSession, untilStill } from './actions';
import { rowOf, search } from './catalogues-actions';
import { ACCOUNTS, LAPTOP, PHONE, screenshot, signedInPage, useProduct } from './harness';
import {
  addAlly,
  addPrincipal,
  addResults,
  budgetXlsx,
  chooseDocument,
  coveringResults,
  goToProjectStep,
  openNewProject,
  openProjects,
  pick,
  projectFormOf,
  saveDraft,
  tinyPdf,
} from './projects-actions';

const STEPS = [
  'Datos Básicos',
  'Investigadores USTA',
  'Aliados Externos',
  'Documentación requerida',
  'Productos integrados al sistema nacional de investigación',
];
/** The demo lecturer 'docente' (apps/api/src/db/seed/demo.ts). */
const DOCENTE_IDENTIFICATION = '52345678';
const suffix = () => Math.random().toString(36).slice(2, 8);

/** Opens a project of the list by its title with the row's 'Editar' or 'Ver'. */
async function openRow(page: Page, title: string, action: 'Editar' | 'Ver') {
  if ((await page.getByRole('textbox', { name: 'Buscar' }).inputValue()) !== title) await search(page, title);
  await rowOf(page, title).first().getByRole('button', { name: action, exact: true }).click();
  const form = page.getByRole('dialog', { name: action === 'Editar' ? 'Editar Proyecto' : 'Ver Proyecto' });
  await form.getByRole('combobox', { name: 'Convocatoria' }).waitFor();
  await untilStill(page);
  return form;
}

/** A draft with only what a save needs (call, title, hours), stored through the API as the page's user. */
async function draftThroughApi(page: Page, title: string) {
  const headers = { Authorization: `Bearer ${(await storedSession(page))!.token.access_token}` };
  const calls = ((await (await page.request.get(LOOKUPS.announcements, { headers })).json()) as { data: { id: number }[] }).data;
  const plan = await coveringResults(page);
  const res = await page.request.post(PROJECT_API.all, { headers, data: { announcement_id: calls[0]!.id, title, hours: plan.hours } });
  expect(res.ok(), await res.text()).toBe(true);
}

describe('research projects (/my_projects)', () => {
  const product = useProduct();

  it('a lecturer creates a project through the five steps with real files, saves, reopens, completes and sends it; then it is read-only', async () => {
    const page = await signedInPage(product(), ACCOUNTS.docente, { viewport: LAPTOP });
    await openProjects(page);
    for (const header of ['Id', 'Convocatoria', 'Título', 'Seccional', 'Estado', 'Acciones']) {
      await page.getByRole('columnheader', { name: header, exact: true }).waitFor();
    }
    const title = `Proyecto de prueba e2e ${suffix()}`;
    const form = await openNewProject(page);
    await expect.poll(() => form.locator('.MuiStepLabel-label').allTextContents()).toEqual(STEPS);
    await expect.poll(() => form.getByRole('button', { name: 'Guardar Borrador' }).isVisible()).toBe(true);

    // 1. Datos Básicos: only the open call is offered; its dates show under it.
    await pick(page, form, 'Convocatoria', /Convocatoria Interna de Proyectos de Investigación/);
    await form.getByText(/^Abierta del \d\d\/\d\d\/\d{4} al \d\d\/\d\d\/\d{4}$/).waitFor();
    await form.getByRole('textbox', { name: 'Título del Proyecto' }).fill(title);
    await pick(page, form, 'Seccional Principal', /^(?!Sin seleccionar).+/);
    const sectional = ((await form.getByRole('combobox', { name: 'Seccional Principal' }).textContent()) ?? '').trim();

    // 2 and 3: the lecturer as Principal, and one external ally.
    await form.getByRole('button', { name: 'Siguiente' }).click();
    await addPrincipal(page, DOCENTE_IDENTIFICATION);
    await form.getByText(/Total horas de nómina: 20/).waitFor();
    await goToProjectStep(page, form, 'Aliados Externos');
    await addAlly(page, { identification: `8${Date.now() % 1e9}`, name: 'Ana María Restrepo' });

    // 4: one real file per document of the call (a PDF, a real xlsx, a PDF schedule, a PDF CV).
    await goToProjectStep(page, form, 'Documentación requerida');
    for (const name of ['Carta de aval de la Facultad', 'Presupuesto detallado del proyecto', 'Cronograma de actividades']) {
      await form.getByRole('listitem', { name }).getByText('Requerido').waitFor();
    }
    await chooseDocument(page, form, 'Carta de aval de la Facultad', { name: 'carta-aval.pdf', mimeType: 'application/pdf', buffer: tinyPdf('Carta de aval') });
    await chooseDocument(page, form, 'Presupuesto detallado del proyecto', {
      name: 'presupuesto.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await budgetXlsx(),
    });
    await chooseDocument(page, form, 'Cronograma de actividades', { name: 'cronograma.pdf', mimeType: 'application/pdf', buffer: tinyPdf('Cronograma') });
    await chooseDocument(page, form, 'Hojas de vida CvLAC de los investigadores', { name: 'hojas-de-vida.pdf', mimeType: 'application/pdf', buffer: tinyPdf('CvLAC') });

    // 5: the intensity only; the results come later. The draft is stored with its files.
    const plan = await coveringResults(page);
    await goToProjectStep(page, form, STEPS[4]!);
    await pick(page, form, 'Intensidad Horaria', `${plan.hours} horas`);
    await saveDraft(page);
    const edit = projectFormOf(page);
    await edit.getByText(/^Id \d+ · Borrador$/).waitFor();

    // Closed and reopened: everything is there, the stored files can be downloaded.
    await edit.getByRole('button', { name: 'Cancelar' }).click();
    await edit.waitFor({ state: 'detached' });
    const reopened = await openRow(page, title, 'Editar');
    await expect.poll(() => reopened.getByRole('textbox', { name: 'Título del Proyecto' }).inputValue()).toBe(title);
    await goToProjectStep(page, reopened, 'Investigadores USTA');
    await reopened.getByText(/Total horas de nómina: 20/).waitFor();
    await goToProjectStep(page, reopened, 'Aliados Externos');
    await reopened.getByText('Ana María Restrepo').first().waitFor();
    await goToProjectStep(page, reopened, 'Documentación requerida');
    const letter = reopened.getByRole('listitem', { name: 'Carta de aval de la Facultad' });
    await letter.getByText('carta-aval.pdf').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      expectSnack(page, 'Archivo Generado con Éxito'),
      letter.getByRole('button', { name: /^Descargar/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    // The optional CV is taken out: the next save deletes it.
    const cv = reopened.getByRole('listitem', { name: 'Hojas de vida CvLAC de los investigadores' });
    await cv.getByRole('button', { name: /^Eliminar/ }).click();
    await page.getByRole('dialog', { name: '¿Está seguro?' }).getByRole('button', { name: 'Eliminar' }).click();
    await cv.getByText('Sin archivo').waitFor();

    // Completed: the results of the three families.
    await goToProjectStep(page, reopened, STEPS[4]!);
    await addResults(page, reopened, { ...plan, hours: plan.hours });
    await saveDraft(page);
    await goToProjectStep(page, projectFormOf(page), 'Documentación requerida');
    await projectFormOf(page).getByRole('listitem', { name: 'Hojas de vida CvLAC de los investigadores' }).getByText('Sin archivo').waitFor();
    await projectFormOf(page).getByRole('button', { name: 'Cancelar' }).click();
    await projectFormOf(page).waitFor({ state: 'detached' });

    // Sent from the list: asked first; afterwards no 'Enviar', and the project opens read-only.
    const row = rowOf(page, title).first();
    await row.getByRole('button', { name: 'Enviar', exact: true }).click();
    const ask = page.getByRole('dialog', { name: PROJECT_MSG.sendTitle });
    await ask.getByText(PROJECT_MSG.sendQuestion).waitFor();
    await expectSnack(page, PROJECT_MSG.sent, () => ask.getByRole('button', { name: 'Enviar' }).click());
    await row.getByText('Enviado').waitFor();
    await row.getByText(sectional).waitFor();
    await expect.poll(() => row.getByRole('button', { name: 'Enviar', exact: true }).count()).toBe(0);
    // Its history tells the saves, the documents and the send.
    await row.getByRole('button', { name: 'Historial', exact: true }).click();
    const history = page.getByRole('dialog', { name: `Historial: ${title}` });
    await history.getByText('Proyecto enviado').waitFor();
    await history.getByText('Documento cargado').first().waitFor();
    await history.getByRole('button', { name: 'Cerrar' }).click();
    await history.waitFor({ state: 'detached' });
    const view = await openRow(page, title, 'Ver');
    await expect.poll(() => view.getByRole('button', { name: 'Guardar Borrador' }).count()).toBe(0);
    await expect.poll(() => view.getByRole('textbox', { name: 'Título del Proyecto' }).isDisabled()).toBe(true);
    await expect.poll(() => view.getByRole('combobox', { name: 'Convocatoria' }).getAttribute('aria-disabled')).toBe('true');
    await goToProjectStep(page, view, 'Documentación requerida');
    await view.getByRole('button', { name: /^Descargar/ }).first().waitFor();
    await expect.poll(() => view.getByRole('button', { name: /^(Elegir|Cambiar) archivo/ }).count()).toBe(0);
    await view.getByRole('button', { name: 'Cerrar', exact: true }).last().click();
    await view.waitFor({ state: 'detached' });
    expect(product().consoleErrors()).toEqual([]);
  }, 300_000);

  it('sending an incomplete project lists every problem in "Errores Encontrados" and leaves it a Borrador', async () => {
    const page = await signedInPage(product(), ACCOUNTS.docente, { viewport: LAPTOP });
    await openProjects(page);
    const title = `Proyecto incompleto ${suffix()}`;
    await draftThroughApi(page, title);
    await search(page, title);
    const row = rowOf(page, title).first();
    await row.getByRole('button', { name: 'Enviar', exact: true }).click();
    await page.getByRole('dialog', { name: PROJECT_MSG.sendTitle }).getByRole('button', { name: 'Enviar' }).click();
    const problems = page.getByRole('dialog', { name: PROJECT_MSG.errorsFound });
    await problems.getByText(PROJECT_MSG.documentMissing('Carta de aval de la Facultad')).waitFor();
    await problems.getByText(PROJECT_MSG.principalMissing).waitFor();
    await problems.getByText(PROJECT_MSG.resultsMissing).waitFor();
    await expect.poll(() => problems.getByRole('listitem').count()).toBeGreaterThanOrEqual(5);
    await expectNoAxeViolations(page, '/my_projects (Errores Encontrados)');
    await problems.getByRole('button', { name: 'Entendido' }).click();
    await problems.waitFor({ state: 'detached' });
    await row.getByText('Borrador').waitFor();
    await row.getByRole('button', { name: 'Enviar', exact: true }).waitFor();

    // A draft can be deleted, after confirming.
    await row.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await expectSnack(page, PROJECT_MSG.deleted, () => page.getByRole('dialog', { name: '¿Está seguro?' }).getByRole('button', { name: 'Eliminar' }).click());
    await rowOf(page, title).first().waitFor({ state: 'detached' });
  });

  it('the list and the form are keyboard usable and pass axe at 1366 px and on a 390 px phone', async () => {
    const page = await signedInPage(product(), ACCOUNTS.docente, { viewport: LAPTOP });
    await openProjects(page);
    await draftThroughApi(page, `Proyecto para accesibilidad ${suffix()}`);
    await openProjects(page);
    await page.locator('.MuiDataGrid-row').first().waitFor();
    await page.getByRole('combobox', { name: /Filas por página/ }).click();
    await expect.poll(() => page.getByRole('option').allTextContents()).toEqual(['5', '10', '15', '20', '30', '50', '100']);
    await page.keyboard.press('Escape');
    await page.locator('[role="listbox"]').waitFor({ state: 'detached' });
    await expectNoAxeViolations(page, '/my_projects');
    await screenshot(page, 'projects-list-1366');

    // The form by keyboard: 'Nuevo' with Enter, the call chosen with the arrow keys.
    await page.getByRole('button', { name: 'Nuevo', exact: true }).focus();
    await page.keyboard.press('Enter');
    const form = projectFormOf(page);
    await form.getByRole('combobox', { name: 'Convocatoria' }).waitFor();
    await untilStill(page);
    // Saving an empty form: the messages on the fields, the steps holding them marked.
    await expectSnack(page, PROJECT_MSG.saveFailed, () => form.getByRole('button', { name: 'Guardar Borrador' }).click());
    await form.getByText(PROJECT_MSG.required).first().waitFor();
    await expect.poll(() => form.getByText('Revise los campos').count()).toBe(2);
    await goToProjectStep(page, form, 'Datos Básicos');
    await form.getByRole('combobox', { name: 'Convocatoria' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('listbox').waitFor();
    await page.keyboard.press('Enter');
    await page.locator('[role="listbox"]').waitFor({ state: 'detached' });
    await form.getByText(/^Abierta del /).waitFor();
    await untilStill(page);
    await expectNoAxeViolations(page, 'project form, Datos Básicos');
    await screenshot(page, 'projects-form-1366');
    await goToProjectStep(page, form, 'Documentación requerida');
    await expectNoAxeViolations(page, 'project form, Documentación requerida');
    await screenshot(page, 'projects-documents-1366');
    // Unsaved changes: leaving asks first.
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('dialog', { name: '¿Descartar los cambios?' }).getByRole('button', { name: 'Descartar' }).click();
    await form.waitFor({ state: 'detached' });

    const phone = await signedInPage(product(), ACCOUNTS.docente, { viewport: PHONE });
    await openProjects(phone);
    await phone.getByRole('list', { name: 'Registros' }).waitFor();
    await untilStill(phone);
    await expectNoAxeViolations(phone, '/my_projects (phone)');
    await screenshot(phone, 'projects-list-390');
    const phoneForm = await openNewProject(phone);
    await expectNoAxeViolations(phone, 'project form (phone)');
    await screenshot(phone, 'projects-form-390');
    await phoneForm.getByRole('button', { name: 'Cancelar' }).click();
    await phoneForm.waitFor({ state: 'detached' });
  });
});
