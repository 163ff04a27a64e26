import { describe, expect, it } from 'vitest';
import type { Download, Page } from 'playwright-core';
import fs from 'node:fs';
import {
  CLOSURE_LABELS,
  CLOSURE_MSG,
  EXECUTION_API,
  EXECUTION_LABELS,
  EXECUTION_REPORT_API,
  executionViewPath,
  PROJECT_API,
  PROJECT_MSG,
  STRATEGY_MSG,
  type TCallExecutionSettings,
  type TExecutionReport,
  type TExecutionView,
  type TProjectDetail,
} from '@siiicca/shared';
import { expectNoAxeViolations } from './a11y';
import { expectSnack, storedSession, untilStill } from './actions';
import { rowOf, search } from './catalogues-actions';
import { ACCOUNTS, LAPTOP, PHONE, signedInPage, signedInState, useProduct } from './harness';

/** docente2's demo project Finalizado, and docente's En mora (apps/api/src/modules/execution/demo-seed.ts). */
const FINISHED = 'Huella hídrica de los cultivos de flores de la Sabana de Bogotá';
const IN_ARREARS = 'Inteligencia artificial para el diagnóstico temprano de la roya del café';
/** docente's demo project on time: its final report is written, sent and accepted through the API before the office finishes it. */
const ON_TIME = 'Monitoreo de la calidad del agua en la cuenca alta del río Bogotá';
/** docente's complete draft on the open call (e2e/demo-data.e2e.test.ts sends it). */
const OPEN_DRAFT = 'Plataforma de analítica del aprendizaje para la educación virtual';

