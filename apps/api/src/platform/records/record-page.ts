import { createHash } from 'node:crypto';
import { Column, eq, getTableName, is, SQL, sql, Table } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { TListQuery } from '@siiicca/shared';
import { queryRows } from '../../db/query-rows';
import type { DbOrTx } from '../../db/transaction';
import { EXACT_TOTAL_LIMIT, offsetOf, orderOf, type TListSource, type TSortKey } from '../crud/paging';

/*
 * One page of a record list and its total (docs/decisions/013-record-engine.md, "Lists at scale").
 *
 * The page's ids come first, from the record's table with only the joins the condition and the sort
 * read (the joins follow NOT NULL foreign keys or are left joins, so they never add or drop a row),
 * sorted, offset and limited as the planner sees fit; the row's columns (names of the joined tables,
 * the faculties' list) are computed for those ids only, in the same statement, so a deep page does
 * not decorate the rows OFFSET skips.
 *
 * The total is exact whenever counting costs no more than the page. When it counts, the page's ids
 * are the first of a window read in one pass from the page's first match on (their ids and sort key,
 * in order): as many as COUNT_PAGES pages for a searched or filtered list, or EXACT_TOTAL_LIMIT when
 * the planner expects at most COUNT_UP_TO matches; the window's size, when it is not full, is the
 * total past the offset. A short page (the last one) counts itself, an empty page past the end or a
 * page near the estimated end counts all (its OFFSET has walked about as many records). Otherwise the
 * total is the planner's estimate (EXPLAIN, nothing read; kept ESTIMATE_MS for the same query),
 * flagged `estimated`: an exact count of 100,000 strategies, or of the 3,300 a search matches, costs
 * tens of times a page that stops at its fifth match.
 *
 * Why a searched or filtered list (`narrowed`) counts whatever the estimate: the planner cannot tell
 * how many rows a search box's text matches (a trigram LIKE is estimated as a share of the table), and
 * a search for one strategy's name among 100,000 was estimated at thousands, its pager saying 'aprox.'
 * hundreds of pages for ten matches. Up to ten pages past the page it reads about what the page does
 * in the same pass (issue 25: a separate count of a thousand sparse matches cost 4 to 40 times the page).
 */

/** A record type's list source, with its table (joins follow NOT NULL foreign keys or are left joins). */
export type TRecordSource = TListSource & {
  table: PgTable;
  /** The table with only these of its joins, selecting any columns. */
  joining: (db: DbOrTx, selection: Record<string, unknown>, tables: ReadonlySet<PgTable>) => PgSelect;
};

type Row = Record<string, unknown>;
type TPage = Pick<TListQuery, 'page' | 'per_page'>;

/** Up to this many expected matches, the total is counted, in the page's own statement. */
export const COUNT_UP_TO = 1_000;
/** A searched or filtered list counts its matches up to this many pages past the page's first row. */
export const COUNT_PAGES = 10;
/** A page starting past this share of the estimate counts exactly: it has walked (nearly) as many records. */
const NEAR_THE_END = 0.9;
/** How long an estimate is reused for the same query (statistics change more slowly than that). */
const ESTIMATE_MS = 30_000;
const ESTIMATES_KEPT = 500;

/** The tables an expression reads, besides the record's own (the joins its ids query needs). */
function tablesRead(chunk: unknown, found: Set<PgTable> = new Set()): Set<PgTable> {
  if (Array.isArray(chunk)) chunk.forEach((c) => tablesRead(c, found));
  else if (is(chunk, Column)) found.add(chunk.table as PgTable);
  else if (is(chunk, Table)) found.add(chunk as PgTable);
  else if (is(chunk, SQL)) tablesRead(chunk.queryChunks, found);
  else if (is(chunk, SQL.Aliased)) tablesRead(chunk.sql, found);
  return found;
}

