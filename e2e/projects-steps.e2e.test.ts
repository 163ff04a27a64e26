import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { PROJECT_MSG } from '@siiicca/shared';
import { expectNoAxeViolations } from './a11y';
import { expectSnack, untilStill } from './actions';
import { choose } from './catalogues-actions';
import { ACCOUNTS, LAPTOP, PHONE, screenshot, signedInPage, useProduct } from './harness';
import { chooseFirst } from './strategies-wizard-actions';

/** Steps 2, 3 and 5 of the project form: internal investigators, external allies, hours intensity and results. */

const formOf = (page: Page) => page.getByRole('dialog', { name: 'Nuevo Proyecto' });

/** The rows of a list: table rows, or the cards that replace them on a narrow screen. */
const listRows = (page: Page, label: string) =>
  page.getByRole('table', { name: label }).locator('tbody tr').or(page.getByRole('list', { name: label }).getByRole('listitem'));

async function openNewProject(page: Page, step: RegExp) {
  await page.goto('/my_projects');
  await page.getByRole('button', { name: 'Nuevo', exact: true }).click();
  const form = formOf(page);
  await form.getByRole('button', { name: /Datos Básicos/ }).waitFor();
  await form.getByRole('button', { name: step }).click();
  await untilStill(page);
  return form;
}

