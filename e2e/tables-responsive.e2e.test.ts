import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ANNOUNCEMENTS, SCREENS } from '@siiicca/shared';
import { untilStill } from './actions';
import { ACCOUNTS, LAPTOP, PHONE, screenshot, sharedPage, signedInPage, useProduct } from './harness';
import { choose, dialogOf, openCatalogue, recordsOf, rowOf, search } from './catalogues-actions';

/**
 * Screens of the Administración menu whose rows are read, never edited or deleted there: the security
 * audit trail (append-only) and the personal-data office (its requests are answered, its notices published).
 */
const READ_ONLY_SCREENS = new Set(['/audit', '/personal_data']);
/** Every screen that is a table of editable rows: the Administración, Catálogos and Ubicación Geográfica menus, and Convocatorias. */
const TABLE_SCREENS = SCREENS.filter(
  (s) => (s.group === 'admin' || s.group === 'catalogues' || s.group === 'geo' || s.path === '/announcements') && !READ_ONLY_SCREENS.has(s.path),
);
const WIDTHS = [
  { name: 'laptop', viewport: LAPTOP },
  { name: 'phone', viewport: PHONE },
];

/** The page itself never scrolls sideways. */
const pageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * What keeps each control `controls` finds out of reach of a person who never scrolls sideways, measured
 * in one pass in the page (a dialog with sixty checkboxes costs one round trip to the browser, not four per
 * checkbox): each is scrolled into view as a person would (down the page or a dialog, never sideways),
 * then must be visible, need no sideways scrolling, lie inside the window's width and not be covered
 * (clipped by a table that scrolls sideways, it would still be out of reach). A sideways scroll it caused
 * is undone, so that a second look measures the same. `what` names a control without an aria-label.
 */
const outOfReach = (page: Page, controls: Locator, what: string) =>
  controls.evaluateAll(
    (els, [fallback, width]) => {
      if (els.length === 0) return [`${fallback}: none found`];
      return els.flatMap((el) => {
        const scrollers: Element[] = [document.scrollingElement!];
        for (let a = el.parentElement; a; a = a.parentElement) scrollers.push(a);
        const before = scrollers.map((a) => a.scrollLeft);
        el.scrollIntoView({ block: 'center', inline: 'nearest' });
        const sideways = scrollers.some((a, i) => a.scrollLeft !== before[i]);
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        const visible = r.width > 0 && r.height > 0 && style.visibility !== 'hidden';
        const onTop = el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
        scrollers.forEach((a, i) => {
          if (a.scrollLeft !== before[i]) a.scrollLeft = before[i]!;
        });
        const label = el.getAttribute('aria-label');
        const name = label ? `${fallback} "${label}"` : fallback;
        return [
          ...(visible ? [] : [`${name} is not visible`]),
          ...(sideways ? [`${name} needs sideways scrolling`] : []),
          ...(r.x >= 0 ? [] : [`${name} starts ${-r.x} px left of the window`]),
          ...(r.x + r.width <= width ? [] : [`${name} ends at ${r.x + r.width} px, past the window's ${width}`]),
          ...(onTop ? [] : [`${name} is covered or clipped`]),
        ];
      });
    },
    [what, page.viewportSize()!.width] as const,
  );

/** Every control `controls` finds (at least one) is within reach without scrolling sideways, once the screen has settled. */
async function expectEachReachable(page: Page, controls: Locator, what: string) {
  await controls.first().waitFor();
  await expect.poll(() => outOfReach(page, controls, what), { message: `${what}: out of reach` }).toEqual([]);
}

/** What a person sees without scrolling sideways: the control lies inside the window's width and nothing covers it. */
const expectReachable = (page: Page, control: Locator, what: string) => expectEachReachable(page, control, what);

describe('tables on every screen size', () => {
  const product = useProduct();
  // The checks of one width share a page (each opens its screen with a full load of its address):
  // they only open a screen or a dialog and measure it.
  const pageAt = (viewport: { width: number; height: number }) => sharedPage(product(), ACCOUNTS.admin, { viewport });

  for (const { name, viewport } of WIDTHS) {
    for (const screen of TABLE_SCREENS) {
      it(`${screen.title} at ${viewport.width} px: the first row's Editar and Eliminar are on screen`, async () => {
        const page = await pageAt(viewport);
        // Each screen once per size, on the page they share: opened inside the app already running there.
        await openCatalogue(page, screen.path, screen.title, { inApp: true });
        const first = recordsOf(page).first();
        await expectReachable(page, first.getByRole('button', { name: 'Editar', exact: true }), `${screen.path} Editar`);
        // The Administrador profile cannot be deleted: its row has no 'Eliminar'.
        const deletable = screen.path === '/profiles' ? recordsOf(page).filter({ hasNotText: 'Administrador' }).first() : first;
        await expectReachable(page, deletable.getByRole('button', { name: 'Eliminar', exact: true }), `${screen.path} Eliminar`);
        // The grid says so itself when its columns overflow (and then shows a horizontal scrollbar).
        await expect.poll(() => page.locator('.MuiDataGrid-virtualScroller--hasScrollX').count(), { message: `${screen.path} table scrolls sideways` }).toBe(0);
        await expect.poll(() => pageOverflow(page), { message: `${screen.path} page scrolls sideways` }).toBeLessThanOrEqual(0);
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
      await expect.poll(() => content.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
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
      await expect.poll(() => content.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
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
      await expect.poll(() => pager.textContent()).toBe(`Página 1 de ${pages}`);
      await expect.poll(() => recordsOf(page).count()).toBe(10);
      const firstPage = await valuesOf(page, 'Nombre');

      await page.getByRole('button', { name: 'Ir a la página siguiente' }).click();
      await page.getByText(`Página 2 de ${pages}`).waitFor();
      await expect.poll(() => valuesOf(page, 'Nombre')).not.toEqual(firstPage);
      await page.getByRole('button', { name: 'Ir a la última página' }).click();
      await page.getByText(`Página ${pages} de ${pages}`).waitFor();
      await expect.poll(() => page.getByRole('button', { name: 'Ir a la página siguiente' }).isDisabled()).toBe(true);
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
      await expect.poll(async () => (await valuesOf(page, 'Id'))[0]).toBe('05001');
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
      await expect.poll(() => page.getByText('No hay registros para mostrar').count()).toBe(0);
      await expectReachable(page, retry, 'Reintentar');
      await screenshot(page, 'tables-cards-failed-phone');
      await page.unroute(list);
      await retry.click();
      await recordsOf(page).first().waitFor();
      await expect.poll(() => retry.count()).toBe(0);
    });
  });
});
