import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bearer, loginAs, useTestApp } from './helpers';
import { bodyFor, queryFor, segmentFor, toJson, type JsonSchema } from './fuzz-inputs';
import { orcidTestEnv, startOrcidServer, type OrcidServer } from '../src/connectors/orcid/test-server';

/**
 * Bad input is a 400, never a 500. Every /api route of the route table is fuzzed, so a route added
 * tomorrow is covered without touching this file; bodies, queries and path parameters are shaped
 * by the route's own zod schemas (the route table keeps each route's schemas; the real validator
 * compiler still does the work). Each run draws new cases, about 4,200 (some 30 s on PGlite); a
 * failure prints the seed and path to replay it. No route is skipped: sign-out and token renewal get
 * callers whose token they may retire (see callers), and the public, rate-limited routes (sign-in,
 * password recovery) may answer 429, which is an answer like any other 4xx.
 */
// The ORCID import reaches a local ORCID (an iD it does not know answers 404), never the internet.
const env: Record<string, string> = {};
let orcid: OrcidServer | undefined;
beforeAll(async () => {
  orcid = await startOrcidServer();
  Object.assign(env, orcidTestEnv(orcid));
});
afterAll(() => orcid?.close());
const t = useTestApp(env);

function schemaOf(method: string, url: string, part: 'body' | 'querystring' | 'params'): JsonSchema | undefined {
  const schema = t.app.routeTable.find((r) => r.method === method && r.url === url)?.schema?.[part];
  if (!schema) return undefined;
  try {
    return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return undefined; // not expressible as JSON Schema: the route gets arbitrary JSON instead
  }
}

const ZErrorAnswer = z.strictObject({
  message: z.string().trim().min(1),
  errors: z.record(z.string(), z.array(z.string().trim().min(1))).optional(),
  /** A 403 to a user with a step to take first (plugins/auth: second-factor enrolment, privacy notice). */
  pending: z.array(z.string().min(1)).min(1).optional(),
});
/** zod's and Fastify's English defaults, which no user may read. */
const ENGLISH = /\b(Invalid|Expected|expected|Too big|Too small|Required|Unrecognized|Bad Request|Not Found|Unsupported|Unauthorized|Forbidden)\b/;

/**
 * The check of expectSafeAnswer as a plain predicate: the fuzz checks thousands of answers, and
 * building a message and five assertions for each one that passes cost more than the check.
 */
function isSafeAnswer(res: LightMyRequestResponse) {
  if (res.statusCode >= 500) return false;
  if (res.statusCode < 400) return true;
  if (!/^application\/json/.test(String(res.headers['content-type']))) return false;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return false;
  }
  const answer = ZErrorAnswer.safeParse(body);
  return answer.success && [answer.data.message, ...Object.values(answer.data.errors ?? {}).flat()].every((text) => !ENGLISH.test(text));
}

/** Below 500; an error is JSON `{ message, errors? }`, non-empty, and in Spanish. */
function expectSafeAnswer(res: LightMyRequestResponse, request: string) {
  // An unsafe answer goes through the assertions below, which fail naming what is wrong.
  if (isSafeAnswer(res)) return;
  const seen = `${request} → ${res.statusCode} ${res.body.slice(0, 300)}${res.statusCode >= 500 ? `\nthe server's error: ${t.serverErrors.at(-1) ?? '(none recorded)'}` : ''}`;
  expect(res.statusCode, seen).toBeLessThan(500);
  if (res.statusCode < 400) return;
  expect(res.headers['content-type'], seen).toMatch(/^application\/json/);
  const answer = ZErrorAnswer.safeParse(JSON.parse(res.body));
  expect(answer.success, seen).toBe(true);
  const texts = [answer.data!.message, ...Object.values(answer.data!.errors ?? {}).flat()];
  for (const text of texts) expect(text, seen).not.toMatch(ENGLISH);
}

type Who = 'admin' | 'docente' | 'none' | 'garbage' | 'chain';
const CONTENT_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16', 'application/xml'];
const contentType = fc.oneof({ weight: 12, arbitrary: fc.constant('application/json') }, { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) });

/**
 * Cases per route. A body is where most can go wrong; a GET without a query takes no input but its path.
 * Sign-in verifies a password hash per case (about 35 ms) and renewal issues a token, so they get fewer.
 */
function runsFor(method: string, url: string) {
  if (url === '/api/auth/login' || url === '/api/auth/refresh') return 20;
  if (method !== 'GET') return schemaOf(method, url, 'body') ? 55 : 25;
  if (schemaOf(method, url, 'querystring')) return 45;
  return url.includes(':') ? 35 : 8;
}

