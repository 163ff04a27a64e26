import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { EVAL_ASSIGNMENT_API, EVAL_ASSIGNMENT_MSG, type TAssignmentCall, type TAssignmentProject } from '@siiicca/shared';
import { expectNoAxeViolations } from './a11y';
import { exactly, expectSnack, snackbar, storedSession, untilStill } from './actions';
import { ACCOUNTS, LAPTOP, PHONE, signedInPage, useProduct } from './harness';

const suffix = () => Math.random().toString(36).slice(2, 8);

/** A demo project in Enviado (apps/api/src/modules/projects/demo-seed.ts), read through the API as the page's user. */
async function sentDemoProject(page: Page) {
  const headers = { Authorization: `Bearer ${(await storedSession(page))!.token.access_token}` };
  const calls = (await (await page.request.get(EVAL_ASSIGNMENT_API.calls, { headers })).json()) as TAssignmentCall[];
  for (const call of calls) {
    const projects = (await (await page.request.get(EVAL_ASSIGNMENT_API.callProjects(call.id), { headers })).json()) as TAssignmentProject[];
    const sent = projects.find((p) => p.state === 'Enviado');
    if (sent) return { call, project: sent };
  }
  throw new Error('no demo project in Enviado');
}

describe('evaluators and assignment (/evaluators, /evaluation_assignments)', () => {
  const product = useProduct();

  it('an administrator invites an external evaluator, assigns them by hand to an Enviado project, and runs the automatic assignment', async () => {
    const page = await signedInPage(product(), ACCOUNTS.admin, { viewport: LAPTOP });

    // Evaluadores: invite an external person.
    await page.goto(`${product().baseUrl}/evaluators`);
    await page.getByRole('heading', { name: 'Evaluadores', level: 1 }).waitFor();
    await page.getByRole('cell', { name: 'evaluador@siiicca.test' }).waitFor();
    await expectNoAxeViolations(page, 'Evaluadores');
    const name = `Evaluadora Externa ${suffix()}`;
    await page.getByRole('button', { name: 'Invitar evaluador externo' }).click();
    const invite = page.getByRole('dialog', { name: 'Invitar evaluador externo' });
    await invite.getByRole('textbox', { name: 'Nombre' }).fill(name);
    await invite.getByRole('textbox', { name: 'Correo' }).fill(`${name.split(' ').pop()}@universidad.test`);
    await invite.getByRole('textbox', { name: 'Identificación' }).fill(String(Date.now()).slice(-9));
    await expectNoAxeViolations(page, 'Invitar evaluador externo');
    await expectSnack(page, exactly(EVAL_ASSIGNMENT_MSG.invited), () => invite.getByRole('button', { name: 'Invitar' }).click());
    await page.getByRole('row', { name: new RegExp(`${name}.*Externo.*Invitación pendiente`) }).waitFor();

    // Asignación de Evaluadores, opened on a project as 'Asignar otro evaluador' links to it.
    const { call, project } = await sentDemoProject(page);
    await page.goto(`${product().baseUrl}/evaluation_assignments?project=${project.id}`);
    const dialog = page.getByRole('dialog', { name: 'Asignar evaluador' });
    await dialog.getByText(project.title, { exact: false }).waitFor();
    await dialog.getByRole('combobox', { name: 'Evaluador' }).fill(name);
    await page.getByRole('option', { name: new RegExp(`${name} \\(0 asignaciones abiertas\\)`) }).click();
    await expectNoAxeViolations(page, 'Asignar evaluador');
    await expectSnack(page, exactly(EVAL_ASSIGNMENT_MSG.assigned), () => dialog.getByRole('button', { name: 'Asignar' }).click());
    await untilStill(page);
    await expect.poll(() => page.getByRole('combobox', { name: 'Convocatoria' }).textContent()).toContain(call.name);
    // The address forgets the project and keeps its call, as a list keeps its state.
    await page.waitForURL((url) => url.searchParams.get('call') === String(call.id) && !url.searchParams.has('project'));
    const card = page.getByRole('listitem', { name: `#${project.id} ${project.title}` });
    await card.getByText(/En evaluación · Evaluadores: 1 de/).waitFor();
    await card.getByText(name).waitFor();

    // Asignación automática: every project of the call gets its evaluators, or says why not.
    await page.getByRole('button', { name: 'Asignación automática' }).click();
    await page.getByRole('status').getByText(/^Se asignó|^Se asignaron/).waitFor();
    await card.getByText(/Evaluadores: (\d+) de \1$/).waitFor();
    await expectNoAxeViolations(page, 'Asignación de Evaluadores');

    // On a phone: the cards and the buttons stack, nothing is cut. (The result's notice, shown over the
    // top bar for two seconds, is gone first: axe would count the menu button under it as obscured.)
    await snackbar(page).waitFor({ state: 'detached' });
    await page.setViewportSize(PHONE);
    await untilStill(page);
    await card.getByRole('button', { name: 'Asignar evaluador' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(page, 'Asignación de Evaluadores (390 px)');
  });
});
