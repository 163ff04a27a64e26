import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { MSG, PROJECT_MSG, STRATEGY_API, STRATEGY_MSG } from '@siiicca/shared';
import { expectNoAxeViolations } from './a11y';
import { expectSnack, nextAnswer, untilStill } from './actions';
import { choose } from './catalogues-actions';
import { ACCOUNTS, LAPTOP, PHONE, screenshot, signedInPage, useProduct } from './harness';
import { goToProjectStep, openNewProject, openProjects, pick, tinyPdf } from './projects-actions';
import { goToStep, openList, openNewWizard } from './strategies-wizard-actions';
import { rowOf, search } from './catalogues-actions';

/*
 * Issue 26, points 1, 3, 7 and 8: /forbidden, 'Actor Ya Existe como: {type}', documents checked when
 * chosen, and number and format fields that say what is wrong with what was typed.
 */

const SIZES = [
  ['1366', LAPTOP],
  ['390', PHONE],
] as const;

/** A new Colectivo Académico (every actor step): kind chosen, the signed-in lecturer looked up as leader. */
async function collectiveWithLeader(page: Page) {
  await openList(page);
  const wizard = await openNewWizard(page);
  await choose(page, wizard, 'Tipo de Estrategia', 'Colectivos Académicos');
  await wizard.getByRole('button', { name: 'Siguiente' }).click();
  await expectSnack(page, 'Datos del docente encontrados', () => wizard.getByRole('button', { name: 'Buscar' }).click());
  const identification = wizard.getByRole('textbox', { name: 'Identificación' });
  await expect.poll(() => identification.inputValue()).not.toBe('');
  const leaderId = await identification.inputValue();
  return { wizard, leaderId };
}

async function openActorDialog(page: Page, wizard: Locator, type: string) {
  await wizard.getByRole('button', { name: `Agregar ${type}` }).click();
  const dialog = page.getByRole('dialog', { name: `Nuevo Registro - ${type}` });
  await dialog.waitFor();
  await untilStill(page);
  return dialog;
}

/** Types `value` in a box and leaves it, as a person does before reading the message under it. */
async function typeAndLeave(box: Locator, value: string) {
  await box.fill(value);
  await box.press('Tab');
}

const helperOf = async (box: Locator) => {
  const id = await box.getAttribute('aria-describedby');
  return id ? ((await box.page().locator(`[id="${id.split(' ')[0]}"]`).textContent()) ?? '').trim() : '';
};

