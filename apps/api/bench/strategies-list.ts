/**
 * The strategy list at a university's scale: BENCH_STRATEGIES strategies (default 100,000, with
 * their actors, products, activities and pivots: volume.ts), on PGlite and, when a server answers,
 * on PostgreSQL. The administrators' list (scope 'all') filtered, sorted and paged through
 * listStrategies, next to the raw SQL of the same page (the floor: its rows alone, no total), and
 * the whole request through the API. Medians of RUNS. Figures are printed, never asserted.
 * Run on its own: npx tsx apps/api/bench/strategies-list.ts  (BENCH_STRATEGIES=20000 for a quicker run)
 */
import { sql, type SQL } from 'drizzle-orm';
import { filtersParam, type TFilterInput, type TStrategyListQuery } from '@siiicca/shared';
import { queryRows } from '../src/db/query-rows';
import { listStrategies } from '../src/modules/strategies/list-strategies';
import { bearer, loginAs, type TestApp } from '../test/helpers';
import { loadStrategyVolume } from './volume';
import { onBenchDatabases } from './scratch-postgres';
import { medianMs } from './timing';

const SIZE = Number(process.env.BENCH_STRATEGIES ?? 100_000);
/** Which databases to run on: BENCH_LIST_DATABASES=postgres (or pglite) for one of them. */
const DATABASES = (process.env.BENCH_LIST_DATABASES ?? 'postgres,pglite').split(',');
const RUNS = 30;
const PER_PAGE = 10;


const time = (fn: () => Promise<unknown>) => medianMs(fn, RUNS);

/** The page's rows written by hand: the columns the list shows, the same joins, condition and order. */
const rawPage = (viewerId: number, where: SQL, order: SQL) => sql`
  select s.id, s.created_at, s.expiration_date, s.strategy, s.name, s.state, s.period_id,
    (select string_agg(f.name, ' - ' order by f.name) from strategy_faculties sf join faculties f on f.id = sf.faculty_id where sf.strategy_id = s.id) as faculties,
    u.id as user_id, u.name as user_name, u.username, p.description as period, x.name as sectional
  from strategies s join users u on u.id = s.user_id join strategy_periods p on p.id = s.period_id left join sectionals x on x.id = s.sectional_id
  where (s.state <> 'Borrador' or s.user_id = ${viewerId}) and ${where}
  order by ${order}, s.id limit ${PER_PAGE}`;

type Case = { name: string; query: Partial<TStrategyListQuery> & { filters?: TFilterInput[] }; raw: SQL; rawOrder: SQL };

const NEWEST = sql`s.created_at desc`;
const CASES: Case[] = [
  {
    name: "state 'Activo' + kind 'Grupos de Trabajo', sort -created_at",
    query: { filters: [{ field: 'state', operation: 'Igual', value: 'Activo' }, { field: 'strategy', operation: 'Igual', value: 'Grupos de Trabajo' }], sort: '-created_at' },
    raw: sql`s.state = 'Activo' and s.strategy = 'Grupos de Trabajo'`,
    rawOrder: NEWEST,
  },
  {
    name: "kind 'Semilleros...' + created 2021-2022 (Entre), sort -created_at",
    query: {
      filters: [
        { field: 'strategy', operation: 'Igual', value: 'Semilleros de Investigación' },
        { field: 'created_at', operation: 'Entre', value: '2021-01-01', value_end: '2022-12-31' },
      ],
      sort: '-created_at',
    },
    raw: sql`s.strategy = 'Semilleros de Investigación' and s.created_at >= ('2021-01-01'::timestamp at time zone 'America/Bogota')
      and s.created_at < ('2023-01-01'::timestamp at time zone 'America/Bogota')`,
    rawOrder: NEWEST,
  },
  {
    name: "state 'Activo' + faculty Parecido 'psicologia' (any), sort -created_at",
    query: { filters: [{ field: 'state', operation: 'Igual', value: 'Activo' }, { field: 'faculty', operation: 'Parecido', value: 'psicologia' }], sort: '-created_at' },
    raw: sql`s.state = 'Activo' and exists (select 1 from strategy_faculties sf join faculties f on f.id = sf.faculty_id where sf.strategy_id = s.id and search_fold(f.name) like '%psicologia%')`,
    rawOrder: NEWEST,
  },
  {
    name: "state 'Vencido' + faculty Parecido 'ingenieria' (>10,000), sort -created_at",
    query: { filters: [{ field: 'state', operation: 'Igual', value: 'Vencido' }, { field: 'faculty', operation: 'Parecido', value: 'ingenieria' }], sort: '-created_at' },
    raw: sql`s.state = 'Vencido' and exists (select 1 from strategy_faculties sf join faculties f on f.id = sf.faculty_id where sf.strategy_id = s.id and search_fold(f.name) like '%ingenieria%')`,
    rawOrder: NEWEST,
  },
  {
    name: "name Parecido 'ROBÓTICA' (accents, case), sort -created_at",
    query: { filters: [{ field: 'name', operation: 'Parecido', value: 'ROBÓTICA' }], sort: '-created_at' },
    raw: sql`search_fold(s.name::text) like search_fold('%ROBÓTICA%')`,
    rawOrder: NEWEST,
  },
  {
    name: "search box 'analítica', newest first",
    query: { q: 'analítica' },
    raw: sql`(search_fold(s.name::text) like '%analitica%' or s.user_id = any(array(select id from users where search_fold(name::text) like '%analitica%')))`,
    rawOrder: sql`s.id desc`,
  },
  { name: 'no filter, sort -created_at', query: { sort: '-created_at' }, raw: sql`true`, rawOrder: NEWEST },
];

