import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ORCID_IMPORT_MSG, ORCID_MSG, WORK_MSG, WORKS_API, type TResearcherWorks } from '@siiicca/shared';
import { researcherWorks } from '../../../db/schema';
import { bearer, createTestApp, loginAs, type TestApp } from '../../../../test/helpers';
import { ORCID_TEST_ID, ORCID_UNKNOWN_ID, orcidTestEnv, startOrcidServer, type OrcidServer } from '../../../connectors/orcid/test-server';
import { userIdOf } from '../../execution/test-fixtures';

/**
 * 'Importar de ORCID' and a researcher's works through the whole API, against a local ORCID public
 * API v3.0 answering its published JSON (connectors/orcid/fixtures): the import, re-imports without
 * duplicates, ORCID's failures as Spanish messages with nothing written, who may import for whom.
 */
let server: OrcidServer;
let t: TestApp;
let admin: string;
let docente: string;
let docente2: string;
let docente2Id: number;
beforeAll(async () => {
  server = await startOrcidServer({ slowMs: 2_000 });
  t = await createTestApp(orcidTestEnv(server, { ORCID_RETRIES: '1', ORCID_TIMEOUT_MS: '700' }));
  [admin, docente, docente2] = await Promise.all([loginAs(t, 'admin'), loginAs(t, 'docente'), loginAs(t, 'docente2')]);
  docente2Id = await userIdOf(t.db, 'docente2');
  // docente's entry in the academic directory gives the test record's iD, as its address.
  await t.db.execute(sql`update academic_people set orcid = ${`https://orcid.org/${ORCID_TEST_ID}`}
    where identification = (select identity from users where username = 'docente')`);
  // docente2's records give no iD.
  const none = sql`upper(identification) = (select upper(identity) from users where username = 'docente2')`;
  await t.db.execute(sql`update academic_people set orcid = null where ${none}`);
  await t.db.execute(sql`update thirds set orcid = null where ${none}`);
});
afterAll(async () => {
  await t?.close();
  await server?.close();
});
beforeEach(() => server.reset());

const importFor = (token: string, user: number | 'me', payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: WORKS_API.importOrcid(user), headers: bearer(token), payload });
const worksOf = async (token: string, user: number | 'me' = 'me') => {
  const res = await t.app.inject({ method: 'GET', url: WORKS_API.works(user), headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json<TResearcherWorks>();
};
const counts = (res: { json: () => unknown }) => {
  const { created, updated, unchanged } = res.json() as Record<string, number>;
  return { created, updated, unchanged };
};

describe('Importar de ORCID', () => {
  it("imports the record of the researcher's iD: the summary, then each work; kept fields; grouped by Minciencias type", async () => {
    const res = await importFor(docente, 'me');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      orcid: ORCID_TEST_ID, created: 6, updated: 0, unchanged: 0,
      message: 'Importación de ORCID terminada: 6 nuevas, 0 actualizadas, 0 sin cambios',
    });
    // The summary once, then each group's preferred work (1011, the same article from another source, is not read).
    expect(server.requests[0]).toBe(`GET /${ORCID_TEST_ID}/works`);
    expect(server.requests.slice(1).sort()).toEqual([1001, 1002, 1003, 1004, 1005, 1006].map((p) => `GET /${ORCID_TEST_ID}/work/${p}`));

    const { data, groups } = await worksOf(docente);
    const byCode = new Map(data.map((w) => [w.orcid_put_code, w]));
    expect(byCode.get(1001)).toMatchObject({
      source: 'orcid', title: 'Toward a Unified Theory of High-Energy Metaphysics: Silly String Theory', work_type: 'journal-article',
      year: 2008, container: 'Journal of Psychoceramics', doi: '10.5555/12345678', isbn: null, url: 'https://doi.org/10.5555/12345678',
      product_type: { name: 'Generación de Nuevo Conocimiento' }, product: { name: 'Artículo de investigación en revista indexada B o C' },
    });
    expect(byCode.get(1002)).toMatchObject({ work_type: 'book', year: 2015, isbn: '978-3-16-148410-0', doi: null, product: { name: 'Libro resultado de investigación' } });
    // A chapter keeps its book's ISBN ('part-of'); a data set has a DOI in upper case, kept in lower case; no date, no year.
    expect(byCode.get(1003)).toMatchObject({ work_type: 'book-chapter', year: 2019, isbn: '978-0-306-40615-7', product: { name: 'Capítulo en libro resultado de investigación' } });
    expect(byCode.get(1006)).toMatchObject({ work_type: 'data-set', year: null, doi: '10.5555/data.2020.7', product: null });
    expect(byCode.get(1004)).toMatchObject({ work_type: 'software', url: 'https://github.com/example/psychoceramics-toolkit', product: { name: 'Software registrado' } });
    expect(groups.map((g) => [g.label, g.works.length])).toEqual([
      ['Generación de Nuevo Conocimiento', 4],
      ['Desarrollo Tecnológico e Innovación', 1],
      ['Formación de Recurso Humano', 1],
    ]);
  });

  it('updates on a new import without duplicating: by DOI, then put-code, then normalised title and year', async () => {
    const me = await userIdOf(t.db, 'docente');
    const total = async () => (await t.db.select({ id: researcherWorks.id }).from(researcherWorks).where(eq(researcherWorks.userId, me))).length;
    expect(counts(await importFor(docente, 'me'))).toEqual({ created: 0, updated: 0, unchanged: 6 });
    // ORCID gave every work a new put-code: the DOIs (1001, 1006) and title + year (the rest) find them again.
    server.renumber(500);
    expect(counts(await importFor(docente, 'me'))).toEqual({ created: 0, updated: 6, unchanged: 0 });
    expect((await worksOf(docente)).data.map((w) => w.orcid_put_code).sort()).toEqual([1501, 1502, 1503, 1504, 1505, 1506]);
    // The researcher retitled the software: its put-code finds it. A title differing only in case and accents is the same work.
    server.patch(1004, { title: { title: { value: 'Psychoceramics Toolkit, versión 2' } } });
    server.patch(1005, { title: { title: { value: '  the CRACKED pot as a módel of scholarly discourse ' } } });
    expect(counts(await importFor(docente, 'me'))).toEqual({ created: 0, updated: 2, unchanged: 4 });
    server.renumber(900);
    expect(counts(await importFor(docente, 'me'))).toEqual({ created: 0, updated: 6, unchanged: 0 });
    expect(await total()).toBe(6);
    expect((await worksOf(docente)).data.find((w) => w.work_type === 'software')?.title).toBe('Psychoceramics Toolkit, versión 2');
  });

  it('answers ORCID failures in Spanish and writes nothing: unknown iD, rate limit, server error, slow answer, broken answer, a failure mid-way', async () => {
    const before = (await worksOf(docente)).data;
    server.patch(1001, { title: { title: { value: 'Un título que no debe quedar' } } });
    const cases: [() => void, number, string, Record<string, unknown>?][] = [
      [() => {}, 404, ORCID_IMPORT_MSG.notFound, { orcid: ORCID_UNKNOWN_ID }],
      [() => server.behave('rate-limited'), 503, ORCID_IMPORT_MSG.busy],
      [() => server.behave('error'), 503, ORCID_IMPORT_MSG.unavailable],
      [() => server.behave('slow'), 503, ORCID_IMPORT_MSG.unavailable],
      [() => server.behave('malformed'), 503, ORCID_IMPORT_MSG.unavailable],
      [() => server.failWork(1005), 503, ORCID_IMPORT_MSG.unavailable],
    ];
    for (const [arrange, status, message, payload] of cases) {
      server.behave('ok');
      arrange();
      const res = await importFor(docente, 'me', payload);
      expect([res.statusCode, res.json().message]).toEqual([status, message]);
    }
    // A 500 is tried again (ORCID_RETRIES=1); a 429 is not.
    server.reset();
    server.behave('error');
    await importFor(docente, 'me');
    expect(server.requests).toHaveLength(2);
    server.reset();
    server.behave('rate-limited');
    await importFor(docente, 'me');
    expect(server.requests).toHaveLength(1);
    expect((await worksOf(docente)).data).toEqual(before);
  });

  it('a lecturer imports and reads only their own (another answers 404); the office imports for anyone', async () => {
    expect((await importFor(docente, docente2Id, { orcid: ORCID_TEST_ID })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: WORKS_API.works(docente2Id), headers: bearer(docente) })).statusCode).toBe(404);
    // docente2's record gives no valid iD: the box's iD is needed.
    const none = await importFor(docente2, 'me');
    expect([none.statusCode, none.json().message]).toEqual([400, ORCID_IMPORT_MSG.noOrcid]);
    const res = await importFor(admin, docente2Id, { orcid: `https://orcid.org/${ORCID_TEST_ID}` });
    expect(counts(res)).toEqual({ created: 6, updated: 0, unchanged: 0 });
    expect((await worksOf(docente2)).data).toHaveLength(6);
    expect((await worksOf(admin, docente2Id)).data).toHaveLength(6);
    expect((await importFor(admin, 2_000_000, { orcid: ORCID_TEST_ID })).statusCode).toBe(404);
  });

  it('refuses a bad iD and out-of-bounds input with 400 and a Spanish message', async () => {
    const bad = await importFor(docente, 'me', { orcid: '0000-0002-1825-0098' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(ORCID_MSG.invalid);
    const long = await importFor(docente, 'me', { orcid: '0'.repeat(101) });
    expect([long.statusCode, JSON.stringify(long.json()).includes('Máximo 100')]).toEqual([400, true]);
    for (const url of ['/api/researchers/0/works', '/api/researchers/99999999999/works', '/api/researchers/abc/orcid/import']) {
      const res = await t.app.inject({ method: url.endsWith('import') ? 'POST' : 'GET', url, headers: bearer(admin), payload: url.endsWith('import') ? {} : undefined });
      expect(res.statusCode).toBe(400);
    }
    expect(server.requests).toEqual([]);
  });
});

describe('Tipos de producto de ORCID y Crossref', () => {
  it('lists the seeded mapping and lets the office change a work type, refusing a product of another type', async () => {
    const list = await t.app.inject({ method: 'GET', url: WORKS_API.workTypes, headers: bearer(admin) });
    expect(list.statusCode).toBe(200);
    const rows = list.json().data as { work_type: string; product_type: { id: number; name: string } | null; product: { id: number; name: string } | null }[];
    const row = (w: string) => rows.find((r) => r.work_type === w);
    expect(row('journal-article')).toMatchObject({ product_type: { name: 'Generación de Nuevo Conocimiento' }, product: { name: 'Artículo de investigación en revista indexada B o C' } });
    expect(row('patent')?.product?.name).toBe('Patente de invención o modelo de utilidad');
    expect(row('dissertation-thesis')).toMatchObject({ product_type: { name: 'Formación de Recurso Humano' }, product: null });
    const training = row('dissertation-thesis')!.product_type!;
    const software = row('software')!.product!;

    const put = (w: string, body: Record<string, unknown>, token = admin) => t.app.inject({ method: 'PUT', url: WORKS_API.workType(w), headers: bearer(token), payload: body });
    const wrong = await put('data-set', { product_type_id: training.id, product_id: software.id });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, WORK_MSG.productNotOfType]);
    // A product alone takes the type it is offered under.
    const ok = await put('data-set', { product_type_id: null, product_id: software.id });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ work_type: 'data-set', product_type: { name: 'Desarrollo Tecnológico e Innovación' }, product: software });
    const data = (await worksOf(docente)).data.find((w) => w.work_type === 'data-set');
    expect(data?.product).toEqual(software);

    expect((await put('no-such-type', { product_type_id: null, product_id: null })).statusCode).toBe(404);
    expect((await put('Not A Type!', { product_type_id: null, product_id: null })).statusCode).toBe(400);
    expect((await put('data-set', { product_type_id: 0, product_id: null })).statusCode).toBe(400);
    expect((await put('data-set', { product_type_id: null, product_id: null }, docente)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: WORKS_API.workTypes, headers: bearer(docente) })).statusCode).toBe(403);
  });
});
