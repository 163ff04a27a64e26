import { describe, expect, it } from 'vitest';
import { REVIEW_MSG } from '@siiicca/shared';
import { expectNoAxeViolations } from './a11y';
import { expectSnack, openMyEvaluations, untilStill } from './actions';
import { rowOf } from './catalogues-actions';
import { LAPTOP, PHONE, screenshot, useProduct } from './harness';

/** The demo project assigned to 'evaluador' and not answered yet (apps/api/src/modules/evaluation/demo-seed.ts). */
const ASSIGNED = 'Evaluación de impacto de los consultorios jurídicos en comunidades rurales';
const CRITERIA = ['Pertinencia', 'Calidad científica', 'Viabilidad'];

describe('an evaluator’s reviews (/my_evaluations)', () => {
  const product = useProduct();

  it('the evaluator accepts the demo assignment, scores it, saves a draft and submits; then it is read-only', async () => {
    const page = await openMyEvaluations(product(), LAPTOP);
    for (const header of ['Convocatoria', 'Proyecto', 'Fecha Límite', 'Asignación', 'Evaluación']) await page.getByRole('columnheader', { name: header, exact: true }).waitFor();
    const row = rowOf(page, ASSIGNED).first();
    await row.getByText('Asignada').waitFor();
    await untilStill(page);
    await expectNoAxeViolations(page, '/my_evaluations');

    await row.getByRole('button', { name: 'Abrir evaluación' }).click();
    const dialog = page.getByRole('dialog', { name: 'Evaluación de proyecto' });
    await dialog.getByRole('heading', { name: ASSIGNED }).waitFor();
    await dialog.getByRole('heading', { name: /Investigadores USTA/ }).waitFor();
    await untilStill(page);
    await expectNoAxeViolations(page, 'review (assigned)');
    const [pdf] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Descargar PDF del proyecto' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    await expectSnack(page, REVIEW_MSG.accepted, () => dialog.getByRole('button', { name: 'Aceptar evaluación' }).click());

    // Draft: the first criterion only, with a comment; a score outside the scale is said beside it.
    const score = (name: string) => dialog.getByRole('spinbutton', { name: new RegExp(`^Calificación de ${name}`) });
    await score(CRITERIA[0]!).fill('7');
    await dialog.getByRole('button', { name: 'Guardar borrador' }).click();
    await dialog.getByText(REVIEW_MSG.outOfScale(0, 5)).waitFor();
    await score(CRITERIA[0]!).fill('4');
    await dialog.getByRole('textbox', { name: `Comentario sobre ${CRITERIA[0]}` }).fill('Muy pertinente para la región.');
    // Closing with typed scores asks first.
    await dialog.getByRole('button', { name: 'Cerrar' }).last().click();
    await page.getByRole('dialog', { name: '¿Descartar los cambios?' }).getByRole('button', { name: 'Seguir editando' }).click();
    await expectSnack(page, REVIEW_MSG.saved, () => dialog.getByRole('button', { name: 'Guardar borrador' }).click());
    await dialog.getByText('Evaluación: Borrador').waitFor();

    // The demo's criteria take whole numbers: a decimal is refused beside the field, naming the scale.
    await score(CRITERIA[1]!).fill('3.5');
    await dialog.getByRole('button', { name: 'Guardar borrador' }).click();
    await dialog.getByText(REVIEW_MSG.wholeSteps(0, 5)).waitFor();
    await score(CRITERIA[1]!).fill('3');
    await score(CRITERIA[2]!).fill('5');
    await dialog.getByRole('textbox', { name: 'Comentario general' }).fill('Proyecto sólido; precisar la muestra.');
    await untilStill(page);
    await expectNoAxeViolations(page, 'review (rubric)');
    await dialog.getByRole('button', { name: 'Enviar evaluación' }).click();
    await expectSnack(page, REVIEW_MSG.submitted, () => page.getByRole('dialog', { name: '¿Enviar la evaluación?' }).getByRole('button', { name: 'Enviar' }).click());
    await dialog.getByRole('heading', { name: 'Evaluación enviada' }).waitFor();
    await expect.poll(() => dialog.getByRole('button', { name: 'Enviar evaluación' }).count()).toBe(0);
    await expect.poll(() => dialog.getByRole('button', { name: 'Guardar borrador' }).count()).toBe(0);
    await expect.poll(() => score(CRITERIA[1]!).inputValue()).toBe('3');
    await expect.poll(() => score(CRITERIA[1]!).getAttribute('readonly')).not.toBeNull();
    await screenshot(page, 'evaluation-review-sent-1366');

    await dialog.getByRole('button', { name: 'Cerrar' }).first().click();
    await dialog.waitFor({ state: 'detached' });
    await rowOf(page, ASSIGNED).first().getByText('Enviada').waitFor();

    const phone = await openMyEvaluations(product(), PHONE);
    await phone.getByRole('list', { name: 'Registros' }).waitFor();
    await rowOf(phone, ASSIGNED).first().getByRole('button', { name: 'Abrir evaluación' }).waitFor();
    await untilStill(phone);
    await expectNoAxeViolations(phone, '/my_evaluations (phone)');
    await screenshot(phone, 'evaluation-reviews-390');
  });
});
