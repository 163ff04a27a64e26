import { describe, expect, it } from 'vitest';
import { expectSnack, fillLogin, openUserMenu, signIn, signOut } from './actions';
import { ACCOUNTS, screenshot, useProduct } from './harness';

// A server of its own: changing the administrator's password must not disturb other test files.
describe('change password', () => {
  const product = useProduct();

  it('validates as the user types, rejects a wrong old password, then changes it', async () => {
    const page = await product().newPage();
    await signIn(page, ACCOUNTS.admin);
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Cambiar Contraseña' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cambiar Contraseña' });
    const save = dialog.getByRole('button', { name: 'Guardar' });
    await expect.poll(() => save.isDisabled()).toBe(true);

    await dialog.getByLabel('Contraseña Actual').fill('x');
    await dialog.getByLabel('Contraseña Actual').fill('');
    await dialog.getByText('Contraseña Requerida', { exact: true }).waitFor();
    await dialog.getByLabel('Nueva Contraseña').fill('corta');
    await dialog.getByText('Mínimo 8 caracteres', { exact: true }).waitFor();
    await dialog.getByLabel('Contraseña Actual').fill('Incorrecta#2026');
    await dialog.getByLabel('Nueva Contraseña').fill('Investigacion#2026');
    await dialog.getByLabel('Repetir Contraseña').fill('Investigacion#2025');
    await dialog.getByText('Contraseñas no coinciden', { exact: true }).waitFor();
    await expect.poll(() => save.isDisabled()).toBe(true);
    await dialog.getByLabel('Repetir Contraseña').fill('Investigacion#2026');
    await dialog.getByText('Contraseñas no coinciden', { exact: true }).waitFor({ state: 'detached' });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await screenshot(page, 'change-password-dialog');

    await expectSnack(page, 'La contraseña actual no es correcta', () => save.click());
    await dialog.getByText('La contraseña actual no es correcta', { exact: true }).waitFor();

    await dialog.getByLabel('Contraseña Actual').fill(ACCOUNTS.admin.password);
    await expectSnack(page, 'Contraseña actualizada correctamente', () => save.click());
    await dialog.waitFor({ state: 'detached' });

    await signOut(page);
    await fillLogin(page, ACCOUNTS.admin);
    await page.getByRole('alert').filter({ hasText: 'Usuario o contraseña incorrectos' }).first().waitFor();
    await signIn(page, ACCOUNTS.admin, { password: 'Investigacion#2026' });
    await expect.poll(() => new URL(page.url()).pathname).toBe('/my_strategies');
  });

  it('logs no browser errors', () => {
    expect(product().consoleErrors()).toEqual([]);
  });
});
