import { asc, desc, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { TListQuery } from '@siiicca/shared';
import { queryRows } from '../../db/query-rows';
import { readTogether, type DbOrTx } from '../../db/transaction';

/**
 * Up to this many matching rows a list's total is an exact count; past it, the planner's estimate
 * (flagged `estimated`). Why, and what it costs: docs/decisions/004-list-engine.md.
 */
export const EXACT_TOTAL_LIMIT = 10_000;

type Row = Record<string, unknown>;
type Selection = Record<string, unknown>;
export type TSortKey = { key: AnyPgColumn | SQL; descending: boolean };

/** What a paged list reads: its tables (FROM and joins) selecting any columns, and its row's columns. */
export type TListSource = {
  from: (db: DbOrTx, selection: Selection) => PgSelect;
  columns: Selection;
  id: AnyPgColumn;
};

/** The sort key from `sort` ('name' or '-name') among the keys a list allows, else `fallback`. */
export function sortKey(sort: string | undefined, keys: Record<string, AnyPgColumn | SQL | undefined>, fallback: TSortKey): TSortKey {
  const descending = sort?.startsWith('-') ?? false;
  const name = sort && (descending ? sort.slice(1) : sort);
  // Own keys only: 'sort=__proto__' must not reach Object.prototype.
  const key = name && Object.hasOwn(keys, name) ? keys[name] : undefined;
  return key ? { key, descending } : fallback;
}

/** ORDER BY the key, then the id: the id keeps paging stable when keys repeat. */
export const orderOf = (sort: TSortKey, id: AnyPgColumn): SQL[] => [sort.descending ? desc(sort.key) : asc(sort.key), asc(id)];

export const offsetOf = (q: Pick<TListQuery, 'page' | 'per_page'>) => (q.page - 1) * q.per_page;

export const meta = (q: Pick<TListQuery, 'page' | 'per_page'>, total: number, estimated = false) => ({
  total,
  page: q.page,
  per_page: q.per_page,
  ...(estimated ? { estimated: true } : {}),
});

/**
 * One page of a list and its total, in SQL, without counting past EXACT_TOTAL_LIMIT.
 *
 * Filtered (search box, filters): at most LIMIT + 1 matching rows are collected through whatever
 * index serves the filter (a trigram index for a search) and only those are sorted, so a search
 * costs what it matches. Walking the sort order's index instead would look cheap to the planner
 * but reads most of the table when the matches sit together in that order ('Álgebra...' names).
 * Unfiltered, or with more matches than that: the page comes from the sort order's index, and the
 * total is counted up to the limit, and estimated past it.
 */
export async function listPage(
  db: DbOrTx,
  src: TListSource,
  opts: { where?: SQL; sort: TSortKey; page: Pick<TListQuery, 'page' | 'per_page'> },
): Promise<{ rows: Row[]; total: number; estimated: boolean }> {
  const { where, sort, page } = opts;
  const offset = offsetOf(page);
  if (where) {
    const { ids, total } = await matchingPage(db, src, where, sort, page);
    if (total <= EXACT_TOTAL_LIMIT) return { rows: await rowsByIds(db, src, ids), total, estimated: false };
  }
  const rows = (await src
    .from(db, src.columns)
    .where(where)
    .orderBy(...orderOf(sort, src.id))
    .limit(page.per_page)
    .offset(offset)) as Row[];
  const counted = where ? EXACT_TOTAL_LIMIT + 1 : await cappedCount(db, src);
  if (counted <= EXACT_TOTAL_LIMIT) return { rows, total: counted, estimated: false };
  const estimate = await estimatedCount(db, src, where);
  return { rows, total: Math.max(estimate, EXACT_TOTAL_LIMIT + 1, offset + rows.length), estimated: true };
}

/** The ids of one page among at most LIMIT + 1 matches, and how many matched (up to LIMIT + 1). */
async function matchingPage(db: DbOrTx, src: TListSource, where: SQL, sort: TSortKey, page: Pick<TListQuery, 'page' | 'per_page'>) {
  const matches = src
    .from(db, { pk: sql`${src.id}`.as('pk'), k: sql`${sort.key}`.as('k') })
    .where(where)
    .limit(EXACT_TOTAL_LIMIT + 1);
  const direction = sql.raw(sort.descending ? 'desc' : 'asc');
  const [row] = await queryRows<{ total: number; ids: unknown[] }>(
    db,
    sql`with m as materialized (${matches})
      select (select count(*) from m)::int as total,
        coalesce((select json_agg(p.pk order by p.k ${direction}, p.pk)
          from (select pk, k from m order by k ${direction}, pk limit ${page.per_page} offset ${offsetOf(page)}) p), '[]'::json) as ids`,
  );
  return { ids: row!.ids, total: Number(row!.total) };
}

/** The rows of these ids, in this order. */
async function rowsByIds(db: DbOrTx, src: TListSource, ids: unknown[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  const rows = (await src.from(db, { ...src.columns, __pk: src.id }).where(inArray(src.id, ids))) as Row[];
  const byId = new Map(rows.map(({ __pk, ...row }) => [String(__pk), row]));
  return ids.map((id) => byId.get(String(id))).filter((row): row is Row => row !== undefined);
}

/** How many rows the list has, counting no further than LIMIT + 1. */
async function cappedCount(db: DbOrTx, src: TListSource) {
  const rows = src.from(db, { one: sql`1` }).limit(EXACT_TOTAL_LIMIT + 1);
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${rows}) c`);
  return Number(row!.n);
}

/**
 * The planner's estimate of the matching rows (EXPLAIN, nothing is read): from the table statistics
 * that ANALYZE and autovacuum keep, including those of the trigram indexes' expressions.
 */
async function estimatedCount(db: DbOrTx, src: TListSource, where: SQL | undefined) {
  const query = src.from(db, { one: sql`1` }).where(where);
  const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(db, sql`explain (format json) ${query}`);
  const plan = row?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan?: { 'Plan Rows'?: number } }[];
  return Math.round(Number(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0));
}

/**
 * One page of a short list written as SQL text (a stage's own lists: an evaluator's assignments, the
 * evaluators): its rows with LIMIT/OFFSET added to `rows` (which ends with its ORDER BY) and its exact
 * total from `count` (`select count(*)::int as total ...`), read together.
 */
export async function sqlPage<T>(db: DbOrTx, q: Pick<TListQuery, 'page' | 'per_page'>, query: { rows: SQL; count: SQL }) {
  const [data, [count]] = await readTogether(db, [
    () => queryRows<T>(db, sql`${query.rows} limit ${q.per_page} offset ${offsetOf(q)}`),
    () => queryRows<{ total: number }>(db, query.count),
  ]);
  return { data, meta: meta(q, Number(count?.total ?? 0)) };
}
