import { and, Column, inArray, is, SQL, sql, Table } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { TListQuery } from '@siiicca/shared';
import { queryRows } from '../../db/query-rows';
import type { DbOrTx } from '../../db/transaction';
import { EXACT_TOTAL_LIMIT, offsetOf, orderOf, type TListSource, type TSortKey } from '../crud/paging';

/*
 * One page of a record list and its total (docs/decisions/013-record-engine.md, "Lists at scale").
 *
 * The page's ids come first, from the record's table alone when neither the condition nor the sort
 * reads a joined table (the joins follow NOT NULL foreign keys or are left joins, so they never add
 * or drop a row); the row's columns (names of the joined tables, the faculties' list) are computed
 * for those ids only, in the same statement, so a deep page does not decorate the rows OFFSET skips.
 *
 * The total is exact whenever that costs no more than the page: a search or filter matching up to
 * EXACT_TOTAL_LIMIT records is collected and counted (it has to be read to be sorted anyway); a
 * short page (the last one) counts itself; a page at or past the estimated end counts the records,
 * which its OFFSET has walked already. Otherwise, past EXACT_TOTAL_LIMIT, the planner's estimate
 * (`estimated`), read with EXPLAIN first, before any record is: it also decides whether collecting
 * the matches is worth it. The visibility rule alone (an administrator's unfiltered list: everything
 * but other people's drafts) is not a filter to collect.
 */

/** A record type's list source, with its table (joins follow NOT NULL foreign keys or are left joins). */
export type TRecordSource = TListSource & {
  table: PgTable;
  /** The table alone (no joins), selecting any columns. */
  bare: (db: DbOrTx, selection: Record<string, unknown>) => PgSelect;
};

type Row = Record<string, unknown>;
type TPage = Pick<TListQuery, 'page' | 'per_page'>;

/** A filter estimated above this many matches is read in sort order rather than collected. */
const COLLECT_UP_TO = 5 * EXACT_TOTAL_LIMIT;
/** A page starting past this share of the estimate counts exactly: it has walked (nearly) as many records. */
const NEAR_THE_END = 0.8;

/** Whether an expression reads a table other than `table` (then the ids query needs the joins). */
function readsJoins(chunk: unknown, table: PgTable): boolean {
  if (Array.isArray(chunk)) return chunk.some((c) => readsJoins(c, table));
  if (is(chunk, Column)) return chunk.table !== table;
  if (is(chunk, Table)) return chunk !== table;
  if (is(chunk, SQL)) return readsJoins(chunk.queryChunks, table);
  if (is(chunk, SQL.Aliased)) return readsJoins(chunk.sql, table);
  return false;
}

export async function recordPage(
  db: DbOrTx,
  src: TRecordSource,
  opts: { scope: SQL; filter?: SQL; sort: TSortKey; page: TPage },
): Promise<{ rows: Row[]; total: number; estimated: boolean }> {
  const { scope, filter, sort, page } = opts;
  const where = and(scope, filter)!;
  const from = readsJoins([where, sort.key], src.table) ? src.from : src.bare;
  const matching = (selection: Record<string, unknown>) => from(db, selection).where(where);
  const offset = offsetOf(page);
  const estimate = await estimatedCount(db, matching({ one: sql`1` }));

  let atLeast = 0;
  if (filter && estimate <= COLLECT_UP_TO) {
    const collected = await collectedPage(db, matching, src, sort, page);
    if (collected.total <= EXACT_TOTAL_LIMIT) return { rows: await decorated(db, src, sort, collected.ids), total: collected.total, estimated: false };
    atLeast = collected.total;
  }
  const ids = matching({ id: src.id }).orderBy(...orderOf(sort, src.id)).limit(page.per_page).offset(offset);
  const rows = await decorated(db, src, sort, ids);
  if (rows.length < page.per_page && (rows.length > 0 || offset === 0)) return { rows, total: offset + rows.length, estimated: false };
  if (!atLeast && estimate <= 2 * EXACT_TOTAL_LIMIT) {
    const counted = await count(db, matching({ one: sql`1` }).limit(EXACT_TOTAL_LIMIT + 1));
    if (counted <= EXACT_TOTAL_LIMIT) return { rows, total: counted, estimated: false };
  }
  if (offset + page.per_page >= NEAR_THE_END * estimate) return { rows, total: await count(db, matching({ one: sql`1` })), estimated: false };
  return { rows, total: Math.max(estimate, atLeast, EXACT_TOTAL_LIMIT + 1, offset + rows.length), estimated: true };
}

/** The row's columns for these ids (a list of ids or a query of them), in the page's order. */
async function decorated(db: DbOrTx, src: TRecordSource, sort: TSortKey, ids: unknown[] | PgSelect): Promise<Row[]> {
  if (Array.isArray(ids) && ids.length === 0) return [];
  return (await src.from(db, src.columns).where(inArray(src.id, ids as never)).orderBy(...orderOf(sort, src.id))) as Row[];
}

/**
 * The ids of one page among at most LIMIT + 1 matches, and how many matched (up to LIMIT + 1), in
 * one statement: the matches are collected through whatever index serves the filter, then sorted.
 * Walking the sort order's index instead looks cheap to the planner but reads most of the table when
 * the matches sit together in that order (decision 004).
 */
async function collectedPage(db: DbOrTx, matching: (selection: Record<string, unknown>) => PgSelect, src: TRecordSource, sort: TSortKey, page: TPage) {
  const matches = matching({ pk: sql`${src.id}`.as('pk'), k: sql`${sort.key}`.as('k') }).limit(EXACT_TOTAL_LIMIT + 1);
  const direction = sql.raw(sort.descending ? 'desc' : 'asc');
  const [row] = await queryRows<{ total: number; ids: unknown[] | string }>(
    db,
    sql`with m as materialized (${matches})
      select (select count(*) from m)::int as total,
        coalesce((select json_agg(p.pk)
          from (select pk, k from m order by k ${direction}, pk limit ${page.per_page} offset ${offsetOf(page)}) p), '[]'::json) as ids`,
  );
  const ids = typeof row!.ids === 'string' ? (JSON.parse(row!.ids) as unknown[]) : row!.ids;
  return { ids, total: Number(row!.total) };
}

async function count(db: DbOrTx, rows: PgSelect) {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${rows}) c`);
  return Number(row!.n);
}

/** The planner's estimate of the rows a query returns (EXPLAIN: nothing is read). */
async function estimatedCount(db: DbOrTx, query: PgSelect) {
  const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(db, sql`explain (format json) ${query}`);
  const plan = row?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan?: { 'Plan Rows'?: number } }[];
  return Math.round(Number(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0));
}
