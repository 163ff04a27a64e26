import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, DOI_API, HTTP_MSG, DOI_MSG, EXECUTION_REPORT_API, REPORT_MSG, todayInBogota, type TExecutionReport } from '@siiicca/shared';
import { productTypeProducts, products, productTypes, researcherWorks, workTypeMappings } from '../../../db/schema';
import { bearer, createTestApp, loginAs, type TestApp } from '../../../../test/helpers';
import { CROSSREF_LONG_DOI, crossrefTestEnv, startCrossrefServer, type CrossrefServer } from '../../../connectors/crossref/test-server';
import { approvedProject, newCall, startProject, userIdOf, viewOf, withResults } from '../../execution/test-fixtures';

/**
 * The DOI look-up (GET /api/works/doi?doi=… and /api/works/doi/{doi}) through the whole API against a local Crossref,
 * and a report's products filled from a DOI and from one of the owner's imported works.
 */
let server: CrossrefServer;
let t: TestApp;
let admin: string;
let docente: string;
let docente2: string;
let evaluador: string;
let mapped: { type: { id: number; name: string }; product: { id: number; name: string } };
beforeAll(async () => {
  server = await startCrossrefServer({ slowMs: 2_000 });
  t = await createTestApp(crossrefTestEnv(server, { CROSSREF_RETRIES: '1', CROSSREF_TIMEOUT_MS: '700' }));
  [admin, docente, docente2, evaluador] = await Promise.all([loginAs(t, 'admin'), loginAs(t, 'docente'), loginAs(t, 'docente2'), loginAs(t, 'evaluador')]);
  const [pair] = await t.db
    .select({ typeId: productTypes.id, type: productTypes.name, productId: products.id, product: products.name })
    .from(productTypeProducts)
    .innerJoin(productTypes, eq(productTypes.id, productTypeProducts.productTypeId))
    .innerJoin(products, eq(products.id, productTypeProducts.productId))
    .limit(1);
  mapped = { type: { id: pair!.typeId, name: pair!.type }, product: { id: pair!.productId, name: pair!.product } };
  await t.db
    .insert(workTypeMappings)
    .values({ workType: 'journal-article', productTypeId: mapped.type.id, productId: mapped.product.id })
    .onConflictDoUpdate({ target: workTypeMappings.workType, set: { productTypeId: mapped.type.id, productId: mapped.product.id } });
});
afterAll(async () => {
  await t?.close();
  await server?.close();
});
beforeEach(() => server.behave('ok'));

const lookUp = (doi: string, token = docente) => t.app.inject({ url: DOI_API.lookup(doi), headers: bearer(token) });
const lookUpByPath = (doi: string, token = docente) => t.app.inject({ url: DOI_API.lookupByPath(doi), headers: bearer(token) });
const lookUpUrl = (url: string) => t.app.inject({ url, headers: bearer(docente) });

