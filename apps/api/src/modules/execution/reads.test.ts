import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, EXECUTION_API, EXECUTION_LABELS, EXECUTION_MSG, PROJECT_API, todayInBogota, type TExecutionRow, type TProjectList } from '@siiicca/shared';
import { rolePermissions, roles, userRoles, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { signIn } from '../../../test/accounts';
import { rowsOf, workbook } from '../../../test/exports';
import { bearer, loginAs, statementsOf, useTestApp } from '../../../test/helpers';
import { approvedProject, newCall, newProject, postWithVersion, startProject, userIdOf, viewOf } from './test-fixtures';

const t = useTestApp();
const today = todayInBogota();
let docente2: string;
let office: string;
let callName: string;
/** The file's projects: in arrears, on time, just overdue, suspended, approved not started, and another lecturer's. */
const P = { arrears: 0, onTime: 0, overdue: 0, suspended: 0, approved: 0, others: 0, sent: 0 };

beforeAll(async () => {
  docente2 = await loginAs(t, 'docente2');
  const call = await newCall(t.db);
  const callId = call.id;
  callName = call.name;
  const [docenteId, docente2Id] = [await userIdOf(t.db, 'docente'), await userIdOf(t.db, 'docente2')];
  const longAgo = new Date(Date.now() - 3 * 365 * 86_400_000);
  const start = async (owner: number, on: string) => {
    const p = await approvedProject(t.db, { callId, ownerId: owner, approvedAt: longAgo });
    const res = await startProject(t, t.admin, p.id, on);
    if (res.statusCode !== 200) throw new Error(res.body);
    return p.id;
  };
  P.arrears = await start(docenteId, addDays(today, -600));
  P.onTime = await start(docenteId, today);
  P.overdue = await start(docenteId, addDays(today, -200));
  P.suspended = await start(docenteId, addDays(today, -30));
  expect((await postWithVersion(t, t.admin, EXECUTION_API.suspend(P.suspended), P.suspended, { reason: 'Pausa' })).statusCode).toBe(200);
  P.approved = (await approvedProject(t.db, { callId, ownerId: docenteId })).id;
  P.others = await start(docente2Id, addDays(today, -10));
  P.sent = (await newProject(t.db, { callId, ownerId: docenteId, state: 'Enviado' })).id;
  await postWithVersion(t, t.docente, EXECUTION_API.extensions(P.onTime), P.onTime, { requested_end: addDays(today, 800), justification: 'Más tiempo' });

  // An execution office that holds execution.manage and nothing else.
  const password = 'Clave de la oficina 2026';
  const [u] = await t.db.insert(users).values({ username: 'oficina.ejecucion', email: 'oficina.ejecucion@siiicca.test', name: 'Oficina de Ejecución', identity: '77019002', accountType: 'adm', passwordHash: await hashPassword(password) }).returning({ id: users.id });
  const [role] = await t.db.insert(roles).values({ name: 'Solo ejecución', description: 'Seguimiento de proyectos' }).returning({ id: roles.id });
  await t.db.insert(rolePermissions).values({ roleId: role!.id, permissionId: 'execution.manage' });
  await t.db.insert(userRoles).values({ userId: u!.id, roleId: role!.id });
  office = await signIn(t, { username: 'oficina.ejecucion', email: '', password, name: '' }, 'adm');
});

const get = (url: string, token = t.admin) => t.app.inject({ url, headers: bearer(token) });
const filters = (...more: object[]) => encodeURIComponent(JSON.stringify([{ field: 'announcement.name', operation: 'Igual', value: callName }, ...more]));
const list = async (query: string, token = t.admin) => {
  const res = await get(`${EXECUTION_API.list}?${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: TExecutionRow[]; meta: { total: number; page: number; per_page: number } };
};
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

describe('the execution view', () => {
  it('is read by the owner and the office; another lecturer’s id is not found, a project before approval neither', async () => {
    const own = await viewOf(t, t.docente, P.arrears);
    expect(own.project).toMatchObject({ id: P.arrears, state: 'En ejecución', owner: { name: 'María Fernanda Rojas Díaz' } });
    expect(own.can).toEqual({ start: false, suspend: false, resume: false, close: false, request_extension: true, decide_extension: false, finish: false });
    expect(own.execution).toMatchObject({ in_arrears: true, approved_total: 15_000_000, executed_percent: 0 });
    expect(own.schedule[0]).toMatchObject({ overdue: true, state: 'Pendiente' });
    for (const [token, id] of [[docente2, P.arrears], [t.docente, P.others], [t.docente, P.sent], [office, P.sent]] as const) {
      const res = await get(EXECUTION_API.one(id), token);
      expect(res.statusCode, `${id}`).toBe(404);
      expect(res.json().message).toBe(EXECUTION_MSG.projectNotFound);
    }
    const byOffice = await viewOf(t, office, P.arrears);
    expect(byOffice.can).toMatchObject({ suspend: true, close: true, request_extension: false });
    expect(byOffice.version).toBe(own.version);
    const approved = await viewOf(t, office, P.approved);
    expect(approved).toMatchObject({ execution: null, budget: [], schedule: [], can: { start: true, suspend: false } });
    expect((await viewOf(t, office, P.onTime)).can.decide_extension).toBe(true);
    expect((await viewOf(t, t.docente, P.overdue)).execution).toMatchObject({ in_arrears: false });
    expect((await get(EXECUTION_API.one(P.arrears), await loginAs(t, 'evaluador'))).statusCode).toBe(403);
  });
});

describe("'Proyectos en Ejecución'", () => {
  it('lists the started projects with their execution status; not the approved one nor another state', async () => {
    const all = await list(`filters=${filters()}&per_page=50`, office);
    expect(all.meta.total).toBe(5);
    expect(ids(all.data).sort()).toEqual([P.arrears, P.onTime, P.overdue, P.suspended, P.others].sort());
    // Newest first unless sorted.
    expect(ids(all.data)).toEqual([...ids(all.data)].sort((a, b) => b - a));
    const row = all.data.find((r) => r.id === P.arrears)!;
    const view = await viewOf(t, t.admin, P.arrears);
    expect(row).toMatchObject({
      announcement: callName,
      owner: 'María Fernanda Rojas Díaz',
      faculty: null,
      state: 'En ejecución',
      start_date: addDays(today, -600),
      end_date: view.execution!.end_date,
      approved_total: 15_000_000,
      executed_total: 0,
      executed_percent: 0,
      next_due: view.schedule[0]!.due_date,
      in_arrears: true,
      pending_extension: false,
    });
    expect(all.data.find((r) => r.id === P.onTime)).toMatchObject({ in_arrears: false, pending_extension: true });
    expect(all.data.find((r) => r.id === P.suspended)).toMatchObject({ state: 'Suspendido' });
    expect((await get(EXECUTION_API.list, t.docente)).statusCode).toBe(403);
  });

  it('reads a page in one statement (and the planner’s estimate), however many rows it shows: no query per row', async () => {
    await list('per_page=50');
    expect(await statementsOf(t, () => list('per_page=5'))).toBe(1);
    expect(await statementsOf(t, () => list('per_page=50'))).toBe(1);
    expect(await statementsOf(t, () => list(`filters=${filters()}&sort=-next_due&per_page=50`))).toBeLessThanOrEqual(2);
  });

  it('reads its own columns after another list over the projects read the same page 1 (each list keeps its own first-page statement)', async () => {
    // 'Todos los Proyectos' and this list read the same table with the same viewer, sort and size: the
    // first page's kept statement of one used to serve the other (rows without owner and dates, a 500).
    for (const url of [`${PROJECT_API.all}?per_page=5`, `${EXECUTION_API.list}?per_page=5`, `${PROJECT_API.all}?per_page=5`]) {
      const res = await t.app.inject({ url, headers: bearer(t.admin) });
      expect(res.statusCode, `${url} ${res.body.slice(0, 300)}`).toBe(200);
    }
    const rows = (await t.app.inject({ url: `${EXECUTION_API.list}?per_page=5`, headers: bearer(t.admin) })).json().data as TExecutionRow[];
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(typeof r.owner === 'string' && typeof r.start_date === 'string').toBe(true);
  });

  it('filters by arrears, state, end date and % executed, searches, sorts and pages in SQL', async () => {
    const arrears = (value: string) => filters({ field: 'in_arrears', operation: 'Igual', value });
    expect(ids((await list(`filters=${arrears('Sí')}`)).data)).toEqual([P.arrears]);
    expect(ids((await list(`filters=${arrears('No')}&per_page=50`)).data).sort()).toEqual([P.onTime, P.overdue, P.suspended, P.others].sort());
    expect(ids((await list(`filters=${filters({ field: 'state', operation: 'Igual', value: 'Suspendido' })}`)).data)).toEqual([P.suspended]);
    expect(ids((await list(`filters=${filters({ field: 'end_date', operation: 'Menor o Igual', value: today })}`)).data)).toEqual([P.arrears]);
    expect((await list(`filters=${filters({ field: 'executed_percent', operation: 'Igual', value: 0 })}`)).meta.total).toBe(5);
    expect((await list(`filters=${filters({ field: 'faculty', operation: 'Parecido', value: 'Ingeniería' })}`)).meta.total).toBe(0);
    expect(ids((await list(`q=${P.overdue}&filters=${filters()}`)).data)).toEqual([P.overdue]);

    const byEnd = await list(`filters=${filters()}&sort=end_date&per_page=5`);
    expect(byEnd.data.map((r) => r.end_date)).toEqual(byEnd.data.map((r) => r.end_date).sort());
    const byDue = await list(`filters=${filters()}&sort=-next_due&per_page=5`);
    expect(byDue.data.map((r) => r.next_due)).toEqual(byDue.data.map((r) => r.next_due).sort().reverse());
    const page1 = await list(`filters=${filters()}&sort=id&per_page=5&page=1`);
    expect(ids(page1.data)).toEqual([P.arrears, P.onTime, P.overdue, P.suspended, P.others]);
    const page2 = await list(`filters=${filters()}&sort=id&per_page=5&page=2`);
    expect(page2).toMatchObject({ data: [], meta: { total: 5, page: 2 } });

    for (const query of ['sort=budget', `filters=${encodeURIComponent(JSON.stringify([{ field: 'hours', operation: 'Igual', value: 1 }]))}`, 'per_page=7', 'page=0', `filters=${encodeURIComponent(JSON.stringify([{ field: 'in_arrears', operation: 'Igual', value: 'Quizá' }]))}`]) {
      const res = await get(`${EXECUTION_API.list}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).not.toMatch(/Invalid|Expected/);
    }
  });

  it('downloads its execution status as .xlsx: the listed projects, or the chosen ones', async () => {
    const res = await get(`${EXECUTION_API.excel}?filters=${filters()}`, office);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('Proyectos_en_Ejecucion_');
    const wb = await workbook(res.rawPayload);
    const sheet = rowsOf(wb, 'Ejecución');
    expect(sheet.rows.map((r) => r.Id)).toEqual([P.others, P.suspended, P.overdue, P.onTime, P.arrears]);
    expect(sheet.rows.find((r) => r.Id === P.arrears)).toMatchObject({ 'En mora': 'Sí', 'Presupuesto aprobado': 15_000_000, Estado: 'En ejecución' });
    expect(rowsOf(wb, 'Presupuesto').rows).toHaveLength(10);
    expect(rowsOf(wb, 'Informes').rows.filter((r) => r['Id Proyecto'] === P.arrears).map((r) => r.Tipo)).toEqual(['Avance', 'Final']);

    const chosen = await get(`${EXECUTION_API.excel}?ids=${encodeURIComponent(`[${P.arrears}]`)}`);
    expect(rowsOf(await workbook(chosen.rawPayload), 'Ejecución').rows.map((r) => r.Id)).toEqual([P.arrears]);
    const notListed = await get(`${EXECUTION_API.excel}?ids=${encodeURIComponent(`[${P.arrears},${P.approved}]`)}`);
    expect(notListed.statusCode).toBe(404);
    expect(notListed.json().message).toBe(EXECUTION_MSG.projectNotFound);
    const empty = await get(`${EXECUTION_API.excel}?ids=${encodeURIComponent('[]')}`);
    expect(empty.json()).toEqual({ message: EXECUTION_MSG.selectionEmpty, errors: { ids: [EXECUTION_MSG.selectionEmpty] } });
    expect((await get(EXECUTION_API.excel, t.docente)).statusCode).toBe(403);
  });
});