describe('issue 26: the last mile of the spec', () => {
  const product = useProduct();
  const pageOf = (account = ACCOUNTS.docente, viewport: { width: number; height: number } = LAPTOP) =>
    signedInPage(product(), account, { viewport });

  it('1. a screen the profile may not use sends the user to /forbidden with the message, focused, with a way back', async () => {
    for (const [size, viewport] of SIZES) {
      const page = await pageOf(ACCOUNTS.docente, viewport);
      await page.goto('/dashboard');
      await page.getByRole('heading', { name: /María Fernanda Rojas Díaz/ }).waitFor();
      await page.goto('/users');
      await page.waitForURL('**/forbidden');
      const heading = page.getByRole('heading', { name: 'Acceso denegado', level: 1 });
      await heading.waitFor();
      await page.getByRole('alert').filter({ hasText: MSG.forbidden }).waitFor();
      await page.getByText('/users', { exact: true }).waitFor();
      // Keyboard and screen-reader users start on the explanation, and the next Tab reaches the way back.
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Acceso denegado');
      await page.keyboard.press('Tab');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Volver');
      await expectNoAxeViolations(page, `/forbidden at ${size} px`);
      await screenshot(page, `forbidden-${size}`);
      // 'Volver' returns to the page before the refused address (which is not kept in the history).
      await page.getByRole('button', { name: 'Volver', exact: true }).click();
      await page.waitForURL('**/dashboard');
      // The route itself, opened directly, shows the message and the way home.
      await page.goto('/forbidden');
      await heading.waitFor();
      await page.getByText(MSG.forbidden).waitFor();
      await page.getByRole('link', { name: 'Volver al Inicio' }).click();
      await page.waitForURL('**/dashboard');
      await page.context().close();
    }
  });

  it("3. the leader (or any actor) added again: the dialog says 'Actor Ya Existe como: {type}' at once, and a save says it too", async () => {
    const page = await pageOf();
    const { wizard, leaderId } = await collectiveWithLeader(page);
    await goToStep(page, wizard, 'Docentes');
    let dialog = await openActorDialog(page, wizard, 'Docente');
    await typeAndLeave(dialog.getByRole('textbox', { name: 'Identificación' }), leaderId);
    await dialog.getByText(STRATEGY_MSG.actorExists('Líder')).waitFor();
    await expectNoAxeViolations(page, 'actor dialog with the leader again');
    await screenshot(page, 'actor-exists-1366');
    await expectSnack(page, STRATEGY_MSG.actorExists('Líder'), () => dialog.getByRole('button', { name: 'Guardar' }).click());
    await expect.poll(() => dialog.isVisible()).toBe(true);

    // A known lecturer is added; then the leader is changed to the same person: the save names it.
    await dialog.getByRole('textbox', { name: 'Identificación' }).fill('1020456789');
    await dialog.getByRole('button', { name: 'Buscar persona' }).click();
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Nombre', exact: true }).inputValue()).toBe('Juliana Andrea Castro Méndez');
    await choose(page, dialog, 'Rol', 'Co-Tutor');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'detached' });
    // A second lecturer with her identification is refused as a Docente.
    dialog = await openActorDialog(page, wizard, 'Docente');
    await typeAndLeave(dialog.getByRole('textbox', { name: 'Identificación' }), '1020456789');
    await dialog.getByText(STRATEGY_MSG.actorExists('Docente')).waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('button', { name: 'Descartar', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    await goToStep(page, wizard, 'Docente Líder');
    await wizard.getByRole('textbox', { name: 'Identificación' }).fill('1020456789');
    await wizard.getByRole('button', { name: 'Guardar', exact: true }).click();
    const problems = page.getByRole('dialog', { name: 'Errores Encontrados' });
    await problems.getByText(STRATEGY_MSG.actorExists('Líder')).waitFor();
    await problems.getByRole('button').last().click();
    await problems.waitFor({ state: 'detached' });
    // The step of that actor shows the message beside the person.
    await goToStep(page, wizard, 'Docentes');
    const refusal = wizard.getByRole('alert').filter({ hasText: 'Juliana Andrea Castro Méndez' }).filter({ hasText: STRATEGY_MSG.actorExists('Líder') });
    await refusal.waitFor();
    await untilStill(page);
    await expectNoAxeViolations(page, 'actors step with a refused actor');
    await refusal.scrollIntoViewIfNeeded();
    await screenshot(page, 'actor-refused-step-1366');
    // On a phone: the same message on the step, and in the dialog.
    await page.setViewportSize(PHONE);
    await untilStill(page);
    await refusal.scrollIntoViewIfNeeded();
    await screenshot(page, 'actor-refused-step-390');
    dialog = await openActorDialog(page, wizard, 'Docente');
    // She is both a Docente actor and (now) the leader: the dialog names the first it finds.
    await typeAndLeave(dialog.getByRole('textbox', { name: 'Identificación' }), '1020456789');
    await dialog.getByText(STRATEGY_MSG.actorExists('Docente')).waitFor();
    await expectNoAxeViolations(page, 'actor dialog with a person already in the strategy at 390 px');
    await screenshot(page, 'actor-exists-390');
  });

  it('7. a document is checked when chosen: empty, renamed executable, then a real PDF', async () => {
    for (const [size, viewport] of SIZES) {
      const page = await pageOf(ACCOUNTS.docente, viewport);
      await openProjects(page);
      const form = await openNewProject(page);
      await pick(page, form, 'Convocatoria', /Convocatoria Interna de Proyectos de Investigación/);
      await goToProjectStep(page, form, 'Documentación requerida');
      const doc = 'Carta de aval de la Facultad';
      const row = form.getByRole('listitem', { name: doc });
      const choose = async (name: string, buffer: Buffer) => {
        const chooser = page.waitForEvent('filechooser');
        await form.getByRole('button', { name: new RegExp(`^(Elegir|Cambiar) archivo: ${doc}$`) }).click();
        await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer });
      };
      await choose('vacio.pdf', Buffer.alloc(0));
      await row.getByRole('alert').filter({ hasText: 'vacio.pdf' }).filter({ hasText: PROJECT_MSG.fileEmpty }).waitFor();
      await expect.poll(() => row.getByText('Por subir').count()).toBe(0);
      await choose('programa.pdf', Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'));
      await row.getByRole('alert').filter({ hasText: 'programa.pdf' }).filter({ hasText: 'El contenido del archivo no corresponde al tipo aceptado' }).waitFor();
      await expect.poll(() => row.getByText('Por subir').count()).toBe(0);
      await expectNoAxeViolations(page, `refused document at ${size} px`);
      await untilStill(page);
      await screenshot(page, `document-refused-${size}`);
      await choose('carta.pdf', tinyPdf('Carta de aval'));
      await row.getByText('Por subir').waitFor();
      await expect.poll(() => row.getByRole('alert').count()).toBe(0);
      await page.context().close();
    }
  });

  it('8. number and format boxes say what is wrong with what was typed', async () => {
    const page = await pageOf();
    await openList(page);
    const wizard = await openNewWizard(page);
    await choose(page, wizard, 'Tipo de Estrategia', 'Grupos de Trabajo');
    await goToStep(page, wizard, 'Información General');
    const duration = wizard.getByRole('spinbutton', { name: 'Duración (meses)' });
    for (const [typed, message] of [
      ['0', MSG.minValue(1)],
      ['-3', MSG.minValue(1)],
      ['1.5', MSG.wholeNumber],
      ['121', 'Máximo 120 meses'],
      ['', STRATEGY_MSG.required],
    ] as const) {
      await typeAndLeave(duration, typed);
      await expect.poll(() => helperOf(duration), { message: `duración ${typed}` }).toBe(message);
    }
    const period = wizard.getByRole('textbox', { name: 'Periodo Académico' });
    await typeAndLeave(period, 'abc');
    await expect.poll(() => helperOf(period)).toBe(STRATEGY_MSG.academicPeriodFormat);
    await typeAndLeave(duration, '1.5');
    await expectNoAxeViolations(page, 'field messages of the general step');
    await duration.scrollIntoViewIfNeeded();
    await screenshot(page, 'field-messages-1366');
    await page.setViewportSize(PHONE);
    await untilStill(page);
    await duration.scrollIntoViewIfNeeded();
    await screenshot(page, 'field-messages-390');
    await typeAndLeave(period, '2026-2');
    await expect.poll(() => helperOf(period)).not.toBe(STRATEGY_MSG.academicPeriodFormat);

    // The project form's payroll hours, the same words.
    await page.setViewportSize(LAPTOP);
    await openProjects(page);
    const form = await openNewProject(page);
    await form.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('button', { name: 'Agregar Investigador' }).click();
    const dialog = page.getByRole('dialog', { name: /Nuevo Registro - / });
    await untilStill(page);
    const hours = dialog.getByRole('spinbutton', { name: 'Horas de Nómina' });
    await typeAndLeave(hours, '1.5');
    await expect.poll(() => helperOf(hours)).toBe(MSG.wholeNumber);
    await typeAndLeave(hours, '0');
    await expect.poll(() => helperOf(hours)).toBe(MSG.minValue(1));
  });
});