async function openDialog(page: Page, form: Locator, add: string, title: string) {
  await form.getByRole('button', { name: add }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await untilStill(page);
  return dialog;
}

async function checkHelp(page: Page, dialog: Locator, text: string) {
  await dialog.getByRole('button', { name: 'Ayuda' }).click();
  const help = page.getByRole('dialog', { name: 'Ayuda' });
  await help.getByText(text).waitFor();
  await untilStill(page);
  await expectNoAxeViolations(page, 'help popup');
  await help.getByRole('button', { name: 'Entendido' }).click();
  await help.waitFor({ state: 'detached' });
}

const box = (dialog: Locator, name: string) => dialog.getByRole('textbox', { name, exact: true });

/** The fields of an internal investigator the look-up does not fill. */
async function fillInternal(page: Page, dialog: Locator, p: { type: string; hours: number; place: boolean }) {
  await choose(page, dialog, 'Tipo de Investigador', p.type);
  await box(dialog, 'Ciudad').fill('Bogotá');
  await box(dialog, 'Formación').fill('Doctorado en Educación');
  await choose(page, dialog, 'Vinculación', 'Tiempo completo');
  await choose(page, dialog, 'Categoría de Investigador', 'IS');
  await dialog.getByRole('spinbutton', { name: 'Horas de Nómina' }).fill(String(p.hours));
  if (p.place) {
    await chooseFirst(page, dialog, 'Seccional');
    await chooseFirst(page, dialog, 'Facultad');
    await chooseFirst(page, dialog, 'Grupo de Investigación');
  }
}

async function save(page: Page, dialog: Locator, label = 'Guardar') {
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await untilStill(page);
}

describe('project form: investigators, allies and results', () => {
  const product = useProduct();
  const laptopPage = () => signedInPage(product(), ACCOUNTS.docente, { viewport: LAPTOP });

  it('Investigadores USTA: messages, help, one Principal, look-up and the payroll total', async () => {
    const page = await laptopPage();
    const form = await openNewProject(page, /Investigadores USTA/);
    await form.getByText(PROJECT_MSG.payrollTotal(0)).waitFor();

    // An empty dialog is refused with the spec's message; limits show as typed; the help popup.
    let dialog = await openDialog(page, form, 'Agregar Investigador', 'Nuevo Registro - Investigador USTA');
    await expectSnack(page, PROJECT_MSG.investigatorInvalid, () => dialog.getByRole('button', { name: 'Guardar', exact: true }).click());
    await dialog.getByText('Campo requerido').first().waitFor();
    await box(dialog, 'Nombre').fill('N'.repeat(101));
    await dialog.getByText('Máximo 100 letras').waitFor();
    await box(dialog, 'Correo Electrónico').fill('no-es-correo');
    await box(dialog, 'Correo Electrónico').blur();
    await dialog.getByText(PROJECT_MSG.invalidEmail).waitFor();
    await checkHelp(page, dialog, PROJECT_MSG.investigatorHelp);

    // The Principal, typed in by hand.
    await box(dialog, 'Identificación').fill('80111222');
    await box(dialog, 'Nombre').fill('Andrés Felipe Mora Castillo');
    await box(dialog, 'Correo Electrónico').fill('andres.mora@usta.test');
    await box(dialog, 'Celular').fill('3001234567');
    await fillInternal(page, dialog, { type: 'Principal', hours: 10, place: true });
    await expectNoAxeViolations(page, 'investigator dialog');
    await screenshot(page, 'projects-investigator-dialog-1366');
    await save(page, dialog);
    await listRows(page, 'Investigadores USTA').filter({ hasText: 'Andrés Felipe Mora Castillo' }).getByText('Principal').waitFor();
    await form.getByText(PROJECT_MSG.payrollTotal(10)).waitFor();

    // The demo lecturer's identification is known: the look-up fills her in.
    dialog = await openDialog(page, form, 'Agregar Investigador', 'Nuevo Registro - Investigador USTA');
    await box(dialog, 'Identificación').fill('52345678');
    await box(dialog, 'Identificación').press('Enter');
    await expect.poll(() => box(dialog, 'Nombre').inputValue()).toBe('María Fernanda Rojas Díaz');
    await expect.poll(() => box(dialog, 'Correo Electrónico').inputValue()).toMatch(/@/);
    if (!(await box(dialog, 'Celular').inputValue())) await box(dialog, 'Celular').fill('3109876543');
    const placeKnown = (await dialog.getByRole('combobox', { name: 'Facultad' }).textContent())?.trim();
    await fillInternal(page, dialog, { type: 'Principal', hours: 6, place: !placeKnown });
    if (!(await dialog.getByRole('combobox', { name: 'Grupo de Investigación' }).textContent())?.trim()) {
      await chooseFirst(page, dialog, 'Grupo de Investigación');
    }

    // A second Principal is refused; as Coinvestigador she joins.
    await expectSnack(page, PROJECT_MSG.onePrincipal, () => dialog.getByRole('button', { name: 'Guardar', exact: true }).click());
    await dialog.getByText(PROJECT_MSG.onePrincipal).waitFor();
    await choose(page, dialog, 'Tipo de Investigador', 'Coinvestigador');
    await save(page, dialog);
    await listRows(page, 'Investigadores USTA').filter({ hasText: 'María Fernanda Rojas Díaz' }).getByText('Coinvestigador').waitFor();
    await form.getByText(PROJECT_MSG.payrollTotal(16)).waitFor();

    // The same person twice: editing her into the Principal's identification is refused.
    await listRows(page, 'Investigadores USTA')
      .filter({ hasText: 'María Fernanda Rojas Díaz' })
      .getByRole('button', { name: 'Editar María Fernanda Rojas Díaz' })
      .click();
    dialog = page.getByRole('dialog', { name: 'Editar Registro - Investigador USTA' });
    await dialog.waitFor();
    await box(dialog, 'Identificación').fill('80111222');
    await expectSnack(page, PROJECT_MSG.investigatorExists, () => dialog.getByRole('button', { name: 'Editar', exact: true }).click());
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('dialog', { name: '¿Descartar los cambios?' }).getByRole('button', { name: 'Descartar' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Deleting asks first.
    await listRows(page, 'Investigadores USTA').filter({ hasText: 'Andrés Felipe Mora Castillo' }).getByRole('button', { name: 'Eliminar Andrés Felipe Mora Castillo' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Está seguro?' });
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await confirm.waitFor({ state: 'detached' });
    await form.getByText(PROJECT_MSG.payrollTotal(6)).waitFor();
    await expect.poll(() => listRows(page, 'Investigadores USTA').count()).toBe(1);
  });

  it('Aliados Externos: an ally with their entity', async () => {
    const page = await laptopPage();
    const form = await openNewProject(page, /Aliados Externos/);
    const dialog = await openDialog(page, form, 'Agregar Aliado', 'Nuevo Registro - Aliado Externo');
    // Always Coinvestigador: shown, not chosen.
    await expect.poll(() => box(dialog, 'Tipo de Investigador').inputValue()).toBe('Coinvestigador');
    await expect.poll(() => box(dialog, 'Tipo de Investigador').isEditable()).toBe(false);
    await checkHelp(page, dialog, PROJECT_MSG.allyHelp);
    await expectSnack(page, PROJECT_MSG.investigatorInvalid, () => dialog.getByRole('button', { name: 'Guardar', exact: true }).click());

    await box(dialog, 'Identificación').fill('1098765432');
    await box(dialog, 'Nombre').fill('Laura Patricia Gil Ramírez');
    await box(dialog, 'Ciudad').fill('Medellín');
    await box(dialog, 'Correo Electrónico').fill('laura.gil@aliado.test');
    await box(dialog, 'Formación').fill('Maestría en Ingeniería');
    await box(dialog, 'NIT de la Entidad').fill('900123456-7');
    await box(dialog, 'Nombre de la Entidad').fill('Corporación Andina de Innovación');
    await box(dialog, 'Representante Legal').fill('Jorge Iván Restrepo');
    await choose(page, dialog, 'País de la Entidad', 'Colombia', 'Colombia');
    await box(dialog, 'Página Web de la Entidad').fill('https://andina.test');
    await box(dialog, 'Interlocutor').fill('Paula Andrea Quintero');
    await box(dialog, 'Teléfono de Contacto').fill('+57 604 5551234');
    await expectNoAxeViolations(page, 'ally dialog');
    await screenshot(page, 'projects-ally-dialog-1366');
    await save(page, dialog);
    const row = listRows(page, 'Aliados externos').filter({ hasText: 'Laura Patricia Gil Ramírez' });
    await row.getByText('Corporación Andina de Innovación').waitFor();
    await row.getByText('Paula Andrea Quintero').waitFor();
  });

  it('results: the intensity first, a repeated product refused, and the intensity change asked both ways', async () => {
    const page = await laptopPage();
    const form = await openNewProject(page, /Productos integrados/);
    await form.getByText(PROJECT_MSG.resultsHelp).waitFor();
    await expectSnack(page, PROJECT_MSG.hoursFirst, () => form.getByRole('button', { name: 'Agregar Resultado' }).click());
    await form.getByText(PROJECT_MSG.hoursFirst).first().waitFor();

    const hours = form.getByRole('combobox', { name: 'Intensidad Horaria' });
    await choose(page, form, 'Intensidad Horaria', '12 horas');
    let dialog = await openDialog(page, form, 'Agregar Resultado', 'Nuevo Registro - Resultado');
    await chooseFirst(page, dialog, 'Tipo de Producto');
    await chooseFirst(page, dialog, 'Producto');
    const chosen = (await dialog.getByRole('combobox', { name: 'Producto', exact: true }).textContent())!.trim();
    await expect.poll(() => dialog.getByRole('spinbutton', { name: 'Cantidad' }).inputValue()).toBe('1');
    await dialog.getByRole('spinbutton', { name: 'Cantidad' }).fill('0');
    await dialog.getByRole('button', { name: 'Guardar', exact: true }).click();
    await dialog.getByText(PROJECT_MSG.quantityPositive).waitFor();
    await dialog.getByRole('spinbutton', { name: 'Cantidad' }).fill('2');
    await expectNoAxeViolations(page, 'result dialog');
    await save(page, dialog);
    await listRows(page, 'Resultados esperados').filter({ hasText: chosen }).waitFor();
    // The help tells which of the three families the results cover: now one of them.
    const families = form.getByRole('list', { name: 'Familias de productos' }).getByRole('listitem');
    await families.filter({ hasText: /: incluido$/ }).waitFor();
    await expect.poll(() => families.filter({ hasText: /: falta$/ }).count()).toBe(2);

    // The same type and product again.
    dialog = await openDialog(page, form, 'Agregar Resultado', 'Nuevo Registro - Resultado');
    await chooseFirst(page, dialog, 'Tipo de Producto');
    await chooseFirst(page, dialog, 'Producto');
    await expectSnack(page, PROJECT_MSG.productExists, () => dialog.getByRole('button', { name: 'Guardar', exact: true }).click());
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('dialog', { name: '¿Descartar los cambios?' }).getByRole('button', { name: 'Descartar' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Changing the intensity asks: no keeps the old value and the results.
    await choose(page, form, 'Intensidad Horaria', '16 horas');
    let question = page.getByRole('dialog', { name: PROJECT_MSG.hoursChangeTitle });
    await question.getByText(PROJECT_MSG.hoursChangeQuestion).waitFor();
    await untilStill(page);
    await expectNoAxeViolations(page, 'intensity change question');
    await question.getByRole('button', { name: 'No', exact: true }).click();
    await question.waitFor({ state: 'detached' });
    await expect.poll(async () => (await hours.textContent())?.trim()).toBe('12 horas');
    await expect.poll(() => listRows(page, 'Resultados esperados').count()).toBe(1);

    // Yes deletes every result and takes the new value.
    await choose(page, form, 'Intensidad Horaria', '16 horas');
    question = page.getByRole('dialog', { name: PROJECT_MSG.hoursChangeTitle });
    await question.getByRole('button', { name: 'Sí', exact: true }).click();
    await question.waitFor({ state: 'detached' });
    await form.getByText('No hay resultados registrados').waitFor();
    await expect.poll(async () => (await hours.textContent())?.trim()).toBe('16 horas');
    await screenshot(page, 'projects-results-1366');
  });

  it('on a phone: the investigator dialog fits and the list is cards', async () => {
    const page = await signedInPage(product(), ACCOUNTS.docente, { viewport: PHONE });
    const form = await openNewProject(page, /Aliados Externos/);
    const dialog = await openDialog(page, form, 'Agregar Aliado', 'Nuevo Registro - Aliado Externo');
    await box(dialog, 'Identificación').fill('1098765433');
    await box(dialog, 'Nombre').fill('Sergio Esteban Niño Parra');
    await box(dialog, 'Ciudad').fill('Cali');
    await box(dialog, 'Correo Electrónico').fill('sergio.nino@aliado.test');
    await box(dialog, 'Formación').fill('Especialización');
    await box(dialog, 'NIT de la Entidad').fill('800765432');
    await box(dialog, 'Nombre de la Entidad').fill('Fundación Pacífico Verde');
    await box(dialog, 'Representante Legal').fill('Ana Lucía Caicedo');
    await choose(page, dialog, 'País de la Entidad', 'Colombia', 'Colombia');
    await box(dialog, 'Interlocutor').fill('Ana Lucía Caicedo');
    await box(dialog, 'Teléfono de Contacto').fill('3201112233');
    await expect.poll(() => dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    await expectNoAxeViolations(page, 'ally dialog at 390 px');
    await screenshot(page, 'projects-ally-dialog-390');
    await save(page, dialog);
    const card = page.getByRole('list', { name: 'Aliados externos' }).getByRole('listitem').filter({ hasText: 'Sergio Esteban Niño Parra' });
    await card.getByRole('button', { name: 'Editar Sergio Esteban Niño Parra' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await screenshot(page, 'projects-allies-390');
  });
});
