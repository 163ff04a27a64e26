import { describe, expect, it } from 'vitest';
import { WORK_MSG } from '@siiicca/shared';
import { expectNoAxeViolations } from './a11y';
import { expectSnack, untilStill } from './actions';
import { choose } from './catalogues-actions';
import { ACCOUNTS, PHONE, screenshot, signedInPage, useProduct } from './harness';

/*
 * 'Tipos de producto de ORCID y Crossref' (issue 44, docs/researchers.md 'Minciencias mapping'), one
 * journey on a phone (the 1366 px screen is in the accessibility walk of every screen): the office
 * reads the seeded mapping as cards, maps 'book' to another type and product by keyboard-reachable
 * selects in the edit dialog, and the card shows it. axe on the cards and the dialog; nothing scrolls sideways.
 */
describe('work-type mapping (/work_type_mappings)', () => {
  const product = useProduct();

  it('the office changes what a work type counts as, on a phone', async () => {
    const page = await signedInPage(product(), ACCOUNTS.admin, { viewport: PHONE });
    await page.goto('/work_type_mappings');
    await page.getByRole('heading', { name: WORK_MSG.mappingsTitle }).waitFor();
    const cards = page.getByRole('list', { name: WORK_MSG.mappingsTitle });
    const card = (workType: string) => cards.getByRole('listitem').filter({ has: page.getByRole('button', { name: `Editar ${workType}`, exact: true }) });
    await card('book-chapter').getByText('Capítulo en libro resultado de investigación').waitFor();
    await card('book').getByText('Libro resultado de investigación').waitFor();
    await untilStill(page);
    await expectNoAxeViolations(page, 'work-type mapping on a phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

    await card('book').getByRole('button', { name: 'Editar book' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tipo de ORCID o Crossref: book' });
    await dialog.waitFor();
    await choose(page, dialog, 'Tipo de producto', 'Desarrollo Tecnológico e Innovación');
    // A new type empties the product: the products offered under it are the choices.
    await expect.poll(() => dialog.getByRole('combobox', { name: 'Producto de Minciencias' }).textContent()).toBe('Ninguno');
    await choose(page, dialog, 'Producto de Minciencias', 'Software registrado');
    await untilStill(page);
    await expectNoAxeViolations(page, 'work-type mapping dialog on a phone');
    await expectSnack(page, WORK_MSG.mappingSaved, () => dialog.getByRole('button', { name: 'Guardar' }).click());
    await dialog.waitFor({ state: 'detached' });
    await card('book').getByText('Software registrado').waitFor();
    await card('book').getByText('Desarrollo Tecnológico e Innovación').waitFor();
    await screenshot(page, 'work-type-mappings-phone');
  });
});