/*
 * Issue 26, points 2 and 4: an edit the state forbids says why where a sighted user looks (hover and
 * keyboard focus), and its address returns to the list with the message; a download the server
 * refuses shows the server's own Spanish reason instead of the generic failure.
 */
describe('issue 26: reasons a user can see', () => {
  const product = useProduct();
  const FINISHED = 'Memoria histórica en barrios de Bogotá';
  const EXPIRED = 'Materiales sostenibles para vivienda rural';
  const editAddress = (page: Page) => new URL(page.url()).searchParams.get('edit');

  it("2. 'Editar' of a strategy that is not Activo shows why on hover and on focus; its edit address returns to the list with the message (projects too)", async () => {
    const page = await signedInPage(product(), ACCOUNTS.docente, { viewport: LAPTOP });
    await openList(page);
    const found = nextAnswer<{ data: { id: number; name: string }[] }>(page, (url) => url.pathname.endsWith('strategies') && url.searchParams.get('q') === FINISHED);
    await search(page, FINISHED);
    const listed = (await found).body;
    const id = listed.data.find((s) => s.name === FINISHED)!.id;

    const edit = rowOf(page, FINISHED).first().getByRole('button', { name: `Editar: ${STRATEGY_MSG.wrongStateToEdit}` });
    const tooltip = page.getByRole('tooltip').filter({ hasText: STRATEGY_MSG.wrongStateToEdit });
    await edit.hover();
    await tooltip.waitFor();
    await expectNoAxeViolations(page, 'reason tooltip of a disabled Editar');
    await screenshot(page, 'edit-reason-tooltip-1366');
    await page.mouse.move(0, 0);
    await tooltip.waitFor({ state: 'hidden' });
    await page.getByRole('textbox', { name: 'Buscar' }).focus();
    await edit.focus();
    await tooltip.waitFor();
    await expect.poll(() => edit.getAttribute('aria-disabled')).toBe('true');

    await page.setViewportSize(PHONE);
    const card = page.getByRole('list', { name: 'Registros' }).getByRole('listitem').filter({ hasText: FINISHED }).first();
    const cardEdit = card.getByRole('button', { name: `Editar: ${STRATEGY_MSG.wrongStateToEdit}` });
    await cardEdit.focus();
    await tooltip.waitFor();
    await expectNoAxeViolations(page, 'reason tooltip of a disabled Editar card action');
    await screenshot(page, 'edit-reason-tooltip-390');
    await page.setViewportSize(LAPTOP);

    // The edit address typed in: the message, and the list without the wizard.
    await expectSnack(page, STRATEGY_MSG.wrongStateToEdit, () => page.goto(`/my_strategies?edit=${id}`));
    await expect.poll(() => editAddress(page)).toBeNull();
    await page.getByRole('heading', { name: 'Mis Estrategias', exact: true }).waitFor();
    await expect.poll(() => page.getByRole('dialog', { name: /Editar Estrategia/ }).count()).toBe(0);

    // A project that is no longer a Borrador, the same way.
    const projects = nextAnswer<{ data: { id: number; state: string; user: { username: string } }[] }>(page, (url, r) => url.pathname.startsWith('/api/') && url.pathname.includes('projects') && r.request().method() === 'GET' && r.ok());
    await openProjects(page);
    const rows = (await projects).body.data;
    // Docente's own (the list also shows projects docente is an investigator of, which only their owner
    // edits), sent, in evaluation or later: anything but a Borrador or one returned for adjustments.
    const sent = rows.find((p) => p.user.username === 'docente' && p.state !== 'Borrador' && p.state !== 'Ajustes solicitados');
    expect(sent, 'a demo project of docente that was sent').toBeDefined();
    await expectSnack(page, PROJECT_MSG.wrongStateToEdit, () => page.goto(`/my_projects?edit=${sent!.id}`));
    await expect.poll(() => editAddress(page)).toBeNull();
    await expect.poll(() => page.getByRole('dialog', { name: /Editar Proyecto/ }).count()).toBe(0);
    await page.context().close();
  });

  it("4. 'Anexos' of strategies without attachments shows the server's reason, not 'Error al Obtener los Anexos'", async () => {
    const page = await signedInPage(product(), ACCOUNTS.docente, { viewport: LAPTOP });
    await openList(page);
    await page.getByRole('button', { name: 'Seleccionar', exact: true }).click();
    const toolbar = page.getByRole('toolbar', { name: 'Selección' });
    await search(page, EXPIRED);
    await rowOf(page, EXPIRED).first().getByRole('checkbox').check();
    await toolbar.getByText('1 seleccionada', { exact: true }).waitFor();
    const refused = page.waitForResponse((r) => r.request().method() !== 'OPTIONS' && r.url().includes(STRATEGY_API.attachments));
    await expectSnack(page, STRATEGY_MSG.noAttachments, () => toolbar.getByRole('button', { name: 'Anexos' }).click());
    const answer = await refused;
    expect(answer.status()).toBe(404);
    expect(((await answer.json()) as { message: string }).message).toBe(STRATEGY_MSG.noAttachments);
    await expect.poll(() => page.getByText(STRATEGY_MSG.attachmentsFailed).count()).toBe(0);
    await expectNoAxeViolations(page, "the server's reason for no attachments");
    await screenshot(page, 'no-attachments-reason-1366');
    await page.context().close();
  });
});
