import { describe, expect, it } from 'vitest';
import type { Download, Locator, Page } from 'playwright-core';
import fs from 'node:fs';
import { DECISION_MSG, PROJECT_MSG } from '@siiicca/shared';
import { expectNoAxeViolations } from './a11y';
import { expectSnack, untilStill } from './actions';
import { rowOf } from './catalogues-actions';
import { ACCOUNTS, LAPTOP, PHONE, screenshot, signedInPage, useProduct } from './harness';

/** Demo projects of 'docente' (apps/api/src/modules/evaluation/demo-seed.ts): one Aprobado with acta No. 1, one returned. */
const APPROVED = 'Salud mental y bienestar de estudiantes universitarios en la pospandemia';
const RETURNED = 'Energía solar fotovoltaica para escuelas rurales de Boyacá';
const ACTA = DECISION_MSG.approvalRecord;

/** A list of every state (no default 'Enviado' filter), searched for `q`. */
const listAddress = (path: string, q: string) => `${path}?filters=${encodeURIComponent('[]')}&q=${encodeURIComponent(q)}`;

async function pdfOf(download: Download) {
  const bytes = await fs.promises.readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return download.suggestedFilename();
}

const moreOf = (row: Locator) => row.getByRole('button', { name: 'más', exact: true });

/** The entries of a row's 'más' menu (closed again). */
async function menuOf(page: Page, row: Locator) {
  await moreOf(row).click();
  await page.getByRole('menu').waitFor();
  const items = (await page.getByRole('menuitem').allTextContents()).map((t) => t.trim());
  await page.keyboard.press('Escape');
  await page.locator('[role="menu"]').waitFor({ state: 'detached' });
  return items;
}

/** The row's 'Acta de Aprobación': an entry of the table row's 'más' menu, or a labelled button of a phone's card. */
async function downloadFromMenu(page: Page, row: Locator) {
  const button = row.getByRole('button', { name: ACTA, exact: true });
  const click = async () => {
    if (await button.count()) return button.click();
    await moreOf(row).click();
    await page.getByRole('menuitem', { name: ACTA, exact: true }).click();
  };
  const [file] = await Promise.all([page.waitForEvent('download'), expectSnack(page, PROJECT_MSG.fileGenerated), click()]);
  return pdfOf(file);
}

describe('the acta de aprobación among the projects list’s record downloads', () => {
  const product = useProduct();

  it('an administrator downloads it from an Aprobado row and from the selection’s Documentos menu; a project not Aprobado is refused in the server’s words', async () => {
    const page = await signedInPage(product(), ACCOUNTS.admin, { viewport: LAPTOP });
    await page.goto(listAddress('/projects', 'pospandemia'));
    await page.getByRole('heading', { name: 'Todos los Proyectos', exact: true }).waitFor();
    const row = rowOf(page, APPROVED).first();
    await row.getByText('Aprobado').waitFor();
    const id = (await row.locator('[data-field="id"]').textContent())!.trim();
    await expect.poll(() => menuOf(page, row)).toContain(ACTA);
    expect(await downloadFromMenu(page, row)).toBe(`${ACTA} - ${id}.pdf`);

    // Selection mode: 'Documentos' holds the three records.
    await page.getByRole('button', { name: 'Seleccionar', exact: true }).click();
    const toolbar = page.getByRole('toolbar', { name: 'Selección' });
    await row.getByRole('checkbox').check();
    await toolbar.getByText('1 seleccionado').waitFor();
    await toolbar.getByRole('button', { name: 'Documentos' }).click();
    for (const name of ['Acta de Inicio', 'Acta de Compromiso', ACTA]) await page.getByRole('menuitem', { name, exact: true }).waitFor();
    await untilStill(page);
    await expectNoAxeViolations(page, '/projects, Documentos with the acta de aprobación');
    await screenshot(page, 'projects-acta-aprobacion-menu-1366');
    const [file] = await Promise.all([page.waitForEvent('download'), expectSnack(page, PROJECT_MSG.fileGenerated), page.getByRole('menuitem', { name: ACTA, exact: true }).click()]);
    expect(await pdfOf(file)).toBe(`${ACTA} - ${id}.pdf`);

    // A project that is not Aprobado: no row action, and the selection's download is refused as the server says.
    await page.getByRole('button', { name: 'Salir de la selección' }).click();
    await page.goto(listAddress('/projects', 'fotovoltaica'));
    const returned = rowOf(page, RETURNED).first();
    await returned.getByText('Ajustes solicitados').waitFor();
    const returnedId = Number((await returned.locator('[data-field="id"]').textContent())!.trim());
    await expect.poll(() => menuOf(page, returned)).not.toContain(ACTA);
    await page.getByRole('button', { name: 'Seleccionar', exact: true }).click();
    await returned.getByRole('checkbox').check();
    await toolbar.getByRole('button', { name: 'Documentos' }).click();
    await expectSnack(page, DECISION_MSG.notApproved([returnedId]), () => page.getByRole('menuitem', { name: ACTA, exact: true }).click());
  });

  it('the owner downloads it from the Aprobado row of Mis Proyectos, on a laptop and a phone', async () => {
    const page = await signedInPage(product(), ACCOUNTS.docente, { viewport: LAPTOP });
    await page.goto(listAddress('/my_projects', 'pospandemia'));
    await page.getByRole('heading', { name: 'Proyectos de Investigación', exact: true }).waitFor();
    const row = rowOf(page, APPROVED).first();
    await row.getByText('Aprobado').waitFor();
    expect(await downloadFromMenu(page, row)).toMatch(new RegExp(`^${ACTA} - \\d+\\.pdf$`));

    await page.goto(listAddress('/my_projects', 'fotovoltaica'));
    const returned = rowOf(page, RETURNED).first();
    await returned.getByText('Ajustes solicitados').waitFor();
    await expect.poll(() => menuOf(page, returned)).not.toContain(ACTA);

    const phone = await signedInPage(product(), ACCOUNTS.docente, { viewport: PHONE });
    await phone.goto(listAddress('/my_projects', 'pospandemia'));
    const card = rowOf(phone, APPROVED).first();
    await card.getByText('Aprobado').waitFor();
    await untilStill(phone);
    await expectNoAxeViolations(phone, '/my_projects, an Aprobado project (390 px)');
    expect(await downloadFromMenu(phone, card)).toMatch(new RegExp(`^${ACTA} - \\d+\\.pdf$`));
    await expect.poll(() => phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone, 'my-projects-acta-aprobacion-390');
  });
});
