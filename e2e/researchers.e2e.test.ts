import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOI_LABELS, DOI_MSG, REPORT_LABELS, RESEARCHER_MSG, executionViewPath, type TDoiWork, type TResearcherProfile, type TResearcherWorks } from '@siiicca/shared';
import { ORCID_TEST_ID, orcidTestEnv, startOrcidServer } from '../apps/api/src/connectors/orcid/test-server';
import { CROSSREF_LONG_DOI, crossrefTestEnv, startCrossrefServer } from '../apps/api/src/connectors/crossref/test-server';
import { expectNoAxeViolations } from './a11y';
import { expectSnack, nextAnswer, openUserMenu, untilStill } from './actions';
import { ACCOUNTS, LAPTOP, PHONE, screenshot, signedInPage, useProduct } from './harness';

/*
 * 'Perfil del investigador' (issue 44, docs/researchers.md), one journey: the lecturer opens their
 * profile from the user menu and imports their works from ORCID (a local server answering ORCID's
 * published JSON: these machines reach no outside server), picks one as a delivered product of the
 * progress report they are writing ('Elegir de mis obras'), fills another from its 150-character DOI
 * on leaving the box (only the boxes she left empty) and then replaces her title with Crossref's by the
 * button, and the office reads the dashboard's
 * products-by-faculty card as a table, finds the lecturer among the researchers and opens the same
 * profile on a phone. 1366 and 390 px, axe on each profile.
 */

const LECTURER = 'María Fernanda Rojas Díaz';
/** docente's demo project on time (modules/execution/demo-seed.ts): its first progress report is still to write. */
const ON_TIME = 'Monitoreo de la calidad del agua en la cuenca alta del río Bogotá';
const isProfile = (url: URL) => /^\/api\/researchers\/(me|\d+)\/profile$/.test(url.pathname);
const isWorks = (url: URL) => url.pathname === '/api/researchers/me/works';

