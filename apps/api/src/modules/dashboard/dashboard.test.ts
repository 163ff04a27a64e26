import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_API, DASHBOARD_CHART_TITLES, EVALUATOR_STAGES, PROJECT_STATES, STRATEGY_API, todayInBogota, type TDashboard, type TStrategyKind } from '@siiicca/shared';
import { announcements, roles, userRoles, users } from '../../db/schema';
import { queryRows } from '../../db/query-rows';
import { hashPassword } from '../../lib/passwords';
import { bearer, loginAs, useTestApp } from '../../../test/helpers';
import { signIn } from '../../../test/accounts';
import { save, strategyOf } from '../strategies/test-fixtures';
import { insertProject, lecturerOf, projectFixture, validProjectBody, type TProjectFixtureIds } from '../projects/test-fixtures';

const t = useTestApp();
let reviewer = '';
let ids: TProjectFixtureIds;
type Lecturer = Awaited<ReturnType<typeof lecturerOf>>;
let a: Lecturer;
let b: Lecturer;

const dashboard = async (token: string): Promise<TDashboard> => {
  const res = await t.app.inject({ url: DASHBOARD_API, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
/** A chart's value for a key (0 when the chart has no such point). */
const valueOf = (d: TDashboard, chart: keyof typeof DASHBOARD_CHART_TITLES, key: string | number) =>
  d.charts.find((c) => c.key === chart)!.points.find((p) => p.key === String(key))?.value ?? 0;
const mineState = (d: TDashboard, part: 'strategies_by_state' | 'projects_by_state', key: string) => d.mine![part]!.find((p) => p.key === key)!.value;

/** 'YYYY-MM-DD' `days` after today in Bogotá. */
const inDays = (days: number) => {
  const d = new Date(`${todayInBogota()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** A Revisor of this file's own (strategies.all and projects.all, nothing of their own). */
async function newReviewer() {
  const password = 'Clave de revisor 2026';
  const [u] = await t.db
    .insert(users)
    .values({ username: 'revisor.tablero', email: 'revisor.tablero@siiicca.test', name: 'Revisor del Tablero', identity: '77013', accountType: 'adm', passwordHash: await hashPassword(password) })
    .returning({ id: users.id });
  const [role] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.key, 'reviewer'));
  await t.db.insert(userRoles).values({ userId: u!.id, roleId: role!.id });
  return signIn(t, { username: 'revisor.tablero', email: '', password, name: '' }, 'adm');
}

/** A saved (Activo) strategy of `kind` by the lecturer: its id and sectional. */
async function activeStrategy(token: string, kind: TStrategyKind, name: string) {
  const body = await strategyOf(t.db, kind);
  body.name = name;
  const res = await save(t, token, body);
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.id as number;
  const [row] = await queryRows<{ sectional_id: number; period_id: number }>(t.db, sql`select sectional_id, period_id from strategies where id = ${id}`);
  return { id, ...row! };
}

/** A strategy draft (Borrador) of the user: no kind, no sectional yet. */
async function strategyDraft(userId: number, name: string) {
  const [row] = await queryRows<{ id: number }>(
    t.db,
    sql`insert into strategies (user_id, period_id, state, name) values (${userId}, (select id from strategy_periods where state), 'Borrador', ${name}) returning id`,
  );
  return row!.id;
}

/** A call open today that closes in `days` days. */
async function callClosingIn(days: number, name: string) {
  const [row] = await t.db
    .insert(announcements)
    .values({ name, type: 'Multicampus', description: 'Convocatoria del tablero', fechaInicio: inDays(-10), fechaFin: inDays(days), state: true })
    .returning({ id: announcements.id });
  return row!.id;
}

beforeAll(async () => {
  ids = await projectFixture(t.db);
  a = await lecturerOf(t);
  b = await lecturerOf(t);
  reviewer = await newReviewer();
});

describe('GET /api/dashboard', () => {
  it("gives readers of everything the charts and open calls, never counting other people's drafts", async () => {
    const before = await dashboard(t.admin);
    const reviewerBefore = await dashboard(reviewer);
    expect(before.charts.map((c) => c.key)).toEqual(Object.keys(DASHBOARD_CHART_TITLES));
    expect(before.charts.map((c) => c.title)).toEqual(Object.values(DASHBOARD_CHART_TITLES));

    const study = await activeStrategy(a.token, 'Grupos de Estudio', 'Estudio del tablero');
    await activeStrategy(b.token, 'Semilleros de Investigación', 'Semillero del tablero');
    await strategyDraft(a.id, 'Borrador ajeno de A');
    await strategyDraft(b.id, 'Borrador ajeno de B');
    const [admin] = await queryRows<{ id: number }>(t.db, sql`select id from users where username = 'admin'`);
    await strategyDraft(admin!.id, 'Borrador propio del administrador');

    const closing = await callClosingIn(3, 'Convocatoria Tablero Tres Días');
    const lastDay = await callClosingIn(0, 'Convocatoria Tablero Último Día');
    await insertProject(t, a.id, validProjectBody(ids, { title: 'Proyecto enviado del tablero' }), { state: 'Enviado', sentAt: new Date() });
    await insertProject(t, b.id, { ...validProjectBody(ids, { title: 'Proyecto enviado de B' }), announcement_id: closing }, { state: 'Enviado', sentAt: new Date() });
    await insertProject(t, b.id, { ...validProjectBody(ids, { title: 'Borrador ajeno del tablero' }), announcement_id: closing }, { state: 'Borrador' });

    const after = await dashboard(t.admin);
    const diff = (chart: keyof typeof DASHBOARD_CHART_TITLES, key: string | number) => valueOf(after, chart, key) - valueOf(before, chart, key);
    // Two saved strategies; of the three drafts only the administrator's own counts.
    expect(diff('strategies_by_state', 'Activo')).toBe(2);
    expect(diff('strategies_by_state', 'Borrador')).toBe(1);
    expect(diff('strategies_by_kind', 'Grupos de Estudio')).toBe(1);
    expect(diff('strategies_by_kind', 'Semilleros de Investigación')).toBe(1);
    // The administrator's draft has no kind and no sectional yet.
    expect(diff('strategies_by_kind', 'none')).toBe(1);
    expect(diff('strategies_by_sectional', study.sectional_id)).toBe(2);
    expect(diff('strategies_by_sectional', 'none')).toBe(1);
    expect(after.charts.find((c) => c.key === 'strategies_by_sectional')!.points.find((p) => p.key === 'none')!.label).toBe('Sin seccional');
    expect(diff('strategies_by_period', study.period_id)).toBe(3);
    const [period] = await queryRows<{ description: string }>(t.db, sql`select description from strategy_periods where id = ${study.period_id}`);
    expect(after.charts.find((c) => c.key === 'strategies_by_period')!.points.find((p) => p.key === String(study.period_id))!.label).toBe(period!.description);
    // Spanish labels, every state and kind present even at zero.
    expect(after.charts.find((c) => c.key === 'strategies_by_state')!.points.map((p) => p.label)).toEqual(['Borrador', 'Activo', 'Vencido', 'Finalizado']);
    expect(after.charts.find((c) => c.key === 'strategies_by_kind')!.points.map((p) => p.label)).toEqual(
      expect.arrayContaining(['Grupos de Estudio', 'Grupos de Trabajo', 'Colectivos Académicos', 'Semilleros de Investigación', 'Sin tipo']),
    );

    // Projects: two sent, B's draft not counted.
    expect(diff('projects_by_state', 'Enviado')).toBe(2);
    expect(diff('projects_by_state', 'Borrador')).toBe(0);
    expect(diff('projects_by_call', ids.openCall)).toBe(1);
    expect(valueOf(after, 'projects_by_call', closing)).toBe(1);
    expect(after.charts.find((c) => c.key === 'projects_by_call')!.points.find((p) => p.key === String(closing))!.label).toBe('Convocatoria Tablero Tres Días');

    // Open calls: closing first, days left (0 on the last day), sent and drafts in preparation (B's counts: a number, not the record).
    const calls = after.open_calls!;
    expect(calls[0]).toEqual({ id: lastDay, name: 'Convocatoria Tablero Último Día', fecha_fin: todayInBogota(), days_left: 0, sent: 0, drafts: 0 });
    expect(calls.find((c) => c.id === closing)).toEqual({ id: closing, name: 'Convocatoria Tablero Tres Días', fecha_fin: inDays(3), days_left: 3, sent: 1, drafts: 1 });
    const open = (d: TDashboard) => d.open_calls!.find((c) => c.id === ids.openCall)!;
    expect(open(after).sent - open(before).sent).toBe(1);
    expect(calls.map((c) => c.fecha_fin)).toEqual([...calls.map((c) => c.fecha_fin)].sort());
    expect(after.stats.find((s) => s.key === 'open_calls')!.value).toBe(calls.length);

    // The Revisor reads the same charts (without the administrator's draft) and the open calls; nothing of their own.
    const reviewerAfter = await dashboard(reviewer);
    expect(reviewerAfter.charts.map((c) => c.key)).toEqual(Object.keys(DASHBOARD_CHART_TITLES));
    const reviewerDiff = (chart: keyof typeof DASHBOARD_CHART_TITLES, key: string) => valueOf(reviewerAfter, chart, key) - valueOf(reviewerBefore, chart, key);
    expect(reviewerDiff('strategies_by_state', 'Activo')).toBe(2);
    expect(reviewerDiff('strategies_by_state', 'Borrador')).toBe(0);
    expect(reviewerDiff('projects_by_state', 'Enviado')).toBe(2);
    expect(reviewerDiff('projects_by_state', 'Borrador')).toBe(0);
    expect(reviewerAfter.open_calls).toEqual(after.open_calls);
    expect(reviewerAfter.mine).toBeNull();
  });

  it("gives a lecturer their own figures and what needs their attention, and no charts", async () => {
    const c = await lecturerOf(t);
    const empty = await dashboard(c.token);
    expect(empty.charts).toEqual([]);
    expect(empty.open_calls).toBeNull();
    expect(empty.mine!.attention).toEqual([]);
    expect(empty.mine!.strategies_by_state!.map((p) => [p.label, p.value])).toEqual([['Borrador', 0], ['Activo', 0], ['Vencido', 0], ['Finalizado', 0]]);
    expect(empty.mine!.projects_by_state!.map((p) => [p.label, p.value])).toEqual(PROJECT_STATES.map((s) => [s, 0]));
    expect(empty.evaluator).toBeNull();

    const soon = await activeStrategy(c.token, 'Grupos de Trabajo', 'Trabajo por vencer');
    const past = await activeStrategy(c.token, 'Colectivos Académicos', 'Colectivo vencido');
    const far = await activeStrategy(c.token, 'Grupos de Estudio', 'Estudio lejano');
    await t.db.execute(sql`update strategies set expiration_date = ${inDays(10)} where id = ${soon.id}`);
    await t.db.execute(sql`update strategies set expiration_date = ${inDays(-1)} where id = ${past.id}`);
    await t.db.execute(sql`update strategies set expiration_date = ${inDays(31)} where id = ${far.id}`);
    const draft = await strategyDraft(c.id, 'Mi estrategia a medias');
    const closing = await callClosingIn(5, 'Convocatoria & Cierre Pronto');
    const farCall = await callClosingIn(20, 'Convocatoria Tablero Lejana');
    const projectDraft = await insertProject(t, c.id, { ...validProjectBody(ids, { title: 'Mi proyecto a medias' }), announcement_id: closing }, { state: 'Borrador' });
    const farDraft = await insertProject(t, c.id, { ...validProjectBody(ids, { title: 'Mi proyecto sin prisa' }), announcement_id: farCall }, { state: 'Borrador' });
    await insertProject(t, c.id, validProjectBody(ids, { title: 'Mi proyecto enviado' }), { state: 'Enviado', sentAt: new Date() });
    // Another lecturer's draft on the closing call, where c is an investigator: c sees it, but it is not c's to finish.
    const withC = validProjectBody(ids, { title: 'Proyecto de otro con C', principal: { identification: c.identity, name: c.name } });
    await insertProject(t, b.id, { ...withC, announcement_id: closing }, { state: 'Enviado', sentAt: new Date() });
    await insertProject(t, b.id, { ...validProjectBody(ids, { title: 'Borrador ajeno sin C' }), announcement_id: closing }, { state: 'Borrador' });

    const d = await dashboard(c.token);
    expect(d.charts).toEqual([]);
    expect(d.open_calls).toBeNull();
    expect(mineState(d, 'strategies_by_state', 'Activo')).toBe(3);
    expect(mineState(d, 'strategies_by_state', 'Borrador')).toBe(1);
    // Their /my_projects list: two drafts and one sent of their own, one sent where they investigate.
    expect(mineState(d, 'projects_by_state', 'Borrador')).toBe(2);
    expect(mineState(d, 'projects_by_state', 'Enviado')).toBe(2);
    expect(d.mine!.attention).toEqual([
      { kind: 'strategy_expiring', label: 'Estrategia vencida: Colectivo vencido', date: inDays(-1), ruta: `/my_strategies?q=${past.id}` },
      { kind: 'call_closing', label: 'Convocatoria por cerrar: Convocatoria & Cierre Pronto', date: inDays(5), ruta: '/my_projects?q=Convocatoria%20%26%20Cierre%20Pronto' },
      { kind: 'project_draft', label: 'Proyecto en borrador: Mi proyecto a medias', date: inDays(5), ruta: `/my_projects?q=${projectDraft}` },
      { kind: 'strategy_expiring', label: 'Estrategia por vencer: Trabajo por vencer', date: inDays(10), ruta: `/my_strategies?q=${soon.id}` },
      { kind: 'project_draft', label: 'Proyecto en borrador: Mi proyecto sin prisa', date: inDays(20), ruta: `/my_projects?q=${farDraft}` },
      { kind: 'strategy_draft', label: 'Estrategia en borrador: Mi estrategia a medias', date: null, ruta: `/my_strategies?q=${draft}` },
    ]);

    // Another lecturer sees none of it.
    const other = await dashboard(b.token);
    expect(other.mine!.attention.map((i) => i.ruta)).not.toContain(`/my_strategies?q=${draft}`);
    expect(other.mine!.attention.map((i) => i.ruta)).not.toContain(`/my_projects?q=${projectDraft}`);
  });

  it("counts as Borrador the very drafts the user's /my_strategies list shows, named or not", async () => {
    const e = await lecturerOf(t);
    const draftOf = async (data: Record<string, unknown>) => {
      const res = await t.app.inject({ method: 'POST', url: STRATEGY_API.drafts, headers: bearer(e.token), payload: { step: 1, data } });
      expect(res.statusCode, res.body).toBe(201);
    };
    await draftOf({ strategy: 'Grupos de Estudio', name: 'Borrador con nombre' });
    await draftOf({ strategy: 'Grupos de Estudio' });
    await activeStrategy(e.token, 'Grupos de Trabajo', 'Trabajo guardado del tablero');

    const list = await t.app.inject({ url: `${STRATEGY_API.mine}?per_page=100`, headers: bearer(e.token) });
    expect(list.statusCode, list.body).toBe(200);
    const rows = (list.json() as { data: { state: string }[] }).data;
    const listed = rows.filter((r) => r.state === 'Borrador').length;
    expect(listed).toBe(2);
    const d = await dashboard(e.token);
    expect(mineState(d, 'strategies_by_state', 'Borrador')).toBe(listed);
    expect(mineState(d, 'strategies_by_state', 'Activo')).toBe(rows.filter((r) => r.state === 'Activo').length);
    expect(d.mine!.attention.filter((i) => i.kind === 'strategy_draft')).toHaveLength(listed);
  });

  it('keeps every chart and open call equal to the records themselves through inserts, updates, deletes and saves at once', async () => {
    const [admin] = await queryRows<{ id: number }>(t.db, sql`select id from users where username = 'admin'`);
    // Saves at once, then writes of many rows in one statement: new, moved between groups, removed.
    await Promise.all(['Grupos de Estudio', 'Grupos de Trabajo', 'Grupos de Estudio'].map((kind, i) => activeStrategy(i % 2 ? b.token : a.token, kind as TStrategyKind, `Guardada a la vez ${i}`)));
    await queryRows(t.db, sql`insert into strategies (user_id, period_id, state, name, strategy)
      select u, (select id from strategy_periods where state), st, 'Masiva ' || u || st, k
      from unnest(array[${a.id}::int, ${b.id}::int, ${admin!.id}::int]) u, unnest(array['Borrador', 'Activo', 'Finalizado']) st, unnest(array['Grupos de Trabajo', null]) k`);
    await queryRows(t.db, sql`update strategies set state = 'Vencido' where name like 'Masiva %Activo'`);
    await queryRows(t.db, sql`update strategies set sectional_id = null, strategy = 'Colectivos Académicos' where name like 'Masiva %Finalizado'`);
    await queryRows(t.db, sql`update strategies set name = name || ' (sin cambio de grupo)' where name like 'Masiva %'`);
    await queryRows(t.db, sql`delete from strategies where name like 'Masiva ${sql.raw(String(b.id))}%Borrador%'`);
    await insertProject(t, a.id, validProjectBody(ids, { title: 'Proyecto que pasa a enviado' }), { state: 'Borrador' });
    await insertProject(t, admin!.id, validProjectBody(ids, { title: 'Borrador propio de proyecto' }), { state: 'Borrador' });
    const gone = await insertProject(t, b.id, validProjectBody(ids, { title: 'Proyecto que se borra' }), { state: 'Enviado', sentAt: new Date() });
    await queryRows(t.db, sql`update projects set state = 'Enviado', sent_at = now() where title = 'Proyecto que pasa a enviado'`);
    await queryRows(t.db, sql`delete from projects where id = ${gone}`);

    const d = await dashboard(t.admin);
    const live = async (query: ReturnType<typeof sql>) =>
      Object.fromEntries((await queryRows<{ k: string; n: number }>(t.db, query)).map((r) => [r.k, Number(r.n)]));
    const seen = sql`(s.state <> 'Borrador' or s.user_id = ${admin!.id})`;
    const charts: [keyof typeof DASHBOARD_CHART_TITLES, ReturnType<typeof sql>][] = [
      ['strategies_by_state', sql`select s.state as k, count(*) as n from strategies s where ${seen} group by 1`],
      ['strategies_by_kind', sql`select coalesce(s.strategy, 'none') as k, count(*) as n from strategies s where ${seen} group by 1`],
      ['strategies_by_sectional', sql`select coalesce(s.sectional_id::text, 'none') as k, count(*) as n from strategies s where ${seen} group by 1`],
      ['strategies_by_period', sql`select s.period_id::text as k, count(*) as n from strategies s where ${seen} group by 1`],
      ['projects_by_state', sql`select p.state as k, count(*) as n from projects p where p.state <> 'Borrador' or p.user_id = ${admin!.id} group by 1`],
      ['projects_by_call', sql`select p.announcement_id::text as k, count(*) as n from projects p where p.state <> 'Borrador' or p.user_id = ${admin!.id} group by 1`],
      ['projects_by_decision', sql`select p.state as k, count(*) as n from projects p where p.state in ('En evaluación', 'Aprobado', 'Ajustes solicitados', 'Rechazado') group by 1`],
      ['approved_by_call', sql`select p.announcement_id::text as k, count(*) as n from projects p where p.state = 'Aprobado' group by 1`],
    ];
    for (const [chart, query] of charts) {
      const expected = await live(query);
      const shown = Object.fromEntries(d.charts.find((c) => c.key === chart)!.points.filter((p) => p.value > 0).map((p) => [p.key, p.value]));
      expect(shown, chart).toEqual(expected);
    }
    const perCall = await live(sql`select p.announcement_id || ':' || case when p.state = 'Borrador' then 'Borrador' else 'Enviado' end as k, count(*) as n from projects p group by 1`);
    for (const call of d.open_calls!) {
      // Sent: every project past Borrador (sent, being evaluated or decided).
      expect(call.sent, call.name).toBe(perCall[`${call.id}:Enviado`] ?? 0);
      expect(call.drafts, call.name).toBe(perCall[`${call.id}:Borrador`] ?? 0);
    }
  });

  it("gives an evaluator their own open assignments by stage, and nothing else", async () => {
    const token = await loginAs(t, 'evaluador');
    const [me] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'evaluador'));
    const [p] = await queryRows<{ id: number }>(t.db, sql`select id from projects where state = 'Enviado' limit 1`);
    await queryRows(t.db, sql`insert into evaluation_assignments (project_id, evaluator_id, state) values (${p!.id}, ${me!.id}, 'Aceptada') on conflict do nothing`);
    const d = await dashboard(token);
    expect(d.charts).toEqual([]);
    expect(d.mine).toBeNull();
    const live = await queryRows<{ k: string; n: number }>(t.db, sql`select case when a.state = 'Asignada' then 'assigned' when e.id is null then 'accepted'
        when e.submitted_at is null then 'draft' else 'submitted' end as k, count(*)::int as n
      from evaluation_assignments a join projects p on p.id = a.project_id left join evaluations e on e.assignment_id = a.id and e.round = p.evaluation_round
      where a.evaluator_id = ${me!.id} and a.state in ('Asignada', 'Aceptada') group by 1`);
    const expected = Object.fromEntries(live.map((r) => [r.k, Number(r.n)]));
    expect(d.evaluator!.assignments_by_state.map((x) => [x.key, x.label, x.value])).toEqual(
      Object.entries(EVALUATOR_STAGES).map(([k, label]) => [k, label, expected[k] ?? 0]),
    );
    expect(expected.accepted).toBeGreaterThanOrEqual(1);
  });
});
