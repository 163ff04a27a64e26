import { describe, expect, it } from 'vitest';
import { ACCOUNTS, PHONE, screenshot, signedInPage, useProduct } from './harness';
import {
  bogotaDay,
  choose,
  deleteRow,
  dialogOf,
  openCatalogue,
  openEdit,
  openNew,
  rowOf,
  saveDialog,
  search,
  typeDate,
} from './catalogues-actions';
import { expectSnack, untilStill } from './actions';

/** Countries, departments and cities (DIVIPOLA), research products, and calls (Convocatorias). */
describe('geography, products and calls', () => {
  const product = useProduct();

  it('País, Departamentos, Ciudades: typed codes, dependent references, a search of the long city list', async () => {
    const page = await signedInPage(product(), ACCOUNTS.admin);
    expect(await openCatalogue(page, '/countries', 'País')).toBe(10);
    let dialog = await openNew(page);
    await dialog.getByLabel('Código (ISO alfa-3)').fill('qq');
    await dialog.getByLabel('Nombre').fill('República de Prueba');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('Debe tener exactamente 3 caracteres').waitFor();
    await dialog.getByLabel('Código (ISO alfa-3)').fill('qqa');
    await saveDialog(page, 'País guardado correctamente');
    await search(page, 'QQA', 'República de Prueba');
    const edit = await openEdit(page, 'República de Prueba');
    await expect.poll(() => edit.getByLabel('Código (ISO alfa-3)').inputValue()).toBe('QQA');
    await expect.poll(() => edit.getByLabel('Código (ISO alfa-3)').isDisabled()).toBe(true);
    await edit.getByRole('button', { name: 'Cancelar' }).click();
    await search(page, 'Colombia');
    await rowOf(page, 'Colombia').getByRole('button', { name: 'Eliminar' }).click();
    await expectSnack(page, 'Imposible Eliminar Registro', () => dialogOf(page).getByRole('button', { name: 'Eliminar' }).click());

    expect(await openCatalogue(page, '/departments', 'Departamentos')).toBe(10);
    dialog = await openNew(page);
    await dialog.getByLabel('Código DANE').fill('12');
    await dialog.getByLabel('Nombre').fill('Departamento de Prueba');
    await choose(page, dialog, 'País', 'Colombia', 'Colom');
    await saveDialog(page, 'Departamento guardado correctamente');
    await search(page, 'Prueba', 'Departamento de Prueba');
    await rowOf(page, 'Departamento de Prueba').getByText('Colombia').waitFor();

    expect(await openCatalogue(page, '/cities', 'Ciudades')).toBe(10);
    // Found among every DIVIPOLA municipality seeded (how fast is npm run bench's to say, not a test's).
    await search(page, 'Medellín', '05001');
    await rowOf(page, '05001').getByText('Antioquia').waitFor();

    dialog = await openNew(page);
    await dialog.getByLabel('Código DANE').fill('05999');
    await dialog.getByLabel('Nombre').fill('Villa de Prueba');
    await choose(page, dialog, 'Departamento', 'Departamento de Prueba', 'Prueba');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('El código debe comenzar con el código del departamento').waitFor();
    await dialog.getByLabel('Código DANE').fill('12001');
    await saveDialog(page, 'Ciudad guardada correctamente');
    await search(page, '12001', 'Villa de Prueba');
    await deleteRow(page, 'Villa de Prueba', 'Ciudad eliminada correctamente');
  });

  it('Productos de Investigación: types with their pivot hours edited inside the dialog', async () => {
    const page = await signedInPage(product(), ACCOUNTS.admin);
    expect(await openCatalogue(page, '/products', 'Productos de Investigación')).toBe(10);
    const name = 'Prototipo de software de analítica de datos';
    const dialog = await openNew(page);
    await dialog.getByLabel('Nombre').fill(name);
    await dialog.getByRole('button', { name: 'Agregar Tipo' }).click();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => dialog.getByText('Campo requerido').count()).toBe(2);
    await choose(page, dialog, 'Tipo de Producto 1', 'Desarrollo Tecnológico e Innovación');
    await dialog.getByLabel('Horas 1').fill('8');
    await dialog.getByRole('button', { name: 'Agregar Tipo' }).click();
    await choose(page, dialog, 'Tipo de Producto 2', 'Desarrollo Tecnológico e Innovación');
    await dialog.getByLabel('Horas 2').fill('12');
    await saveDialog(page, 'Producto de Investigación guardado correctamente');
    await search(page, 'analítica', name);
    await rowOf(page, name).getByText('Desarrollo Tecnológico e Innovación · 8 h').waitFor();
    await rowOf(page, name).getByText('Desarrollo Tecnológico e Innovación · 12 h').waitFor();

    const edit = await openEdit(page, name);
    await expect.poll(() => edit.getByLabel('Horas 2').inputValue()).toBe('12');
    await edit.getByRole('button', { name: 'Quitar tipo 2' }).click();
    await saveDialog(page, 'Producto de Investigación actualizado correctamente', 'Editar');
    await expect.poll(() => rowOf(page, name).getByText(/ h$/).count()).toBe(1);
    await deleteRow(page, name, 'Producto de Investigación eliminado correctamente');

    expect(await openCatalogue(page, '/product_types', 'Tipos de Productos de Investigación')).toBeGreaterThanOrEqual(4);
  });

  it('Convocatorias: date rules, the required documents, state switch, edit and delete', async () => {
    const page = await signedInPage(product(), ACCOUNTS.admin);
    // The internal call, the blind one (issue 39) and the closed one.
    expect(await openCatalogue(page, '/announcements', 'Convocatorias')).toBe(3);
    const name = 'Convocatoria de Innovación Social con Comunidades';
    const dialog = await openNew(page);
    await expect.poll(() => dialog.getByRole('switch', { name: 'Activo' }).isChecked()).toBe(true);
    await dialog.getByLabel('Nombre').fill('Conv');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('Mínimo 5 caracteres').waitFor();
    await dialog.getByLabel('Nombre').fill(name);
    await dialog.getByLabel('Descripción').fill('Proyectos de innovación social con comunidades de la región.');
    await dialog.getByRole('button', { name: 'Agregar Documento' }).click();
    await dialog.getByRole('textbox', { name: 'Documento 1' }).fill('Carta de compromiso de la comunidad');
    await dialog.getByRole('button', { name: 'Agregar Documento' }).click();
    await dialog.getByRole('textbox', { name: 'Documento 2' }).fill('Presupuesto detallado');
    await choose(page, dialog, 'Tipo de archivo 2', 'Excel (.xls,.xlsx)');
    await dialog.getByRole('switch', { name: 'Obligatorio 2' }).uncheck();

    // A new call cannot start in the past; the end may not come before the start.
    await typeDate(page, dialog, 'Fecha Inicio', bogotaDay(-1));
    await typeDate(page, dialog, 'Fecha Final', bogotaDay(30));
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('La fecha inicial no puede ser anterior a hoy').waitFor();
    await typeDate(page, dialog, 'Fecha Inicio', bogotaDay(10));
    await typeDate(page, dialog, 'Fecha Final', bogotaDay(5));
    await dialog.getByText('La fecha debe ser mayor a la inicial').waitFor();
    await expectSnack(page, 'Por favor revise los errores', () => dialog.getByRole('button', { name: 'Guardar' }).click());
    await typeDate(page, dialog, 'Fecha Final', bogotaDay(40));
    await expect.poll(() => dialog.getByText('La fecha debe ser mayor a la inicial').count()).toBe(0);
    await untilStill(page);
    await screenshot(page, 'catalogues-announcement-dialog');
    await saveDialog(page, 'Convocatoria guardada correctamente');

    await search(page, 'Innovación Social', name);
    const row = rowOf(page, name);
    for (const text of ['Multicampus', bogotaDay(10), bogotaDay(40), 'Activo']) await row.getByText(text, { exact: true }).waitFor();
    let edit = await openEdit(page, name);
    await edit.getByRole('textbox', { name: 'Documento 2' }).waitFor();
    await expect.poll(() => edit.getByRole('switch', { name: 'Obligatorio 2' }).isChecked()).toBe(false);
    await edit.getByRole('button', { name: 'Quitar documento 2' }).click();
    await edit.getByRole('switch', { name: 'Activo' }).uncheck();
    await saveDialog(page, 'Convocatoria actualizada correctamente', 'Editar');
    await row.getByText('Inactivo').waitFor();
    edit = await openEdit(page, name);
    await edit.getByRole('textbox', { name: 'Documento 1' }).waitFor();
    await expect.poll(() => edit.getByRole('textbox', { name: 'Documento 2' }).count()).toBe(0);
    await edit.getByRole('button', { name: 'Cancelar' }).click();
    await edit.waitFor({ state: 'detached' });
    await deleteRow(page, name, 'Convocatoria eliminada correctamente');

    const list = (url: URL) => url.pathname === '/api/siiicca/announcements';
    await page.route(list, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' }));
    await expectSnack(page, 'Error al Obtener las Convocatorias', () => page.reload());
    await page.unroute(list);
  });

  it('works on a phone', async () => {
    const phone = await signedInPage(product(), ACCOUNTS.admin, { viewport: PHONE });
    await openCatalogue(phone, '/cities', 'Ciudades');
    await screenshot(phone, 'catalogues-phone-cities');
    const dialog = await openNew(phone);
    await dialog.getByLabel('Nombre').waitFor();
    await screenshot(phone, 'catalogues-phone-city-dialog');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    expect(product().consoleErrors().filter((e) => !/status of 500/.test(e))).toEqual([]);
  });
});
