import fs from 'node:fs';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import type { Download, Page } from 'playwright-core';
import { PROJECT_API, PROJECT_UPLOAD, projectFileField, type TProjectDetail, type TProjectList } from '@siiicca/shared';
import { expectNoAxeViolations } from './a11y';
import { act, actionsOf, expectSnack, nextListAnswer, storedSession, untilListShows, untilStill } from './actions';
import { choose, recordsOf, rowOf, search } from './catalogues-actions';
import { ACCOUNTS, LAPTOP, PHONE, screenshot, signedInPage, useProduct, type TAccount, type TProduct } from './harness';

/*
 * /projects (issue 13): the research office's view of every project. The demo data
 * (apps/api/src/modules/projects/demo-seed.ts) has two Enviado projects per demo lecturer; the test sends
 * three more copies of docente's open-call project through the API, so the Enviado list has two pages.
 */
const DOCENTE_SENT_OPEN = 'Modelos de aprendizaje automático para la detección temprana de la deserción universitaria';
const DOCENTE2_SENT = ['Huertas urbanas y seguridad alimentaria en comunidades del sur de Bogotá', 'Robótica educativa para la enseñanza de las matemáticas en colegios públicos'];
const DOCENTE_DRAFT = 'Plataforma de analítica del aprendizaje para la educación virtual';
const COPIES = ['Copia uno', 'Copia dos', 'Copia tres'].map((c) => `${c}: ${DOCENTE_SENT_OPEN}`);
const SENT_TOTAL = 4 + COPIES.length;
const SHEETS = ['Proyectos', 'Investigadores', 'Aliados', 'Documentos', 'Resultados'];
const DEFAULT_CHIP = 'Estado Igual Enviado';
const REVIEWER = { name: 'Rosa Elena Revisora Prueba', email: 'revisora.proyectos@siiicca.test', password: 'Clave segura de revisión 2026' };

/** The next answer of GET /api/siiicca/projects whose request `matches`. */
const nextList = (page: Page, matches: (url: URL) => boolean = () => true) =>
  nextListAnswer<TProjectList>(page, (url) => url.pathname === PROJECT_API.all && matches(url));

const sentFilters = (url: URL) => JSON.parse(url.searchParams.get('filters') ?? '[]') as { field: string; operation: string; value: unknown }[];
const filtersOf = (page: Page) => page.getByRole('list', { name: 'Filtros' });
const chipOf = (page: Page, text: string) => filtersOf(page).getByRole('button', { name: text, exact: true });
const chipTexts = async (page: Page) => ((await filtersOf(page).count()) ? filtersOf(page).getByRole('listitem').allTextContents() : []);
const toolbarOf = (page: Page) => page.getByRole('toolbar', { name: 'Selección' });

async function openAllProjects(page: Page, address = '/projects') {
  const answered = nextList(page);
  await page.goto(address);
  await page.getByRole('heading', { name: 'Todos los Proyectos', exact: true }).waitFor();
  return answered;
}

/** Reloads the page and answers the list's new answer. */
async function reload(page: Page) {
  const answered = nextList(page);
  await page.reload();
  return answered;
}

async function bytesOf(download: Download) {
  return fs.promises.readFile((await download.path())!);
}

/** Clicks `click` and answers the download it starts, once its message shows. */
async function downloaded(page: Page, click: () => Promise<void>, message: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), expectSnack(page, message), click()]);
  return { name: file.suggestedFilename(), bytes: await bytesOf(file) };
}

/** The rows of each sheet of an .xlsx, as 'a|b|c' lines. */
async function sheetsOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as never);
  const sheets: Record<string, string[]> = {};
  workbook.eachSheet((sheet) => {
    const rows: string[] = [];
    sheet.eachRow((r) => rows.push((r.values as unknown[]).map(String).join('|')));
    sheets[sheet.name] = rows;
  });
  return sheets;
}

