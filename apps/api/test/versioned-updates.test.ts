import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addDays, CATALOGUES, CLOSURE_API, EVAL_CRITERIA_API, EVAL_REVIEW_API, EXECUTION_API, EXECUTION_REPORT_API, MSG, PROJECT_API, PROJECT_MSG, SECTIONAL_RELATIONSHIP_API, STRATEGY_API, STRATEGY_MSG, todayInBogota } from '@siiicca/shared';
import { announcementsSpec } from '../src/modules/announcements/announcements.spec';
import { CATALOGUE_SPECS } from '../src/modules/catalogues/catalogues.routes';
import { projectFixture, saveProject, validProjectBody, type TProjectFixtureIds } from '../src/modules/projects/test-fixtures';
import { PDF, save, strategyOf } from '../src/modules/strategies/test-fixtures';
import { approvedProject, newCall, postWithVersion, startBody, startProject, userIdOf, viewOf, withResults } from '../src/modules/execution/test-fixtures';
import { bearer, loginAs, useTestApp } from './helpers';

/*
 * Issue 23, part 5: every update of a versioned record names the version its client read. Without
 * one: 428 'Debe indicar la versión…' and nothing changes; with an older one: 409 and nothing
 * changes; with the one just read: saved. The routes are read from the route table, so an update
 * route added tomorrow fails here until it is versioned (a case below) or exempted with a reason.
 */
const t = useTestApp();
let projectIds: TProjectFixtureIds;
let evaluador = '';
beforeAll(async () => {
  projectIds = await projectFixture(t.db);
  evaluador = await loginAs(t, 'evaluador');
});

type Json = Record<string, unknown>;
/** One update, ready to send: `body(version)` is the request (the version left out when undefined); `read` what a client sees of the record. */
type Prepared = { method: 'PUT' | 'POST'; url: string; token: string; body: (version: string | undefined) => Json; multipart?: boolean; read: () => Promise<unknown>; version: string };
type Case = () => Promise<Prepared>;

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: Json) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const json = async (url: string, token = t.admin) => (await inject('GET', url, token)).json();
const without = (body: Json, version: string | undefined): Json => (version === undefined ? body : { ...body, version });

