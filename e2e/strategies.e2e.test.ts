import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { STRATEGY_KINDS } from '@siiicca/shared';
import { expectNoAxeViolations } from './a11y';
import { expectSnack, storedSession, showAll, untilStill } from './actions';
import { choose, recordsOf, rowOf, search, typeDate } from './catalogues-actions';
import { ACCOUNTS, LAPTOP, PHONE, screenshot, signedInPage, useProduct } from './harness';
import {
  addProductAndActivity,
  chooseFirst,
  createStrategy,
  goToStep,
  nextStrategies,
  openList,
  openNewWizard,
  saveWizard,
  stepTitles,
  wizardOf,
} from './strategies-wizard-actions';

/** Fills steps 1 to 3 of a study group (the leader is the signed-in lecturer, looked up). */
async function fillStudyGroup(page: Page, name: string) {
  const wizard = wizardOf(page);
  await choose(page, wizard, 'Tipo de Estrategia', 'Grupos de Estudio');
  await wizard.getByRole('button', { name: 'Siguiente' }).click();
  await expectSnack(page, 'Datos del docente encontrados', () => wizard.getByRole('button', { name: 'Buscar' }).click());
  await wizard.getByRole('button', { name: 'Siguiente' }).click();
  await chooseFirst(page, wizard, 'Divisiones');
  await chooseFirst(page, wizard, 'Facultades');
  await chooseFirst(page, wizard, 'Programas');
  await wizard.getByRole('textbox', { name: 'Nombre del Grupo de Estudio' }).fill(name);
  await wizard.getByRole('textbox', { name: 'Objetivo General' }).fill('Formar lectores críticos de la literatura científica.');
  await wizard.getByRole('textbox', { name: 'Objetivos Específicos' }).fill('Discutir un artículo por semana.');
  await chooseFirst(page, wizard, 'Asignaturas');
  await wizard.getByRole('textbox', { name: 'Núcleo Problémico' }).fill('La lectura superficial de fuentes.');
  await wizard.getByRole('textbox', { name: 'Metodología' }).fill('Seminario alemán con relatorías.');
  await wizard.getByRole('spinbutton', { name: 'Duración (meses)' }).fill('12');
  await wizard.getByRole('textbox', { name: 'Periodo Académico' }).fill('2026-2');
  await chooseFirst(page, wizard, 'Líneas de Investigación');
  await chooseFirst(page, wizard, 'Campos de Acción');
}

/** Steps 1 and 2 for `kind`, then the fields of step 3 every kind asks for, with a chosen faculty. */
async function fillCommon(page: Page, kind: string, names: { division: string; faculty: string }) {
  const wizard = wizardOf(page);
  await choose(page, wizard, 'Tipo de Estrategia', kind);
  await wizard.getByRole('button', { name: 'Siguiente' }).click();
  await expectSnack(page, 'Datos del docente encontrados', () => wizard.getByRole('button', { name: 'Buscar' }).click());
  await wizard.getByRole('button', { name: 'Siguiente' }).click();
  await choose(page, wizard, 'Divisiones', names.division);
  await choose(page, wizard, 'Facultades', names.faculty);
  await chooseFirst(page, wizard, 'Programas');
  await wizard.getByRole('textbox', { name: 'Metodología' }).fill('Talleres quincenales y trabajo de campo.');
  await wizard.getByRole('spinbutton', { name: 'Duración (meses)' }).fill('10');
  await wizard.getByRole('textbox', { name: 'Periodo Académico' }).fill('2026-2');
  await chooseFirst(page, wizard, 'Líneas de Investigación');
  await chooseFirst(page, wizard, 'Campos de Acción');
  return wizard;
}