describe('GET /api/works/doi?doi= and GET /api/works/doi/{doi}', () => {
  it('answers the work Crossref registers, with the Minciencias type and product its type maps to, however the DOI is typed, on either form', async () => {
    for (const [typed, how] of [
      ['10.5555/SIIICCA.2024.0042', lookUp],
      ['https://doi.org/10.5555/siiicca.2024.0042', lookUp],
      ['doi:10.5555/siiicca.2024.0042', lookUp],
      ['10.5555/SIIICCA.2024.0042', lookUpByPath],
      ['https://doi.org/10.5555/siiicca.2024.0042', lookUpByPath],
    ] as const) {
      const res = await how(typed);
      expect(res.statusCode, `${typed} ${res.body}`).toBe(200);
      expect(res.json()).toEqual({
        doi: '10.5555/siiicca.2024.0042',
        title: 'Modelos de aprendizaje automático para la gestión de la investigación universitaria',
        container: 'Revista de Investigación Aplicada',
        year: 2024,
        type: 'journal-article',
        isbn: null,
        url: 'https://doi.org/10.5555/siiicca.2024.0042',
        product_type: mapped.type,
        product: mapped.product,
      });
    }
    // The office reads it too; a book's type without a mapping answers no Minciencias type.
    const book = await lookUp('10.5555/usta.book.7', admin);
    expect(book.statusCode).toBe(200);
    expect(book.json()).toMatchObject({ type: 'book', isbn: '9783161484100', container: null, year: 2023 });
  });

  it('looks up a 150-character DOI through ?doi= (its SICI characters reach Crossref encoded), which the path form cannot carry (414)', async () => {
    expect(CROSSREF_LONG_DOI).toHaveLength(150);
    const before = server.requests.length;
    const res = await lookUp(CROSSREF_LONG_DOI.toUpperCase());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      doi: CROSSREF_LONG_DOI,
      title: 'Indicadores de productos de investigación en el sistema universitario',
      container: 'Memorias del Encuentro Nacional de Investigación',
      year: 2022,
      type: 'proceedings-article',
    });
    expect(server.requests.slice(before)).toEqual([`GET /works/${encodeURIComponent(CROSSREF_LONG_DOI).replaceAll('%2F', '/')}`]);
    // Typed as its doi.org address, too.
    expect((await lookUp(`https://doi.org/${CROSSREF_LONG_DOI}`)).json().doi).toBe(CROSSREF_LONG_DOI);
    // The path form keeps the router's path-parameter limit: past it, 414 in Spanish before routing.
    const byPath = await lookUpByPath(CROSSREF_LONG_DOI);
    expect([byPath.statusCode, byPath.json().message]).toEqual([414, HTTP_MSG.urlTooLong]);
  });

  it('asks Crossref for a DOI of exactly 300 characters (typed bare or with its prefix) and refuses a longer one with a 400, however long', async () => {
    const longest = '10.5555/' + 'x'.repeat(300 - 8);
    for (const typed of [longest, `https://dx.doi.org/${longest}`]) {
      const res = await lookUp(typed);
      expect([res.statusCode, res.json().message], typed.slice(0, 20)).toEqual([404, DOI_MSG.notFound]);
    }
    for (const typed of [longest + 'x', `doi:${longest}x`, '10.5555/' + 'x'.repeat(5_000)]) {
      const res = await lookUp(typed);
      expect(res.statusCode, typed.slice(0, 20)).toBe(400);
      expect(res.json().message).toContain(DOI_MSG.tooLong);
    }
  });

  it('refuses a text that is not a DOI (400, Spanish), whoever may not write reports (403), and nobody signed in (401)', async () => {
    for (const bad of ['abc', '11.5555/x', '10.5555/x y', '']) {
      const res = await lookUp(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message, bad).toContain(DOI_MSG.invalid);
    }
    expect((await lookUpByPath('11.5555/x')).json().message).toContain(DOI_MSG.invalid);
    // No DOI at all, or two of them.
    for (const url of ['/api/works/doi', '/api/works/doi?doi=10.5555/a&doi=10.5555/b']) {
      const res = await lookUpUrl(url);
      expect([res.statusCode, res.json().message], url).toEqual([400, expect.stringContaining(DOI_MSG.invalid)]);
    }
    for (const how of [lookUp, lookUpByPath]) {
      expect((await how('10.5555/siiicca.2024.0042', evaluador)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: DOI_API.lookup('10.5555/siiicca.2024.0042') })).statusCode).toBe(401);
  });

  it("answers Crossref's 404, 429, 500 and a slow answer with Spanish messages", async () => {
    const unknown = await lookUp('10.5555/no.existe');
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, DOI_MSG.notFound]);
    server.behave('rate-limited');
    const busy = await lookUp('10.5555/siiicca.2024.0042');
    expect([busy.statusCode, busy.json().message]).toEqual([503, DOI_MSG.busy]);
    for (const b of ['error', 'slow'] as const) {
      server.behave(b);
      const res = await lookUp('10.5555/siiicca.2024.0042');
      expect([res.statusCode, res.json().message], b).toEqual([503, DOI_MSG.unavailable]);
    }
  });
});