/**
 * Who calls: mostly the administrator, who passes every permission check and so reaches validation
 * and the database. Logout revokes the token it carries, so it only ever gets none or a forged one;
 * refresh retires its token too, so it runs on a session of its own, renewed at each success.
 */
function callers(url: string): fc.Arbitrary<Who> {
  if (url === '/api/auth/logout') return fc.constantFrom<Who>('none', 'garbage');
  if (url === '/api/auth/refresh') return fc.constant<Who>('chain');
  return fc.oneof({ weight: 8, arbitrary: fc.constant<Who>('admin') }, { weight: 1, arbitrary: fc.constantFrom<Who>('docente', 'none', 'garbage') });
}

/**
 * What the fuzzer found on the first runs, kept as plain examples (they run first, on intact demo
 * data): each of these answered 500, English, or held the server, before the bounds existed.
 */
describe('hostile input, answered 400 in Spanish', () => {
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: bearer(t.admin), ...(payload === undefined ? {} : { payload: payload as object }) });
  const refused = (res: LightMyRequestResponse, field: string, message: string | RegExp) => {
    expect(res.statusCode, res.body).toBe(400);
    expectSafeAnswer(res, 'refused');
    const first = res.json().errors?.[field]?.[0];
    if (typeof message === 'string') expect(first, res.body).toBe(message);
    else expect(first, res.body).toMatch(message);
  };
  const ids = Array.from({ length: 60_000 }, (_, i) => i + 1);

  it('refuses a list of 60,000 ids at once (it used to hold the database for seconds)', async () => {
    const group = { sectional_id: 1, name: 'Grupo con demasiadas líneas', colciencias: 'COL0060000', investigation_lines: ids };
    refused(await send('POST', '/api/siiicca/investigation_groups', group), 'investigation_lines', 'Puede agregar como máximo 500 líneas de investigación');
    const tree = { id: 1, relationship: [{ id: 1, faculties: [{ id: 1, programs: ids.map((id) => ({ id })) }] }] };
    refused(await send('POST', '/api/sectional_relationship', tree), 'relationship.0.faculties.0.programs', 'Puede agregar como máximo 500 programas');
    // 60,000 {id, hours} pairs would pass the 1 MB body limit (a 413 before any parsing): 30,000 do not.
    const product = { name: 'Producto con demasiados tipos', types: ids.slice(0, 30_000).map((id) => ({ id, hours: 1 })) };
    refused(await send('POST', '/api/siiicca/products', product), 'types', 'Puede agregar como máximo 500 tipos de producto');
  });

  it('refuses ids and integers a PostgreSQL integer cannot hold, in paths, queries and bodies', async () => {
    refused(await send('PUT', '/api/siiicca/investigation_lines/2147483648', { name: 'Línea fuera de rango' }), 'id', 'Valor fuera de rango');
    refused(await send('DELETE', '/api/users/users/99999999999'), 'id', 'Debe ser un número válido');
    refused(await send('DELETE', '/api/roles/roles/1e3'), 'id', 'Debe ser un número válido');
    refused(await send('GET', '/api/users/sectional-options?user_id=9007199254740991'), 'user_id', 'Debe ser un número válido');
    const hotbed = { sectional_id: 1, division_id: 1, faculty_id: 2 ** 53 - 1, name: 'Semillero fuera de rango' };
    refused(await send('POST', '/api/siiicca/research_hotbeds', hotbed), 'faculty_id', 'Valor fuera de rango');
    refused(await send('POST', '/api/programs', { name: 'Programa fuera de rango', codesac: 2147483648 }), 'codesac', 'Valor fuera de rango');
    refused(await send('GET', '/api/users/users?page=21474837'), 'page', 'Valor fuera de rango');
    expect((await send('GET', '/api/users/users?page=21474836')).statusCode).toBe(200);
  });

  it('refuses NUL characters, lone surrogates and prototype keys wherever they come, before any schema', async () => {
    const nul = 'Carácter no permitido';
    const body = await send('POST', '/api/siiicca/investigation_lines', { name: 'Línea\u0000oculta' });
    expect(body.json()).toEqual({ message: 'Por favor revise los errores', errors: { name: [nul] } });
    refused(await send('GET', '/api/siiicca/investigation_lines?q=%00'), 'q', nul);
    // A lone surrogate: JSON may carry it, UTF-8 cannot (PGlite failed the write with a 500).
    const broken = { ...bearer(t.admin), 'content-type': 'application/json' };
    const line = await t.app.inject({ method: 'POST', url: '/api/siiicca/investigation_lines', headers: broken, payload: '{"name":"Línea \\ud800 rota"}' });
    refused(line, 'name', nul);
    refused(await send('PUT', '/api/siiicca/investigation_lines/1%00', { name: 'Línea válida' }), 'id', nul);
    const call = { name: 'Convocatoria', attacheds: [{ name: 'Anexo\u0000', accept: '.pdf' }] };
    refused(await send('POST', '/api/siiicca/announcements', call), 'attacheds.0.name', nul);
    refused(await send('GET', '/api/users/users?__proto__=x'), '__proto__', 'Campo no permitido');
    const deep = JSON.parse(`${'{"a":'.repeat(100)}1${'}'.repeat(100)}`);
    expect((await send('POST', '/api/roles/roles', deep)).json().message).toBe('Por favor revise los errores');
  });

  it('keeps dates between 1900-01-01 and 2100-12-31 (PostgreSQL has no year 0000)', async () => {
    const res = await send('POST', '/api/siiicca/strategy_periods', { description: 'Periodo', date_start: '0000-01-01', date_end: '9999-12-31' });
    refused(res, 'date_start', 'Fecha fuera de rango');
    expect(res.json().errors.date_end).toEqual(['Fecha fuera de rango']);
  });

  it("answers zod's own checks in Spanish", async () => {
    const res = await send('PUT', '/api/siiicca/investigation_lines/1', { name: 'Línea válida', active: 'sí' });
    refused(res, 'active', /^Entrada inválida: se esperaba booleano/);
  });

  it('refuses malformed state actions of strategies: ids out of range, another action, broken or foreign multipart', async () => {
    refused(await send('POST', '/api/siiicca/expirationStrategy', { id: 2147483648 }), 'id', 'Valor fuera de rango');
    refused(await send('POST', '/api/siiicca/strategies?action=Migrate', { id: '7' }), 'id', 'Campo requerido');
    refused(await send('POST', '/api/siiicca/strategies?action=Borrar', { id: 7 }), 'action', 'Valor no válido');
    const form = (body: string, boundary = 'x') =>
      t.app.inject({ method: 'POST', url: '/api/siiicca/finish_strategy', headers: { ...bearer(t.admin), 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body });
    const cut = await form('--x\r\nContent-Disposition: form-data; name="final_report_file"; filename="a.pdf"\r\n\r\n%PDF-1.4');
    expect(cut.statusCode, cut.body).toBe(400);
    expectSafeAnswer(cut, 'cut multipart');
    const foreign = await form('--x\r\nContent-Disposition: form-data; name="otro"; filename="a.pdf"\r\n\r\n%PDF-1.4\r\n--x--\r\n');
    refused(foreign, 'otro', 'Valor no válido');
    const huge = await form('--x\r\nContent-Disposition: form-data; name="id"\r\n\r\n99999999999\r\n--x--\r\n');
    refused(huge, 'id', 'Debe ser un número válido');
  });

  it('refuses bad selections of the strategy downloads (a JSON array in the path) in Spanish, and serves good ones', async () => {
    for (const base of ['/api/siiicca/strategyexcel', '/api/siiicca/getsanexos']) {
      for (const raw of ['[0]', '["x"]', 'drop table strategies', '{"$gt":1}', '[1.5]', '[-1]', '*', `[${'1,'.repeat(1000)}1]`]) {
        const res = await send('GET', `${base}/${encodeURIComponent(raw)}`);
        expect(res.statusCode, `${base}/${raw.slice(0, 20)} ${res.body}`).toBe(400);
        expectSafeAnswer(res, raw);
      }
      refused(await send('GET', `${base}/%5B2147483648%5D`), 'ids', 'Valor fuera de rango');
      refused(await send('GET', `${base}/all?scope=todas`), 'scope', /^Opción inválida/);
      expectSafeAnswer(await send('GET', `${base}/all?scope=all&q=${encodeURIComponent("'; drop table strategies; --")}`), 'q');
    }
    expect((await send('GET', '/api/siiicca/strategyexcel/all?scope=all')).statusCode).toBe(200);
    expect((await send('GET', '/api/siiicca/strategypdf/1')).statusCode).toBeLessThan(500);
  });

  it('lists a program saved from its name alone (no SAC code, no type) in the select lists', async () => {
    const program = await send('POST', '/api/programs', { name: 'Programa sin código' });
    expect(program.statusCode, program.body).toBe(201);
    const sectional = await send('POST', '/api/sectionals', { name: 'Seccional de prueba', address: 'Calle 1' });
    const { id, version } = (await send('GET', `/api/sectional_relationship/${sectional.json().data.id}`)).json();
    const tree = { id, version, relationship: [{ id: 1, faculties: [{ id: 1, programs: [{ id: program.json().data.id }] }] }] };
    expect((await send('POST', '/api/sectional_relationship', tree)).statusCode).toBe(200);
    const options = await send('GET', '/api/siiicca/get_programs');
    expect(options.statusCode, options.body).toBe(200);
    expect(options.json().data).toContainEqual(expect.objectContaining({ name: 'Programa sin código', codesac: null, type: null }));
    expect((await send('GET', '/api/selsectionals')).statusCode).toBe(200);
  });
});