async function benchOne(kind: string, t: TestApp) {
  const loaded = await loadStrategyVolume(t.db, { strategies: SIZE });
  // What autovacuum does on a server after a bulk load (statistics, and the visibility map the
  // index-only scans rely on); PGlite has no autovacuum.
  await t.db.execute(sql`vacuum analyze`);
  const [admin] = await queryRows<{ id: number }>(t.db, sql`select id from users where username = 'admin'`);
  const viewer = { userId: admin!.id, all: true };
  const token = await loginAs(t, 'admin');
  const lines: [string, string][] = [];
  for (const c of CASES) {
    const query = { page: 1, per_page: PER_PAGE, ...c.query } as TStrategyListQuery;
    const result = await listStrategies(t.db, viewer, query);
    const engine = await time(() => listStrategies(t.db, viewer, query));
    const raw = await time(() => queryRows(t.db, rawPage(viewer.userId, c.raw, c.rawOrder)));
    const total = `${result.total.toLocaleString('en')}${result.estimated ? ' estimated' : ''}`;
    lines.push([`${c.name} [${total}]`, `${engine.toFixed(2).padStart(8)} ms  raw SQL ${raw.toFixed(2).padStart(7)} ms  x${(engine / raw).toFixed(1)}`]);
  }
  const first = CASES[0]!.query;
  const url = `/api/siiicca/strategies?per_page=${PER_PAGE}&sort=${first.sort}&filters=${encodeURIComponent(filtersParam(first.filters!))}`;
  const api = await time(async () => {
    const res = await t.app.inject({ url, headers: bearer(token) });
    if (res.statusCode !== 200) throw new Error(`${url}: HTTP ${res.statusCode} ${res.body.slice(0, 200)}`);
  });
  const me = await time(() => t.app.inject({ url: '/api/auth/me', headers: bearer(token) }));
  console.log(
    `\nStrategy list on ${kind}: ${loaded.strategies.toLocaleString('en')} strategies loaded in ${(loaded.ms / 1000).toFixed(0)} s ` +
      `(${loaded.actors.toLocaleString('en')} actors, ${loaded.activities.toLocaleString('en')} activities), scope 'all', ${PER_PAGE} per page, median of ${RUNS} runs`,
  );
  for (const [name, figures] of lines) console.log(`  ${name.padEnd(84)} ${figures}`);
  console.log(`  ${'the first case through the API (GET /strategies?filters=...)'.padEnd(84)} ${api.toFixed(2).padStart(8)} ms  (GET /api/auth/me ${me.toFixed(2)} ms)`);
}


export async function strategiesListBench() {
  await onBenchDatabases('Strategy list', DATABASES, (t, kind) => benchOne(kind, t), 'siiicca_bench_list');
}

if (import.meta.url === `file://${process.argv[1]}`) await strategiesListBench();
