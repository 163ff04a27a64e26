import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ANNOUNCEMENTS, EVAL_CRITERIA_MSG, todayInBogota } from '@siiicca/shared';
import { expectNoAxeViolations } from './a11y';
import { expectSnack, storedSession, untilStill } from './actions';
import { openCatalogue, rowOf, search } from './catalogues-actions';
import { ACCOUNTS, LAPTOP, PHONE, signedInPage, useProduct } from './harness';

const day = (days: number) => {
  const d = new Date(`${todayInBogota()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** A call of the test's own, open for a month, created through the API as the page's user. */
async function newCall(page: Page, name: string) {
  const headers = { Authorization: `Bearer ${(await storedSession(page))!.token.access_token}` };
  const attacheds = [
    { name: 'Propuesta', required: true, accept: '.pdf' },
    { name: 'Hoja de vida', required: true, accept: '.pdf' },
  ];
  const data = { name, type: 'Multicampus', description: 'Convocatoria de prueba de evaluación', fecha_inicio: todayInBogota(), fecha_fin: day(30), state: true, attacheds };
  const res = await page.request.post(ANNOUNCEMENTS.api, { headers, data });
  expect(res.ok(), await res.text()).toBe(true);
}

async function openEvaluation(page: Page, name: string) {
  if ((await page.getByRole('textbox', { name: 'Buscar' }).inputValue()) !== name) await search(page, name);
  await rowOf(page, name).first().getByRole('button', { name: 'Evaluación', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Evaluación de la convocatoria ${name}` });
  await dialog.getByRole('textbox', { name: /Fecha límite de evaluación/ }).or(dialog.getByLabel(/Fecha límite de evaluación/)).first().waitFor();
  await untilStill(page);
  return dialog;
}

describe('how a call is evaluated (Convocatorias, issue 28)', () => {
  const product = useProduct();

  it('an administrator defines criteria, sees the weights that do not add up to 100, fixes them, saves and reopens', async () => {
    const page = await signedInPage(product(), ACCOUNTS.admin, { viewport: LAPTOP });
    await openCatalogue(page, '/announcements', 'Convocatorias');
    const name = `Convocatoria evaluada ${Math.random().toString(36).slice(2, 7)}`;
    await newCall(page, name);
    let dialog = await openEvaluation(page, name);
    await dialog.getByLabel(/Fecha límite de evaluación/).fill(day(40));
    await dialog.getByRole('switch', { name: /Evaluación ciega/ }).check();

    await dialog.getByRole('button', { name: 'Agregar Criterio' }).click();
    await dialog.getByRole('textbox', { name: 'Criterio 1', exact: true }).fill('Pertinencia');
    await dialog.getByRole('spinbutton', { name: 'Peso 1' }).fill('60');
    await dialog.getByRole('button', { name: 'Agregar Criterio' }).click();
    await dialog.getByRole('textbox', { name: 'Criterio 2', exact: true }).fill('Metodología');
    await dialog.getByRole('spinbutton', { name: 'Peso 2' }).fill('30');
    await dialog.getByRole('combobox', { name: 'Escala 2' }).click();
    await page.getByRole('option', { name: '0 – 100' }).click();
    await page.locator('[role="listbox"]').waitFor({ state: 'detached' });
    await dialog.getByText('Total de pesos: 90 de 100').waitFor();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText(EVAL_CRITERIA_MSG.weightsSum(90)).waitFor();
    // Blind: every document must say whether evaluators see it; both undecided are said at once.
    const documentGroup = (doc: string) => dialog.getByRole('radiogroup', { name: doc });
    await expect.poll(() => dialog.getByText(EVAL_CRITERIA_MSG.documentUndecided).count()).toBe(2);
    await expectNoAxeViolations(page, 'evaluación de la convocatoria con errores');
    await documentGroup('Propuesta').getByRole('radio', { name: 'Visible para evaluadores: sí' }).check();
    await documentGroup('Hoja de vida').getByRole('radio', { name: 'Oculto para evaluadores' }).check();

    // Fixed with the keyboard: the weight typed, then the second criterion moved up.
    await dialog.getByRole('spinbutton', { name: 'Peso 2' }).fill('40');
    await dialog.getByText('Total de pesos: 100 de 100').waitFor();
    await dialog.getByRole('button', { name: 'Subir criterio 2' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Criterio 1', exact: true }).inputValue()).toBe('Metodología');
    await expectSnack(page, EVAL_CRITERIA_MSG.saved, () => dialog.getByRole('button', { name: 'Guardar' }).click());
    await dialog.waitFor({ state: 'detached' });

    dialog = await openEvaluation(page, name);
    // The stored evaluation fills the form once it has loaded.
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Criterio 1', exact: true }).inputValue()).toBe('Metodología');
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Criterio 2', exact: true }).inputValue()).toBe('Pertinencia');
    await expect.poll(() => dialog.getByRole('spinbutton', { name: 'Peso 2' }).inputValue()).toBe('60');
    await expect.poll(() => dialog.getByLabel(/Fecha límite de evaluación/).inputValue()).toBe(day(40));
    await expect.poll(() => dialog.getByRole('switch', { name: /Evaluación ciega/ }).isChecked()).toBe(true);
    await expect.poll(() => dialog.getByRole('radiogroup', { name: 'Propuesta' }).getByRole('radio', { name: 'Visible para evaluadores: sí' }).isChecked()).toBe(true);
    await expect.poll(() => dialog.getByRole('radiogroup', { name: 'Hoja de vida' }).getByRole('radio', { name: 'Oculto para evaluadores' }).isChecked()).toBe(true);
    await expectNoAxeViolations(page, 'evaluación de la convocatoria');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      expectSnack(page, 'Descarga exitosa'),
      dialog.getByRole('button', { name: 'Excel de evaluaciones' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^evaluaciones_convocatoria_\d+_\d{4}-\d{2}-\d{2}\.xlsx$/);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });

    // At 390 px the dialog takes the screen and shows the same document.
    await page.setViewportSize(PHONE);
    dialog = await openEvaluation(page, name);
    await dialog.getByText('Total de pesos: 100 de 100').waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(page, 'evaluación de la convocatoria (390 px)');
  });

  it("an evaluator's dashboard shows their assignments by stage and leads to Mis Evaluaciones", async () => {
    const page = await signedInPage(product(), ACCOUNTS.evaluador, { viewport: LAPTOP });
    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Mis evaluaciones por estado', exact: true });
    await card.waitFor();
    await page.getByRole('link', { name: 'Ir a Mis Evaluaciones' }).waitFor();
    await expect.poll(() => page.getByRole('heading', { name: 'Estadísticas' }).count()).toBe(0);
    await untilStill(page);
    await expectNoAxeViolations(page, 'dashboard (evaluador)');
  });
});