/** A multipart form of plain fields (and the final report, for Informe final). */
function form(fields: Json, file?: { name: string; filename: string; content: Buffer }) {
  const boundary = `----v${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${String(v)}\r\n`));
  if (file) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: application/pdf\r\n\r\n`),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  return { payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A catalogue row (or a call) as its list shows it, sent back with one text changed: the edit dialog's PUT. */
const catalogueCase = (api: string): Case => async () => {
  const newest = async () => (await json(`${api}?per_page=1&sort=-id`)).data[0] as Json | undefined;
  // A catalogue the data leaves empty (a named one, as the budget's may be) gets a row of the test's own.
  if (!(await newest())) expect((await inject('POST', api, t.admin, { name: 'Registro versionado' })).statusCode, api).toBe(201);
  const row = (await newest())!;
  expect(row, api).toBeDefined();
  const { version, ...fields } = row;
  const key = typeof fields.name === 'string' ? 'name' : 'description';
  const url = `${api}/${encodeURIComponent(String(row.id))}`;
  const read = async () => (await json(`${api}?per_page=100&sort=-id`)).data.find((r: Json) => r.id === row.id);
  return { method: 'PUT', url, token: t.admin, body: (v) => without({ ...fields, [key]: `${String(fields[key]).slice(0, 80)} editado` }, v), read, version: String(version) };
};

const STRATEGY_DETAIL = (id: number) => async () => json(STRATEGY_API.one(id), t.docente);

/** A strategy of the demo lecturer, saved whole; the state actions run on it while it may. */
async function savedStrategy() {
  const input = await strategyOf(t.db, 'Grupos de Estudio');
  const res = await save(t, t.docente, input);
  expect(res.statusCode, res.body).toBe(201);
  const { id, version } = res.json().data as { id: number; version: string };
  return { id, version, input };
}

const CASES: Record<string, Case> = {
  ...Object.fromEntries([...CATALOGUE_SPECS, announcementsSpec].map((spec) => [`PUT ${spec.def.api}/:id`, catalogueCase(spec.def.api)])),
  'PUT /api/users/users/:id': async () => {
    // The newest user with a sectional (invited external evaluators have none, which the form asks for).
    const row = ((await json('/api/users/users?per_page=20&sort=-id')).data as Json[]).find((u) => u.id_sectional !== null)!;
    const id = row.id as number;
    const body = { name: `${String(row.name).slice(0, 60)} Editado`, email: row.email, username: row.username, identity: row.identity, id_sectional: row.id_sectional, roles: row.role_ids, active: row.active, account_type: row.account_type };
    const read = async () => (await json('/api/users/users?per_page=100&sort=-id')).data.find((r: Json) => r.id === id);
    return { method: 'PUT', url: `/api/users/users/${id}`, token: t.admin, body: (v) => without(body, v), read, version: String(row.version) };
  },
  'POST /api/sectional_relationship': async () => {
    const sectional = (await json('/api/sectionals?per_page=1&sort=id')).data[0] as Json;
    const url = `${SECTIONAL_RELATIONSHIP_API}/${String(sectional.id)}`;
    const tree = (await json(url)) as { id: number; version: string; relationship: { id: number }[] };
    return { method: 'POST', url: SECTIONAL_RELATIONSHIP_API, token: t.admin, body: (v) => without({ id: tree.id, relationship: [] }, v), read: async () => json(url), version: tree.version };
  },
  'POST /api/siiicca/strategies': async () => {
    const { id, version, input } = await savedStrategy();
    return { method: 'POST', url: STRATEGY_API.all, token: t.docente, body: (v) => without({ ...input, id, name: 'Nombre que nadie guardó' } as Json, v), read: STRATEGY_DETAIL(id), version };
  },
  'PUT /api/siiicca/strategy_drafts/:id': async () => {
    const { id, version } = await savedStrategy();
    return { method: 'PUT', url: STRATEGY_API.draft(id), token: t.docente, body: (v) => without({ step: 3, data: { name: 'Cambio sin guardar' } }, v), read: STRATEGY_DETAIL(id), version };
  },
  'PUT /api/siiicca/remove_strategy_actor/:id': async () => {
    const { id, version } = await savedStrategy();
    const actor = ((await STRATEGY_DETAIL(id)()) as { actors: { id: number; type: string }[] }).actors.find((a) => a.type === 'Docente')!;
    return { method: 'PUT', url: STRATEGY_API.toggleActor(actor.id), token: t.docente, body: (v) => without({}, v), read: STRATEGY_DETAIL(id), version };
  },
  'POST /api/siiicca/expirationStrategy': async () => {
    const { id, version } = await savedStrategy();
    return { method: 'POST', url: STRATEGY_API.expire, token: t.docente, body: (v) => without({ id }, v), read: STRATEGY_DETAIL(id), version };
  },
  'POST /api/siiicca/finish_strategy': async () => {
    const { id, version } = await savedStrategy();
    return { method: 'POST', url: STRATEGY_API.finish, token: t.docente, multipart: true, body: (v) => without({ id, accept: 'true' }, v), read: STRATEGY_DETAIL(id), version };
  },
  'POST /api/siiicca/projects': async () => {
    const res = await saveProject(t, t.docente, validProjectBody(projectIds));
    expect(res.statusCode, res.body).toBe(201);
    const { id, version } = res.json().data as { id: number; version: string };
    const body = { ...validProjectBody(projectIds), id, title: 'Título que nadie guardó' };
    return { method: 'POST', url: PROJECT_API.all, token: t.docente, body: (v) => without(body as Json, v), read: async () => json(PROJECT_API.one(id), t.docente), version };
  },
  'POST /api/siiicca/sendproject': async () => {
    const res = await saveProject(t, t.docente, validProjectBody(projectIds));
    const { id, version } = res.json().data as { id: number; version: string };
    return { method: 'POST', url: PROJECT_API.send, token: t.docente, body: (v) => without({ id }, v), read: async () => json(PROJECT_API.one(id), t.docente), version };
  },
  'PUT /api/siiicca/myevaluations/:id/evaluation': () => rubricCase('draft'),
  'POST /api/siiicca/myevaluations/:id/evaluation/submit': () => rubricCase('submit'),
  'PUT /api/siiicca/calls/:id/execution': async () => {
    const url = EXECUTION_API.callSettings((await newCall(t.db)).id);
    const { version, duration_months, report_every_months, final_report_days, budget_max, extensions_allowed, clean_record_years } = await json(url);
    const body = { duration_months: duration_months + 1, report_every_months, final_report_days, budget_max, extensions_allowed, clean_record_years };
    return { method: 'PUT', url, token: t.admin, body: (v) => without(body, v), read: async () => json(url), version };
  },
  'POST /api/siiicca/execution/projects/:id/start': () => executionCase('start'),
  'POST /api/siiicca/execution/projects/:id/suspend': () => executionCase('suspend'),
  'POST /api/siiicca/execution/projects/:id/resume': () => executionCase('resume'),
  'POST /api/siiicca/execution/projects/:id/non-compliance': () => executionCase('close'),
  'POST /api/siiicca/execution/projects/:id/extensions': () => executionCase('extension'),
  'POST /api/siiicca/execution/projects/:id/extensions/:extensionId/decision': () => executionCase('decision'),
  'PUT /api/siiicca/execution/projects/:id/reports/:reportId': () => reportCase('draft'),
  'POST /api/siiicca/execution/projects/:id/reports/:reportId/submit': () => reportCase('submit'),
  'POST /api/siiicca/execution/projects/:id/reports/:reportId/review': () => reportCase('review'),
  'POST /api/siiicca/execution/projects/:id/finish': () => finishCase(),
  'PUT /api/siiicca/calls/:id/evaluation': async () => {
    const url = EVAL_CRITERIA_API.one(projectIds.openCall);
    const { announcement, version, criteria, deadline, passing_score, evaluators_per_project, blind, divergence_margin } = await json(url);
    const body = { passing_score, evaluators_per_project, blind, divergence_margin, deadline: deadline ?? announcement.fecha_fin,
      criteria: criteria.length ? criteria : [{ name: 'Criterio único', weight: 100, scale_min: 0, scale_max: 5 }] };
    return { method: 'PUT', url, token: t.admin, body: (v) => without(body, v), read: async () => json(url), version };
  },
};
/**
 * The execution stage (issue 42): a project approved in a call of the test's own, started when the
 * write needs it (and suspended, or with an extension asked for); every write names the view's version.
 */
async function executionCase(kind: 'start' | 'suspend' | 'resume' | 'close' | 'extension' | 'decision'): Promise<Prepared> {
  const today = todayInBogota();
  const p = await approvedProject(t.db, { callId: (await newCall(t.db)).id, ownerId: await userIdOf(t.db, 'docente'), approvedAt: new Date(Date.now() - 400 * 86_400_000) });
  const read = async () => viewOf(t, t.admin, p.id);
  const prepared = async (url: string, body: Json, token = t.admin): Promise<Prepared> => ({ method: 'POST', url, token, body: (v) => without(body, v), read, version: (await read()).version });
  if (kind === 'start') return prepared(EXECUTION_API.start(p.id), await startBody(t.db, today));
  const start = await startProject(t, t.admin, p.id, addDays(today, -100));
  expect(start.statusCode, start.body).toBe(200);
  const end = (await read()).execution!.end_date;
  if (kind === 'suspend') return prepared(EXECUTION_API.suspend(p.id), { reason: 'Licencia' });
  if (kind === 'close') return prepared(EXECUTION_API.closeForNonCompliance(p.id), { reason: 'Informe rechazado dos veces' });
  if (kind === 'resume') {
    expect((await postWithVersion(t, t.admin, EXECUTION_API.suspend(p.id), p.id, { reason: 'Licencia' })).statusCode).toBe(200);
    return prepared(EXECUTION_API.resume(p.id), {});
  }
  const extension = { requested_end: addDays(end, 60), justification: 'Trabajo de campo aplazado' };
  if (kind === 'extension') return prepared(EXECUTION_API.extensions(p.id), extension, t.docente);
  const asked = await postWithVersion(t, t.docente, EXECUTION_API.extensions(p.id), p.id, extension, t.admin);
  expect(asked.statusCode, asked.body).toBe(200);
  return prepared(EXECUTION_API.extensionDecision(p.id, asked.json().data.extensions[0].id), { approved: true });
}

/**
 * A progress report (issue 42) of a project started 200 days ago, with an expected result: its draft
 * (by the owner), its sending (a complete draft saved first) or its review (sent first); every write
 * names the execution's version.
 */
async function reportCase(kind: 'draft' | 'submit' | 'review'): Promise<Prepared> {
  const p = await approvedProject(t.db, { callId: (await newCall(t.db)).id, ownerId: await userIdOf(t.db, 'docente'), approvedAt: new Date(Date.now() - 400 * 86_400_000) });
  const [result] = await withResults(t.db, p.id, 1);
  expect((await startProject(t, t.admin, p.id, addDays(todayInBogota(), -200))).statusCode).toBe(200);
  const view = await viewOf(t, t.admin, p.id);
  const rid = view.schedule[0]!.id;
  const read = async () => json(EXECUTION_REPORT_API.one(p.id, rid));
  const content = {
    overall_progress: 30, results: [{ result_id: result, progress: 30 }], activities_done: 'Diseño', limitations: 'Ninguna', dissemination: 'Ninguna',
    budget: view.budget.map((l) => ({ budget_line_id: l.id, executed: 0 })),
  };
  const prepared = async (method: 'PUT' | 'POST', url: string, body: Json, token: string): Promise<Prepared> => ({ method, url, token, body: (v) => without(body, v), read, version: (await read()).version });
  if (kind === 'draft') return prepared('PUT', EXECUTION_REPORT_API.one(p.id, rid), content, t.docente);
  const saved = await inject('PUT', EXECUTION_REPORT_API.one(p.id, rid), t.docente, { ...content, version: view.version });
  expect(saved.statusCode, saved.body).toBe(200);
  if (kind === 'submit') return prepared('POST', EXECUTION_REPORT_API.submit(p.id, rid), {}, t.docente);
  const sent = await inject('POST', EXECUTION_REPORT_API.submit(p.id, rid), t.docente, { version: saved.json().data.version });
  expect(sent.statusCode, sent.body).toBe(200);
  return prepared('POST', EXECUTION_REPORT_API.review(p.id, rid), { decision: 'Aceptado' }, t.admin);
}

/**
 * The finish (issue 42 'Closure'): a project started 400 days ago whose final report, with its
 * reconciliation, was sent and accepted; the finish names the execution's version.
 */
async function finishCase(): Promise<Prepared> {
  const p = await approvedProject(t.db, { callId: (await newCall(t.db)).id, ownerId: await userIdOf(t.db, 'docente'), approvedAt: new Date(Date.now() - 800 * 86_400_000) });
  const [result] = await withResults(t.db, p.id, 1);
  expect((await startProject(t, t.admin, p.id, addDays(todayInBogota(), -400))).statusCode).toBe(200);
  const view = await viewOf(t, t.admin, p.id);
  const rid = view.schedule.find((r) => r.kind === 'Final')!.id;
  const content = {
    overall_progress: 100, results: [{ result_id: result, progress: 100 }], activities_done: 'Todo', limitations: 'Ninguna', dissemination: 'Ninguna',
    budget: view.budget.map((l) => ({ budget_line_id: l.id, executed: 0 })),
    final_results: 'Modelo validado', reconciliation: [{ result_id: result, delivered: 1, evidence: 'https://repositorio.test/1' }],
  };
  const saved = await inject('PUT', EXECUTION_REPORT_API.one(p.id, rid), t.docente, { ...content, version: view.version });
  expect(saved.statusCode, saved.body).toBe(200);
  const sent = await inject('POST', EXECUTION_REPORT_API.submit(p.id, rid), t.docente, { version: saved.json().data.version });
  expect(sent.statusCode, sent.body).toBe(200);
  const accepted = await inject('POST', EXECUTION_REPORT_API.review(p.id, rid), t.admin, { decision: 'Aceptado', version: (await viewOf(t, t.admin, p.id)).version });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const read = async () => viewOf(t, t.admin, p.id);
  return { method: 'POST', url: CLOSURE_API.finish(p.id), token: t.admin, body: (v) => without({ reason: 'Cierre' }, v), read, version: (await read()).version };
}

/** 'Actualizar periodo' shares its path with the save: the same route, `?action=Migrate`. */
const MIGRATE: Case = async () => {
  const { id, version } = await savedStrategy();
  return { method: 'POST', url: STRATEGY_API.migrate, token: t.docente, body: (v) => without({ id }, v), read: STRATEGY_DETAIL(id), version };
};

/** The demo evaluator's rubric of the project assigned to them (accepted first): a draft or its submission. */
async function rubricCase(kind: 'draft' | 'submit'): Promise<Prepared> {
  const mine = (await json(`${EVAL_REVIEW_API.mine}?per_page=50`, evaluador)).data as { id: number; state: string; review_state: string }[];
  const open = mine.find((a) => a.state === 'Asignada') ?? mine.find((a) => a.state === 'Aceptada' && a.review_state !== 'Enviada');
  if (!open) throw new Error('The demo data has no open assignment for evaluador');
  if (open.state === 'Asignada') expect((await inject('POST', EVAL_REVIEW_API.accept(open.id), evaluador)).statusCode).toBe(200);
  const read = async () => json(EVAL_REVIEW_API.one(open.id), evaluador);
  const detail = (await read()) as { version: string; criteria: { id: number }[] };
  const body = { scores: detail.criteria.map((c) => ({ criterion_id: c.id, score: 1, comment: '' })), general_comment: 'Sin guardar' };
  return { method: kind === 'draft' ? 'PUT' : 'POST', url: EVAL_REVIEW_API[kind](open.id), token: evaluador, body: (v) => without(body, v), read, version: detail.version };
}

/** Update routes that keep no version, and why (docs/limits.md and SECURITY.md say so too). */
const EXEMPT: Record<string, string> = {
  'PUT /api/roles/roles/:id': 'profiles keep no version (not a versioned record of issue 23)',
  'PUT /api/roles/roles/:id/permissions': 'profiles keep no version (not a versioned record of issue 23)',
  'PUT /api/work_type_mappings/:work_type': 'a work type\'s mapping is one setting of one key, set whole (last write wins), not a versioned record',
  'PATCH /api/account/passkeys/:id': 'a passkey\'s name, the signed-in user\'s own, set whole: nothing else of the passkey changes',
  'POST /api/privacy/notice/accept': 'not an update of a record: the body\'s version is the notice\'s the user read, and an older one is refused with 409 (privacy.test.ts)',
  'PUT /api/siiicca/execution/projects/:id/reports/:reportId/files/:fileId': 'a file\'s content replaced whole by the report\'s owner while the report is theirs to write (its kind and result stay); the report\'s own text is the versioned record',
};

/** Whether a route's body schema names `version` (an update of a versioned record). */
function bodyNamesVersion(schema: unknown): boolean {
  if (!schema) return false;
  const js = z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as { properties?: Json; allOf?: { properties?: Json }[] };
  return Boolean(js.properties?.version) || (js.allOf ?? []).some((s) => Boolean(s.properties?.version));
}

describe('every update of a versioned record names the version it read', () => {
  it('covers every update route of the route table: PUT and PATCH, bodies that name a version, and the multipart saves', () => {
    const updates = t.app.routeTable
      .filter((r) => r.url.startsWith('/api'))
      .filter((r) => ['PUT', 'PATCH'].includes(r.method) || (r.method === 'POST' && bodyNamesVersion(r.schema?.body)))
      .map((r) => `${r.method} ${r.url}`);
    const multipartUpdates = ['POST /api/siiicca/strategies', 'POST /api/siiicca/projects', 'POST /api/siiicca/finish_strategy'];
    const expected = [...new Set([...updates, ...multipartUpdates, 'POST /api/sectional_relationship'])].sort();
    expect(expected.length).toBeGreaterThan(20);
    expect([...Object.keys(CASES), ...Object.keys(EXEMPT)].sort()).toEqual(expected);
  });

  const send = async (p: Prepared, version: string | undefined) => {
    if (!p.multipart) return inject(p.method, p.url, p.token, p.body(version));
    const f = form(p.body(version), { name: 'final_report_file', filename: 'informe.pdf', content: PDF });
    return t.app.inject({ method: 'POST', url: p.url, headers: { ...bearer(p.token), 'content-type': f.contentType }, payload: f.payload });
  };

  const run = (name: string, prepare: Case) =>
    it(`${name}: 428 without a version, 409 with an older one, and nothing changes`, async () => {
      const p = await prepare();
      const before = await p.read();
      const missing = await send(p, undefined);
      expect(missing.statusCode, missing.body).toBe(428);
      expect(missing.json()).toMatchObject({ message: MSG.versionRequired });
      expect(await p.read()).toEqual(before);
      const stale = await send(p, `${p.version}0`);
      expect(stale.statusCode, stale.body).toBe(409);
      expect([MSG.staleRecord, STRATEGY_MSG.staleEdit, PROJECT_MSG.staleEdit]).toContain(stale.json().message);
      expect(await p.read()).toEqual(before);
    });

  for (const [name, prepare] of Object.entries(CASES)) run(name, prepare);
  run('POST /api/siiicca/strategies?action=Migrate', MIGRATE);

  it('with the version just read, the update is saved and answers the new one', async () => {
    const p = await catalogueCase(CATALOGUES.investigation_lines.api)();
    const saved = await send(p, p.version);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.version).not.toBe(p.version);
    expect((await p.read()) as Json).toMatchObject({ version: saved.json().data.version });
    // The editor that read the older row is refused now.
    expect((await send(p, p.version)).statusCode).toBe(409);
  });
});
