import { and, desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { TFilterFieldSpec, TListQuery } from '@siiicca/shared';
import { queryRows } from '../../db/query-rows';
import type { DbOrTx } from '../../db/transaction';
import { filtersWhere, type TFilterable, type TFilterableFields } from '../crud/filters';
import { sortKey, type TSortKey } from '../crud/paging';
import { recordPage, type TRecordSource } from './record-page';
import type { TRecordRule, TViewer } from './visibility';

/*
 * A record type's lists (docs/decisions/013-record-engine.md): what the type writes is its tables
 * and columns (a TListSource), its search box, its filter fields, its sort keys and how a row is
 * answered; the engine adds who may read (the type's visibility rule), the search and filters, and
 * paging, sorting and totals (record-page.ts: ids first, rows decorated after paging; totals exact
 * unless counting would cost more than the page). The bulk downloads of 'all' matching records use
 * the same condition.
 */

/** What a list's search box and filters hold. */
export type TMatchQuery = Pick<TListQuery, 'q' | 'filters'>;

/** A table a record's list joins: inner along a NOT NULL foreign key of the record's table, or left (one row at most). */
export type TRecordJoin = { table: PgTable; on: SQL; left?: boolean };

/**
 * A record type's list source: its table (the record's id is its `id`), the tables it joins (read
 * by the columns, the search, the filters and the sorts; each join's condition reads the record's
 * table and the joined one only), and the row's columns. Every join keeps the table's rows as they
 * are, so a page's ids are read with only the joins its condition and sort read (record-page.ts).
 */
export function recordSource(table: PgTable & { id: AnyPgColumn }, columns: Record<string, unknown>, joins: TRecordJoin[]): TRecordSource {
  const joined = (db: DbOrTx, selection: Record<string, unknown>, only?: ReadonlySet<PgTable>) => {
    let query = db.select(selection as never).from(table as never).$dynamic() as unknown as PgSelect;
    for (const j of joins) {
      if (only && !only.has(j.table)) continue;
      query = (j.left ? query.leftJoin(j.table as never, j.on) : query.innerJoin(j.table as never, j.on)) as PgSelect;
    }
    return query;
  };
  return {
    from: (db, selection) => joined(db, selection),
    joining: (db, selection, tables) => joined(db, selection, tables),
    table,
    columns,
    id: table.id,
  };
}

/** How a record type is listed. */
export type TRecordListSpec<TRaw, TRow> = {
  /** The tables (FROM and joins) and the row's columns; `id` is the record's id (recordSource). */
  source: TRecordSource;
  /** The record type's visibility rule (its scope.ts); the source's FROM is the rule's table, not aliased. */
  visibility: Pick<TRecordRule, 'visibleTo'>;
  /** The search box's condition (undefined when it is empty); it may read the database first (amongMatching). */
  search: (q: string | undefined, db: DbOrTx) => SQL | undefined | Promise<SQL | undefined>;
  /** The filter widget's fields and what they read (filterableOf). */
  filterable: TFilterableFields;
  /** The keys `sort` may name and what they sort by. */
  sortable: Record<string, AnyPgColumn | SQL | undefined>;
  /** The order when `sort` names none of them: newest first (the id, descending) unless given. */
  defaultSort?: TSortKey;
  /** A row as the list answers it, from the source's columns. */
  toRow: (raw: TRaw) => TRow;
};

export function recordList<TRaw, TRow>(spec: TRecordListSpec<TRaw, TRow>) {
  const { source } = spec;
  const fallback = spec.defaultSort ?? { key: source.id, descending: true };

  /**
   * The records a list shows: those the viewer may read that its search box and filters match
   * (bound parameters; a filter the list cannot apply is a 400).
   */
  const condition = async (db: DbOrTx, viewer: TViewer, q: TMatchQuery) => {
    const searched = await spec.search(q.q, db);
    const narrowed = searched !== undefined || (q.filters?.length ?? 0) > 0;
    return { where: and(spec.visibility.visibleTo(viewer), searched, filtersWhere(q.filters, spec.filterable)), narrowed };
  };

  return {
    /** The ids of every record a list's search and filters match for the viewer, newest first (the bulk downloads' 'all'). */
    async matchingIds(db: DbOrTx, viewer: TViewer, q: TMatchQuery): Promise<number[]> {
      const rows = (await source.from(db, { id: source.id }).where((await condition(db, viewer, q)).where).orderBy(desc(source.id))) as { id: number }[];
      return rows.map((r) => r.id);
    },
    /** One page of the list, searched, filtered, sorted and counted in SQL. */
    async page(db: DbOrTx, viewer: TViewer, q: TMatchQuery & Pick<TListQuery, 'sort' | 'page' | 'per_page'>) {
      const matching = await condition(db, viewer, q);
      // The condition is a function of the viewer, the search and the filters alone: their JSON names it.
      const whereKey = JSON.stringify([viewer, q.q ?? null, q.filters ?? null]);
      const page = await recordPage(db, source, { ...matching, whereKey, sortName: q.sort ?? '', sort: sortKey(q.sort, spec.sortable, fallback), page: q });
      return { ...page, rows: (page.rows as TRaw[]).map(spec.toRow) };
    },
  };
}

/** Past this many rows of a small table matching a search, amongMatching leaves them to a subquery. */
const AMONG_UP_TO = 500;

/**
 * `column = any(ids)`: a search box's alternative through a small table (a strategy's owner by name,
 * a project's call by name), whose matching rows are read first and their ids written into the
 * list's statement. Left as a subquery (`= any(array(select ...))`) the planner could not tell how
 * many records it matches and took a search that matched nothing for a broad one: it walked the
 * list's order through every record (190-370 ms at 100,000 strategies instead of 1 ms). Over
 * AMONG_UP_TO matching rows the subquery stays (they match many records: the walk is then right).
 * `rows` selects the small table's ids as `id`.
 */
export async function amongMatching(db: DbOrTx, column: AnyPgColumn, rows: SQL): Promise<SQL> {
  const found = await queryRows<{ id: number }>(db, sql`${rows} limit ${AMONG_UP_TO + 1}`);
  if (found.length > AMONG_UP_TO) return sql`${column} = any(array(${rows}))`;
  return sql`${column} = any(${`{${found.map((r) => Number(r.id)).join(',')}}`}::int[])`;
}

/** The filter widget's fields (shared, with their types and options) joined with what each reads on the server. */
export function filterableOf<K extends string>(
  fields: Record<K, TFilterFieldSpec>,
  reads: Record<K, Pick<TFilterable, 'column' | 'any' | 'day' | 'when'>>,
): TFilterableFields {
  return Object.fromEntries(
    (Object.entries(fields) as [K, TFilterFieldSpec][]).map(([field, spec]) => [
      field,
      { type: spec.type, ...reads[field], options: spec.options } as TFilterable,
    ]),
  );
}