/** A record download: one project's PDF, or a ZIP with one PDF per project. Answers how many PDFs. */
async function pdfsIn(file: { name: string; bytes: Buffer }) {
  if (file.bytes.subarray(0, 5).toString() === '%PDF-') return 1;
  expect(file.bytes.subarray(0, 2).toString()).toBe('PK');
  const zip = await JSZip.loadAsync(file.bytes);
  const pdfs = Object.values(zip.files).filter((f) => !f.dir);
  for (const f of pdfs) {
    expect(f.name).toMatch(/\.pdf$/);
    expect((await f.async('nodebuffer')).subarray(0, 5).toString()).toBe('%PDF-');
  }
  return pdfs.length;
}

const tokenOf = async (page: Page) => ({ Authorization: `Bearer ${(await storedSession(page))!.token.access_token}` });

/**
 * Sends copies of one of the lecturer's sent projects through the API as a client would: the same
 * call, team, results and documents (downloaded and uploaded again), a new title; then 'Enviar'.
 */
async function sendCopies(page: Page, of: string, titles: string[]) {
  const headers = await tokenOf(page);
  const list = (await (await page.request.get(PROJECT_API.mine, { headers, params: { q: of } })).json()) as TProjectList;
  const source = (await (await page.request.get(PROJECT_API.one(list.data.find((p) => p.title === of)!.id), { headers })).json()) as TProjectDetail;
  const files: Record<string, { name: string; mimeType: string; buffer: Buffer }> = {};
  for (const doc of source.attacheds) {
    const res = await page.request.get(PROJECT_API.file, { headers, params: { id: source.id, file: doc.id } });
    expect(res.ok(), await res.text()).toBe(true);
    files[projectFileField(doc.attached_id)] = { name: doc.file, mimeType: res.headers()['content-type'] ?? 'application/octet-stream', buffer: await res.body() };
  }
  for (const title of titles) {
    const data = {
      announcement_id: source.announcement_id,
      title,
      sectional_id: source.sectional_id,
      hours: source.hours,
      internal_investigators: source.internal_investigators.map((i) => ({ ...i, id: null })),
      external_investigators: source.external_investigators.map((i) => ({ ...i, id: null })),
      attacheds: source.attacheds.map((a) => ({ attached_id: a.attached_id })),
      results: source.results.map((r) => ({ product_type_id: r.product_type_id, product_id: r.product_id, quantity: r.quantity })),
    };
    const saved = await page.request.post(PROJECT_API.all, { headers, multipart: { [PROJECT_UPLOAD.dataField]: JSON.stringify(data), ...files } });
    expect(saved.status(), await saved.text()).toBe(201);
    const { id, version } = (await saved.json()).data;
    const sent = await page.request.post(PROJECT_API.send, { headers, data: { id, version } });
    expect(sent.status(), await sent.text()).toBe(200);
  }
}

