import { describe, expect, it } from 'vitest';
import { ACCOUNTS, screenshot, signedInPage, useProduct } from './harness';
import {
  choose,
  deleteRow,
  dialogOf,
  exportExcel,
  openCatalogue,
  openEdit,
  openNew,
  optionsOf,
  rowOf,
  saveDialog,
  search,
} from './catalogues-actions';
import { expectSnack, untilStill } from './actions';

const SECTIONAL = 'Sede Cartagena de Indias';
const DIVISIONS = [
  'División de Ciencias Económicas y Administrativas',
  'División de Ciencias Jurídicas y Políticas',
  'División de Ciencias de la Salud',
  'División de Ciencias Sociales',
  'División de Arquitectura y Artes',
  'División de Ingenierías',
];

/** Sectionals and their tree, programs, research groups and hotbeds. */
describe('institution catalogues', () => {
  const product = useProduct();

  it('Seccionales: creates a campus and builds its division → faculty → program tree', async () => {
    const page = await signedInPage(product(), ACCOUNTS.admin);
    expect(await openCatalogue(page, '/sectionals', 'Seccionales')).toBeGreaterThanOrEqual(5);
    let dialog = await openNew(page);
    await dialog.getByLabel('Nombre').fill(SECTIONAL);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('Campo requerido').waitFor(); // the address
    await dialog.getByLabel('Dirección').fill('Calle 30 # 17-36, Cartagena, Bolívar');
    await dialog.getByLabel('Teléfono').fill('6056608080');
    await dialog.getByRole('switch', { name: 'Es Seccional' }).uncheck();
    await saveDialog(page, 'Seccional guardada correctamente');
    await search(page, 'Cartagena', SECTIONAL);
    await rowOf(page, SECTIONAL).getByText('No', { exact: true }).waitFor();

    await rowOf(page, SECTIONAL).getByRole('button', { name: 'Relaciones' }).click();
    dialog = dialogOf(page);
    await dialog.getByText(`Relaciones de ${SECTIONAL}`).waitFor();
    const divisions = dialog.getByRole('region', { name: 'Divisiones' });
    const faculties = dialog.getByRole('region', { name: 'Facultades' });
    const programs = dialog.getByRole('region', { name: 'Programas' });
    await divisions.getByText('Sin registros').waitFor();

    // The rules of spec 5: a faculty needs a division, a program a division and a faculty.
    await expectSnack(page, 'Debe Seleccionar la División', () => faculties.getByRole('button', { name: 'Agregar Facultad' }).click());
    for (const name of DIVISIONS) {
      await choose(page, divisions, 'División', name, name.split(' ').at(-1));
      await divisions.getByRole('button', { name: 'Agregar División' }).click();
      await divisions.getByText(name).waitFor();
    }
    // Five rows a page: the sixth division (just added, selected) sits alone on page 2.
    await divisions.getByText('6-6 de 6').waitFor();
    await expect.poll(() => divisions.getByRole('row').count()).toBe(1);
    await expectSnack(page, 'Debe Seleccionar la División y Facultad', () => programs.getByRole('button', { name: 'Agregar Programa' }).click());
    await choose(page, faculties, 'Facultad', 'Facultad de Ingeniería Civil', 'Civil');
    await faculties.getByRole('button', { name: 'Agregar Facultad' }).click();
    await faculties.getByText('Facultad de Ingeniería Civil').waitFor();
    await choose(page, programs, 'Programa', 'Ingeniería Civil (SAC 10126)', 'Civil');
    await programs.getByRole('button', { name: 'Agregar Programa' }).click();
    await programs.getByText('SAC 10126').waitFor();
    await divisions.getByRole('button', { name: 'Ir a la página anterior' }).click();
    await divisions.getByText('1-5 de 6').waitFor();
    await expect.poll(() => divisions.getByRole('row').count()).toBe(5);
    await screenshot(page, 'catalogues-sectional-relationships');

    // A server failure says so in the spec's words and keeps the dialog open with the tree.
    const relationship = (url: URL) => url.pathname === '/api/sectional_relationship';
    await page.route(relationship, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' }));
    await expectSnack(page, 'Ha Ocurrido Un error, por favor comuniarse con el Administrador', () => dialog.getByRole('button', { name: 'Guardar' }).click());
    await page.unroute(relationship);
    await saveDialog(page, 'Relaciones guardadas correctamente');

    // Reopened, the tree is the saved one.
    await rowOf(page, SECTIONAL).getByRole('button', { name: 'Relaciones' }).click();
    await divisions.getByText('1-5 de 6').waitFor();
    await divisions.getByRole('button', { name: 'Ir a la página siguiente' }).click();
    await divisions.getByText('División de Ingenierías').click();
    await faculties.getByText('Facultad de Ingeniería Civil').click();
    await programs.getByText('Ingeniería Civil', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Another screen of the same session offers the new tree at once: the saved tree refreshed the
    // lists of sectionals that other forms keep (the hotbed form's divisions follow the sectional).
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Semilleros de Investigación' }).click();
    await page.getByRole('heading', { name: 'Semilleros de Investigación', exact: true }).waitFor();
    const check = await openNew(page);
    await choose(page, check, 'Seccional', SECTIONAL);
    await expect.poll(async () => (await optionsOf(page, check, 'División')).sort()).toEqual([...DIVISIONS].sort());
    await check.getByRole('button', { name: 'Cancelar' }).click();
  });

  it('Semilleros: the division list follows the sectional tree and the faculty list the division', async () => {
    const page = await signedInPage(product(), ACCOUNTS.admin);
    expect(await openCatalogue(page, '/research_hotbeds', 'Semilleros de Investigación')).toBeGreaterThan(0);
    const dialog = await openNew(page);
    await expect.poll(() => optionsOf(page, dialog, 'División')).toEqual(['Sin opciones']);
    await choose(page, dialog, 'Seccional', 'Sede Medellín');
    await expect.poll(() => optionsOf(page, dialog, 'División')).toEqual([
      'División de Arquitectura y Artes',
      'División de Ciencias Económicas y Administrativas',
      'División de Ciencias Jurídicas y Políticas',
      'División de Ingenierías',
    ]);
    await choose(page, dialog, 'División', 'División de Ingenierías');
    await expect.poll(() => optionsOf(page, dialog, 'Facultad')).toEqual(['Facultad de Ingeniería de Sistemas']);
    await choose(page, dialog, 'Facultad', 'Facultad de Ingeniería de Sistemas');
    // Another division clears the faculty and offers its own.
    await choose(page, dialog, 'División', 'División de Ciencias Jurídicas y Políticas');
    await expect.poll(() => optionsOf(page, dialog, 'Facultad')).toEqual(['Facultad de Derecho']);
    await dialog.getByLabel('Nombre').fill('Semillero de Derecho y Tecnología');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('Campo requerido').waitFor();
    await choose(page, dialog, 'Facultad', 'Facultad de Derecho');
    await untilStill(page);
    await screenshot(page, 'catalogues-hotbed-dialog');
    await saveDialog(page, 'Semillero de Investigación guardado correctamente');


    await search(page, 'Tecnología', 'Semillero de Derecho y Tecnología');
    const row = rowOf(page, 'Semillero de Derecho y Tecnología');
    await row.getByText('Facultad de Derecho').waitFor();
    await row.getByText('Sede Medellín').waitFor();
    const edit = await openEdit(page, 'Semillero de Derecho y Tecnología');
    await expect.poll(() => edit.getByRole('combobox', { name: 'Facultad' }).textContent()).toContain('Facultad de Derecho');
    await expectSnack(page, 'Semillero de Investigación actualizado correctamente', () => edit.getByRole('button', { name: 'Editar' }).click());

    const excel = await exportExcel(page, 'semilleros_investigacion');
    expect(excel.rows[0]).toEqual(['Id', 'Nombre', 'Seccional', 'División', 'Facultad', 'Estado']);
    expect(excel.rows.slice(1).map((r) => r.slice(1))).toEqual([
      ['Semillero de Derecho y Tecnología', 'Sede Medellín', 'División de Ciencias Jurídicas y Políticas', 'Facultad de Derecho', 'Activo'],
    ]);
  });

  it('Programas: creates, renames with the compact form, exports', async () => {
    const page = await signedInPage(product(), ACCOUNTS.admin);
    expect(await openCatalogue(page, '/programs', 'Programas')).toBeGreaterThan(5);
    const dialog = await openNew(page);
    await dialog.getByLabel('Código SAC').fill('10999');
    await dialog.getByLabel('Nombre').fill('Ingeniería Biomédica');
    await choose(page, dialog, 'Tipo', 'Pregrado');
    await dialog.getByRole('switch', { name: 'Habilita Trabajos de Grado' }).check();
    await saveDialog(page, 'Programa guardado correctamente');
    await search(page, 'Biomédica', 'Ingeniería Biomédica');
    await rowOf(page, 'Ingeniería Biomédica').getByText('10999').waitFor();

    await rowOf(page, 'Ingeniería Biomédica').getByRole('button', { name: 'Cambiar Nombre' }).click();
    const quick = dialogOf(page);
    await quick.getByText('Editar Registro').waitFor();
    await untilStill(page);
    await expect.poll(async () => (await quick.boundingBox())?.width).toBeLessThanOrEqual(400);
    await expect.poll(() => quick.getByRole('textbox').count()).toBe(1);
    await quick.getByLabel('Nombre').fill('Ingeniería Biomédica y Bioingeniería');
    await saveDialog(page, 'Programa actualizado correctamente', 'Editar');
    await rowOf(page, 'Ingeniería Biomédica y Bioingeniería').getByText('10999').waitFor();

    const excel = await exportExcel(page, 'programas');
    expect(excel.rows[0]).toEqual(['Id', 'Código SAC', 'Nombre', 'Tipo', 'Trabajo de Grado', 'Estado']);
    expect(excel.rows.slice(1).map((r) => r.slice(1))).toEqual([['10999', 'Ingeniería Biomédica y Bioingeniería', 'Pregrado', 'Sí', 'Activo']]);
  });

  it('Grupos de Investigación: validates, creates with lines, searches, exports and deletes', async () => {
    const page = await signedInPage(product(), ACCOUNTS.admin);
    expect(await openCatalogue(page, '/investigation_groups', 'Grupos de Investigación')).toBeGreaterThan(5);
    const name = 'Grupo de Investigación en Bioingeniería Aplicada';
    const dialog = await openNew(page);
    await dialog.getByLabel('Nombre').fill(name);
    await dialog.getByLabel('Sitio Web').fill('scienti gruplac');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('Dirección web inválida').waitFor();
    await expect.poll(() => dialog.getByText('Campo requerido').count()).toBe(2); // sectional, colciencias
    await choose(page, dialog, 'Seccional', 'Seccional Tunja');
    await dialog.getByLabel('Código Colciencias').fill('COL0199991');
    await dialog.getByLabel('Sitio Web').fill('https://scienti.minciencias.gov.co/gruplac/jsp/visualiza/visualizagr.jsp?nro=00000000019999');
    await choose(page, dialog, 'Líneas de Investigación', 'Salud pública y calidad de vida', 'Salud');
    await choose(page, dialog, 'Líneas de Investigación', 'Automatización, control y robótica', 'robó');
    await saveDialog(page, 'Grupo de Investigación guardado correctamente');

    await search(page, 'Bioingeniería', name);
    const row = rowOf(page, name);
    for (const text of ['Salud pública y calidad de vida', 'Automatización, control y robótica', 'Seccional Tunja', 'COL0199991', 'Activo']) {
      await row.getByText(text).waitFor();
    }
    const excel = await exportExcel(page, 'grupos_investigacion');
    expect(excel.rows[0]).toEqual(['Id', 'Nombre', 'Líneas de Investigación', 'Seccional', 'Colciencias', 'Sitio Web', 'Estado']);
    expect(excel.rows[1]!.slice(1, 5)).toEqual([name, 'Automatización, control y robótica, Salud pública y calidad de vida', 'Seccional Tunja', 'COL0199991']);
    await deleteRow(page, name, 'Grupo de Investigación eliminado correctamente');
    expect(product().consoleErrors().filter((e) => !/status of 500/.test(e))).toEqual([]);
  });
});