export async function recordPage(
  db: DbOrTx,
  src: TRecordSource,
  opts: {
    where?: SQL;
    sort: TSortKey;
    page: TPage;
    narrowed?: boolean;
    /**
     * A name of `where` (the same name, the same condition): its kept estimate is found without
     * writing the whole statement's SQL, a good part of a page's work in this process.
     */
    whereKey?: string;
    /** The name of `sort` (the list's `sort` parameter), with whereKey naming the whole page 1. */
    sortName?: string;
  },
): Promise<{ rows: Row[]; total: number; estimated: boolean }> {
  const { where, sort, page } = opts;
  const read = tablesRead([where, sort.key]);
  const matching = (selection: Record<string, unknown>) => src.joining(db, selection, read).where(where);
  const offset = offsetOf(page);
  const all = matching({ one: sql`1` });
  // The source itself is part of the name: two lists over one table (Todos los Proyectos and Proyectos
  // en Ejecución) may name the same condition alike, but select other columns through other joins.
  const named = opts.whereKey === undefined ? undefined : [sourceNumber(src), getTableName(src.table), ...[...read].map(getTableName).sort(), opts.whereKey].join('\u0000');
  const estimate = await estimatedCount(db, all, named);
  const expectedFew = estimate <= COUNT_UP_TO;
  const counting = expectedFew || opts.narrowed === true;
  // The rows read from the page's first on: the page alone, or when counting, up to COUNT_PAGES pages
  // (searched or filtered: past them the estimate stands, since a filter's estimate can be low many
  // times over: a call and a faculty expected under 1,000 matched 2,554, and counting them all cost 37
  // times the page), or up to EXACT_TOTAL_LIMIT (expected few, not narrowed).
  const windowRows = !counting ? page.per_page : opts.narrowed ? COUNT_PAGES * page.per_page : EXACT_TOTAL_LIMIT;
  // One pass over the matches: their ids and sort key from the page's first on, in order, as many as
  // the window holds (and one more, to tell that there are more); the page is the first of them, and
  // their number (when counting) the total past the offset. Matches are found and sorted once, for the
  // page and the count together (a search's trigram scan and its owners' subquery included).
  const window = matching({ wid: sql`${src.id}`.as('__wid'), wkey: sql`${sort.key}`.as('__wkey') })
    .orderBy(...orderOf(sort, src.id))
    .limit(counting ? windowRows + 1 : page.per_page)
    .offset(offset)
    .as('__window');
  const pageIds = db
    .select({ id: window.wid, ...(counting ? { n: sql<number>`count(*) over ()`.as('__n') } : {}) })
    .from(window)
    .orderBy(...orderOf({ key: window.wkey, descending: sort.descending }, window.wid as never))
    .limit(page.per_page)
    .as('__page');
  const statement = () =>
    (src.from(db, { ...src.columns, ...(counting ? { __counted: sql<number>`${sql.identifier('__page')}.${sql.identifier('__n')}::int` } : {}) }) as PgSelect)
      .innerJoin(pageIds, eq(pageIds.id, src.id))
      .orderBy(...orderOf(sort, src.id));
  // Page 1 of a list nobody searched or filtered is what every visit opens first: its statement is
  // written once per viewer and shape and kept prepared (keptFirstPage).
  const firstPage = offset === 0 && !opts.narrowed && named !== undefined && opts.sortName !== undefined;
  const raw = (await (firstPage ? keptFirstPage(db, [named, opts.sortName, page.per_page, counting].join('\u0000'), statement) : statement())) as Row[];
  const rows = raw.map(({ __counted: _, ...row }) => row);
  // A short page is the last one: it counts itself (an empty first page: nothing matched).
  if (rows.length < page.per_page && (rows.length > 0 || offset === 0)) return { rows, total: offset + rows.length, estimated: false };
  // Counted: as many past the offset as the window held, unless it was full.
  const counted = counting && raw.length ? Number(raw[0]!.__counted) : undefined;
  if (counted !== undefined && counted <= windowRows) return { rows, total: offset + counted, estimated: false };
  // Past the end, or near the estimated end: the OFFSET has walked about as many records as a count reads.
  if (rows.length === 0 || offset + page.per_page >= NEAR_THE_END * estimate) return { rows, total: await count(db, all), estimated: false };
  return { rows, total: Math.max(estimate, offset + rows.length, counted !== undefined ? offset + windowRows + 1 : 0), estimated: true };
}

/** A number per record source (a list's columns and joins), for the names of what is kept per list. */
const sources = new WeakMap<object, number>();
let nextSource = 0;
function sourceNumber(src: object) {
  let n = sources.get(src);
  if (n === undefined) sources.set(src, (n = nextSource++));
  return n;
}

type TKeptQuery = { execute: () => Promise<unknown> };
const firstPages = new WeakMap<object, Map<string, TKeptQuery>>();
const FIRST_PAGES_KEPT = 200;

/**
 * A first page's statement, written once and kept per database handle and name (the viewer, the
 * sort, the page size, and whether it counts: what decides its SQL and parameters). Drizzle writes
 * no SQL again for it, and PostgreSQL runs it as a named prepared statement (per connection, named
 * after a hash of its text), so it is neither parsed nor planned again either: together about a third
 * of a first page's cost. Its rows are read anew on every call; only the statement is kept.
 */
function keptFirstPage(db: DbOrTx, name: string, build: () => PgSelect): Promise<unknown> {
  let kept = firstPages.get(db);
  if (!kept) firstPages.set(db, (kept = new Map()));
  let query = kept.get(name);
  if (!query) {
    const statement = build();
    const digest = createHash('sha256').update(statement.toSQL().sql).digest('hex').slice(0, 24);
    query = (statement as unknown as { prepare: (name: string) => TKeptQuery }).prepare(`record_page_${digest}`);
    if (kept.size >= FIRST_PAGES_KEPT) kept.delete(kept.keys().next().value!);
    kept.set(name, query);
  }
  return query.execute();
}

async function count(db: DbOrTx, rows: PgSelect) {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${rows}) c`);
  return Number(row!.n);
}

const estimates = new WeakMap<object, Map<string, { rows: number; at: number }>>();

const sqlKey = (query: PgSelect) => {
  const { sql: text, params } = query.toSQL();
  return `${text}\u0000${JSON.stringify(params)}`;
};

/**
 * The planner's estimate of the rows a query returns (EXPLAIN: nothing is read), reused for
 * ESTIMATE_MS per database and query (its SQL and parameters, or the name its caller gives the
 * query, which spares writing the SQL): planning costs as much as a page.
 */
async function estimatedCount(db: DbOrTx, query: PgSelect, name?: string) {
  const key = name ?? sqlKey(query);
  let kept = estimates.get(db);
  if (!kept) estimates.set(db, (kept = new Map()));
  const hit = kept.get(key);
  if (hit && Date.now() - hit.at < ESTIMATE_MS) return hit.rows;
  const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(db, sql`explain (format json) ${query}`);
  const plan = row?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan?: { 'Plan Rows'?: number } }[];
  const rows = Math.round(Number(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0));
  if (kept.size >= ESTIMATES_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(key, { rows, at: Date.now() });
  return rows;
}
