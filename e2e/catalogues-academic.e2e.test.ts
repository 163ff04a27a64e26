import { describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import { expectSnack, nextListAnswer } from './actions';
import { ACCOUNTS, screenshot, signedInPage, useProduct } from './harness';
import {
  deleteRow,
  dialogOf,
  exportExcel,
  openCatalogue,
  openEdit,
  openNew,
  rowOf,
  saveDialog,
  search,
  typeDate,
} from './catalogues-actions';

/** Subjects, research lines, fields of action, periods, divisions, faculties and product types. */
describe('academic catalogues', () => {
  const product = useProduct();

  it('Líneas de Investigación: validates, creates, searches, edits, exports and deletes', async () => {
    const page = await signedInPage(product(), ACCOUNTS.admin);
    expect(await openCatalogue(page, '/investigation_lines', 'Líneas de Investigación')).toBeGreaterThan(5);
    await screenshot(page, 'catalogues-lines-table');

    const dialog = await openNew(page);
    // Impatient clicks queue several messages at once; the snackbar must still show every later one.
    await expectSnack(page, 'Por favor revise los errores', async () => {
      for (let i = 0; i < 3; i++) await dialog.getByRole('button', { name: 'Guardar' }).click();
    });
    await dialog.getByText('Campo requerido').waitFor();
    await dialog.getByLabel('Nombre').fill('Bio');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('Mínimo 5 caracteres').waitFor();
    await dialog.getByLabel('Nombre').fill('Bioeconomía y biodiversidad amazónica');
    await saveDialog(page, 'Línea de Investigación guardada correctamente');

    await search(page, 'biodiversidad', 'Bioeconomía y biodiversidad amazónica');
    // The search lives in the page address, as every list's state does: a reload keeps it.
    await page.waitForURL((url) => url.searchParams.get('q') === 'biodiversidad');
    const reloaded = nextListAnswer<{ data: { id: number; name: string }[]; meta: { total: number } }>(page, (url) => url.searchParams.get('q') === 'biodiversidad');
    await page.reload();
    expect((await reloaded).body.data.map((r) => r.name)).toEqual(['Bioeconomía y biodiversidad amazónica']);
    await expect.poll(() => page.getByRole('textbox', { name: 'Buscar' }).inputValue()).toBe('biodiversidad');
    const edit = await openEdit(page, 'Bioeconomía y biodiversidad amazónica');
    await expect.poll(() => edit.getByLabel('Nombre').inputValue()).toBe('Bioeconomía y biodiversidad amazónica');
    await edit.getByLabel('Nombre').fill('Bioeconomía y biodiversidad de la Amazonía');
    await edit.getByRole('switch', { name: 'Activo' }).uncheck();
    await saveDialog(page, 'Línea de Investigación actualizada correctamente', 'Editar');
    await rowOf(page, 'Bioeconomía y biodiversidad de la Amazonía').getByText('Inactivo').waitFor();

    // The export holds the rows the search selects, with Spanish headers.
    const excel = await exportExcel(page, 'lineas_investigacion');
    expect(excel.rows[0]).toEqual(['Id', 'Nombre', 'Estado']);
    expect(excel.rows.slice(1).map((r) => r.slice(1))).toEqual([['Bioeconomía y biodiversidad de la Amazonía', 'Inactivo']]);

    await deleteRow(page, 'Bioeconomía y biodiversidad de la Amazonía', 'Línea de Investigación eliminada correctamente');
    await page.getByText('No hay registros para mostrar').waitFor();
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await page.getByRole('textbox', { name: 'Buscar' }).fill('');
    await page.locator('.MuiDataGrid-row').first().waitFor();
  });

  it('Asignaturas: the SAC sync reports added and updated subjects and never duplicates', async () => {
    const page = await signedInPage(product(), ACCOUNTS.admin);
    const before = await openCatalogue(page, '/subjects', 'Asignaturas');
    expect(before).toBeGreaterThan(0);
    const sync = () => page.getByRole('button', { name: 'Sincronizar con SAC' }).click();
    const first = await expectSnack(page, /Sincronización finalizada: \d+ asignaturas nuevas, \d+ actualizadas/, sync);
    const [, added, updated] = /(\d+) asignaturas nuevas, (\d+) actualizadas/.exec(first)!.map(Number);
    expect(added).toBeGreaterThan(0);
    expect(updated).toBeGreaterThan(0);
    await expectSnack(page, 'Sincronización finalizada: 0 asignaturas nuevas, 0 actualizadas', sync);

    const dialog = await openNew(page);
    await dialog.getByLabel('Nombre').fill('Seminario de Investigación Formativa');
    await dialog.getByLabel('Programa SAC').fill('10125');
    await dialog.getByLabel('Código SAC').fill('1012599');
    await saveDialog(page, 'Asignatura guardada correctamente');
    await search(page, 'Formativa', 'Seminario de Investigación Formativa');
    await rowOf(page, 'Seminario de Investigación Formativa').getByText('1012599').waitFor();
  });

  it('Campos de Acción, Divisiones, Facultades and Tipos de Productos: open, create and search', async () => {
    const page = await signedInPage(product(), ACCOUNTS.admin);
    const cases = [
      { route: '/action_fields', title: 'Campos de Acción', name: 'Responsabilidad Social Universitaria', saved: 'Campo de Acción guardado correctamente' },
      { route: '/divisions', title: 'Divisiones', name: 'División de Ciencias Agropecuarias', saved: 'División guardada correctamente' },
      { route: '/faculties', title: 'Facultades', name: 'Facultad de Zootecnia', saved: 'Facultad guardada correctamente' },
      { route: '/product_types', title: 'Tipos de Productos de Investigación', name: 'Divulgación Pública de la Ciencia', saved: 'Tipo de Producto guardado correctamente' },
    ];
    for (const c of cases) {
      expect(await openCatalogue(page, c.route, c.title), c.route).toBeGreaterThan(0);
      const dialog = await openNew(page);
      await dialog.getByLabel('Nombre').fill(c.name);
      // A double click on 'Guardar' saves once: one POST, no 'already exists' error after the success.
      const posts: string[] = [];
      const onRequest = (r: Request) => r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/api/') && posts.push(r.url());
      page.on('request', onRequest);
      await expectSnack(page, c.saved, () => dialog.getByRole('button', { name: 'Guardar', exact: true }).dblclick());
      await dialog.waitFor({ state: 'detached' });
      page.off('request', onRequest);
      expect(posts, c.route).toHaveLength(1);
      await search(page, c.name.split(' ').at(-1)!, c.name);
      await rowOf(page, c.name).getByText('Activo').waitFor();
    }

    // A division that sectionals and hotbeds still use cannot go; the new one can.
    await openCatalogue(page, '/divisions', 'Divisiones');
    await search(page, 'Ingenierías', 'División de Ingenierías');
    await rowOf(page, 'División de Ingenierías').getByRole('button', { name: 'Eliminar' }).click();
    await expectSnack(page, 'Imposible Eliminar Registro', () => dialogOf(page).getByRole('button', { name: 'Eliminar' }).click());
    await rowOf(page, 'División de Ingenierías').waitFor();
    await search(page, 'Agropecuarias', 'División de Ciencias Agropecuarias');
    await deleteRow(page, 'División de Ciencias Agropecuarias', 'División eliminada correctamente');
  });

  it('Periodo de Estrategia: dates in DD/MM/YYYY, end not before start, state column, load error', async () => {
    const page = await signedInPage(product(), ACCOUNTS.admin);
    expect(await openCatalogue(page, '/strategy_periods', 'Periodo de Estrategia')).toBeGreaterThanOrEqual(2);
    const firstStart = await page.locator('.MuiDataGrid-row').first().locator('[data-field="date_start"]').textContent();
    expect(firstStart).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await page.locator('.MuiDataGrid-row').getByText('Activo', { exact: true }).first().waitFor();

    const dialog = await openNew(page);
    await dialog.getByLabel('Descripción').fill('Periodo Intersemestral 2030');
    await typeDate(page, dialog, 'Fecha Inicio', '15/01/2030');
    await typeDate(page, dialog, 'Fecha Final', '10/01/2030');
    await dialog.getByText('La fecha debe ser mayor a la inicial').waitFor();
    await screenshot(page, 'catalogues-period-dialog');
    await expectSnack(page, 'Por favor revise los errores', () => dialog.getByRole('button', { name: 'Guardar' }).click());
    await typeDate(page, dialog, 'Fecha Final', '30/06/2030');
    await expect.poll(() => dialog.getByText('La fecha debe ser mayor a la inicial').count()).toBe(0);
    await saveDialog(page, 'Periodo guardado correctamente');
    await search(page, 'Intersemestral', 'Periodo Intersemestral 2030');
    const row = rowOf(page, 'Periodo Intersemestral 2030');
    await row.getByText('15/01/2030').waitFor();
    await row.getByText('30/06/2030').waitFor();
    await row.getByText('Inactivo').waitFor();

    // The list failing to load says so in the spec's words.
    const periodsList = (url: URL) => url.pathname === '/api/siiicca/strategy_periods';
    await page.route(periodsList, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'x' }) }),
    );
    await expectSnack(page, 'Error Obteniendo los Periodos', () => page.reload());
    await page.unroute(periodsList);
    expect(product().consoleErrors().filter((e) => !/status of 500/.test(e))).toEqual([]);
  });
});
