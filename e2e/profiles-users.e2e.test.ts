import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clickOption, expectSnack, menuRoutes, signIn, storedSession } from './actions';
import { ACCOUNTS, screenshot, useProduct } from './harness';
import { search } from './catalogues-actions';

const PROFILE = 'Coordinación de Catálogos';
const USER = { name: 'Laura Coordinadora Ruiz', email: 'laura.coordinadora@siiicca.test', password: 'Coordinadora 2026' };

/** Picks an option of an MUI select by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await clickOption(page, page.getByRole('option', { name: option, exact: true }));
}

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function setPermission(page: Page, description: string, checked: boolean) {
  await rowOf(page, PROFILE).getByRole('button', { name: 'Permisos' }).click();
  const box = page.getByRole('dialog').getByRole('checkbox', { name: description });
  await (checked ? box.check() : box.uncheck());
  await expectSnack(page, 'Permisos guardados correctamente', () => page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click());
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

describe('profiles, permissions and users', () => {
  const product = useProduct();

  it('lets an administrator give a new user exactly the screens of a new profile, and take one away', async () => {
    const admin = await product().newPage();
    await signIn(admin, ACCOUNTS.admin);

    // A profile, validated with the spec's messages, then saved.
    await admin.goto('/profiles');
    await admin.getByRole('button', { name: 'Nuevo' }).click();
    let dialog = admin.getByRole('dialog');
    await dialog.getByText('Nuevo Registro').waitFor();
    await dialog.getByLabel('Nombre').fill('Coor');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('Mínimo 5 caracteres').waitFor();
    await dialog.getByText('Campo requerido').waitFor();
    await dialog.getByLabel('Nombre').fill(PROFILE);
    await dialog.getByLabel('Descripción').fill('Mantiene los campos de acción y los usuarios de su seccional');
    await expectSnack(admin, 'Registro guardado correctamente', () => dialog.getByRole('button', { name: 'Guardar' }).click());
    // Searched, and the list shows what the search found: a click on a row the grid is redrawing may miss it.
    await search(admin, 'Catálogos', PROFILE);
    await setPermission(admin, 'Gestionar usuarios', true);
    await setPermission(admin, 'Gestionar campos de acción', true);

    // A user with that profile and a product password.
    await admin.goto('/users');
    await admin.getByRole('button', { name: 'Nuevo' }).click();
    dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Nombre').fill(USER.name);
    await dialog.getByLabel('Correo Electrónico').fill(USER.email);
    await dialog.getByLabel('Identificación').fill('1020304050');
    await choose(admin, 'Seccional', 'Sede Principal Bogotá');
    await choose(admin, 'Perfiles', PROFILE);
    await choose(admin, 'Tipo de Cuenta', 'Admon (contraseña propia)');
    await dialog.getByLabel('Contraseña').fill(USER.password);
    await expectSnack(admin, 'Registro guardado correctamente', () => dialog.getByRole('button', { name: 'Guardar' }).click());
    await rowOf(admin, USER.email).getByText(PROFILE).waitFor();
    await screenshot(admin, 'users-list');

    // The new user sees exactly the allowed menus.
    const laura = await product().newPage();
    await signIn(laura, { user: USER.email, password: USER.password, type: 'adm' });
    await expect.poll(() => menuRoutes(laura)).toEqual(['/dashboard', '/users', '/action_fields']);
    await laura.goto('/users');
    await rowOf(laura, USER.email).waitFor();

    // Taking 'Gestionar usuarios' away: the API refuses her next call and the screen is denied.
    await admin.goto('/profiles');
    await search(admin, 'Catálogos', PROFILE);
    await setPermission(admin, 'Gestionar usuarios', false);
    await laura.goto('/users');
    await laura.waitForURL('**/forbidden');
    await laura.getByText('No tiene permisos para realizar esta acción').first().waitFor();
    const status = await laura.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('siiicca.session')!).token.access_token;
      return (await fetch('/api/users/users', { headers: { Authorization: `Bearer ${token}` } })).status;
    });
    expect(status).toBe(403);
  });

  it('deletes a user only after confirmation', async () => {
    const admin = await product().newPage();
    await signIn(admin, ACCOUNTS.admin);
    const token = (await storedSession(admin))!.token.access_token;
    const created = await admin.request.post('/api/users/users', {
      headers: { Authorization: `Bearer ${token}` },
      data: { name: 'Pedro Pasajero Temporal', email: 'pedro.temporal@siiicca.test', identity: '998877', id_sectional: 1, roles: [], account_type: 'sac' },
    });
    expect(created.status()).toBe(201);
    await admin.goto('/users');
    await search(admin, 'pedro.temporal', 'pedro.temporal@siiicca.test');
    const row = rowOf(admin, 'pedro.temporal@siiicca.test');
    await row.getByRole('button', { name: 'Eliminar' }).click();
    await expectSnack(admin, 'Acción Cancelada', () => admin.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click());
    await row.waitFor();
    await row.getByRole('button', { name: 'Eliminar' }).click();
    await expectSnack(admin, 'Registro eliminado correctamente', () => admin.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click());
    await admin.getByText('No hay registros para mostrar').waitFor();
    await admin.getByRole('button', { name: 'Actualizar' }).waitFor();
    expect(product().consoleErrors()).toEqual([]);
  });
});
