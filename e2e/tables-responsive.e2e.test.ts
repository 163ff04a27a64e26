import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ANNOUNCEMENTS, SCREENS } from '@siiicca/shared';
import { untilStill } from './actions';
import { ACCOUNTS, LAPTOP, PHONE, screenshot, sharedPage, signedInPage, useProduct } from './harness';
import { choose, dialogOf, openCatalogue, recordsOf, rowOf, search } from './catalogues-actions';

/** Every screen that is a table: the Administración, Catálogos and Ubicación Geográfica menus, and Convocatorias. */
const TABLE_SCREENS = SCREENS.filter((s) => s.group === 'admin' || s.group === 'catalogues' || s.group === 'geo' || s.path === '/announcements');
const WIDTHS = [
  { name: 'laptop', viewport: LAPTOP },
  { name: 'phone', viewport: PHONE },
];

/** The page itself never scrolls sideways. */
const pageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** What a person sees without scrolling sideways: the control lies inside the window's width and nothing covers it. */
async function expectReachable(page: Page, control: Locator, what: string) {
  await control.waitFor();
  // Scrolled into view as a person would: down the page or a dialog, but never sideways.
  const sideways = await control.evaluate((el) => {
    const scrollers: Element[] = [document.scrollingElement!];
    for (let a = el.parentElement; a; a = a.parentElement) scrollers.push(a);
    const before = scrollers.map((a) => a.scrollLeft);
    el.scrollIntoView({ block: 'center', inline: 'nearest' });
    return scrollers.some((a, i) => a.scrollLeft !== before[i]);
  });
  expect(sideways, `${what} needs sideways scrolling`).toBe(false);
  const box = (await control.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x, what).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, what).toBeLessThanOrEqual(width);
  // Inside the window but clipped by a table that scrolls sideways would still be out of reach.
  const onTop = await control.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
  });
  expect(onTop, `${what} is covered or clipped`).toBe(true);
}

/**
 * `expectReachable` for every control `controls` finds, measured in one pass in the page: a dialog
 * with sixty checkboxes costs one round trip to the browser instead of four per checkbox. Each is
 * scrolled into view, then must be visible, need no sideways scrolling, lie inside the window's
 * width and not be covered. `what` names a control without an aria-label in the message.
 */
async function expectEachReachable(page: Page, controls: Locator, what: string) {
  await controls.first().waitFor();
  const width = page.viewportSize()!.width;
  const measured = await controls.evaluateAll(
    (els, fallback) =>
      els.map((el) => {
        const scrollers: Element[] = [document.scrollingElement!];
        for (let a = el.parentElement; a; a = a.parentElement) scrollers.push(a);
        const before = scrollers.map((a) => a.scrollLeft);
        el.scrollIntoView({ block: 'center', inline: 'nearest' });
        const sideways = scrollers.some((a, i) => a.scrollLeft !== before[i]);
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        const visible = r.width > 0 && r.height > 0 && style.visibility !== 'hidden';
        const onTop = el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
        return { name: el.getAttribute('aria-label') ?? fallback, visible, sideways, left: r.x, right: r.x + r.width, onTop };
      }),
    what,
  );
  expect(measured.length, `${what}: none found`).toBeGreaterThan(0);
  for (const c of measured) {
    expect(c.visible, `${c.name} is not visible`).toBe(true);
    expect(c.sideways, `${c.name} needs sideways scrolling`).toBe(false);
    expect(c.left, c.name).toBeGreaterThanOrEqual(0);
    expect(c.right, c.name).toBeLessThanOrEqual(width);
    expect(c.onTop, `${c.name} is covered or clipped`).toBe(true);
  }
}