/** A request of the API as the page's signed-in user, answered as JSON (throws on an error). */
async function call<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  const token = (await storedSession(page))!.token.access_token;
  const answer = await page.evaluate(
    async ({ method, url, token, body }) => {
      const res = await fetch(url, { method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
      return { status: res.status, json: (await res.json()) as unknown };
    },
    { method, url, token, body },
  );
  if (answer.status !== 200) throw new Error(`${method} ${url}: ${answer.status} ${JSON.stringify(answer.json)}`);
  return answer.json as T;
}

/** The id of the signed-in owner's project in execution titled `title` (the owner's own list, read as the page's session). */
async function ownProjectId(page: Page, title: string): Promise<number> {
  const token = (await storedSession(page))!.token.access_token;
  const rows = await page.evaluate(
    async ({ url, token }) => ((await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { id: number; title: string }[] }).data,
    { url: EXECUTION_API.mine, token },
  );
  return rows.find((r) => r.title === title)!.id;
}

async function pdfOf(download: Download) {
  const bytes = await fs.promises.readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return download.suggestedFilename();
}

describe('the closure in the execution view', () => {
  const product = useProduct();

  for (const viewport of [LAPTOP, PHONE]) {
    it(`the owner of a project Finalizado downloads its Acta de Finalización and their paz y salvo by keyboard (${viewport.width} px, axe 0)`, async () => {
      const page = await signedInPage(product(), ACCOUNTS.docente2, { viewport });
      await page.goto(`${product().baseUrl}/`);
      const id = await ownProjectId(page, FINISHED);
      await page.goto(`${product().baseUrl}${executionViewPath(id)}`);
      const acta = page.getByRole('button', { name: new RegExp(`^${CLOSURE_LABELS.acta} No\\. \\d+ de \\d{4}$`) });
      await acta.waitFor();
      await expectNoAxeViolations(page, `execution view Finalizado ${viewport.width}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await acta.focus();
      const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
      expect(await pdfOf(download)).toMatch(/^Acta de Finalizaci.n No\. \d+ de \d{4} - \d+\.pdf$/);
      const clearance = page.getByRole('button', { name: CLOSURE_LABELS.clearance, exact: true });
      await clearance.focus();
      const [paz] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
      expect(await pdfOf(paz)).toMatch(/^Paz y salvo - .+\.pdf$/);
      // The owner does not finish: no 'Finalizar proyecto'.
      expect(await page.getByRole('button', { name: CLOSURE_LABELS.finish }).count()).toBe(0);
    });
  }

  it('the office finishes a project whose final report is accepted, by keyboard, and downloads its acta (1366 px, axe 0)', async () => {
    // The owner writes and sends the final report, reconciled; the office accepts it (the report screens are tested on their own).
    const owner = await signedInPage(product(), ACCOUNTS.docente, { viewport: LAPTOP });
    await owner.goto(`${product().baseUrl}/`);
    const id = await ownProjectId(owner, ON_TIME);
    const view = await call<TExecutionView>(owner, 'GET', EXECUTION_API.one(id));
    const final = view.schedule.find((r) => r.kind === 'Final')!;
    const report = await call<TExecutionReport>(owner, 'GET', EXECUTION_REPORT_API.one(id, final.id));
    const saved = await call<{ data: TExecutionReport }>(owner, 'PUT', EXECUTION_REPORT_API.one(id, final.id), {
      version: report.version,
      overall_progress: 100,
      results: report.expected_results.map((r) => ({ result_id: r.id, progress: 100 })),
      activities_done: 'Muestreo en doce puntos de la cuenca',
      limitations: 'Ninguna',
      dissemination: 'Ninguna',
      budget: report.budget_lines.map((l) => ({ budget_line_id: l.id, executed: 0 })),
      final_results: 'Mapa de calidad del agua de la cuenca alta',
      reconciliation: report.expected_results.map((r) => ({ result_id: r.id, delivered: r.quantity, evidence: `https://repositorio.test/${r.id}` })),
    });
    const sent = await call<{ data: TExecutionReport }>(owner, 'POST', EXECUTION_REPORT_API.submit(id, final.id), { version: saved.data.version });
    const office = await signedInPage(product(), ACCOUNTS.admin, { viewport: LAPTOP });
    await office.goto(`${product().baseUrl}/`);
    await call(office, 'POST', EXECUTION_REPORT_API.review(id, final.id), { decision: 'Aceptado', version: sent.data.version });

    await office.goto(`${product().baseUrl}${executionViewPath(id)}`);
    const finish = office.getByRole('button', { name: CLOSURE_LABELS.finish, exact: true });
    await finish.waitFor();
    await finish.focus();
    await office.keyboard.press('Enter');
    const dialog = office.getByRole('dialog', { name: CLOSURE_LABELS.finishTitle });
    await dialog.waitFor();
    await expectNoAxeViolations(office, 'finish dialog');
    await office.keyboard.type('Cumplió sus compromisos.');
    await expectSnack(office, CLOSURE_MSG.finished, () => dialog.getByRole('button', { name: CLOSURE_LABELS.finish, exact: true }).click());
    const acta = office.getByRole('button', { name: new RegExp(`^${CLOSURE_LABELS.acta} No\\. \\d+ de \\d{4}$`) });
    await acta.waitFor();
    expect(await finish.count()).toBe(0);
    // The observations typed are the history's reason.
    await office.getByText('Cumplió sus compromisos.').first().waitFor();
    const [download] = await Promise.all([office.waitForEvent('download'), acta.click()]);
    expect(await pdfOf(download)).toMatch(/^Acta de Finalizaci.n No\. \d+ de \d{4} - \d+\.pdf$/);
    await expectNoAxeViolations(office, 'execution view finished by the office');
  });

  it('the projects list’s selection downloads it from Documentos (1366 px, axe 0)', async () => {
    const page = await signedInPage(product(), ACCOUNTS.admin, { viewport: LAPTOP });
    await page.goto(`${product().baseUrl}/projects?filters=${encodeURIComponent('[]')}&q=${encodeURIComponent('Huella hídrica')}`);
    await page.getByRole('heading', { name: 'Todos los Proyectos', exact: true }).waitFor();
    const row = rowOf(page, FINISHED).first();
    await row.getByText('Finalizado').waitFor();
    const id = (await row.locator('[data-field="id"]').textContent())!.trim();
    await page.getByRole('button', { name: 'Seleccionar', exact: true }).click();
    const toolbar = page.getByRole('toolbar', { name: 'Selección' });
    await row.getByRole('checkbox').check();
    await toolbar.getByText('1 seleccionado').waitFor();
    await toolbar.getByRole('button', { name: 'Documentos' }).click();
    const item = page.getByRole('menuitem', { name: CLOSURE_MSG.actaLabel, exact: true });
    await item.waitFor();
    await untilStill(page);
    await expectNoAxeViolations(page, '/projects, Documentos with the acta de finalización');
    const [file] = await Promise.all([page.waitForEvent('download'), item.click()]);
    expect(await pdfOf(file)).toBe(`${CLOSURE_MSG.actaLabel} - ${id}.pdf`);
  });

  it('the owner downloads it from the row of Mis Proyectos (its “más” menu)', async () => {
    const page = await signedInPage(product(), ACCOUNTS.docente2, { viewport: LAPTOP });
    await page.goto(`${product().baseUrl}/my_projects`);
    await page.getByRole('heading', { name: 'Proyectos de Investigación', exact: true }).waitFor();
    await search(page, 'Huella hídrica', FINISHED);
    const row = rowOf(page, FINISHED).first();
    const id = (await row.locator('[data-field="id"]').textContent())!.trim();
    await row.getByRole('button', { name: 'más', exact: true }).click();
    const item = page.getByRole('menuitem', { name: CLOSURE_MSG.actaLabel, exact: true });
    await item.waitFor();
    await untilStill(page);
    await expectNoAxeViolations(page, '/my_projects, a Finalizado row’s menu');
    const [file] = await Promise.all([page.waitForEvent('download'), item.click()]);
    expect(await pdfOf(file)).toBe(`${CLOSURE_MSG.actaLabel} - ${id}.pdf`);
  });

  it('a lecturer with a project En mora is refused the paz y salvo with the reason', async () => {
    const page = await signedInPage(product(), ACCOUNTS.docente, { viewport: LAPTOP });
    await page.goto(`${product().baseUrl}/`);
    const id = await ownProjectId(page, IN_ARREARS);
    await page.goto(`${product().baseUrl}${executionViewPath(id)}`);
    const clearance = page.getByRole('button', { name: CLOSURE_LABELS.clearance, exact: true });
    await clearance.waitFor();
    const shown = await expectSnack(page, /no se expide paz y salvo/, () => clearance.click());
    expect(shown).toMatch(/En mora/);
    expect(shown).not.toBe(CLOSURE_MSG.clearanceFailed);
  });

  it('a lecturer with a project En mora cannot send a new project: the call’s clean-record rule, its reason among the send’s problems, and ‘En mora’ on the project’s row of Mis Proyectos (1366 px, axe 0)', async () => {
    const page = await signedInPage(product(), ACCOUNTS.docente, { viewport: LAPTOP });
    await page.goto(`${product().baseUrl}/my_projects`);
    await page.getByRole('heading', { name: 'Proyectos de Investigación', exact: true }).waitFor();
    await search(page, 'Plataforma de analítica', OPEN_DRAFT);
    const draft = rowOf(page, OPEN_DRAFT).first();
    const id = Number((await draft.locator('[data-field="id"]').textContent())!.trim());
    const project = await call<TProjectDetail>(page, 'GET', PROJECT_API.one(id));
    expect(project.state).toBe('Borrador');
    const arrears = (await call<{ data: { id: number; in_arrears: boolean }[] }>(page, 'GET', EXECUTION_API.mine)).data.filter((r) => r.in_arrears).map((r) => r.id);
    expect(arrears.length).toBeGreaterThan(0);

    // The office asks the open call for a clean record over the last 2 years (the settings' screen is tested on its own).
    const state = await signedInState(product(), ACCOUNTS.admin);
    const token = (JSON.parse(state.origins[0]!.localStorage[0]!.value) as { token: { access_token: string } }).token.access_token;
    const settingsUrl = `${product().baseUrl}${EXECUTION_API.callSettings(project.announcement_id)}`;
    const settings = (await (await fetch(settingsUrl, { headers: { authorization: `Bearer ${token}` } })).json()) as TCallExecutionSettings;
    const { announcement: _call, defined: _defined, ...saved } = settings;
    const put = await fetch(settingsUrl, { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ ...saved, clean_record_years: 2 }) });
    expect(put.status).toBe(200);

    await draft.getByRole('button', { name: 'Enviar', exact: true }).click();
    await page.getByRole('dialog', { name: PROJECT_MSG.sendTitle }).getByRole('button', { name: 'Enviar' }).click();
    const problems = page.getByRole('dialog', { name: STRATEGY_MSG.errorsFound });
    const reason = CLOSURE_MSG.sendRefusedArrears(arrears.sort((a, b) => a - b), 2);
    await problems.getByText(reason, { exact: true }).waitFor();
    // The draft is complete: the call's rule is its only problem.
    expect(await problems.getByRole('listitem').allTextContents()).toEqual([reason]);
    await untilStill(page);
    await expectNoAxeViolations(page, '/my_projects, a send refused for a project En mora');
    await problems.getByRole('button', { name: 'Entendido' }).click();
    await problems.waitFor({ state: 'detached' });
    expect((await call<TProjectDetail>(page, 'GET', PROJECT_API.one(id))).state).toBe('Borrador');
    await draft.getByText('Borrador').waitFor();
    // Why, on the list itself: the project En mora says so beside its state (the execution stage's row flag).
    await search(page, 'roya del café', IN_ARREARS);
    await rowOf(page, IN_ARREARS).first().getByText(EXECUTION_LABELS.arrears, { exact: true }).waitFor();
  });
});
