/**
 * The automatic assignment of evaluators (issue 28) at the size the issue names: a call with
 * BENCH_ASSIGN_PROJECTS projects in Enviado (default 1,000), each with two internal investigators,
 * and BENCH_ASSIGN_EVALUATORS evaluators (default 200), a fifth of them investigators of some
 * projects (conflicts by person and by research group). Median of RUNS runs of
 * POST /api/siiicca/evaluation-assignments/calls/{id}/auto (2 evaluators per project: 2,000
 * assignments, the moves to En evaluación with their history lines, one mail per evaluator), each
 * run on the same projects put back to Enviado; beside it, its reads and plan alone. On PostgreSQL
 * (a scratch database, when a server answers) and on PGlite. Figures are printed, never asserted.
 * Run on its own: npx tsx apps/api/bench/evaluation-assignment.ts
 */
import { sql } from 'drizzle-orm';
import { EVAL_ASSIGNMENT_API } from '@siiicca/shared';
import { queryRows } from '../src/db/query-rows';
import { loadAssignmentContext } from '../src/modules/evaluation/assignments/assignment-context';
import { planAutoAssignment } from '../src/modules/evaluation/assignments/plan-assignment';
import { newCall } from '../src/modules/evaluation/assignments/test-fixtures';
import { bearer, loginAs, type TestApp } from '../test/helpers';
import { onBenchDatabases } from './scratch-postgres';
import { median } from './timing';
import { addBenchRow } from './table';

const PROJECTS = Number(process.env.BENCH_ASSIGN_PROJECTS ?? 1000);
const EVALUATORS = Number(process.env.BENCH_ASSIGN_EVALUATORS ?? 200);
const DATABASES = (process.env.BENCH_ASSIGN_DATABASES ?? 'postgres,pglite').split(',');
const RUNS = 5;

async function load(t: TestApp) {
  const call = await newCall(t.db);
  await t.db.execute(sql`insert into users (name, email, username, identity, account_type)
    select 'Evaluador ' || g, 'evb' || g || '@bench.test', 'evb' || g, '77' || g, 'adm' from generate_series(1, ${EVALUATORS}) g`);
  await t.db.execute(sql`insert into user_roles (user_id, role_id)
    select u.id, (select id from roles where key = 'evaluator') from users u where u.username like 'evb%'`);
  await t.db.execute(sql`insert into projects (user_id, announcement_id, title, state, sent_at)
    select (select id from users where username = 'docente'), ${call}, 'Proyecto ' || g, 'Enviado', now() from generate_series(1, ${PROJECTS}) g`);
  // Two investigators per project; every tenth person is one of the evaluators (cycling).
  await t.db.execute(sql`with g as (select array_agg(id order by id) as ids from investigation_groups)
    insert into thirds (type_id, identification, name, investigation_group_id, sealed)
    select 'CC', case when n % 10 = 0 then '77' || (1 + (n / 10) % ${EVALUATORS}) else '66' || n end, 'Persona ' || n,
      g.ids[1 + n % cardinality(g.ids)], true
    from generate_series(1, ${PROJECTS * 2}) n, g`);
  await t.db.execute(sql`with p as (select id, row_number() over (order by id) as i from projects where announcement_id = ${call}),
      th as (select id, row_number() over (order by id) as n, investigation_group_id from thirds where name like 'Persona %' and sealed)
    insert into project_investigators (project_id, third_id, type_third, type_investigator, position, investigation_group_id)
    select p.id, th.id, 'Interno', case when th.n % 2 = 1 then 'Principal' else 'Coinvestigador' end, (th.n % 2)::int, th.investigation_group_id
    from p join th on th.n in (2 * p.i - 1, 2 * p.i)`);
  await t.db.execute(sql`analyze`);
  return call;
}

async function reset(t: TestApp, call: number) {
  await t.db.execute(sql`delete from evaluation_assignments a using projects p where p.id = a.project_id and p.announcement_id = ${call}`);
  await t.db.execute(sql`update projects set state = 'Enviado' where announcement_id = ${call}`);
  await t.db.execute(sql`delete from mail_outbox where kind = 'evaluation_assigned'`);
}

async function benchOne(kind: string, t: TestApp) {
  const call = await load(t);
  const token = await loginAs(t, 'admin');
  const api: number[] = [];
  const reads: number[] = [];
  let assigned = 0;
  for (let i = 0; i <= RUNS; i++) {
    await reset(t, call);
    let start = process.hrtime.bigint();
    planAutoAssignment(await loadAssignmentContext(t.db, { callId: call, assignable: true }));
    if (i > 0) reads.push(Number(process.hrtime.bigint() - start) / 1e6);
    start = process.hrtime.bigint();
    const res = await t.app.inject({ method: 'POST', url: EVAL_ASSIGNMENT_API.auto(call), headers: bearer(token) });
    if (res.statusCode !== 200) throw new Error(`automatic assignment: HTTP ${res.statusCode} ${res.body.slice(0, 200)}`);
    // The first round warms (plans, caches) and is not counted.
    if (i > 0) api.push(Number(process.hrtime.bigint() - start) / 1e6);
    assigned = res.json().assigned;
  }
  const [counts] = await queryRows<{ evaluators: number }>(t.db, sql`select count(distinct evaluator_id)::int as evaluators from evaluation_assignments`);
  const database = kind.startsWith('PostgreSQL') ? 'PostgreSQL' : 'PGlite';
  console.log(`\nAutomatic assignment on ${kind}: ${PROJECTS} projects × ${EVALUATORS} evaluators, ${assigned} assignments to ${counts!.evaluators} evaluators, median of ${RUNS} runs`);
  console.log(`  ${'POST .../calls/{id}/auto'.padEnd(60)} ${median(api).toFixed(2).padStart(9)} ms`);
  console.log(`  ${'  its reads and plan alone'.padEnd(60)} ${median(reads).toFixed(2).padStart(9)} ms`);
  addBenchRow({
    measure: `automatic assignment, ${PROJECTS} projects × ${EVALUATORS} evaluators`,
    database,
    unit: 'ms',
    product: median(api),
    limit: median(reads),
    limitIs: 'its reads and plan alone (no writes)',
  });
}

export async function evaluationAssignmentBench() {
  await onBenchDatabases('Automatic assignment', DATABASES, (t, kind) => benchOne(kind, t), 'siiicca_bench_assign');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await evaluationAssignmentBench();
  (await import('./table')).printBenchTable();
}
