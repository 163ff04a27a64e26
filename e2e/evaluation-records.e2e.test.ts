import { describe, expect, it } from 'vitest';
import type { Download, Locator, Page } from 'playwright-core';
import fs from 'node:fs';
import { DECISION_MSG, DOI_LABELS, EXECUTION_LABELS, EXECUTION_MSG, PROJECT_MSG, REPORT_FILE_MSG, REPORT_LABELS, REPORT_MSG } from '@siiicca/shared';
import { expectNoAxeViolations } from './a11y';
import { act, clickOption, expectSnack, nextListAnswer, snackbar, untilListShows, untilStill } from './actions';
import { bogotaDay, rowOf, typeDate } from './catalogues-actions';
import { ACCOUNTS, LAPTOP, PHONE, screenshot, signedInPage, useProduct } from './harness';

/** Demo projects of 'docente' (apps/api/src/modules/evaluation/demo-seed.ts): one Aprobado with acta No. 1, one returned. */
const APPROVED = 'Salud mental y bienestar de estudiantes universitarios en la pospandemia';
const RETURNED = 'Energía solar fotovoltaica para escuelas rurales de Boyacá';
const ACTA = DECISION_MSG.approvalRecord;
/** docente's demo project En mora (apps/api/src/modules/execution/demo-seed.ts): its first progress report is overdue. */
const IN_ARREARS = 'Inteligencia artificial para el diagnóstico temprano de la roya del café';

/** A list of every state (no default 'Enviado' filter), searched for `q`. */
/** A minimal well-formed PDF: what the owner attaches as the signed report. */
const SIGNED_PDF = '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

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

/** The page once the snackbar has gone (on a phone it covers the top bar's buttons) and nothing moves. */
async function settled(page: Page) {
  await snackbar(page).waitFor({ state: 'detached' });
  await untilStill(page);
}

