import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ANNOUNCEMENTS, CAT_MSG, MSG, RECOVERY_MSG } from '@siiicca/shared';
import { expectSnack, menuRoutes, openUserMenu, shownSnacks, signIn } from './actions';
import { ACCOUNTS, screenshot, useProduct } from './harness';
import { bogotaDay, dialogOf, openCatalogue, openNew, rowOf, typeDate } from './catalogues-actions';

/**
 * Issue 9, "nothing is lost or hidden silently": text past a limit, closing a changed form, a list
 * that failed to load, a failed export, a permission taken away, an unknown address on the recovery
 * page, and a form that gives all its errors in one round.
 */

const DISCARD_TITLE = '¿Descartar los cambios?';
const discardQuestion = (page: Page) => page.getByRole('dialog', { name: DISCARD_TITLE });

/** Ticks the ALTCHA checkbox and waits until the proof of work is done (recovery.e2e.test.ts does the same). */
async function solveCaptcha(page: Page) {
  await page.getByRole('checkbox', { name: 'No soy un robot' }).click({ force: true });
  await page.getByText('Verificado', { exact: true }).waitFor();
}

describe('nothing is lost or hidden silently', () => {
  // A cheap captcha, as in recovery.e2e.test.ts: the proof of work is not what is tested here.
  const product = useProduct({ ALTCHA_COST: '50', ALTCHA_MAX_NUMBER: '200' });
  let admin: Page;
  beforeAll(async () => {
    admin = await product().newPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    await signIn(admin, ACCOUNTS.admin);
  });

  it('the first Cancelar of a fresh screen asks before discarding typed work, and says "No se Guardó..."', async () => {
    // A fresh load: the reported bug was the very first cancel discarding without a word.
    await openCatalogue(admin, '/investigation_lines', 'Líneas de Investigación');
    const dialog = await openNew(admin);
    await dialog.getByLabel('Nombre').fill('Línea que no se guardará');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await discardQuestion(admin).waitFor();
    await screenshot(admin, 'lossless-discard-question');
    await discardQuestion(admin).getByRole('button', { name: 'Seguir editando' }).click();
    await discardQuestion(admin).waitFor({ state: 'detached' });
    await expect.poll(() => dialog.getByLabel('Nombre').inputValue()).toBe('Línea que no se guardará');

    // Esc asks the same; discarding closes the form and says so.
    await dialog.getByLabel('Nombre').press('Escape');
    await discardQuestion(admin).waitFor();
    await expectSnack(admin, MSG.notSaved, () => discardQuestion(admin).getByRole('button', { name: 'Descartar' }).click());
    await dialogOf(admin).waitFor({ state: 'detached' });

    // Unchanged forms close at once, by Cancelar or by Esc, with no question.
    let clean = await openNew(admin);
    await expect.poll(() => clean.getByLabel('Nombre').inputValue()).toBe('');
    await clean.getByRole('button', { name: 'Cancelar' }).click();
    await clean.waitFor({ state: 'detached' });
    clean = await openNew(admin);
    await admin.keyboard.press('Escape');
    await clean.waitFor({ state: 'detached' });
    await expect.poll(() => discardQuestion(admin).count()).toBe(0);
  });

  it('leaving the page with a changed form asks: the back button, a reload or closing the tab', async () => {
    const page = await product().newPage();
    await signIn(page, ACCOUNTS.admin);
    // Arrived at by a link, so that the browser's back button stays inside the product.
    await page.goto('/dashboard');
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('button', { name: 'Catálogos' }).click();
    await menu.getByRole('link', { name: 'Líneas de Investigación' }).click();
    await page.getByRole('heading', { name: 'Líneas de Investigación', exact: true }).waitFor();
    const dialog = await openNew(page);
    await dialog.getByLabel('Nombre').fill('Línea a medio escribir');

    // The browser's back button: the product asks, and staying keeps the work.
    await page.evaluate(() => history.back());
    await discardQuestion(page).waitFor();
    await discardQuestion(page).getByRole('button', { name: 'Seguir editando' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/investigation_lines');
    await expect.poll(() => dialog.getByLabel('Nombre').inputValue()).toBe('Línea a medio escribir');

    // Reloading or closing the tab: the browser's own question (beforeunload); staying keeps the work.
    const question = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const asked = await question;
    expect(asked.type()).toBe('beforeunload');
    await asked.dismiss();
    expect(page.isClosed()).toBe(false);
    await expect.poll(() => dialog.getByLabel('Nombre').inputValue()).toBe('Línea a medio escribir');

    // Cambiar Contraseña guards typed passwords the same way; empty, it closes at once.
    await dialog.getByLabel('Nombre').press('Escape');
    await discardQuestion(page).getByRole('button', { name: 'Descartar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Cambiar Contraseña' }).click();
    const password = page.getByRole('dialog', { name: 'Cambiar Contraseña' });
    await password.getByLabel('Contraseña Actual').fill('algo escrito');
    await password.getByRole('button', { name: 'Cancelar' }).click();
    await expectSnack(page, MSG.notSaved, () => discardQuestion(page).getByRole('button', { name: 'Descartar' }).click());
    await password.waitFor({ state: 'detached' });
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Cambiar Contraseña' }).click();
    await password.getByLabel('Contraseña Actual').waitFor();
    await password.getByRole('button', { name: 'Cancelar' }).click();
    await password.waitFor({ state: 'detached' });
    await expect.poll(() => discardQuestion(page).count()).toBe(0);
  });

  it('text past a limit, typed or pasted, stays whole and says "Máximo N letras"; saving is refused', async () => {
    await openCatalogue(admin, '/sectionals', 'Seccionales');
    const dialog = await openNew(admin);
    const name = dialog.getByLabel('Nombre');
    const typed = `Sede ${'a'.repeat(96)}`; // 101 characters, one past the limit of 100
    await name.click();
    await admin.keyboard.type(typed);
    // Shown while still in the field, not only after leaving it.
    await dialog.getByText(CAT_MSG.max(100), { exact: true }).waitFor();
    await expect.poll(() => name.inputValue()).toBe(typed);
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');

    const pasted = `Calle ${'9'.repeat(204)}`; // 210 characters, the limit is 200
    await admin.evaluate((text) => navigator.clipboard.writeText(text), pasted);
    await dialog.getByLabel('Dirección').click();
    await admin.keyboard.press('ControlOrMeta+V');
    await dialog.getByText(CAT_MSG.max(200), { exact: true }).waitFor();
    await expect.poll(() => dialog.getByLabel('Dirección').inputValue()).toBe(pasted);
    await screenshot(admin, 'lossless-over-limit');

    await expectSnack(admin, 'Por favor revise los errores', () => dialog.getByRole('button', { name: 'Guardar' }).click());
    await expect.poll(() => dialog.isVisible()).toBe(true);

    // Back within the limit, the message goes as it is typed.
    await name.fill(typed.slice(0, 100));
    await expect.poll(() => dialog.getByText(CAT_MSG.max(100), { exact: true }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await discardQuestion(admin).getByRole('button', { name: 'Descartar' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('a list that failed to load says so with Reintentar, not "No hay registros para mostrar"', async () => {
    const list = (url: URL) => url.pathname === ANNOUNCEMENTS.api;
    await admin.route(list, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' }));
    await admin.goto('/announcements');
    const retry = admin.getByRole('button', { name: 'Reintentar' });
    await retry.waitFor();
    await admin.getByText(ANNOUNCEMENTS.messages.loadError).first().waitFor();
    await expect.poll(() => admin.getByText('No hay registros para mostrar').count()).toBe(0);
    await screenshot(admin, 'lossless-list-failed');

    await admin.unroute(list);
    await retry.click();
    await admin.locator('.MuiDataGrid-row').first().waitFor();
    await expect.poll(() => retry.count()).toBe(0);
  });

  it('a failed export says "Error al Obtener el Excel" once, even for a double click', async () => {
    await openCatalogue(admin, '/investigation_lines', 'Líneas de Investigación');
    const exports: string[] = [];
    const excel = (url: URL) => url.pathname.startsWith('/api/siiicca/export_');
    await admin.route(excel, (route) => {
      exports.push(route.request().url());
      return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: MSG.exportFailed }) });
    });
    const since = Date.now();
    await expectSnack(admin, MSG.exportFailed, () => admin.getByRole('button', { name: 'Exportar' }).dblclick());
    await admin.unroute(excel);
    // The snackbar shows its messages in order: whatever the failure said comes before this one.
    await expectSnack(admin, MSG.exportOk, () => admin.getByRole('button', { name: 'Exportar' }).click());
    // Every message mounted since the double click (a repeat would show as a second entry).
    expect(await shownSnacks(admin, since)).toEqual([MSG.exportFailed, MSG.exportOk]);
    expect(exports).toHaveLength(1);
  });

  it('the side menu follows a permission taken away, without signing in again', async () => {
    /** Ticks or unticks one permission of the Docente profile, as an administrator does on Perfiles. */
    const setDocentePermission = async (description: string, on: boolean) => {
      await openCatalogue(admin, '/profiles', 'Perfiles');
      await rowOf(admin, 'Docente').first().getByRole('button', { name: 'Permisos' }).click();
      const dialog = admin.getByRole('dialog', { name: /Permisos del perfil Docente/ });
      const box = dialog.getByRole('checkbox', { name: description });
      await box.waitFor();
      if ((await box.isChecked()) !== on) await box.click();
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await dialog.waitFor({ state: 'detached' });
    };

    await setDocentePermission('Gestionar convocatorias', true);
    const lecturer = await product().newPage();
    await signIn(lecturer, ACCOUNTS.docente2);
    await expect.poll(() => menuRoutes(lecturer)).toContain('/announcements');
    await expect.poll(() => menuRoutes(lecturer)).toContain('/my_projects');
    await lecturer.getByRole('button', { name: 'Proyectos de Investigación' }).click();

    // An action: the entry still on screen is followed, the server refuses, and the menu catches up.
    await setDocentePermission('Gestionar convocatorias', false);
    await lecturer.getByRole('link', { name: 'Convocatorias' }).click();
    await expect.poll(() => menuRoutes(lecturer)).not.toContain('/announcements');
    await expect.poll(() => menuRoutes(lecturer)).toContain('/my_projects');

    // Coming back to the window: the menu asks the server again, and the screen on show is refused
    // in place (the route guards read the same permissions).
    await lecturer.getByRole('link', { name: 'Mis Proyectos' }).click();
    await lecturer.waitForURL('**/my_projects');
    await setDocentePermission('Registrar y gestionar sus propios proyectos de investigación', false);
    // Headless Chromium keeps every window focused and visible, so switching windows fires nothing;
    // the browser's own event for "this window got the focus back" is sent instead.
    await lecturer.evaluate(() => window.dispatchEvent(new FocusEvent('focus')));
    await expect.poll(() => menuRoutes(lecturer)).not.toContain('/my_projects');
    await lecturer.getByText('Acceso denegado').waitFor();
    await screenshot(lecturer, 'lossless-menu-after-removal');

    await setDocentePermission('Registrar y gestionar sus propios proyectos de investigación', true);
  });

  it('an unknown address on the recovery page is the address’s fault, not the captcha’s', async () => {
    const page = await product().newPage();
    await page.goto('/recover');
    const email = page.getByLabel('Correo Electrónico');
    await email.fill('nadie.registrado@siiicca.test');
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByText(RECOVERY_MSG.accountNotFound, { exact: true }).waitFor();
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => email.getAttribute('aria-describedby')).toBeTruthy();
    const described = async () => page.locator(`#${await email.getAttribute('aria-describedby')}`).textContent();
    await expect.poll(described).toBe(RECOVERY_MSG.accountNotFound);
    // The spent challenge needs solving again: said as a hint, not as the failure.
    await page.getByText('Resuelva el captcha nuevamente', { exact: true }).waitFor();
    await expect.poll(() => page.getByText(RECOVERY_MSG.captchaRequired).count()).toBe(0);
    await expect.poll(() => page.getByText(RECOVERY_MSG.captchaInvalid).count()).toBe(0);
    await screenshot(page, 'lossless-recovery-unknown');

    await email.fill('docente@siiicca.test');
    await expect.poll(() => page.getByText(RECOVERY_MSG.accountNotFound).count()).toBe(0);
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByRole('radio', { name: 'd*****e@s******.test' }).waitFor();
  });

  it('Convocatorias gives every error in one round; a new document row is not red before anything was typed', async () => {
    await openCatalogue(admin, '/announcements', 'Convocatorias');
    const dialog = await openNew(admin);
    await dialog.getByRole('button', { name: 'Agregar Documento' }).click();
    const document = dialog.getByRole('textbox', { name: 'Documento 1' });
    await document.waitFor();
    // Another field checked on leaving it: once its message shows, the check the new row started has answered too.
    const name = dialog.getByLabel('Nombre');
    await name.fill('Conv');
    await name.blur();
    await dialog.getByText(CAT_MSG.min5, { exact: true }).waitFor();
    await expect.poll(() => document.getAttribute('aria-invalid')).toBe('false');
    await expect.poll(() => dialog.getByText('Campo requerido').count()).toBe(0);
    await name.fill('');
    await dialog.getByLabel('Descripción').fill('Convocatoria de prueba');

    // Name empty, the document unnamed, the start yesterday and the end before it: all at once.
    await typeDate(admin, dialog, 'Fecha Inicio', bogotaDay(-1));
    await typeDate(admin, dialog, 'Fecha Final', bogotaDay(-2));
    await expectSnack(admin, 'Por favor revise los errores', () => dialog.getByRole('button', { name: 'Guardar' }).click());
    await dialog.getByText(CAT_MSG.startInPast).waitFor();
    await dialog.getByText(CAT_MSG.endBeforeStart).waitFor();
    await expect.poll(() => dialog.getByText('Campo requerido').count()).toBe(2); // Nombre and Documento 1
    await expect.poll(() => document.getAttribute('aria-invalid')).toBe('true');
    await screenshot(admin, 'lossless-announcement-errors');

    // A row added after that attempt starts clean too.
    await dialog.getByRole('button', { name: 'Agregar Documento' }).click();
    const second = dialog.getByRole('textbox', { name: 'Documento 2' });
    await second.waitFor();
    await name.fill('Convocatoria con errores');
    await name.blur();
    await expect.poll(() => dialog.getByText('Campo requerido').count()).toBe(1); // Documento 1 only
    await expect.poll(() => second.getAttribute('aria-invalid')).toBe('false');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await discardQuestion(admin).getByRole('button', { name: 'Descartar' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('raised no browser errors', () => {
    expect(product().consoleErrors().filter((e) => !/status of 500/.test(e))).toEqual([]);
  });
});
