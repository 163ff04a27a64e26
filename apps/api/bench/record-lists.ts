/**
 * The record lists (strategies, projects, 'Proyectos en Ejecución') at a university's scale, on PostgreSQL
 * and on PGlite: BENCH_STRATEGIES strategies and BENCH_PROJECTS projects (default 100,000 each; volume.ts
 * and project-volume.ts), BENCH_EXECUTIONS of the projects started (30 % unless given; execution-volume.ts),
 * an administrator's list (scope 'all', 5 per page, the spec's default; the execution list's own 10). Every
 * case is measured through the list's own function (the product) beside the best SQL for the same
 * rows written by hand (its floor: the page's ids alone, then those rows decorated; no total), and
 * page 1 through a real HTTP server at 10 connections beside the floor query run 10 at a time.
 * Medians; every row goes to the results table (table.ts). Figures are printed, never asserted.
 * The execution list's page 1 and its 'En mora' filter also go through HTTP beside their floors, and
 * the reports' daily reminders are timed last (execution-reminders.ts).
 * Run on its own: npx tsx apps/api/bench/record-lists.ts  (BENCH_STRATEGIES=20000 for a quicker run,
 * BENCH_LIST_DATABASES=postgres or pglite for one database, BENCH_LISTS=executions for some lists only)
 */
import { sql, type SQL } from 'drizzle-orm';
import { filtersParam, type TFilterInput } from '@siiicca/shared';
import { openDatabase, type Db } from '../src/db/client';
import { queryRows } from '../src/db/query-rows';
import type { DbOrTx } from '../src/db/transaction';
import { bearer, createTestApp, loginAs, type TestApp } from '../test/helpers';
import { loadExecutionVolume } from './execution-volume';
import { callsPerSecond, oneAtATimeBesideMs, requestsPerSecond } from './http-load';
import { loadProjectVolume } from './project-volume';
import { appAsShipped } from './shipped-server';
import { onBenchDatabases } from './scratch-postgres';
import { addBenchRow } from './table';
import { pairedMediansMs } from './timing';
import { loadStrategyVolume } from './volume';

const STRATEGIES = Number(process.env.BENCH_STRATEGIES ?? 100_000);
const PROJECTS = Number(process.env.BENCH_PROJECTS ?? STRATEGIES);
/** Projects started (execution-volume.ts): 30,000 at 100,000 projects, their reports over 100,000. */
const EXECUTIONS = Number(process.env.BENCH_EXECUTIONS ?? Math.round(PROJECTS * 0.3));
/** Which lists to measure (all loaded whatever it says): BENCH_LISTS=strategies,projects,executions. */
const LISTS = (process.env.BENCH_LISTS ?? 'strategies,projects,executions').split(',');
const DATABASES = (process.env.BENCH_LIST_DATABASES ?? 'postgres,pglite').split(',');
const PER_PAGE = 5;
const RUNS = 31;

export type TViewerRef = { userId: number; identity: string | null };
type TQuery = { q?: string; sort?: string; filters?: TFilterInput[] };

/** One case of a list: its query, which page, and the floor's condition and order over the alias of the record's table. */
export type TListCase = { name: string; query: TQuery; page: 'first' | 'middle' | 'last'; where: SQL; order: SQL; join?: SQL };

/** A record type's list as the bench drives it. */
export type TListBench = {
  label: string;
  url: string;
  /** The product: the list's own function (the route's work minus the session and the JSON). */
  page: (db: DbOrTx, viewer: TViewerRef, query: TQuery & { page: number; per_page: number }) => Promise<{ rows: unknown[]; total: number; estimated: boolean }>;
  /** The records the viewer may read, over the table's alias, for the floor. */
  visible: (viewer: TViewerRef) => SQL;
  /** The floor: the page's ids from `ids` (a subquery of ids in order, aliased `pg` with its row number `n`), decorated. */
  decorate: (ids: SQL) => SQL;
  /** The table and its alias in the floor's SQL, e.g. sql`strategies s`, and its id over the alias (sql`s.id`). */
  from: SQL;
  id: SQL;
  cases: TListCase[];
  /** Rows per page: the list's own default when it has one (PER_PAGE otherwise). */
  perPage?: number;
  /** How many of the first cases also go through HTTP (1 unless given). */
  httpCases?: number;
};