describe("the owner's own list", () => {
  it("answers the lecturer's projects approved or in execution, the approved one without dates; another's never", async () => {
    const res = await get(EXECUTION_API.mine, t.docente);
    expect(res.statusCode, res.body).toBe(200);
    const mine = (res.json() as { data: (Omit<TExecutionRow, 'state' | 'start_date' | 'end_date'> & { state: string; start_date: string | null })[] }).data;
    const ofCall = mine.filter((r) => r.announcement === callName);
    expect(ids(ofCall)).toEqual([P.approved, P.suspended, P.overdue, P.onTime, P.arrears]);
    expect(ofCall[0]).toMatchObject({ state: 'Aprobado', start_date: null, approved_total: 0, next_due: null });
    const theirs = (await get(EXECUTION_API.mine, docente2)).json().data as { id: number }[];
    expect(ids(theirs)).toContain(P.others);
    expect(ids(theirs)).not.toContain(P.arrears);
    expect((await get(EXECUTION_API.mine, office)).statusCode).toBe(403);
  });
});

describe("'En mora' in the project core's lists", () => {
  it("marks the row of a project En mora in 'Mis Proyectos' and 'Todos los Proyectos' (the stage's flag), and no other", async () => {
    const search = `filters=${encodeURIComponent('[]')}&q=${encodeURIComponent(callName)}&per_page=50`;
    const flagsOf = async (path: string, token: string) => {
      const res = await get(`${path}?${search}`, token);
      expect(res.statusCode, res.body).toBe(200);
      return new Map((res.json() as TProjectList).data.map((r) => [r.id, r.flags]));
    };
    const mine = await flagsOf(PROJECT_API.mine, t.docente);
    const all = await flagsOf(PROJECT_API.all, t.admin);
    for (const flags of [mine, all]) {
      expect(flags.get(P.arrears)).toEqual([EXECUTION_LABELS.arrears]);
      for (const id of [P.onTime, P.overdue, P.suspended, P.approved, P.sent]) expect(flags.get(id), String(id)).toEqual([]);
    }
    expect(all.get(P.others)).toEqual([]);
  });
});
