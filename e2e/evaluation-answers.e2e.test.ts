import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { EVAL_ASSIGNMENT_API, REVIEW_MSG, type TAssignmentCall, type TAssignmentProject, type TEvaluatorList } from '@siiicca/shared';
import { expectNoAxeViolations } from './a11y';
import { expectSnack, openMyEvaluations, storedSession, untilStill } from './actions';
import { rowOf } from './catalogues-actions';
import { ACCOUNTS, LAPTOP, PHONE, screenshot, signedInPage, useProduct } from './harness';

/** The demo project assigned to 'evaluador' and not answered yet (apps/api/src/modules/evaluation/demo-seed.ts). */
const ASSIGNED = 'Evaluación de impacto de los consultorios jurídicos en comunidades rurales';

/** As the administrator, through the API: 'evaluador' is assigned to a demo project in Enviado; answers its title. */
async function assignAnother(admin: Page) {
  await admin.goto('/evaluators');
  await admin.getByRole('heading', { name: 'Evaluadores', level: 1 }).waitFor();
  const headers = { Authorization: `Bearer ${(await storedSession(admin))!.token.access_token}` };
  const get = async <T>(url: string) => (await (await admin.request.get(url, { headers })).json()) as T;
  const evaluators = await get<TEvaluatorList>(`${EVAL_ASSIGNMENT_API.evaluators}?q=evaluador@siiicca.test`);
  const evaluator = evaluators.data.find((e) => e.email === 'evaluador@siiicca.test')!;
  for (const call of await get<TAssignmentCall[]>(EVAL_ASSIGNMENT_API.calls)) {
    const sent = (await get<TAssignmentProject[]>(EVAL_ASSIGNMENT_API.callProjects(call.id))).find((p) => p.state === 'Enviado');
    if (!sent) continue;
    const res = await admin.request.post(EVAL_ASSIGNMENT_API.assign, { headers, data: { project_id: sent.id, evaluator_id: evaluator.id } });
    expect(res.status(), await res.text()).toBe(201);
    return sent.title;
  }
  throw new Error('no demo project in Enviado');
}

/** Opens an assignment of /my_evaluations and answers its dialog. */
async function openReview(page: Page, title: string) {
  await rowOf(page, title).first().getByRole('button', { name: 'Abrir evaluación' }).click();
  const dialog = page.getByRole('dialog', { name: 'Evaluación de proyecto' });
  await dialog.getByRole('heading', { name: title }).waitFor();
  return dialog;
}

/**
 * Answers the reason dialog ('Rechazar la evaluación', 'Declarar conflicto de interés'): empty first, then
 * `reason`; the dialog closes and the snackbar says `said`.
 */
async function giveReason(page: Page, title: string, confirm: string, reason: string, said: string) {
  const asked = page.getByRole('dialog', { name: title });
  await asked.getByRole('textbox', { name: 'Motivo' }).waitFor();
  await untilStill(page);
  await expectNoAxeViolations(page, title);
  await asked.getByRole('button', { name: confirm, exact: true }).click();
  await asked.getByText(REVIEW_MSG.reasonRequired).waitFor();
  await asked.getByRole('textbox', { name: 'Motivo' }).fill(reason);
  await expectSnack(page, said, () => asked.getByRole('button', { name: confirm, exact: true }).click());
  await asked.waitFor({ state: 'detached' });
}

describe('an evaluator declines an assignment and declares a conflict of interest (/my_evaluations)', () => {
  const product = useProduct();

  it('declines the demo assignment with a reason, accepts another and then declares a conflict; both show their reason, on a laptop and a phone', async () => {
    const admin = await signedInPage(product(), ACCOUNTS.admin, { viewport: LAPTOP });
    const other = await assignAnother(admin);

    const page = await openMyEvaluations(product(), LAPTOP);
    await rowOf(page, other).first().getByText('Asignada').waitFor();

    // Decline, with the reason required.
    let dialog = await openReview(page, ASSIGNED);
    await dialog.getByRole('button', { name: 'Rechazar', exact: true }).click();
    const declineReason = 'No tengo disponibilidad en las fechas de la convocatoria.';
    await giveReason(page, 'Rechazar la evaluación', 'Rechazar', declineReason, REVIEW_MSG.declined);
    await dialog.getByText(`Rechazó esta evaluación: ${declineReason}`).waitFor();
    // Declined: nothing more to answer, and the project is no longer shown.
    await expect.poll(() => dialog.getByRole('button', { name: 'Aceptar evaluación' }).count()).toBe(0);
    await expect.poll(() => dialog.getByRole('button', { name: 'Declarar conflicto de interés' }).count()).toBe(0);
    await untilStill(page);
    await expectNoAxeViolations(page, 'review (declined)');
    await dialog.getByRole('button', { name: 'Cerrar' }).first().click();
    await dialog.waitFor({ state: 'detached' });
    await rowOf(page, ASSIGNED).first().getByText('Rechazada').waitFor();

    // Accept another, then find a conflict: declared with its reason, the unsent rubric is dropped.
    dialog = await openReview(page, other);
    await expectSnack(page, REVIEW_MSG.accepted, () => dialog.getByRole('button', { name: 'Aceptar evaluación' }).click());
    await dialog.getByRole('button', { name: 'Guardar borrador' }).waitFor();
    await dialog.getByRole('button', { name: 'Declarar conflicto de interés' }).click();
    const conflictReason = 'Fui director de tesis de la investigadora principal el año pasado.';
    await giveReason(page, 'Declarar conflicto de interés', 'Declarar conflicto', conflictReason, REVIEW_MSG.conflicted);
    await dialog.getByText(`Declaró un conflicto de interés: ${conflictReason}`).waitFor();
    await expect.poll(() => dialog.getByRole('button', { name: 'Guardar borrador' }).count()).toBe(0);
    await untilStill(page);
    await expectNoAxeViolations(page, 'review (conflict)');
    await screenshot(page, 'evaluation-conflict-1366');
    await dialog.getByRole('button', { name: 'Cerrar' }).first().click();
    await dialog.waitFor({ state: 'detached' });
    await rowOf(page, other).first().getByText('Conflicto').waitFor();

    // On a phone: the list's cards carry both answers; the declined one opens with its reason.
    const phone = await openMyEvaluations(product(), PHONE);
    await phone.getByRole('list', { name: 'Registros' }).waitFor();
    await rowOf(phone, other).first().getByText('Conflicto').waitFor();
    await untilStill(phone);
    await expectNoAxeViolations(phone, '/my_evaluations with answered assignments (390 px)');
    const phoneDialog = await openReview(phone, ASSIGNED);
    await phoneDialog.getByText(`Rechazó esta evaluación: ${declineReason}`).waitFor();
    await expect.poll(() => phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await untilStill(phone);
    await expectNoAxeViolations(phone, 'review (declined, 390 px)');
    await screenshot(phone, 'evaluation-declined-390');
  });
});
