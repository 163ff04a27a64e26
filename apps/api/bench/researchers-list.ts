/**
 * 'Investigadores' (GET /api/researchers) at a university's scale, on PostgreSQL: BENCH_STRATEGIES
 * strategies and BENCH_PROJECTS projects (volume.ts, project-volume.ts: their lecturers own them), an
 * account for each person of the strategies' people pool (researchers through their person rows, the
 * list's costliest rule) and BENCH_OTHER_USERS accounts that are no researcher. Each case is the list's
 * own function (the record engine, list-researchers.ts) timed turn about with the SQL it replaced
 * (LIMIT/OFFSET over every researcher with an exact count, kept here as `before`). Medians of RUNS;
 * figures are printed, never asserted.
 * Run on its own: npx tsx apps/api/bench/researchers-list.ts  (BENCH_STRATEGIES=20000 for a quicker run)
 */
import { sql } from 'drizzle-orm';
import type { TResearcherListQuery } from '@siiicca/shared';
import { foldedContains } from '../src/db/fold';
import { queryRows } from '../src/db/query-rows';
import type { DbOrTx } from '../src/db/transaction';
import { listResearchers } from '../src/modules/researchers/profile/list-researchers';
import { loadProjectVolume } from './project-volume';
import { onScratchPostgres } from './scratch-postgres';
import { pairedMediansMs } from './timing';
import { loadStrategyVolume } from './volume';

const STRATEGIES = Number(process.env.BENCH_STRATEGIES ?? 100_000);
const PROJECTS = Number(process.env.BENCH_PROJECTS ?? STRATEGIES / 2);
const OTHER_USERS = Number(process.env.BENCH_OTHER_USERS ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 11);

const appears = sql`exists (select 1 from thirds t where u.identity is not null and upper(t.identification) = upper(u.identity)
  and (exists (select 1 from project_investigators pi where pi.third_id = t.id) or exists (select 1 from strategy_actors a where a.third_id = t.id)))`;

/** The hand-written list the engine replaced (commit 9bc2145's list-researchers.ts), for the 'before' column. */
async function before(db: DbOrTx, q: TResearcherListQuery) {
  const search = q.q
    ? sql`and (${foldedContains(sql`u.name`, q.q)} or ${foldedContains(sql`u.email`, q.q)} or ${foldedContains(sql`u.username`, q.q)} or ${foldedContains(sql`u.identity`, q.q)})`
    : sql``;
  return queryRows(db, sql`
    with r as (
      select u.id, u.name, u.email, u.identity,
        (select count(*)::int from projects p where p.user_id = u.id) as projects,
        (select count(*)::int from strategies s where s.user_id = u.id) as strategies
      from users u
      where (exists (select 1 from projects p where p.user_id = u.id) or exists (select 1 from strategies s where s.user_id = u.id) or ${appears})
      ${search}
    )
    select r.*, count(*) over ()::int as total from r order by r.name, r.id
    limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`);
}

/** Accounts for the people pool (researchers as actors or investigators) and accounts that are no researcher. */
async function loadAccounts(db: DbOrTx) {
  await db.execute(sql`insert into users (name, email, username, identity, account_type, active)
    select t.name, 'cuenta.' || t.identification || '@usta.test', 'cuenta.' || t.identification, t.identification, 'sac', true
    from thirds t where t.email like 'persona.%' on conflict do nothing`);
  await db.execute(sql`insert into users (name, email, username, identity, account_type, active)
    select 'Estudiante ' || g || ' Ramírez', 'estudiante.' || g || '@usta.test', 'estudiante.' || g, '10' || lpad(g::text, 8, '0'), 'sac', true
    from generate_series(1, ${OTHER_USERS}::int) g on conflict do nothing`);
  await db.execute(sql`analyze users`);
}

await onScratchPostgres('Investigadores', async (t, bulk) => {
  const started = Date.now();
  await loadStrategyVolume(bulk, { strategies: STRATEGIES });
  if (PROJECTS > 0) await loadProjectVolume(bulk, { projects: PROJECTS });
  await loadAccounts(bulk);
  const [{ n, users }] = (await queryRows<{ n: number; users: number }>(t.db, sql`select
    (select count(*)::int from users u where exists (select 1 from projects p where p.user_id = u.id) or exists (select 1 from strategies s where s.user_id = u.id) or ${appears}) as n,
    (select count(*)::int from users) as users`)) as [{ n: number; users: number }];
  console.log(`\nInvestigadores on PostgreSQL: ${n} researchers among ${users} accounts (${STRATEGIES} strategies, ${PROJECTS} projects; loaded in ${Math.round((Date.now() - started) / 1000)} s), median of ${RUNS} runs`);
  const perPage = 10;
  const last = Math.max(1, Math.ceil(n / perPage));
  const cases: [string, TResearcherListQuery][] = [
    ['page 1', { page: 1, per_page: perPage }],
    ['middle page', { page: Math.max(1, Math.floor(last / 2)), per_page: perPage }],
    ['last page', { page: last, per_page: perPage }],
    ["search 'ramirez' (broad)", { q: 'ramirez', page: 1, per_page: perPage }],
    ["search 'volumen.000042' (one)", { q: 'volumen.000042', page: 1, per_page: perPage }],
    ["search 'zzzz' (none)", { q: 'zzzz', page: 1, per_page: perPage }],
  ];
  console.log('case | before (ms) | engine (ms) | engine total');
  for (const [name, q] of cases) {
    const answer = await listResearchers(t.db, q);
    const [old, now] = await pairedMediansMs(() => before(t.db, q), () => listResearchers(t.db, q), RUNS);
    console.log(`${name} (page ${q.page}) | ${old.toFixed(2)} | ${now.toFixed(2)} | ${answer.meta.total}${answer.meta.estimated ? ' (estimated)' : ''}`);
  }
});