describe('tables on every screen size', () => {
  const product = useProduct();
  // The checks of one width share a page (each opens its screen with a full load of its address):
  // they only open a screen or a dialog and measure it.
  const pageAt = (viewport: { width: number; height: number }) => sharedPage(product(), ACCOUNTS.admin, { viewport });

  for (const { name, viewport } of WIDTHS) {
    for (const screen of TABLE_SCREENS) {
      it(`${screen.title} at ${viewport.width} px: the first row's Editar and Eliminar are on screen`, async () => {
        const page = await pageAt(viewport);
        await openCatalogue(page, screen.path, screen.title);
        const first = recordsOf(page).first();
        await expectReachable(page, first.getByRole('button', { name: 'Editar', exact: true }), `${screen.path} Editar`);
        // The Administrador profile cannot be deleted: its row has no 'Eliminar'.
        const deletable = screen.path === '/profiles' ? recordsOf(page).filter({ hasNotText: 'Administrador' }).first() : first;
        await expectReachable(page, deletable.getByRole('button', { name: 'Eliminar', exact: true }), `${screen.path} Eliminar`);
        // The grid says so itself when its columns overflow (and then shows a horizontal scrollbar).
        expect(await page.locator('.MuiDataGrid-virtualScroller--hasScrollX').count(), `${screen.path} table scrolls sideways`).toBe(0);
        expect(await pageOverflow(page), `${screen.path} page scrolls sideways`).toBeLessThanOrEqual(0);
        await page.evaluate(() => window.scrollTo(0, 0));
        await screenshot(page, `tables-${screen.path.slice(1)}-${name}`);
      });
    }

    it(`the permissions dialog at ${viewport.width} px: every checkbox on screen, nothing scrolls sideways`, async () => {
      const page = await pageAt(viewport);
      await openCatalogue(page, '/profiles', 'Perfiles');
      await rowOf(page, 'Revisor').getByRole('button', { name: 'Permisos' }).click();
      const dialog = dialogOf(page);
      const boxes = dialog.getByRole('checkbox');
      await boxes.nth(1).waitFor();
      await expectEachReachable(page, boxes, 'checkbox');
      const content = dialog.locator('.MuiDialogContent-root');
      expect(await content.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      await expectReachable(page, dialog.getByRole('button', { name: 'Guardar' }), 'Guardar');
      await screenshot(page, `tables-permissions-dialog-${name}`);
    });

    it(`the sectional relationships dialog at ${viewport.width} px: add and remove buttons on screen`, async () => {
      const page = await pageAt(viewport);
      await openCatalogue(page, '/sectionals', 'Seccionales');
      await search(page, 'Medellín', 'Sede Medellín');
      await rowOf(page, 'Sede Medellín').first().getByRole('button', { name: 'Relaciones' }).click();
      const dialog = dialogOf(page);
      const divisions = dialog.getByRole('region', { name: 'Divisiones' });
      await divisions.getByRole('button', { name: /^Quitar / }).first().waitFor();
      await divisions.getByText('División de Ingenierías').click();
      const faculties = dialog.getByRole('region', { name: 'Facultades' });
      await faculties.getByText('Facultad de Ingeniería de Sistemas').click();
      const programs = dialog.getByRole('region', { name: 'Programas' });
      await programs.getByRole('button', { name: /^Quitar / }).first().waitFor();
      for (const region of [divisions, faculties, programs]) {
        await expectReachable(page, region.getByRole('button', { name: /^Agregar / }), 'Agregar');
        await expectEachReachable(page, region.getByRole('button', { name: /^Quitar / }), 'Quitar');
      }
      const content = dialog.locator('.MuiDialogContent-root');
      expect(await content.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      await page.evaluate(() => document.querySelector('.MuiDialogContent-root')?.scrollTo(0, 0));
      await screenshot(page, `tables-relationships-dialog-${name}`);
    });
  }

  describe('the cards that stand for the rows on a phone', () => {
    /** The value a card shows under a column's header. */
    const valuesOf = (page: Page, header: string) =>
      recordsOf(page).evaluateAll(
        (cards, h) => cards.map((card) => Array.from(card.querySelectorAll('dt')).find((dt) => dt.textContent === h)?.nextElementSibling?.textContent ?? ''),
        header,
      );

    it('page with first, previous, next and last, rows per page, and sort by a column either way', async () => {
      const page = await signedInPage(product(), ACCOUNTS.admin, { viewport: PHONE });
      await openCatalogue(page, '/cities', 'Ciudades');
      const pager = page.getByText(/^Página \d+ de \d+$/);
      const pages = Number(/de (\d+)$/.exec((await pager.textContent())!)![1]);
      expect(pages).toBeGreaterThan(2);
      expect(await pager.textContent()).toBe(`Página 1 de ${pages}`);
      expect(await recordsOf(page).count()).toBe(10);
      const firstPage = await valuesOf(page, 'Nombre');

      await page.getByRole('button', { name: 'Ir a la página siguiente' }).click();
      await page.getByText(`Página 2 de ${pages}`).waitFor();
      await expect.poll(() => valuesOf(page, 'Nombre')).not.toEqual(firstPage);
      await page.getByRole('button', { name: 'Ir a la última página' }).click();
      await page.getByText(`Página ${pages} de ${pages}`).waitFor();
      expect(await page.getByRole('button', { name: 'Ir a la página siguiente' }).isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Ir a la primera página' }).click();
      await page.getByText(`Página 1 de ${pages}`).waitFor();
      await expect.poll(() => valuesOf(page, 'Nombre')).toEqual(firstPage);

      await choose(page, page.getByRole('main'), 'Filas por página', '5');
      await expect.poll(() => recordsOf(page).count()).toBe(5);
      await expect.poll(async () => Number(/de (\d+)$/.exec((await pager.textContent())!)![1])).toBeGreaterThan(pages);

      // By the DANE code: five digits, so the order is the same for any collation.
      await choose(page, page.getByRole('main'), 'Ordenar por', 'Id');
      await choose(page, page.getByRole('main'), 'Sentido', 'Descendente');
      const ordered = (codes: string[], way: 1 | -1) => codes.length === 5 && codes.every((c, i) => i === 0 || way * c.localeCompare(codes[i - 1]!) > 0);
      await expect.poll(async () => ordered(await valuesOf(page, 'Id'), -1)).toBe(true);
      await choose(page, page.getByRole('main'), 'Sentido', 'Ascendente');
      await expect.poll(async () => ordered(await valuesOf(page, 'Id'), 1)).toBe(true);
      expect((await valuesOf(page, 'Id'))[0]).toBe('05001');
      await untilStill(page);
      await screenshot(page, 'tables-cards-sorted-phone');
    });

    it('an empty search shows the refresh button, a failed list its message and Reintentar', async () => {
      const page = await signedInPage(product(), ACCOUNTS.admin, { viewport: PHONE });
      await openCatalogue(page, '/countries', 'País');
      await page.getByRole('textbox', { name: 'Buscar' }).fill('zzzz ningún país');
      await page.getByText('No hay registros para mostrar').waitFor();
      await expectReachable(page, page.getByRole('button', { name: 'Actualizar' }), 'Actualizar');

      const list = (url: URL) => url.pathname === ANNOUNCEMENTS.api;
      await page.route(list, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' }));
      await page.goto('/announcements');
      const retry = page.getByRole('button', { name: 'Reintentar' });
      await retry.waitFor();
      await page.getByRole('main').getByText(ANNOUNCEMENTS.messages.loadError).waitFor();
      expect(await page.getByText('No hay registros para mostrar').count()).toBe(0);
      await expectReachable(page, retry, 'Reintentar');
      await screenshot(page, 'tables-cards-failed-phone');
      await page.unroute(list);
      await retry.click();
      await recordsOf(page).first().waitFor();
      expect(await retry.count()).toBe(0);
    });
  });
});
