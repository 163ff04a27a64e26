import { describe, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { SCREENS } from '@siiicca/shared';
import { expectNoAxeViolations } from './a11y';
import { openInApp, openUserMenu, untilStill } from './actions';
import { dialogOf, openCatalogue, openNew, recordsOf, rowOf, search } from './catalogues-actions';
import { ACCOUNTS, PHONE, sharedPage, signedInPage, useProduct, type TAccount, type TProduct } from './harness';

// The carousel stands still (as it does for anyone who asks the system for less motion), so axe
// never measures a slide halfway through its fade.
const STILL: BrowserContextOptions = { reducedMotion: 'reduce' };
const ON_PHONE: BrowserContextOptions = { ...STILL, viewport: PHONE, isMobile: true, hasTouch: true };

/** Waits for the screen's own content (its title, and its rows where it has a table), then for stillness. */
async function screenReady(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  if (await page.getByRole('textbox', { name: 'Buscar' }).count()) {
    // A list's rows: the catalogue grid or cards, or a plain table's first row past its header (Evaluadores).
    await recordsOf(page).first().or(page.getByText('No hay registros para mostrar')).or(page.getByRole('table').getByRole('row').nth(1)).first().waitFor();
    await page.getByText('Cargando…').first().waitFor({ state: 'detached' });
  }
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
  await untilStill(page);
}

/**
 * Opens a screen on the shared page and checks it. The page's first screen loads the app; the next ones
 * are opened inside it, as its links do (openInApp): the same route and screen, without starting the
 * whole app again for each (about a third of the file's CPU).
 */
async function visit(page: Page, path: string) {
  await openInApp(page, path);
  await screenReady(page);
  await expectNoAxeViolations(page, path);
}

const signedIn = (product: TProduct, account: TAccount, options: BrowserContextOptions = {}) =>
  signedInPage(product, account, { ...STILL, ...options });
/** The page the screen-after-screen checks share per account and size (visit opens each screen in it). */
const reading = (product: TProduct, account: TAccount | null, options: BrowserContextOptions = {}) => sharedPage(product, account, { ...STILL, ...options });

// The session-expiry dialog is checked where it opens, in session-expiry.e2e.test.ts (its product's tokens
// last 75 s): a product of its own here cost a server, a browser and a sign-in for one check.
describe('accessibility (axe-core, WCAG 2 A and AA)', () => {
  const product = useProduct();

  describe('signed out', () => {
    for (const path of ['/', '/welcome', '/login', '/login/estudiante', '/recover', '/signup', '/activate', '/no-existe']) {
      it(`${path} on a desktop`, async () => visit(await reading(product(), null), path));
    }
    for (const path of ['/', '/login', '/recover']) {
      it(`${path} on a phone`, async () => visit(await reading(product(), null, ON_PHONE), path));
    }

    it('the reset page with a link that does not work', async () => {
      const page = await product().newPage(STILL);
      await page.goto('/findrecover/enlace-que-no-existe');
      await page.getByRole('alert').first().waitFor();
      await untilStill(page);
      await expectNoAxeViolations(page, 'reset page, bad token');
    });
  });

  describe('signed in as the administrator', () => {
    for (const screen of SCREENS) {
      it(`${screen.title} (${screen.path})`, async () => visit(await reading(product(), ACCOUNTS.admin), screen.path));
    }
    it('the access-denied and not-found pages', async () => {
      const page = await reading(product(), ACCOUNTS.admin);
      await visit(page, '/forbidden');
      await visit(page, '/no-existe');
    });

    for (const path of ['/dashboard', '/users', '/investigation_groups']) {
      it(`${path} on a phone`, async () => visit(await reading(product(), ACCOUNTS.admin, ON_PHONE), path));
    }

    it('the side menu open on a phone', async () => {
      const page = await signedIn(product(), ACCOUNTS.admin, ON_PHONE);
      await page.goto('/dashboard');
      await screenReady(page);
      await page.getByRole('button', { name: 'Mostrar menú' }).click();
      await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Inicio', exact: true }).waitFor();
      await untilStill(page);
      await expectNoAxeViolations(page, 'side menu on a phone');
    });

    it('the user menu and the change-password dialog with its messages', async () => {
      const page = await signedIn(product(), ACCOUNTS.admin);
      await page.goto('/dashboard');
      await screenReady(page);
      await openUserMenu(page);
      await page.getByRole('menuitem', { name: 'Cambiar Contraseña' }).waitFor();
      await untilStill(page);
      await expectNoAxeViolations(page, 'user menu');
      await page.getByRole('menuitem', { name: 'Cambiar Contraseña' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cambiar Contraseña' });
      await dialog.getByLabel('Nueva Contraseña').fill('corta');
      await dialog.getByText('Mínimo 8 caracteres', { exact: true }).waitFor();
      await untilStill(page);
      await expectNoAxeViolations(page, 'change-password dialog');
    });

    it("a catalogue's Nuevo dialog with its errors and an open list", async () => {
      const page = await signedIn(product(), ACCOUNTS.admin);
      await openCatalogue(page, '/investigation_groups', 'Grupos de Investigación');
      const dialog = await openNew(page);
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await dialog.getByText('Campo requerido').first().waitFor();
      await untilStill(page);
      await expectNoAxeViolations(page, 'Nuevo dialog with errors');
      await dialog.getByRole('combobox', { name: 'Seccional' }).click();
      await page.getByRole('listbox').waitFor();
      await untilStill(page);
      await expectNoAxeViolations(page, 'Nuevo dialog with an open list');
    });

    it('the delete confirmation', async () => {
      const page = await signedIn(product(), ACCOUNTS.admin);
      await openCatalogue(page, '/divisions', 'Divisiones');
      await recordsOf(page).first().getByRole('button', { name: 'Eliminar' }).click();
      await dialogOf(page).getByRole('button', { name: 'Cancelar' }).waitFor();
      await untilStill(page);
      await expectNoAxeViolations(page, 'delete confirmation');
    });

    it('the permissions dialog', async () => {
      const page = await signedIn(product(), ACCOUNTS.admin);
      await openCatalogue(page, '/profiles', 'Perfiles');
      await rowOf(page, 'Revisor').getByRole('button', { name: 'Permisos' }).click();
      await dialogOf(page).getByRole('checkbox', { name: 'Seleccionar todos' }).waitFor();
      await untilStill(page);
      await expectNoAxeViolations(page, 'permissions dialog');
    });

    it('the sectional relationships dialog, on a desktop and on a phone', async () => {
      for (const options of [{}, ON_PHONE]) {
        const page = await signedIn(product(), ACCOUNTS.admin, options);
        await openCatalogue(page, '/sectionals', 'Seccionales');
        await search(page, 'Medellín', 'Sede Medellín');
        await rowOf(page, 'Sede Medellín').first().getByRole('button', { name: 'Relaciones' }).click();
        const divisions = dialogOf(page).getByRole('region', { name: 'Divisiones' });
        await divisions.getByText('División de Ingenierías').click();
        await dialogOf(page).getByRole('region', { name: 'Facultades' }).getByText('Facultad de Ingeniería de Sistemas').waitFor();
        await page.getByRole('progressbar').waitFor({ state: 'detached' });
        await untilStill(page);
        await expectNoAxeViolations(page, `relationships dialog ${options === ON_PHONE ? 'on a phone' : ''}`);
      }
    });

    it("Convocatorias' dialog with its date picker open, and a call's Ejecución dialog", async () => {
      const page = await signedIn(product(), ACCOUNTS.admin);
      await openCatalogue(page, '/announcements', 'Convocatorias');
      await recordsOf(page).first().getByRole('button', { name: 'Ejecución', exact: true }).click();
      const execution = dialogOf(page);
      await execution.getByLabel('Presupuesto máximo por proyecto').waitFor();
      await untilStill(page);
      await expectNoAxeViolations(page, 'Ejecución dialog');
      await execution.getByRole('button', { name: 'Cancelar' }).click();
      await execution.waitFor({ state: 'detached' });
      const dialog = await openNew(page);
      await dialog.getByRole('button', { name: 'Agregar Documento' }).click();
      await dialog.getByRole('textbox', { name: 'Documento 1' }).waitFor();
      await expectNoAxeViolations(page, 'Convocatorias dialog');
      await dialog.getByRole('button', { name: /^Elige fecha/ }).first().click();
      await page.getByRole('grid').waitFor();
      await untilStill(page);
      await expectNoAxeViolations(page, 'Convocatorias date picker');
    });
  });

  describe('signed in as a lecturer', () => {
    for (const path of ['/dashboard', '/my_strategies', '/my_projects']) {
      it(path, async () => visit(await reading(product(), ACCOUNTS.docente), path));
    }
    it('the access-denied page of a screen outside the profile', async () => {
      const page = await reading(product(), ACCOUNTS.docente);
      await openInApp(page, '/users');
      await page.getByRole('heading', { name: 'Acceso denegado' }).waitFor();
      await untilStill(page);
      await expectNoAxeViolations(page, 'forbidden for a lecturer');
    });
  });
});
