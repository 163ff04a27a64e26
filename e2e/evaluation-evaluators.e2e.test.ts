import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { EVAL_ASSIGNMENT_MSG } from '@siiicca/shared';
import { expectNoAxeViolations } from './a11y';
import { expectSnack, untilStill } from './actions';
import { ACCOUNTS, LAPTOP, PHONE, screenshot, signedInPage, useProduct } from './harness';

/** A lecturer of the built-in academic directory who has never signed in (apps/api/src/db/seed/directory-people.csv). */
const NEVER_SIGNED_IN = { identification: '80123456', name: 'Hernán Darío Villamil Suárez' };

const rowNamed = (page: Page, text: string) => page.getByRole('row', { name: new RegExp(text) });

async function openEvaluators(page: Page) {
  await page.goto('/evaluators');
  await page.getByRole('heading', { name: 'Evaluadores', level: 1 }).waitFor();
  await page.getByRole('cell', { name: 'evaluador@siiicca.test' }).waitFor();
}

describe('the evaluators screen’s actions (/evaluators)', () => {
  const product = useProduct();

  it('adds a lecturer who never signed in, found by identification in the academic directory', async () => {
    const page = await signedInPage(product(), ACCOUNTS.admin, { viewport: LAPTOP });
    await openEvaluators(page);
    await page.getByRole('button', { name: 'Agregar docente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar docente como evaluador' });
    await dialog.getByRole('combobox', { name: 'Docente' }).fill(NEVER_SIGNED_IN.identification);
    const option = page.getByRole('option', { name: new RegExp(`${NEVER_SIGNED_IN.name}.*directorio académico, sin ingreso aún`) });
    await option.waitFor();
    await untilStill(page);
    await expectNoAxeViolations(page, 'Agregar docente: a lecturer of the directory');
    await option.click();
    await expectSnack(page, EVAL_ASSIGNMENT_MSG.evaluatorAdded, () => dialog.getByRole('button', { name: 'Agregar', exact: true }).click());
    await dialog.waitFor({ state: 'detached' });
    await rowNamed(page, `${NEVER_SIGNED_IN.name}.*Interno.*Activo`).waitFor();
  });

  it('resends a pending invitation (once a minute, as the server says) and takes the Evaluador profile away, refused while assignments are open', async () => {
    const page = await signedInPage(product(), ACCOUNTS.admin, { viewport: LAPTOP });
    await openEvaluators(page);

    // An invited evaluator without a password: 'Reenviar invitación'. Right after the invitation the
    // server holds it back for a minute and says so; an evaluator with a password has no such action.
    const name = `Evaluador Invitado ${Math.random().toString(36).slice(2, 8)}`;
    await page.getByRole('button', { name: 'Invitar evaluador externo' }).click();
    const invite = page.getByRole('dialog', { name: 'Invitar evaluador externo' });
    await invite.getByRole('textbox', { name: 'Nombre' }).fill(name);
    await invite.getByRole('textbox', { name: 'Correo' }).fill(`${name.split(' ').pop()}@universidad.test`);
    await invite.getByRole('textbox', { name: 'Identificación' }).fill(String(Date.now()).slice(-9));
    await expectSnack(page, EVAL_ASSIGNMENT_MSG.invited, () => invite.getByRole('button', { name: 'Invitar' }).click());
    const invited = rowNamed(page, `${name}.*Invitación pendiente`);
    await invited.waitFor();
    await expect.poll(() => rowNamed(page, 'evaluador@siiicca.test').getByRole('button', { name: 'Reenviar invitación' }).count()).toBe(0);
    await expectSnack(page, EVAL_ASSIGNMENT_MSG.invitationThrottled, () => invited.getByRole('button', { name: 'Reenviar invitación' }).click());

    // 'Quitar perfil Evaluador': the demo evaluator holds an open assignment, refused in the server's words.
    await rowNamed(page, 'evaluador@siiicca.test').getByRole('button', { name: 'Quitar perfil Evaluador' }).click();
    const confirm = page.getByRole('dialog', { name: 'Quitar perfil Evaluador' });
    await untilStill(page);
    await expectNoAxeViolations(page, 'Quitar perfil Evaluador');
    await expectSnack(page, EVAL_ASSIGNMENT_MSG.hasOpenAssignments(2), () => confirm.getByRole('button', { name: 'Quitar perfil' }).click());
    await rowNamed(page, 'evaluador@siiicca.test').waitFor();
    // The invited one holds none: the profile goes and so does the row.
    await invited.getByRole('button', { name: 'Quitar perfil Evaluador' }).click();
    await expectSnack(page, EVAL_ASSIGNMENT_MSG.evaluatorRemoved, () => confirm.getByRole('button', { name: 'Quitar perfil' }).click());
    await invited.waitFor({ state: 'detached' });
    await screenshot(page, 'evaluators-actions-1366');

    // On a phone the rows are cards whose actions are labelled buttons.
    const phone = await signedInPage(product(), ACCOUNTS.admin, { viewport: PHONE });
    await phone.goto('/evaluators');
    const cards = phone.getByRole('list', { name: 'Evaluadores' });
    await cards.getByRole('button', { name: 'Quitar perfil Evaluador' }).first().waitFor();
    await untilStill(phone);
    await expectNoAxeViolations(phone, 'Evaluadores (390 px)');
    await expect.poll(() => phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone, 'evaluators-actions-390');
  });
});