describe('after the acta: the execution of the approved project (issue 42)', () => {
  const product = useProduct();

  it('the office registers its start with a budget, the owner asks for an extension from Mis Proyectos, the office approves it; list and view at 1366 and 390 px', async () => {
    // The office finds the Aprobado project in Todos los Projectos and registers its start.
    const office = await signedInPage(product(), ACCOUNTS.admin, { viewport: LAPTOP });
    await office.goto(listAddress('/projects', 'pospandemia'));
    await act(office, rowOf(office, APPROVED).first(), EXECUTION_LABELS.start);
    await office.getByRole('heading', { name: EXECUTION_MSG.viewTitle }).waitFor();
    const view = office.url();
    await office.getByRole('button', { name: EXECUTION_LABELS.start }).click();
    const start = office.getByRole('dialog', { name: new RegExp(EXECUTION_LABELS.startTitle) });
    for (const [label, option] of [[`${EXECUTION_LABELS.budgetItem} 1`, 'Personal'], [`${EXECUTION_LABELS.fundingSource} 1`, 'Institución']]) {
      await start.getByRole('combobox', { name: label }).click();
      await clickOption(office, office.getByRole('option', { name: option, exact: true }));
    }
    await start.getByRole('textbox', { name: `${EXECUTION_LABELS.amount} 1` }).fill('12500000');
    await start.getByText(`${EXECUTION_LABELS.budgetTotal}: $ 12.500.000`).waitFor();
    await start.getByRole('table', { name: EXECUTION_LABELS.schedulePreview }).waitFor();
    await expectSnack(office, EXECUTION_MSG.started, () => start.getByRole('button', { name: EXECUTION_LABELS.start }).click());
    await start.waitFor({ state: 'detached' });
    const budget = office.getByRole('region', { name: EXECUTION_LABELS.approvedBudget });
    await budget.getByRole('cell', { name: 'Personal' }).waitFor();
    await office.getByRole('region', { name: EXECUTION_LABELS.schedule }).getByRole('cell', { name: 'Final' }).waitFor();

    // 'Proyectos en Ejecución' lists it.
    const listed = nextListAnswer(office, (url) => url.pathname.endsWith('/execution/projects'));
    await office.goto('/execution_projects');
    await untilListShows(office, (await listed).body.data);
    await rowOf(office, APPROVED).first().getByText('$ 0 / $ 12.500.000 (0 %)').waitFor();
    await settled(office);
    await expectNoAxeViolations(office, '/execution_projects (1366 px)');

    // The owner, on a phone, opens it from Mis Proyectos and asks for an extension.
    const owner = await signedInPage(product(), ACCOUNTS.docente, { viewport: PHONE });
    await owner.goto(listAddress('/my_projects', 'pospandemia'));
    await act(owner, rowOf(owner, APPROVED).first(), EXECUTION_LABELS.open);
    await owner.getByRole('button', { name: EXECUTION_LABELS.requestExtension }).click();
    const ask = owner.getByRole('dialog', { name: EXECUTION_LABELS.extensionTitle });
    await typeDate(owner, ask, EXECUTION_LABELS.requestedEnd, bogotaDay(500));
    await ask.getByRole('textbox', { name: EXECUTION_LABELS.justification }).fill('El trabajo de campo se retrasó por la temporada de lluvias.');
    await expectSnack(owner, EXECUTION_MSG.extensionRequested, () => ask.getByRole('button', { name: EXECUTION_LABELS.requestExtension }).click());
    await ask.waitFor({ state: 'detached' });
    await owner.getByRole('region', { name: EXECUTION_LABELS.extensions }).getByText('Pendiente', { exact: true }).waitFor();
    await settled(owner);
    await expectNoAxeViolations(owner, 'the execution view, the owner (390 px)');
    await expect.poll(() => owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(owner, 'execution-view-extension-390');

    // The office approves it: the end in force becomes the one asked for.
    await office.goto(view);
    await office.getByRole('button', { name: EXECUTION_LABELS.decideExtension }).click();
    const decide = office.getByRole('dialog', { name: EXECUTION_LABELS.decisionTitle });
    await decide.getByRole('radio', { name: EXECUTION_LABELS.approve }).check();
    await expectSnack(office, EXECUTION_MSG.extensionApproved, () => decide.getByRole('button', { name: EXECUTION_LABELS.decideExtension }).click());
    await decide.waitFor({ state: 'detached' });
    await office.getByRole('region', { name: EXECUTION_LABELS.extensions }).getByText('Aprobada', { exact: true }).waitFor();
    await office.getByRole('region', { name: EXECUTION_LABELS.project }).getByText(bogotaDay(500)).waitFor();
    await settled(office);
    await expectNoAxeViolations(office, 'the execution view, the office (1366 px)');
    await screenshot(office, 'execution-view-1366');

    // The list on a phone: cards.
    const phone = await signedInPage(product(), ACCOUNTS.admin, { viewport: PHONE });
    await phone.goto('/execution_projects');
    await rowOf(phone, APPROVED).first().getByText(EXECUTION_LABELS.executedOfApproved).waitFor();
    await untilStill(phone);
    await expectNoAxeViolations(phone, '/execution_projects (390 px)');
  });

  it('the owner writes and sends the overdue progress report (progress, budget past a line with its justification, a product with a DOI, the signed report attached); the office downloads the file and returns it with observations; the owner answers on a phone; the office accepts it and the executed budget shows it', async () => {
    const R = REPORT_LABELS;
    const owner = await signedInPage(product(), ACCOUNTS.docente, { viewport: LAPTOP });
    await owner.goto(listAddress('/my_projects', 'roya del café'));
    await act(owner, rowOf(owner, IN_ARREARS).first(), EXECUTION_LABELS.open);
    const schedule = owner.getByRole('region', { name: EXECUTION_LABELS.schedule });
    await schedule.getByRole('button', { name: R.write }).first().click();
    const form = owner.getByRole('dialog', { name: R.writeTitle });
    const step = async (page: Page, dialog: Locator, title: string) => {
      await dialog.getByRole('button', { name: title, exact: true }).click();
      await untilStill(page);
    };
    await form.getByRole('textbox', { name: R.overallProgress }).fill('40');
    const results = form.getByRole('textbox', { name: /^Resultado \d+ \(%\)/ });
    for (let i = 0; i < (await results.count()); i++) await results.nth(i).fill('30');
    await step(owner, form, R.stepActivities);
    await form.getByRole('textbox', { name: R.activitiesDone }).fill('Se recolectaron 1.200 imágenes de hojas en tres fincas.');
    await form.getByRole('textbox', { name: R.limitations }).fill('Ninguna');
    await step(owner, form, R.stepBudget);
    for (const [i, amount] of [[1, '5000000'], [2, '0'], [3, '3000000']] as const) await form.getByRole('textbox', { name: R.executedNow(i) }).fill(amount);
    // Software: $ 3.000.000 of $ 2.400.000 approved asks why.
    await form.getByRole('textbox', { name: R.overJustification(3) }).fill('Las licencias subieron con la tasa de cambio.');
    await step(owner, form, R.stepProducts);
    await form.getByRole('textbox', { name: R.dissemination }).fill('Ponencia en el Congreso Nacional de Fitopatología.');
    await form.getByRole('button', { name: R.addProduct }).click();
    await form.getByRole('combobox', { name: R.productResult(1) }).click();
    await clickOption(owner, owner.getByRole('option').first());
    await form.getByRole('textbox', { name: R.evidence(1) }).fill('10.1234/roya.2026.001');
    // What the evidence is, typed by hand (Crossref fills it where reachable); 'Elegir de mis obras' opens
    // the owner's works (researchers.e2e.test.ts picks one) and closes without adding a row.
    await form.getByRole('textbox', { name: DOI_LABELS.title(1) }).fill('Detección temprana de la roya del café con imágenes');
    await form.getByRole('textbox', { name: DOI_LABELS.year(1) }).fill('2026');
    await form.getByRole('button', { name: DOI_LABELS.fillRow(1) }).waitFor();
    await form.getByRole('button', { name: DOI_LABELS.pick }).click();
    const works = owner.getByRole('dialog', { name: DOI_LABELS.pickTitle });
    await works.getByText(DOI_LABELS.noWorks).or(works.getByRole('list', { name: DOI_LABELS.pickTitle })).waitFor();
    await expectNoAxeViolations(owner, "the owner's works to pick from (1366 px)");
    await works.getByRole('button', { name: DOI_LABELS.close }).click();
    await works.waitFor({ state: 'detached' });
    // The signed report, attached as the report's document: sent at once, checked by content, listed.
    const files = form.getByRole('region', { name: REPORT_FILE_MSG.title });
    await expectSnack(owner, REPORT_FILE_MSG.uploaded, () =>
      files.locator('input[type="file"]').setInputFiles({ name: 'Informe 1 firmado.pdf', mimeType: 'application/pdf', buffer: Buffer.from(SIGNED_PDF) }),
    );
    await files.getByRole('cell', { name: 'Informe 1 firmado.pdf', exact: true }).waitFor();
    await expectSnack(owner, REPORT_MSG.saved, () => form.getByRole('button', { name: R.saveDraft }).click());
    await expectSnack(owner, REPORT_MSG.submitted, () => form.getByRole('button', { name: R.submit }).click());
    await form.waitFor({ state: 'detached' });
    await schedule.getByText('Enviado', { exact: true }).waitFor();
    const view = owner.url();

    // The office returns it with observations (the comment is required).
    const office = await signedInPage(product(), ACCOUNTS.admin, { viewport: LAPTOP });
    const review = async (decision: string, comment: string) => {
      await office.goto(view);
      await office.getByRole('region', { name: EXECUTION_LABELS.schedule }).getByRole('button', { name: R.review }).click();
      const dialog = office.getByRole('dialog', { name: R.reviewTitle });
      await step(office, dialog, R.stepReview);
      await dialog.getByRole('radio', { name: decision }).check();
      if (comment) await dialog.getByRole('textbox', { name: R.comment }).fill(comment);
      return dialog;
    };
    const returning = await review('Con observaciones', 'Explique el avance del resultado 3.');
    await expectNoAxeViolations(office, 'the report review (1366 px)');
    await screenshot(office, 'report-review-1366');
    // The office's review lists the report's files and downloads them.
    await step(office, returning, R.stepProducts);
    const listed = returning.getByRole('region', { name: REPORT_FILE_MSG.title });
    const [signed] = await Promise.all([office.waitForEvent('download'), listed.getByRole('button', { name: 'Descargar Informe 1 firmado.pdf' }).click()]);
    expect(await pdfOf(signed)).toBe('Informe 1 firmado.pdf');
    await expectNoAxeViolations(office, 'the report review’s files (1366 px)');
    await expectSnack(office, REPORT_MSG.reviewed('Con observaciones'), () => returning.getByRole('button', { name: R.registerReview }).click());
    await returning.waitFor({ state: 'detached' });

    // The owner, on a phone, reads the observations above the report, answers and sends it again.
    const phone = await signedInPage(product(), ACCOUNTS.docente, { viewport: PHONE });
    await phone.goto(view);
    await phone.getByRole('region', { name: EXECUTION_LABELS.schedule }).getByRole('button', { name: R.answer }).click();
    const answer = phone.getByRole('dialog', { name: R.writeTitle });
    await answer.getByText('Explique el avance del resultado 3.').waitFor();
    await answer.getByRole('textbox', { name: 'Resultado 3 (%)' }).fill('45');
    await untilStill(phone);
    await expectNoAxeViolations(phone, 'the report answering observations (390 px)');
    await expect.poll(() => phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone, 'report-answer-390');
    // The report's files on a phone: listed as cards, still the owner's to change while answering.
    await step(phone, answer, R.stepProducts);
    await answer.getByRole('region', { name: REPORT_FILE_MSG.title }).getByRole('button', { name: `${REPORT_FILE_MSG.remove} Informe 1 firmado.pdf` }).waitFor();
    await expectNoAxeViolations(phone, 'the report’s files while answering observations (390 px)');
    await expect.poll(() => phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectSnack(phone, REPORT_MSG.submitted, () => answer.getByRole('button', { name: R.submit }).click());
    await answer.waitFor({ state: 'detached' });

    // The office accepts it: the view's executed budget is the report's.
    const accepting = await review('Aceptado', '');
    await expectSnack(office, REPORT_MSG.reviewed('Aceptado'), () => accepting.getByRole('button', { name: R.registerReview }).click());
    await accepting.waitFor({ state: 'detached' });
    await office.getByRole('region', { name: EXECUTION_LABELS.approvedBudget }).getByText('$ 8.000.000 / $ 36.900.000 (22 %)').waitFor();
    await office.getByRole('region', { name: EXECUTION_LABELS.schedule }).getByText('Aceptado', { exact: true }).waitFor();
  });
});