/** A Revisor account (the seeded profile: reads and downloads every project, changes nothing), made by the administrator. */
async function createReviewer(admin: Page): Promise<TAccount> {
  const headers = await tokenOf(admin);
  const roles = (await (await admin.request.get('/api/users/role-options', { headers })).json()) as { id: number; name: string }[];
  const sectionals = (await (await admin.request.get('/api/users/sectional-options', { headers })).json()) as { id: number }[];
  const res = await admin.request.post('/api/users/users', {
    headers,
    data: {
      name: REVIEWER.name,
      email: REVIEWER.email,
      identity: '1098765432',
      id_sectional: sectionals[0]!.id,
      roles: [roles.find((r) => r.name === 'Revisor')!.id],
      account_type: 'adm',
      password: REVIEWER.password,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { user: REVIEWER.email, password: REVIEWER.password, type: 'adm' };
}

let prepared: Promise<void> | undefined;
/** The three copies, sent once per product. */
function prepare(product: TProduct) {
  prepared ??= (async () => {
    const page = await signedInPage(product, ACCOUNTS.docente);
    await page.goto('/my_projects');
    await page.getByRole('heading', { name: 'Proyectos de Investigación', exact: true }).waitFor();
    await sendCopies(page, DOCENTE_SENT_OPEN, COPIES);
    await page.close();
  })();
  return prepared;
}

/** Selects a row of the current page by its title. */
const tick = (page: Page, title: string) => rowOf(page, title).first().getByRole('checkbox').check();

describe('/projects: every project, with filters, selection and downloads', () => {
  const product = useProduct();

  it('an administrator lands on Enviado, filters, selects across pages and downloads the Excel, the attachments and both records', async () => {
    await prepare(product());
    const page = await signedInPage(product(), ACCOUNTS.admin, { viewport: LAPTOP });
    const first = await openAllProjects(page);

    // Spec section 4: the list starts filtered to Enviado, and the address stays clean.
    expect(sentFilters(first.url)).toEqual([{ field: 'state', operation: 'Igual', value: 'Enviado' }]);
    expect(first.body.meta.total).toBe(SENT_TOTAL);
    await chipOf(page, DEFAULT_CHIP).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.has('filters')).toBe(false);
    await page.getByText('Página 1 de 2').waitFor();
    await untilListShows(page, first.body.data);
    const states = await page.locator('.MuiDataGrid-row [data-field="state"]').allTextContents();
    expect(states.length).toBe(5);
    expect(new Set(states)).toEqual(new Set(['Enviado']));
    // Nobody creates projects here: 'Nuevo' lives on /my_projects.
    await expect.poll(() => page.getByRole('button', { name: 'Nuevo', exact: true }).count()).toBe(0);
    await untilStill(page);
    await expectNoAxeViolations(page, '/projects filtered to Enviado');
    await screenshot(page, 'projects-admin-1366');

    // Selection across pages: one row here, one on page 2.
    await page.getByRole('button', { name: 'Seleccionar', exact: true }).click();
    const toolbar = toolbarOf(page);
    await toolbar.getByText('0 seleccionados').waitFor();
    const rows = page.locator('.MuiDataGrid-row');
    const firstTitle = (await rows.first().locator('[data-field="title"]').textContent())!;
    const firstId = (await rows.first().locator('[data-field="id"]').textContent())!.trim();
    await rows.first().getByRole('checkbox').check();
    const second = nextList(page, (url) => url.searchParams.get('page') === '2');
    await page.getByRole('button', { name: 'Ir a la página siguiente' }).click();
    // Until page 2 has drawn, the grid still shows page 1's rows.
    await untilListShows(page, (await second).body.data);
    await page.getByText('Página 2 de 2').waitFor();
    const secondTitle = (await rows.first().locator('[data-field="title"]').textContent())!;
    const secondId = (await rows.first().locator('[data-field="id"]').textContent())!.trim();
    expect(secondTitle).not.toBe(firstTitle);
    await rows.first().getByRole('checkbox').check();
    await toolbar.getByText('2 seleccionados').waitFor();
    await page.getByRole('button', { name: 'Ir a la página anterior' }).click();
    await page.getByText('Página 1 de 2').waitFor();
    await untilListShows(page, first.body.data);
    await expect.poll(() => rows.first().getByRole('checkbox').isChecked()).toBe(true);

    // The documents menu, by keyboard.
    await toolbar.getByRole('button', { name: 'Documentos' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Acta de Inicio' }).waitFor();
    await untilStill(page);
    await expectNoAxeViolations(page, '/projects, selection mode with the documents menu open');
    await screenshot(page, 'projects-admin-selection-1366');
    await page.keyboard.press('Escape');
    await page.locator('[role="menu"]').waitFor({ state: 'detached' });

    const excel = await downloaded(page, () => toolbar.getByRole('button', { name: 'Exportar Excel' }).click(), 'Listado Generado con Éxito');
    expect(excel.name).toMatch(/\.xlsx$/);
    const sheets = await sheetsOf(excel.bytes);
    expect(Object.keys(sheets)).toEqual(SHEETS);
    expect(sheets.Proyectos!.length).toBe(3); // header + the two chosen
    expect(sheets.Proyectos!.join('\n')).toContain(firstTitle);
    expect(sheets.Proyectos!.join('\n')).toContain(secondTitle);

    const zip = await downloaded(page, () => toolbar.getByRole('button', { name: 'Anexos' }).click(), 'Archivo Generado con Éxito');
    expect(zip.name).toMatch(/\.zip$/);
    // A folder '<id> - <title>' per project.
    const folders = new Set(Object.keys((await JSZip.loadAsync(zip.bytes)).files).map((e) => e.split('/')[0]!));
    expect([...folders].map((f) => f.split(' - ')[0]).sort()).toEqual([firstId, secondId].sort());

    for (const record of ['Acta de Inicio', 'Acta de Compromiso']) {
      await toolbar.getByRole('button', { name: 'Documentos' }).click();
      const file = await downloaded(page, () => page.getByRole('menuitem', { name: record }).click(), 'Archivo Generado con Éxito');
      expect(await pdfsIn(file)).toBe(2);
    }

    // Every project the list matches, across pages.
    await toolbar.getByRole('button', { name: `Seleccionar todos (${SENT_TOTAL})` }).click();
    await toolbar.getByText(`${SENT_TOTAL} seleccionados`).waitFor();
    const all = await downloaded(page, () => toolbar.getByRole('button', { name: 'Exportar Excel' }).click(), 'Listado Generado con Éxito');
    expect((await sheetsOf(all.bytes)).Proyectos!.length).toBe(SENT_TOTAL + 1);
    await toolbar.getByRole('button', { name: 'Salir de la selección' }).click();

    // One more filter: docente2's sent projects only; 'Seleccionar todos' takes the filters along.
    await page.getByRole('button', { name: 'Nuevo filtro' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo Filtro' });
    await dialog.waitFor();
    await untilStill(page);
    await choose(page, dialog, 'Tipo', 'Docente');
    await choose(page, dialog, 'Operación', 'Parecido');
    await dialog.getByRole('textbox', { name: 'Valor' }).fill('Gómez');
    const filtered = nextList(page, (url) => sentFilters(url).length === 2);
    await dialog.getByRole('button', { name: 'Aplicar' }).click();
    const answer = await filtered;
    expect(sentFilters(answer.url)).toEqual([
      { field: 'state', operation: 'Igual', value: 'Enviado' },
      { field: 'user.name', operation: 'Parecido', value: 'Gómez' },
    ]);
    expect(answer.body.data.map((p) => p.title).sort()).toEqual([...DOCENTE2_SENT].sort());
    await expect.poll(() => chipTexts(page)).toEqual([DEFAULT_CHIP, 'Docente Parecido Gómez']);
    await page.getByRole('button', { name: 'Seleccionar', exact: true }).click();
    await toolbar.getByRole('button', { name: 'Seleccionar todos (2)' }).click();
    await toolbar.getByText('2 seleccionados').waitFor();
    const two = await downloaded(page, () => toolbar.getByRole('button', { name: 'Exportar Excel' }).click(), 'Listado Generado con Éxito');
    expect((await sheetsOf(two.bytes)).Proyectos!.slice(1).map((r) => DOCENTE2_SENT.some((t) => r.includes(t)))).toEqual([true, true]);
    await toolbar.getByRole('button', { name: 'Salir de la selección' }).click();

    // 'Generar PDF' of a row: the whole project.
    const pdf = await downloaded(page, () => act(page, rowOf(page, DOCENTE2_SENT[0]!).first(), 'Generar PDF'), 'Archivo Generado con Éxito');
    expect(pdf.name).toMatch(/\.pdf$/);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    // The filters live in the address: a reload keeps them; without any, a reload keeps none.
    await reload(page);
    await expect.poll(() => chipTexts(page)).toEqual([DEFAULT_CHIP, 'Docente Parecido Gómez']);
    for (const chip of [DEFAULT_CHIP, 'Docente Parecido Gómez']) {
      const answered = nextList(page);
      await chipOf(page, chip).focus();
      await page.keyboard.press('Delete');
      await answered;
    }
    await expect.poll(() => chipTexts(page)).toEqual([]);
    await expect.poll(() => new URL(page.url()).searchParams.get('filters')).toBe('[]');
    const everything = await reload(page);
    expect(sentFilters(everything.url)).toEqual([]);
    await expect.poll(() => chipTexts(page)).toEqual([]);
    // Back: the filtered list again.
    const back = nextList(page, (url) => sentFilters(url).length === 1);
    await page.goBack();
    await back;
    await chipOf(page, 'Docente Parecido Gómez').waitFor();

    // Another route has its own filters: /my_projects has none, and /projects starts again at Enviado.
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Mis Proyectos' }).click();
    await page.getByRole('heading', { name: 'Proyectos de Investigación', exact: true }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Nuevo filtro' }).count()).toBe(0);
    const again = nextList(page);
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Todos los Proyectos' }).click();
    expect(sentFilters((await again).url)).toEqual([{ field: 'state', operation: 'Igual', value: 'Enviado' }]);
    await expect.poll(() => chipTexts(page)).toEqual([DEFAULT_CHIP]);
    expect(product().consoleErrors()).toEqual([]);
  }, 300_000);

  it('a reviewer reads and downloads every project but never changes one; My projects offers Generar PDF too', async () => {
    await prepare(product());
    const admin = await signedInPage(product(), ACCOUNTS.admin);
    await admin.goto('/dashboard');
    const reviewer = await createReviewer(admin);
    const page = await signedInPage(product(), reviewer, { viewport: LAPTOP });
    const first = await openAllProjects(page);
    expect(first.body.meta.total).toBe(SENT_TOTAL);
    await chipOf(page, DEFAULT_CHIP).waitFor();
    await untilListShows(page, first.body.data);

    // Every row (anyone's, Enviado): only 'Ver', 'Historial' and 'Generar PDF'.
    const states = await page.locator('.MuiDataGrid-row [data-field="state"]').allTextContents();
    for (let i = 0; i < states.length; i++) {
      expect((await actionsOf(page, page.locator('.MuiDataGrid-row').nth(i))).sort()).toEqual(['Generar PDF', 'Historial', 'Ver']);
    }
    // Without the filter, nobody's Borrador shows.
    const answered = nextList(page, (url) => sentFilters(url).length === 0);
    await chipOf(page, DEFAULT_CHIP).focus();
    await page.keyboard.press('Delete');
    const unfiltered = (await answered).body;
    expect(unfiltered.data.every((p) => p.state !== 'Borrador')).toBe(true);
    await untilListShows(page, unfiltered.data);
    expect(await rowOf(page, DOCENTE_DRAFT).count()).toBe(0);

    // 'Ver' opens the project read-only.
    await search(page, 'Huertas urbanas', DOCENTE2_SENT[0]);
    await act(page, rowOf(page, DOCENTE2_SENT[0]!).first(), 'Ver');
    const form = page.getByRole('dialog', { name: 'Ver Proyecto' });
    // Read-only: 'Cerrar' (top bar and footer), no 'Guardar Borrador'.
    const close = form.getByRole('button', { name: 'Cerrar', exact: true });
    await close.last().waitFor();
    await expect.poll(() => close.count()).toBe(2);
    await expect.poll(() => form.getByRole('button', { name: 'Guardar Borrador' }).count()).toBe(0);
    await close.last().click();
    await form.waitFor({ state: 'detached' });

    // The downloads the profile grants.
    await page.getByRole('button', { name: 'Seleccionar', exact: true }).click();
    const toolbar = toolbarOf(page);
    await tick(page, DOCENTE2_SENT[0]!);
    await toolbar.getByText('1 seleccionado', { exact: true }).waitFor();
    const excel = await downloaded(page, () => toolbar.getByRole('button', { name: 'Exportar Excel' }).click(), 'Listado Generado con Éxito');
    expect(Object.keys(await sheetsOf(excel.bytes))).toEqual(SHEETS);
    const zip = await downloaded(page, () => toolbar.getByRole('button', { name: 'Anexos' }).click(), 'Archivo Generado con Éxito');
    expect(Object.keys((await JSZip.loadAsync(zip.bytes)).files).length).toBeGreaterThan(0);
    for (const record of ['Acta de Inicio', 'Acta de Compromiso']) {
      await toolbar.getByRole('button', { name: 'Documentos' }).click();
      const file = await downloaded(page, () => page.getByRole('menuitem', { name: record }).click(), 'Archivo Generado con Éxito');
      expect(await pdfsIn(file)).toBe(1);
    }
    await untilStill(page);
    await expectNoAxeViolations(page, '/projects as a reviewer, selection mode');
    await toolbar.getByRole('button', { name: 'Salir de la selección' }).click();
    await search(page, 'Robótica educativa', DOCENTE2_SENT[1]);
    const pdf = await downloaded(page, () => act(page, rowOf(page, DOCENTE2_SENT[1]!).first(), 'Generar PDF'), 'Archivo Generado con Éxito');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // The API agrees: a reviewer cannot save nor send.
    const headers = await tokenOf(page);
    expect((await page.request.post(PROJECT_API.send, { headers, data: { id: first.body.data[0]!.id, version: first.body.data[0]!.version } })).status()).toBe(403);

    // My projects: the lecturer's rows offer 'Generar PDF' too.
    const lecturer = await signedInPage(product(), ACCOUNTS.docente2, { viewport: LAPTOP });
    await lecturer.goto('/my_projects');
    await lecturer.getByRole('heading', { name: 'Proyectos de Investigación', exact: true }).waitFor();
    // Searched: docente2's list holds more than a page (their own, those they investigate in, the execution demo's).
    await search(lecturer, 'Robótica educativa', DOCENTE2_SENT[1]);
    const own = await downloaded(lecturer, () => act(lecturer, rowOf(lecturer, DOCENTE2_SENT[1]!).first(), 'Generar PDF'), 'Archivo Generado con Éxito');
    expect(own.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await expect.poll(() => lecturer.getByRole('button', { name: 'Seleccionar', exact: true }).count()).toBe(0);
  }, 300_000);

  it('on a phone: cards with a checkbox each, the bulk actions wrap, nothing scrolls sideways', async () => {
    const page = await signedInPage(product(), ACCOUNTS.admin, { viewport: PHONE });
    await openAllProjects(page);
    await chipOf(page, DEFAULT_CHIP).waitFor();
    const cards = page.getByRole('list', { name: 'Registros' }).getByRole('listitem');
    await cards.first().waitFor();
    await page.getByRole('button', { name: 'Seleccionar', exact: true }).click();
    const toolbar = toolbarOf(page);
    await cards.first().getByRole('checkbox', { name: /^Seleccionar / }).check();
    await toolbar.getByText('1 seleccionado', { exact: true }).waitFor();
    await untilStill(page);
    await expectNoAxeViolations(page, '/projects on a phone, selection mode');
    await screenshot(page, 'projects-admin-selection-390');
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const file = await downloaded(page, async () => {
      await toolbar.getByRole('button', { name: 'Documentos' }).click();
      await page.getByRole('menuitem', { name: 'Acta de Compromiso' }).click();
    }, 'Archivo Generado con Éxito');
    expect(await pdfsIn(file)).toBe(1);
    await expect.poll(() => recordsOf(page).count()).toBeGreaterThan(0);
  });
});