describe("a report's products from a DOI and from the owner's works", () => {
  type Json = Record<string, unknown>;
  let project: { id: number; results: number[]; rid: number };
  let ownWork: number;
  let othersWork: number;
  beforeAll(async () => {
    const call = await newCall(t.db);
    const ownerId = await userIdOf(t.db, 'docente');
    const p = await approvedProject(t.db, { callId: call.id, ownerId, approvedAt: new Date(Date.now() - 800 * 86_400_000) });
    const results = await withResults(t.db, p.id, 2);
    const started = await startProject(t, admin, p.id, addDays(todayInBogota(), -200));
    expect(started.statusCode, started.body).toBe(200);
    project = { id: p.id, results, rid: (await viewOf(t, admin, p.id)).schedule[0]!.id };
    const otherId = await userIdOf(t.db, 'docente2');
    const works = await t.db
      .insert(researcherWorks)
      .values([
        { userId: ownerId, source: 'orcid', title: 'Investigación formativa en ingeniería', titleKey: 'investigacion formativa en ingenieria', workType: 'book', year: 2023, container: 'Ediciones USTA', isbn: '9783161484100' },
        { userId: otherId, source: 'orcid', title: 'Obra de otra persona', titleKey: 'obra de otra persona', workType: 'journal-article', year: 2022, doi: '10.5555/otra.1' },
      ])
      .returning({ id: researcherWorks.id });
    [ownWork, othersWork] = works.map((w) => w.id);
  });

  const save = async (products: Json[], token = docente) => {
    const version = (await viewOf(t, admin, project.id)).version;
    return t.app.inject({ method: 'PUT', url: EXECUTION_REPORT_API.one(project.id, project.rid), headers: bearer(token), payload: { version, products } });
  };
  const productsRead = async () => {
    const res = await t.app.inject({ url: EXECUTION_REPORT_API.one(project.id, project.rid), headers: bearer(docente) });
    return (res.json() as TExecutionReport).content.products;
  };

  it('keeps a product filled from Crossref (edited by hand) and a picked work, and reads them back', async () => {
    const looked = (await lookUp('10.5555/siiicca.2024.0042')).json();
    const fromDoi = { result_id: project.results[0], quantity: 1, evidence_kind: 'DOI', evidence: looked.doi, title: `${looked.title} (versión corregida)`, container: looked.container, year: looked.year, work_type: looked.type };
    const picked = { result_id: project.results[1], quantity: 1, evidence_kind: 'ISBN', evidence: '978-3-16-148410-0', title: 'Investigación formativa en ingeniería', container: 'Ediciones USTA', year: 2023, work_type: 'book', work_id: ownWork };
    const res = await save([fromDoi, picked]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await productsRead()).toEqual([{ ...fromDoi, work_id: null }, picked]);
  });

  it("refuses another researcher's work, or one that does not exist, on its row (400), and keeps what was saved", async () => {
    const kept = await productsRead();
    for (const work_id of [othersWork, 999_999]) {
      const res = await save([{ result_id: project.results[0], quantity: 1, evidence_kind: 'DOI', evidence: '10.5555/otra.1', work_id }]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: REPORT_MSG.workNotYours, errors: { 'products.0.work_id': [REPORT_MSG.workNotYours] } });
    }
    // Bounded like every field: a year out of range is a 400 on its row.
    const year = await save([{ result_id: project.results[0], quantity: 1, evidence_kind: 'DOI', evidence: '10.5555/x.1', year: 3000 }]);
    expect(year.statusCode).toBe(400);
    expect(Object.keys(year.json().errors)).toEqual(['products.0.year']);
    expect(await productsRead()).toEqual(kept);
    // Another lecturer cannot even reach the report.
    expect((await save([], docente2)).statusCode).toBe(404);
  });
});