describe('strategy lists and wizard', () => {
  const product = useProduct();

  it('lists own strategies with search, sorting, page sizes and "Página X de Y"', async () => {
    const page = await signedInPage(product(), ACCOUNTS.docente2, { viewport: LAPTOP });
    await openList(page);
    for (let i = 1; i <= 7; i++) await createStrategy(page, STRATEGY_KINDS[i % 4]!, { name: `Lista paginada ${i}` });
    await openList(page);
    for (const header of ['Id', 'Creación', 'Vencimiento', 'Facultades', 'Usuario', 'Estrategia', 'Nombre', 'Estado', 'Acciones']) {
      await page.getByRole('columnheader', { name: header, exact: true }).waitFor();
    }
    await search(page, 'Lista paginada', 'Lista paginada 7');
    await expect.poll(() => recordsOf(page).count()).toBe(5);
    await page.getByText('Página 1 de 2').waitFor();
    await page.getByRole('button', { name: 'Ir a la página siguiente' }).click();
    await page.getByText('Página 2 de 2').waitFor();
    await expect.poll(() => recordsOf(page).count()).toBe(2);
    await page.getByRole('button', { name: 'Ir a la página anterior' }).click();
    await page.getByText('Página 1 de 2').waitFor();

    await page.getByRole('combobox', { name: /Filas por página/ }).click();
    await expect.poll(() => page.getByRole('option').allTextContents()).toEqual(['5', '10', '15', '20', '30', '50', '100']);
    await page.getByRole('option', { name: '10', exact: true }).click();
    await page.getByText('Página 1 de 1').waitFor();
    await expect.poll(() => recordsOf(page).count()).toBe(7);

    const firstName = () => page.locator('.MuiDataGrid-row [data-field="name"]').first().textContent();
    const nameHeader = page.locator('.MuiDataGrid-columnHeader[data-field="name"] .MuiDataGrid-columnHeaderTitle');
    await nameHeader.click();
    await expect.poll(firstName).toBe('Lista paginada 1');
    await nameHeader.click();
    await expect.poll(firstName).toBe('Lista paginada 7');

    await search(page, 'paginada 3', 'Lista paginada 3');
    await expect.poll(() => recordsOf(page).count()).toBe(1);
    await rowOf(page, 'Lista paginada 3').getByText('Carlos Andrés Gómez Pérez').waitFor();
    await expectNoAxeViolations(page, '/my_strategies');
    await page.getByRole('textbox', { name: 'Buscar' }).fill('');
    await page.getByText('Página 1 de 1').waitFor({ state: 'detached' });
    await screenshot(page, 'strategies-list-1366');

    // On a phone the rows are cards, every action a labelled button.
    const phone = await signedInPage(product(), ACCOUNTS.docente2, { viewport: PHONE });
    await openList(phone);
    await phone.getByRole('list', { name: 'Registros' }).waitFor();
    await untilStill(phone);
    await expectNoAxeViolations(phone, '/my_strategies (phone)');
    await screenshot(phone, 'strategies-list-390');
  });

  it('shows exactly the steps of each kind, relabels the fields and wraps "Siguiente" from the last step', async () => {
    const page = await signedInPage(product(), ACCOUNTS.docente, { viewport: LAPTOP });
    await openList(page);
    const wizard = await openNewWizard(page);
    await expect.poll(() => stepTitles(wizard)).toEqual(['Registro']);
    const expected: Record<string, string[]> = {
      'Grupos de Estudio': ['Registro', 'Docente Líder', 'Información General', 'Docentes', 'Egresados', 'Estudiantes', 'Productos Esperados'],
      'Grupos de Trabajo': ['Registro', 'Docente Líder', 'Información General', 'Docentes', 'Egresados', 'Estudiantes', 'Productos Esperados'],
      'Colectivos Académicos': [
        'Registro', 'Docente Líder', 'Información General', 'Docentes', 'Egresados', 'Estudiantes',
        'Sector Productivo', 'Estado', 'Sociedad Civil', 'Productos Esperados',
      ],
      'Semilleros de Investigación': ['Registro', 'Docente Líder', 'Información General', 'Docentes', 'Estudiantes', 'Productos Esperados'],
    };
    for (const kind of STRATEGY_KINDS) {
      await goToStep(page, wizard, 'Registro');
      await choose(page, wizard, 'Tipo de Estrategia', kind);
      await expect.poll(() => stepTitles(wizard)).toEqual(expected[kind]);
    }
    // The kind's hint shows under the choice; the name and problem fields take its labels.
    await wizard.getByText('Estrategia de un semillero de investigación registrado').waitFor();
    await goToStep(page, wizard, 'Información General');
    await wizard.getByRole('textbox', { name: 'Nombre de la Estrategia del Semillero' }).waitFor();
    await wizard.getByRole('combobox', { name: 'Semillero de Investigación' }).waitFor();
    await goToStep(page, wizard, 'Registro');
    await choose(page, wizard, 'Tipo de Estrategia', 'Colectivos Académicos');
    await goToStep(page, wizard, 'Información General');
    await wizard.getByRole('textbox', { name: 'Nombre del Colectivo Académico' }).waitFor();
    await wizard.getByRole('textbox', { name: 'Problema Social' }).waitFor();
    await wizard.getByRole('textbox', { name: 'Reconocimiento' }).waitFor();
    // The name is never cut: past 250 letters the message shows at once.
    await wizard.getByRole('textbox', { name: 'Nombre del Colectivo Académico' }).fill('x'.repeat(251));
    await wizard.getByText('Máximo 250 letras').waitFor();
    await expect.poll(() => wizard.getByRole('textbox', { name: 'Nombre del Colectivo Académico' }).inputValue()).toHaveLength(251);
    await expectNoAxeViolations(page, 'wizard, step 3');
    await screenshot(page, 'strategies-wizard-1366');

    await goToStep(page, wizard, 'Docente Líder');
    await expectNoAxeViolations(page, 'wizard, step 2');
    await goToStep(page, wizard, 'Productos Esperados');
    await expectNoAxeViolations(page, 'wizard, step 10');
    await wizard.getByRole('button', { name: 'Siguiente' }).click();
    await wizard.getByRole('combobox', { name: 'Tipo de Estrategia' }).waitFor();

    await page.setViewportSize(PHONE);
    await untilStill(page);
    await expectNoAxeViolations(page, 'wizard (phone)');
    await screenshot(page, 'strategies-wizard-390');
  });

  it('registers a study group through the wizard, then reopens, edits it and shows its history', async () => {
    const page = await signedInPage(product(), ACCOUNTS.docente, { viewport: LAPTOP });
    await openList(page);
    await openNewWizard(page);
    await fillStudyGroup(page, 'Club de lectura científica');
    const wizard = wizardOf(page);
    // Without activities or products the save says so, in the spec's order, and opens step 10.
    await wizard.getByRole('button', { name: 'Guardar', exact: true }).click();
    const problems = page.getByRole('dialog', { name: 'Errores Encontrados' });
    await expect.poll(() => problems.getByRole('listitem').allTextContents()).toEqual(['Debe agregar al menos 1 actividad', 'Debe agregar al menos 1 producto']);
    await problems.getByRole('button', { name: 'Entendido' }).click();
    await wizard.getByRole('button', { name: 'Agregar Producto' }).waitFor();
    await addProductAndActivity(page, 'Sesión de apertura y acuerdos de trabajo.');
    await saveWizard(page);

    await search(page, 'Club de lectura científica');
    const row = rowOf(page, 'Club de lectura científica').first();
    await row.getByText('Grupos de Estudio').waitFor();
    await row.getByText('Activo').waitFor();

    await row.getByRole('button', { name: 'Editar', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Estrategia' });
    await edit.getByRole('combobox', { name: 'Tipo de Estrategia' }).waitFor();
    await goToStep(page, edit, 'Información General');
    const name = edit.getByRole('textbox', { name: 'Nombre del Grupo de Estudio' });
    await expect.poll(() => name.inputValue()).toBe('Club de lectura científica');
    await expect.poll(() => edit.getByRole('textbox', { name: 'Metodología' }).inputValue()).toBe('Seminario alemán con relatorías.');
    await name.fill('Club de lectura científica avanzada');
    await goToStep(page, edit, 'Productos Esperados');
    await edit.getByText('Sesión de apertura y acuerdos de trabajo.').waitFor();
    await saveWizard(page);
    await search(page, 'científica avanzada', 'Club de lectura científica avanzada');

    await rowOf(page, 'Club de lectura científica avanzada').first().getByRole('button', { name: 'Historial' }).click();
    const history = page.getByRole('dialog', { name: /Historial/ });
    await history.getByText('Creación').waitFor();
    await history.getByText('Actualización').first().waitFor();
    await history.getByText('Club de lectura científica → Club de lectura científica avanzada').waitFor();
    await history.getByText(/María Fernanda Rojas Díaz/).first().waitFor();
    await expectNoAxeViolations(page, 'Historial');
    await screenshot(page, 'strategies-history-1366');
    await history.getByRole('button', { name: 'Cerrar' }).click();
  });

  it('deletes a strategy after asking, and not when the question is cancelled', async () => {
    const page = await signedInPage(product(), ACCOUNTS.docente, { viewport: LAPTOP });
    await openList(page);
    await createStrategy(page, 'Semilleros de Investigación', { name: 'Semillero para borrar' });
    await search(page, 'Semillero para borrar');
    const row = rowOf(page, 'Semillero para borrar').first();
    await row.getByRole('button', { name: 'Eliminar' }).click();
    await expectSnack(page, 'Acción Cancelada', () => page.getByRole('dialog', { name: '¿Está seguro?' }).getByRole('button', { name: 'Cancelar' }).click());
    await row.waitFor();
    await row.getByRole('button', { name: 'Eliminar' }).click();
    await expectSnack(page, '¡ Estrategia Eliminada !', () => page.getByRole('dialog', { name: '¿Está seguro?' }).getByRole('button', { name: 'Eliminar' }).click());
    await row.waitFor({ state: 'detached' });
  });

  it('explains why a finished strategy cannot be edited or deleted', async () => {
    const page = await signedInPage(product(), ACCOUNTS.docente, { viewport: LAPTOP });
    await openList(page);
    // The demo data gives every lecturer strategies in every state.
    await showAll(page);
    const row = page.locator('.MuiDataGrid-row').filter({ hasText: 'Finalizado' }).first();
    await row.waitFor();
    const edit = row.getByRole('menuitem', { name: /^Editar: / }).or(row.getByRole('button', { name: /^Editar: / }));
    await expect.poll(() => edit.getAttribute('aria-disabled')).toBe('true');
    // Greyed and marked unavailable, it still answers a click (Playwright would wait for it to be enabled).
    await expectSnack(page, 'La Estrategia no tiene el Estado Necesario para Editar', () => edit.click({ force: true }));
    await expectSnack(page, 'La Estrategia no tiene el Estado Necesario para Eliminar', () => row.getByRole('button', { name: /^Eliminar: / }).click({ force: true }));
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });

  it('looks the leader up by identification, starting from the signed-in lecturer, and lets an unknown person be typed', async () => {
    const page = await signedInPage(product(), ACCOUNTS.docente, { viewport: LAPTOP });
    await openList(page);
    const wizard = await openNewWizard(page);
    await choose(page, wizard, 'Tipo de Estrategia', 'Grupos de Trabajo');
    await wizard.getByRole('button', { name: 'Siguiente' }).click();
    const identification = wizard.getByRole('textbox', { name: 'Identificación' });
    await expect.poll(() => identification.inputValue()).toBe('52345678');
    await expect.poll(() => wizard.getByRole('textbox', { name: 'Nombre' }).inputValue()).toBe('María Fernanda Rojas Díaz');

    await identification.fill('79876543');
    await expectSnack(page, 'Datos del docente encontrados', () => identification.press('Enter'));
    await expect.poll(() => wizard.getByRole('textbox', { name: 'Nombre' }).inputValue()).toBe('Carlos Andrés Gómez Pérez');

    await identification.fill('1234509876');
    await expectSnack(page, 'No se encontró la persona: ingrese sus datos', () => wizard.getByRole('button', { name: 'Buscar' }).click());
    // The person is typed in: the name box has the focus.
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('leader.name');
  });

  it('keeps the unfinished strategy as a draft and reopens it where it was left after a reload', async () => {
    const page = await signedInPage(product(), ACCOUNTS.docente, { viewport: LAPTOP });
    await openList(page);
    const wizard = await openNewWizard(page);
    await choose(page, wizard, 'Tipo de Estrategia', 'Semilleros de Investigación');
    const created = page.waitForResponse((r) => r.url().endsWith('/strategy_drafts') && r.status() === 201);
    await wizard.getByRole('button', { name: 'Siguiente' }).click();
    await created;
    await goToStep(page, wizard, 'Información General');
    await wizard.getByRole('textbox', { name: 'Nombre de la Estrategia del Semillero' }).fill('Semillero recuperado tras recargar');
    const updated = page.waitForResponse((r) => /\/strategy_drafts\/\d+$/.test(r.url()) && r.ok());
    await goToStep(page, wizard, 'Docente Líder');
    await updated;
    await wizard.getByText('Borrador guardado').waitFor();

    // Leaving the page with unsaved changes asks first (the browser's own question).
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(asked).toEqual(['beforeunload']);
    // The address names the open strategy, so the reload reopened the wizard on it: go back to the list.
    await openList(page);
    await page.getByRole('heading', { name: 'Mis Estrategias', exact: true }).waitFor();
    await search(page, 'Semillero recuperado tras recargar');
    const row = rowOf(page, 'Semillero recuperado tras recargar').first();
    await row.getByText('Borrador').waitFor();
    await row.getByRole('button', { name: 'Continuar' }).click();
    const reopened = wizardOf(page);
    await reopened.locator('[aria-current="step"]').filter({ hasText: 'Docente Líder' }).waitFor();
    await reopened.getByRole('button', { name: 'Buscar' }).waitFor();
    await goToStep(page, reopened, 'Información General');
    await expect.poll(() => reopened.getByRole('textbox', { name: 'Nombre de la Estrategia del Semillero' }).inputValue()).toBe('Semillero recuperado tras recargar');
    await goToStep(page, reopened, 'Registro');
    await expect.poll(() => reopened.getByRole('combobox', { name: 'Tipo de Estrategia' }).textContent()).toBe('Semilleros de Investigación');
  });

  it('asks before discarding typed work, and a discarded new strategy leaves no draft behind', async () => {
    const page = await signedInPage(product(), ACCOUNTS.docente, { viewport: LAPTOP });
    await openList(page);
    // Nothing typed: Cancelar closes at once.
    let wizard = await openNewWizard(page);
    await wizard.getByRole('button', { name: 'Cancelar' }).click();
    await wizard.waitFor({ state: 'detached' });

    wizard = await openNewWizard(page);
    await choose(page, wizard, 'Tipo de Estrategia', 'Grupos de Estudio');
    const created = page.waitForResponse((r) => r.url().endsWith('/strategy_drafts') && r.status() === 201);
    await goToStep(page, wizard, 'Información General');
    await created;
    await wizard.getByRole('textbox', { name: 'Nombre del Grupo de Estudio' }).fill('Grupo que se descarta');
    await goToStep(page, wizard, 'Registro');
    await wizard.getByText('Borrador guardado').waitFor();

    await wizard.getByRole('button', { name: 'Cancelar' }).click();
    const question = page.getByRole('dialog', { name: '¿Descartar los cambios?' });
    await question.getByRole('button', { name: 'Seguir editando' }).click();
    await question.waitFor({ state: 'detached' });
    await wizard.getByRole('combobox', { name: 'Tipo de Estrategia' }).waitFor();
    // Esc asks the same question.
    await page.keyboard.press('Escape');
    await expectSnack(page, 'No se Guardó...', () => question.getByRole('button', { name: 'Descartar' }).click());
    await wizard.waitFor({ state: 'detached' });

    const answered = nextStrategies(page, (url) => url.searchParams.get('q') === 'Grupo que se descarta');
    await page.getByRole('textbox', { name: 'Buscar' }).fill('Grupo que se descarta');
    await answered;
    await page.getByText('No hay registros para mostrar').waitFor();
  });

  it('attaches the approval letter (a PDF by content) and offers the unsaved work of a saved strategy when reopened', async () => {
    const page = await signedInPage(product(), ACCOUNTS.docente, { viewport: LAPTOP });
    await openList(page);
    await createStrategy(page, 'Grupos de Trabajo', { name: 'Grupo con carta de aprobación' });
    await search(page, 'Grupo con carta de aprobación');
    await rowOf(page, 'Grupo con carta de aprobación').first().getByRole('button', { name: 'Editar', exact: true }).click();
    let wizard = page.getByRole('dialog', { name: 'Editar Estrategia' });
    await goToStep(page, wizard, 'Información General');
    const letter = wizard.locator('input[type="file"]');
    await expectSnack(page, 'El archivo debe ser un PDF', () =>
      letter.setInputFiles({ name: 'carta.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf at all') }),
    );
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    await letter.setInputFiles({ name: 'carta-aprobacion.pdf', mimeType: 'application/pdf', buffer: pdf });
    await wizard.getByText('carta-aprobacion.pdf').waitFor();
    await saveWizard(page);

    await rowOf(page, 'Grupo con carta de aprobación').first().getByRole('button', { name: 'Editar', exact: true }).click();
    wizard = page.getByRole('dialog', { name: 'Editar Estrategia' });
    await goToStep(page, wizard, 'Información General');
    // The stored letter is a link that downloads it.
    const [download] = await Promise.all([page.waitForEvent('download'), wizard.getByRole('button', { name: /carta-aprobacion\.pdf/ }).click()]);
    expect(download.suggestedFilename()).toBe('carta-aprobacion.pdf');

    // Unsaved edits stay on the server as the person moves on; reopening offers them.
    await wizard.getByRole('textbox', { name: 'Nombre del Grupo de Trabajo' }).fill('Grupo con carta, cambio sin guardar');
    const kept = page.waitForResponse((r) => /\/strategy_drafts\/\d+$/.test(r.url()) && r.ok());
    await goToStep(page, wizard, 'Docente Líder');
    await kept;
    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();
    // The address names the open strategy, so the reload reopened the wizard on it: go back to the list.
    await openList(page);
    await search(page, 'Grupo con carta de aprobación');
    await rowOf(page, 'Grupo con carta de aprobación').first().getByRole('button', { name: 'Editar', exact: true }).click();
    const offer = page.getByRole('dialog', { name: 'Cambios sin guardar' });
    await offer.getByRole('button', { name: 'Continuar' }).click();
    wizard = page.getByRole('dialog', { name: 'Editar Estrategia' });
    await wizard.locator('[aria-current="step"]').filter({ hasText: 'Docente Líder' }).waitFor();
    await goToStep(page, wizard, 'Información General');
    await expect.poll(() => wizard.getByRole('textbox', { name: 'Nombre del Grupo de Trabajo' }).inputValue()).toBe('Grupo con carta, cambio sin guardar');
    // Taken up, they are changes: closing asks.
    await wizard.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('dialog', { name: '¿Descartar los cambios?' }).getByRole('button', { name: 'Seguir editando' }).click();
    await saveWizard(page);
    await search(page, 'cambio sin guardar', 'Grupo con carta, cambio sin guardar');
  });

  it('/strategies shows every lecturer\'s strategies; only the author may change one, anyone allowed reads its history', async () => {
    const page = await signedInPage(product(), ACCOUNTS.admin, { viewport: LAPTOP });
    await openList(page, '/strategies', 'Todas las Estrategias');
    await showAll(page);
    const rows = page.locator('.MuiDataGrid-row').filter({ hasText: 'Activo' });
    const first = rows.filter({ hasText: 'María Fernanda Rojas Díaz' }).first();
    await first.waitFor();
    await rows.filter({ hasText: 'Carlos Andrés Gómez Pérez' }).first().waitFor();
    await expect.poll(() => first.getByRole('button', { name: /^(Editar|Eliminar)/ }).count()).toBe(0);
    await first.getByRole('button', { name: 'Historial' }).click();
    await page.getByRole('dialog', { name: /Historial/ }).getByText('Creación').first().waitFor();
  });

  it('registers a work group, an academic collective and a seedbed through the wizard, each with its own fields', async () => {
    const page = await signedInPage(product(), ACCOUNTS.docente, { viewport: LAPTOP });
    await openList(page);
    const where = { division: 'División de Ingenierías', faculty: 'Facultad de Ingeniería de Sistemas' };

    let wizard = await openNewWizard(page);
    await fillCommon(page, 'Grupos de Trabajo', where);
    await wizard.getByRole('textbox', { name: 'Nombre del Grupo de Trabajo' }).fill('Grupo de trabajo en analítica');
    await wizard.getByRole('textbox', { name: 'Objetivo General' }).fill('Construir tableros de datos abiertos.');
    await typeDate(page, wizard, 'Fecha de Conformación', '02/02/2026');
    await expect.poll(() => wizard.getByRole('textbox', { name: 'Núcleo Problémico' }).count()).toBe(0);
    await goToStep(page, wizard, 'Productos Esperados');
    await addProductAndActivity(page, 'Taller de limpieza de datos.');
    await saveWizard(page);

    wizard = await openNewWizard(page);
    await fillCommon(page, 'Colectivos Académicos', where);
    await wizard.getByRole('textbox', { name: 'Nombre del Colectivo Académico' }).fill('Colectivo por el agua del barrio');
    await wizard.getByRole('textbox', { name: 'Problema Social' }).fill('El acceso desigual al agua potable.');
    await wizard.getByRole('textbox', { name: 'Reconocimiento' }).fill('Mención en la feria de la ciudad.');
    await choose(page, wizard, 'Tipo de Identificación de la Entidad', 'NIT');
    await wizard.getByRole('textbox', { name: 'Identificación de la Entidad' }).fill('900123456');
    await wizard.getByRole('textbox', { name: 'Nombre de la Entidad' }).fill('Fundación Agua Viva');
    await expect.poll(() => wizard.getByRole('textbox', { name: 'Objetivo General' }).count()).toBe(0);
    await goToStep(page, wizard, 'Productos Esperados');
    await addProductAndActivity(page, 'Cartografía social del barrio.');
    await saveWizard(page);

    wizard = await openNewWizard(page);
    await fillCommon(page, 'Semilleros de Investigación', where);
    await wizard.getByRole('textbox', { name: 'Nombre de la Estrategia del Semillero' }).fill('Semillero de visión por computador');
    await wizard.getByRole('textbox', { name: 'Objetivo General' }).fill('Formar estudiantes en visión artificial.');
    await wizard.getByRole('textbox', { name: 'Núcleo Problémico' }).fill('La detección temprana de plagas.');
    await choose(page, wizard, 'Semillero de Investigación', 'Semillero de Inteligencia Artificial y Ciencia de Datos');
    await wizard.getByRole('textbox', { name: 'Nombre del Proyecto del Semillero' }).fill('Detección de plagas con drones');
    await goToStep(page, wizard, 'Productos Esperados');
    await addProductAndActivity(page, 'Revisión de literatura.');
    await saveWizard(page);

    await search(page, 'Grupo de trabajo en analítica');
    await rowOf(page, 'Grupo de trabajo en analítica').first().getByText('Grupos de Trabajo').waitFor();
    await search(page, 'Colectivo por el agua del barrio');
    await rowOf(page, 'Colectivo por el agua del barrio').first().getByText('Colectivos Académicos').waitFor();
    await search(page, 'Semillero de visión por computador');
    await rowOf(page, 'Semillero de visión por computador').first().getByText('Facultad de Ingeniería de Sistemas').waitFor();
  });
});

describe('strategy lists without an active period', () => {
  const product = useProduct();

  it("refuses 'Nuevo' with the spec's message", async () => {
    const admin = await signedInPage(product(), ACCOUNTS.admin);
    await admin.goto('/strategy_periods');
    await admin.getByRole('heading', { name: 'Periodo de Estrategia', exact: true }).waitFor();
    const headers = { Authorization: `Bearer ${(await storedSession(admin))!.token.access_token}` };
    const periods = (await (await admin.request.get('/api/siiicca/strategy_periods?per_page=100', { headers })).json()) as {
      data: { id: number; description: string; date_start: string; date_end: string; state: boolean }[];
    };
    for (const p of periods.data.filter((p) => p.state)) {
      const res = await admin.request.put(`/api/siiicca/strategy_periods/${p.id}`, { headers, data: { ...p, state: false } });
      expect(res.ok(), await res.text()).toBe(true);
    }

    const page = await signedInPage(product(), ACCOUNTS.docente, { viewport: LAPTOP });
    await openList(page);
    await expectSnack(page, 'No se encuentra un Periodo Activo, por favor contactese con la persona encargada', () =>
      page.getByRole('button', { name: 'Nuevo', exact: true }).click(),
    );
    await expect.poll(() => wizardOf(page).count()).toBe(0);
  });
});
