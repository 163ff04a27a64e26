/**
 * The record lists (strategies, projects) at a university's scale, on PostgreSQL and on PGlite:
 * BENCH_STRATEGIES strategies and BENCH_PROJECTS projects (default 100,000 each; volume.ts and
 * project-volume.ts), an administrator's list (scope 'all', 5 per page, the spec's default). Every
 * case is measured through the list's own function (the product) beside the best SQL for the same
 * rows written by hand (its floor: the page's ids alone, then those rows decorated; no total), and
 * page 1 through a real HTTP server at 10 connections beside the floor query run 10 at a time.
 * Medians; every row goes to the results table (table.ts). Figures are printed, never asserted.
 * Run on its own: npx tsx apps/api/bench/record-lists.ts  (BENCH_STRATEGIES=20000 for a quicker run,
 * BENCH_LIST_DATABASES=postgres or pglite for one database)
 */
import { sql, type SQL } from 'drizzle-orm';
import { filtersParam, type TFilterInput } from '@siiicca/shared';
import { openDatabase, type Db } from '../src/db/client';
import { queryRows } from '../src/db/query-rows';
import type { DbOrTx } from '../src/db/transaction';
import { bearer, createTestApp, loginAs, type TestApp } from '../test/helpers';
import { callsPerSecond, oneAtATimeMs, requestsPerSecond } from './http-load';
import { loadProjectVolume } from './project-volume';
import { onBenchDatabases } from './scratch-postgres';
import { addBenchRow } from './table';
import { pairedMediansMs } from './timing';
import { loadStrategyVolume } from './volume';

const STRATEGIES = Number(process.env.BENCH_STRATEGIES ?? 100_000);
const PROJECTS = Number(process.env.BENCH_PROJECTS ?? STRATEGIES);
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
};

/** The floor: the page's ids alone (sorted, offset, limited), then their rows with the columns the list shows. */
function floorSql(bench: TListBench, viewer: TViewerRef, c: TListCase, offset: number) {
  const ids = sql`select row_number() over () as n, id from (select ${bench.id} as id from ${bench.from} ${c.join ?? sql``}
    where ${bench.visible(viewer)} and ${c.where} order by ${c.order} limit ${PER_PAGE} offset ${offset}) x`;
  return bench.decorate(ids);
}

async function benchType(t: TestApp, baseUrl: string, kind: string, bench: TListBench, viewer: TViewerRef, token: string) {
  const db = t.db;
  console.log(`\n${bench.label} list on ${kind}, admin, ${PER_PAGE} per page, median of ${RUNS} runs`);
  for (const c of bench.cases) {
    const [{ n }] = (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${bench.from} ${c.join ?? sql``} where ${bench.visible(viewer)} and ${c.where}`)) as [{ n: number }];
    const last = Math.max(1, Math.ceil(n / PER_PAGE));
    const page = c.page === 'first' ? 1 : c.page === 'last' ? last : Math.max(1, Math.floor(last / 2));
    const query = { ...c.query, page, per_page: PER_PAGE };
    const answer = await bench.page(db, viewer, query);
    const floor = floorSql(bench, viewer, c, (page - 1) * PER_PAGE);
    const floorRows = await queryRows<{ id: number }>(db, floor);
    const same = JSON.stringify(floorRows.map((r) => Number(r.id))) === JSON.stringify(answer.rows.map((r) => Number((r as { id: number }).id)));
    const [product, limit] = await pairedMediansMs(() => bench.page(db, viewer, query), () => queryRows(db, floor), RUNS);
    const total = `${answer.total.toLocaleString('en')}${answer.estimated ? ' estimated' : ''} of ${n.toLocaleString('en')}`;
    const measure = `${bench.label}: ${c.name}, page ${page.toLocaleString('en')}`;
    console.log(`  ${measure.padEnd(80)} ${product.toFixed(2).padStart(8)} ms  floor ${limit.toFixed(2).padStart(7)} ms  x${(product / limit).toFixed(2)}  [${total}]${same ? '' : '  ROWS DIFFER FROM THE FLOOR'}`);
    addBenchRow({ measure: `${measure} [${total}]`, database: kind.startsWith('PGlite') ? 'PGlite' : 'PostgreSQL', unit: 'ms', product, limit, limitIs: 'the page query alone, rows decorated after paging' });
  }
  // Page 1 through HTTP: the whole request (session, JSON) at 10 connections, beside the floor query 10 at a time.
  const first = bench.cases[0]!;
  const url = `${baseUrl}${bench.url}?page=1&per_page=${PER_PAGE}${first.query.sort ? `&sort=${first.query.sort}` : ''}${first.query.filters ? `&filters=${encodeURIComponent(filtersParam(first.query.filters))}` : ''}`;
  const api = await oneAtATimeMs(url, bearer(token), RUNS);
  const rps = await requestsPerSecond(url, bearer(token));
  const floor = floorSql(bench, viewer, first, 0);
  const floorRps = await callsPerSecond(() => queryRows(db, floor));
  const database = kind.startsWith('PGlite') ? 'PGlite' : 'PostgreSQL';
  console.log(`  ${`${bench.label}: page 1 over HTTP (one at a time / 10 connections)`.padEnd(80)} ${api.toFixed(2).padStart(8)} ms  ${rps.toFixed(0)} req/s (floor query 10 at a time: ${floorRps.toFixed(0)}/s)`);
  addBenchRow({ measure: `${bench.label}: page 1 over HTTP, one request at a time`, database, unit: 'ms', product: api });
  addBenchRow({ measure: `${bench.label}: page 1 over HTTP, 10 connections`, database, unit: 'req/s', product: rps, limit: floorRps, limitIs: 'the page query alone, 10 at a time' });
}

async function benchOne(t: TestApp, kind: string, bulk: Db) {
  const strategies = await loadStrategyVolume(bulk, { strategies: STRATEGIES });
  const projects = await loadProjectVolume(bulk, { projects: PROJECTS });
  // What autovacuum does on a server after a bulk load (statistics, and the visibility map the
  // index-only scans rely on); PGlite has no autovacuum.
  await bulk.execute(sql`vacuum analyze`);
  console.log(
    `\nRecord lists on ${kind}: ${strategies.strategies.toLocaleString('en')} strategies in ${(strategies.ms / 1000).toFixed(0)} s, ` +
      `${projects.projects.toLocaleString('en')} projects (${projects.investigators.toLocaleString('en')} investigators, ${projects.documents.toLocaleString('en')} documents, ` +
      `${projects.results.toLocaleString('en')} results) in ${(projects.ms / 1000).toFixed(0)} s`,
  );
  await measureAll(t, kind);
}

/** Every case of both lists on a loaded database, then page 1 of each through HTTP. */
async function measureAll(t: TestApp, kind: string) {
  const [admin] = await queryRows<{ id: number; identity: string | null }>(t.db, sql`select id, identity from users where username = 'admin'`);
  const viewer = { userId: admin!.id, identity: admin!.identity?.trim() || null };
  const token = await loginAs(t, 'admin');
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  for (const bench of [(await import('./strategies-list')).STRATEGY_LIST_BENCH, (await import('./projects-list')).PROJECT_LIST_BENCH]) {
    await benchType(t, address, kind, bench, viewer, token);
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