describe('researchers (/my_researcher_profile, /researchers)', () => {
  const env: Record<string, string> = {};
  let orcid: Awaited<ReturnType<typeof startOrcidServer>> | undefined;
  let crossref: Awaited<ReturnType<typeof startCrossrefServer>> | undefined;
  // Before the product starts (hooks run in order): its settings name the local ORCID and Crossref.
  beforeAll(async () => {
    [orcid, crossref] = await Promise.all([startOrcidServer(), startCrossrefServer()]);
    Object.assign(env, orcidTestEnv(orcid), crossrefTestEnv(crossref));
  });
  const product = useProduct(env);
  afterAll(async () => {
    await Promise.all([orcid?.close(), crossref?.close()]);
  });

  it('the lecturer imports from ORCID on their profile, picks a work in a report and fills another from a long DOI on leaving its box; the office opens the profile on a phone', async () => {
    const page = await signedInPage(product(), ACCOUNTS.docente, { viewport: LAPTOP });
    await page.goto('/dashboard');
    await openUserMenu(page);
    const mine = nextAnswer<TResearcherProfile>(page, isProfile);
    await page.getByRole('menuitem', { name: RESEARCHER_MSG.myProfile }).click();
    await page.getByRole('heading', { name: RESEARCHER_MSG.myProfile, level: 1 }).waitFor();
    const own = (await mine).body;
    for (const section of ['Identificadores', 'Grupos de investigación', 'Proyectos', 'Estrategias', 'Productos entregados']) {
      await page.getByRole('region', { name: section }).waitFor();
    }
    // Her ORCID iD (from the academic directory) links to her public ORCID record.
    expect(await page.getByRole('link', { name: '0000-0002-4587-193X' }).getAttribute('href')).toBe('https://orcid.org/0000-0002-4587-193X');

    // 'Importar de ORCID' with the iD the local ORCID knows: the works appear under their Minciencias types.
    const works = page.getByRole('region', { name: 'Obras importadas de ORCID' });
    await works.getByText('Aún no hay obras importadas.').waitFor();
    await works.getByRole('button', { name: 'Importar de ORCID' }).click();
    await page.getByRole('dialog', { name: 'Importar de ORCID' }).getByRole('textbox', { name: 'ORCID' }).fill(ORCID_TEST_ID);
    const reloaded = nextAnswer<TResearcherWorks>(page, isWorks);
    await page.getByRole('dialog', { name: 'Importar de ORCID' }).getByRole('button', { name: 'Importar' }).click();
    const imported = (await reloaded).body;
    expect(imported.data.length).toBeGreaterThan(0);
    for (const group of imported.groups) await works.getByRole('heading', { name: `${group.label} (${group.works.length})`, level: 3 }).waitFor();
    await untilStill(page);
    await expectNoAxeViolations(page, 'Mi Perfil de Investigador with imported works (1366 px)');
    await screenshot(page, 'researcher-profile-1366');
    // Her products by Minciencias type as a spreadsheet, named by her id and the day.
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      expectSnack(page, 'Productos exportados', () => page.getByRole('region', { name: 'Productos entregados' }).getByRole('button', { name: 'Exportar a Excel' }).click()),
    ]);
    expect(file.suggestedFilename()).toMatch(new RegExp(`^productos_investigador_${own.id}_\\d{4}-\\d{2}-\\d{2}\\.xlsx$`));

    // The progress report she is writing: 'Elegir de mis obras' in 'Divulgación y productos'.
    const project = own.projects.find((p) => p.title === ON_TIME)!;
    await page.goto(executionViewPath(project.id));
    await page.getByRole('button', { name: REPORT_LABELS.write }).first().click();
    await page.getByRole('button', { name: REPORT_LABELS.stepProducts }).click();
    await page.getByRole('button', { name: DOI_LABELS.pick }).click();
    const work = imported.data.find((w) => w.doi)!;
    const dialog = page.getByRole('dialog', { name: DOI_LABELS.pickTitle });
    await expectSnack(page, DOI_LABELS.picked, () => dialog.getByRole('button', { name: DOI_LABELS.pickOne(work.title) }).click());
    await expect.poll(() => page.getByRole('textbox', { name: REPORT_LABELS.evidence(1) }).inputValue()).toBe(work.doi);

    // Another product: she types its title, then a long DOI (SICI-style, 150 characters) in capitals.
    // Leaving the box asks Crossref (?doi=) and fills only the boxes she left empty; her title stays, and
    // the box says so. 'Completar desde Crossref' then replaces it.
    await page.getByRole('button', { name: REPORT_LABELS.addProduct }).click();
    const box = (name: string) => page.getByRole('textbox', { name });
    const mineTitle = 'Indicadores de producción investigativa (versión de la autora)';
    await box(DOI_LABELS.title(2)).fill(mineTitle);
    await box(REPORT_LABELS.evidence(2)).fill(CROSSREF_LONG_DOI.toUpperCase());
    const asked = nextAnswer<TDoiWork>(page, (url) => url.pathname === '/api/works/doi' && url.searchParams.get('doi') === CROSSREF_LONG_DOI);
    await expectSnack(page, DOI_MSG.filledEmpty, () => box(REPORT_LABELS.evidence(2)).press('Tab'));
    const fromCrossref = (await asked).body;
    expect(fromCrossref.doi).toBe(CROSSREF_LONG_DOI);
    const values = async () => Promise.all([REPORT_LABELS.evidence(2), DOI_LABELS.title(2), DOI_LABELS.container(2), DOI_LABELS.year(2), DOI_LABELS.workType(2)].map((n) => box(n).inputValue()));
    expect(await values()).toEqual([CROSSREF_LONG_DOI, mineTitle, fromCrossref.container, String(fromCrossref.year), fromCrossref.type]);
    await page.getByText(DOI_MSG.kept([DOI_LABELS.fieldNames.title])).waitFor();
    // Leaving the box again with the same DOI asks nothing more; the button replaces her title.
    await box(REPORT_LABELS.evidence(2)).focus();
    await box(REPORT_LABELS.evidence(2)).press('Tab');
    await expectSnack(page, DOI_MSG.filled, () => page.getByRole('button', { name: DOI_LABELS.fillRow(2) }).click());
    await expect.poll(() => box(DOI_LABELS.title(2)).inputValue()).toBe(fromCrossref.title);
    expect(crossref!.requests.filter((r) => r.toLowerCase().includes('asi4')).length).toBe(1);

    // The office, on a phone: 'Investigadores' searched by the lecturer's name without accents ('rojas diaz' finds 'Rojas Díaz'), then her profile with the works.
    const phone = await signedInPage(product(), ACCOUNTS.admin, { viewport: PHONE });
    // First the dashboard's chart card of this year's products by faculty, its figures one toggle away.
    const counts = nextAnswer<{ data: { faculty: string; products: number }[] }>(phone, (url) => url.pathname === '/api/researchers/product-counts');
    await phone.goto('/dashboard');
    const year = (await counts).body.data;
    const card = phone.getByTestId('chart-products_by_faculty');
    if (year.length === 0) {
      // Early in January the demo's accepted reports may all be last year's.
      await card.getByText('Sin datos para mostrar').waitFor();
    } else {
      await card.getByRole('button', { name: 'Tabla' }).click();
      const total = year.reduce((sum, r) => sum + r.products, 0);
      await card.getByRole('row', { name: `Total ${total.toLocaleString('es-CO')}` }).waitFor();
      await card.getByRole('rowheader', { name: year[0]!.faculty }).waitFor();
    }
    const found = nextAnswer<{ data: { id: number }[]; meta: { total: number; estimated?: boolean } }>(phone, (url) => url.pathname === '/api/researchers' && url.searchParams.get('q') === 'rojas diaz');
    await phone.goto('/researchers');
    await phone.getByRole('heading', { name: RESEARCHER_MSG.listTitle, level: 1 }).waitFor();
    await phone.getByRole('textbox', { name: 'Buscar' }).fill('rojas diaz');
    const answer = (await found).body;
    expect(answer.data.map((r) => r.id)).toContain(own.id);
    // The pager through the shared page label: a search's total is counted, never 'aprox.'.
    expect(answer.meta.estimated).toBeUndefined();
    await phone.getByText(`Página 1 de ${Math.max(1, Math.ceil(answer.meta.total / 10))}`, { exact: true }).waitFor();
    const theirs = nextAnswer<TResearcherProfile>(phone, isProfile);
    await phone.getByRole('button', { name: `Ver perfil de ${LECTURER}` }).click();
    await phone.getByRole('heading', { name: RESEARCHER_MSG.profileTitle, level: 1 }).waitFor();
    expect((await theirs).body).toEqual(own);
    await phone.getByRole('region', { name: 'Obras importadas de ORCID' }).getByText(work.title).waitFor();
    await untilStill(phone);
    await expectNoAxeViolations(phone, 'Perfil del investigador (390 px)');
    await expect.poll(() => phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone, 'researcher-profile-390');
  });
});