describe('fuzzing every /api route', () => {
  // The routes are fuzzed in a few shards of the route table (every SHARDS-th route), one test each, so
  // that a failure names a smaller group and each keeps its own time limit on a loaded machine.
  const SHARDS = 6;
  let chain = '';
  const tokens = (who: Who) =>
    who === 'admin' ? bearer(t.admin) : who === 'docente' ? bearer(t.docente) : who === 'chain' ? bearer(chain) : who === 'garbage' ? bearer('x.y.z') : {};
  const apiRoutes = () => t.app.routeTable.filter((r) => r.url.startsWith('/api/'));

  beforeAll(async () => {
    chain = await loginAs(t, 'admin');
  });

  async function acceptNotice() {
    // The chain's session is the administrator's too.
    for (const token of [t.admin, t.docente]) {
      const status = (await t.app.inject({ method: 'GET', url: '/api/privacy/notice', headers: bearer(token) })).json();
      if (status.accepted_at) continue;
      const version = status.notice?.version;
      const accepted = await t.app.inject({ method: 'POST', url: '/api/privacy/notice/accept', headers: bearer(token), payload: { version } });
      expect(accepted.statusCode, accepted.body).toBe(200);
    }
  }

  it('fuzzes more than 3,000 requests, shaped by the routes\' own schemas', () => {
    const routes = apiRoutes();
    expect(routes.reduce((sum, r) => sum + runsFor(r.method, r.url), 0)).toBeGreaterThan(3000);
    expect(routes.length).toBeGreaterThan(50);
    // A table that lost the schemas would fuzz blindly.
    expect(routes.filter((r) => schemaOf(r.method, r.url, 'body')).length).toBeGreaterThan(30);
    expect(routes.filter((r) => schemaOf(r.method, r.url, 'querystring')).length).toBeGreaterThan(10);
  });

  for (let shard = 0; shard < SHARDS; shard++) {
    it(`answers every hostile path, query and body below 500, as a Spanish { message, errors? } (routes ${shard + 1} of every ${SHARDS})`, async () => {
      for (const { method, url } of apiRoutes().filter((_, i) => i % SHARDS === shard)) {
        const names = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
        const params = schemaOf(method, url, 'params');
        const segments = fc.tuple(...names.map((n) => segmentFor(params?.properties?.[n])));
        const query = queryFor(schemaOf(method, url, 'querystring'));
        const body = method === 'GET' ? fc.constant(undefined) : bodyFor(schemaOf(method, url, 'body'));
        const numRuns = runsFor(method, url);
        await fc.assert(
          fc.asyncProperty(segments, query, body, callers(url), contentType, async (values, qs, payload, who, type) => {
            const path = names.reduce((p, n, i) => p.replace(`:${n}`, values[i]!), url);
            const target = qs ? `${path}?${qs}` : path;
            const withBody = payload !== undefined;
            const res = await t.app.inject({
              method: method as 'GET',
              url: target,
              headers: { ...tokens(who), ...(withBody ? { 'content-type': type } : {}) },
              payload: withBody ? toJson(payload) : undefined,
            });
            expectSafeAnswer(res, `${method} ${target} as ${who}`);
            if (who === 'chain' && res.statusCode === 200) chain = res.json().token.access_token;
            // A new version of the privacy notice, published by a case that passed validation, would hold
            // every caller at its acceptance (a 403 with pending) for the rest of the run: they accept it,
            // so every later route is still reached past its permission check.
            if (method === 'POST' && url === '/api/privacy/notices' && res.statusCode < 300) await acceptNotice();
          }),
          { numRuns },
        );
      }
    }, 240_000);
  }

});