/** The floor: the page's ids alone (sorted, offset, limited), then their rows with the columns the list shows. */
function floorSql(bench: TListBench, viewer: TViewerRef, c: TListCase, offset: number) {
  const ids = sql`select row_number() over () as n, id from (select ${bench.id} as id from ${bench.from} ${c.join ?? sql``}
    where ${bench.visible(viewer)} and ${c.where} order by ${c.order} limit ${bench.perPage ?? PER_PAGE} offset ${offset}) x`;
  return bench.decorate(ids);
}

async function benchType(t: TestApp, baseUrl: string, kind: string, bench: TListBench, viewer: TViewerRef, token: string) {
  const db = t.db;
  const perPage = bench.perPage ?? PER_PAGE;
  console.log(`\n${bench.label} list on ${kind}, admin, ${perPage} per page, median of ${RUNS} runs`);
  for (const c of bench.cases) {
    const [{ n }] = (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${bench.from} ${c.join ?? sql``} where ${bench.visible(viewer)} and ${c.where}`)) as [{ n: number }];
    const last = Math.max(1, Math.ceil(n / perPage));
    const page = c.page === 'first' ? 1 : c.page === 'last' ? last : Math.max(1, Math.floor(last / 2));
    const query = { ...c.query, page, per_page: perPage };
    const answer = await bench.page(db, viewer, query);
    const floor = floorSql(bench, viewer, c, (page - 1) * perPage);
    const floorRows = await queryRows<{ id: number }>(db, floor);
    const same = JSON.stringify(floorRows.map((r) => Number(r.id))) === JSON.stringify(answer.rows.map((r) => Number((r as { id: number }).id)));
    const [product, limit] = await pairedMediansMs(() => bench.page(db, viewer, query), () => queryRows(db, floor), RUNS);
    const total = `${answer.total.toLocaleString('en')}${answer.estimated ? ' estimated' : ''} of ${n.toLocaleString('en')}`;
    const measure = `${bench.label}: ${c.name}, page ${page.toLocaleString('en')}`;
    console.log(`  ${measure.padEnd(80)} ${product.toFixed(2).padStart(8)} ms  floor ${limit.toFixed(2).padStart(7)} ms  x${(product / limit).toFixed(2)}  [${total}]${same ? '' : '  ROWS DIFFER FROM THE FLOOR'}`);
    addBenchRow({ measure: `${measure} [${total}]`, database: kind.startsWith('PGlite') ? 'PGlite' : 'PostgreSQL', unit: 'ms', product, limit, limitIs: 'the page query alone, rows decorated after paging' });
  }
  // Page 1 through HTTP as the product ships (its default logging, headers, compression) one at a time,
  // timed turn about with the floor query; the same request in-process (app.inject: session,
  // validation, JSON, no socket and no log) beside the floor too; then HTTP at 10 connections beside
  // the floor query 10 at a time.
  const database = kind.startsWith('PGlite') ? 'PGlite' : 'PostgreSQL';
  for (const [i, c] of bench.cases.slice(0, bench.httpCases ?? 1).entries()) {
    const path = `${bench.url}?page=1&per_page=${perPage}${c.query.sort ? `&sort=${c.query.sort}` : ''}${c.query.filters ? `&filters=${encodeURIComponent(filtersParam(c.query.filters))}` : ''}`;
    const url = `${baseUrl}${path}`;
    const floor = floorSql(bench, viewer, c, 0);
    const [api, floorMs] = await oneAtATimeBesideMs(url, bearer(token), () => queryRows(db, floor), RUNS);
    const [local, localFloorMs] = await pairedMediansMs(() => t.app.inject({ url: path, headers: bearer(token) }), () => queryRows(db, floor), RUNS);
    const rps = await requestsPerSecond(url, bearer(token));
    const floorRps = await callsPerSecond(() => queryRows(db, floor));
    const what = i === 0 ? `${bench.label}: page 1` : `${bench.label}: ${c.name}`;
    console.log(
      `  ${`${what} over HTTP (one at a time / 10 connections)`.padEnd(80)} ${api.toFixed(2).padStart(8)} ms  floor ${floorMs.toFixed(2).padStart(7)} ms  x${(api / floorMs).toFixed(2)}  ` +
        `${rps.toFixed(0)} req/s (floor query 10 at a time: ${floorRps.toFixed(0)}/s)`,
    );
    console.log(`  ${`${what} in-process (app.inject)`.padEnd(80)} ${local.toFixed(2).padStart(8)} ms  floor ${localFloorMs.toFixed(2).padStart(7)} ms  x${(local / localFloorMs).toFixed(2)}`);
    addBenchRow({ measure: `${what} over HTTP (as shipped), one request at a time`, database, unit: 'ms', product: api, limit: floorMs, limitIs: 'the page query alone, one at a time' });
    addBenchRow({ measure: `${what} in-process (app.inject), one request at a time`, database, unit: 'ms', product: local, limit: localFloorMs, limitIs: 'the page query alone, one at a time' });
    addBenchRow({ measure: `${what} over HTTP (as shipped), 10 connections`, database, unit: 'req/s', product: rps, limit: floorRps, limitIs: 'the page query alone, 10 at a time' });
  }
}

async function benchOne(t: TestApp, kind: string, bulk: Db) {
  const strategies = await loadStrategyVolume(bulk, { strategies: STRATEGIES });
  const projects = await loadProjectVolume(bulk, { projects: PROJECTS });
  const executions = await loadExecutionVolume(bulk, { executions: EXECUTIONS });
  // What autovacuum does on a server after a bulk load (statistics, and the visibility map the
  // index-only scans rely on); PGlite has no autovacuum.
  await bulk.execute(sql`vacuum analyze`);
  console.log(
    `\nRecord lists on ${kind}: ${strategies.strategies.toLocaleString('en')} strategies in ${(strategies.ms / 1000).toFixed(0)} s, ` +
      `${projects.projects.toLocaleString('en')} projects (${projects.investigators.toLocaleString('en')} investigators, ${projects.documents.toLocaleString('en')} documents, ` +
      `${projects.results.toLocaleString('en')} results) in ${(projects.ms / 1000).toFixed(0)} s, ${executions.executions.toLocaleString('en')} of them started ` +
      `(${executions.reports.toLocaleString('en')} reports, ${executions.accepted.toLocaleString('en')} accepted, ${executions.owedOverdue.toLocaleString('en')} projects En mora, ` +
      `${executions.budgetLines.toLocaleString('en')} budget lines, ${executions.extensions.toLocaleString('en')} extensions) in ${(executions.ms / 1000).toFixed(0)} s`,
  );
  await measureAll(t, kind);
  // Last: the reminders' first run marks the reports it reminds of (each run is rolled back, but the lists are done).
  if (LISTS.includes('executions')) await (await import('./execution-reminders')).remindersBench(t, kind);
}

/** Every case of both lists on a loaded database, then page 1 of each through HTTP. */
async function measureAll(t: TestApp, kind: string) {
  const [admin] = await queryRows<{ id: number; identity: string | null }>(t.db, sql`select id, identity from users where username = 'admin'`);
  const viewer = { userId: admin!.id, identity: admin!.identity?.trim() || null };
  const token = await loginAs(t, 'admin');
  // HTTP goes to the product's own app on the same database, as createServer builds it (default logging).
  const shipped = await appAsShipped(t.deps);
  const address = await shipped.app.listen({ port: 0, host: '127.0.0.1' });
  const benches = {
    strategies: (await import('./strategies-list')).STRATEGY_LIST_BENCH,
    projects: (await import('./projects-list')).PROJECT_LIST_BENCH,
    executions: (await import('./execution-list')).EXECUTION_LIST_BENCH,
  };
  try {
    for (const [name, bench] of Object.entries(benches)) if (LISTS.includes(name)) await benchType(t, address, kind, bench, viewer, token);
  } finally {
    await shipped.close();
  }
}

/** BENCH_LIST_URL: measure an already loaded PostgreSQL database (npm run load-volume) instead of loading scratch ones. */
export async function recordListsBench() {
  const url = process.env.BENCH_LIST_URL;
  if (!url) return onBenchDatabases('Record lists', DATABASES, (t, kind, bulk) => benchOne(t, kind, bulk), 'siiicca_bench_list');
  const t = await createTestApp({}, { database: { ...(await openDatabase({ url })), drop: async () => {} } });
  try {
    await measureAll(t, 'PostgreSQL');
  } finally {
    await t.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await recordListsBench();
