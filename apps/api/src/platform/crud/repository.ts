import { and, eq, getTableColumns, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { listQuerySchema, type TFilter, type TListQuery } from '@siiicca/shared';
import { foldedContains } from '../../db/fold';
import type { DbOrTx } from '../../db/transaction';
import { withRowVersion } from '../versions';
import { filterableFields, filtersWhere } from './filters';
import { listPage, orderOf, sortKey, type TListSource } from './paging';
import type { TCrudSpec, TId } from './spec';

type Row = Record<string, unknown>;
type Selection = Record<string, unknown>;

/** The SQL side of a list resource: search, filters, sort and paging in SQL, and its writes. */
export function createCrudRepository(spec: TCrudSpec) {
  const { def, table, fields } = spec;
  const expr = (key: string): AnyPgColumn | SQL | undefined => spec.expressions?.[key] ?? fields[key];
  // Body field → the table property drizzle writes (fields map to columns, columns to keys).
  const tableKeys = new Map(Object.entries(getTableColumns(table)).map(([key, col]) => [col as unknown, key]));
  const sortable = Object.fromEntries(def.sortable.map((key) => [key, expr(key)]));
  const defaultSort = sortKey(def.defaultSort, sortable, { key: spec.id, descending: false });
  const filterable = spec.filters ?? filterableFields(fields, spec.expressions);

  const from = (db: DbOrTx, selection: Selection) => {
    let query = db.select(selection as never).from(table).$dynamic() as unknown as PgSelect;
    for (const join of spec.joins ?? []) query = query.innerJoin(join.table, join.on);
    return query;
  };
  const source: TListSource = { from, columns: { ...fields, ...spec.extra }, id: spec.id };

  /** The search box (any searchable field contains the text) and the filters, together. */
  const where = (q: { q?: string; filters?: TFilter[] }) =>
    and(
      q.q ? or(...def.searchable.map((key) => foldedContains(expr(key)!, q.q!))) : undefined,
      filtersWhere(q.filters, filterable),
    );

  return {
    /** The query of the list and its export: its sort keys (those with a column) and filter fields; anything else is a 400. */
    query: listQuerySchema({ sorts: Object.keys(sortable).filter((key) => sortable[key]), filters: filterable }),

    /** A page of rows, each with its version (versions.ts). */
    async list(db: DbOrTx, q: TListQuery) {
      const page = await listPage(db, source, { where: where(q), sort: sortKey(q.sort, sortable, defaultSort), page: q });
      return { ...page, rows: page.rows.map(withRowVersion) };
    },

    /** Every row the list selects (search and filters), in batches: the export's source. */
    async *batches(db: DbOrTx, q: { q?: string; sort?: string; filters?: TFilter[] }, size = 1000): AsyncGenerator<Row[]> {
      const condition = where(q);
      const order = orderOf(sortKey(q.sort, sortable, defaultSort), spec.id);
      for (let offset = 0; ; offset += size) {
        const rows = (await from(db, source.columns).where(condition).orderBy(...order).limit(size).offset(offset)) as Row[];
        if (rows.length > 0) yield rows;
        if (rows.length < size) return;
      }
    },

    /** One row as the list shows it, with its version. */
    async findOne(db: DbOrTx, id: TId): Promise<(Row & { version: string }) | null> {
      const [row] = (await from(db, source.columns).where(eq(spec.id, id)).limit(1)) as Row[];
      return row ? withRowVersion(row) : null;
    },

    /** Locks the row for the caller's transaction and answers its version now; null when it does not exist. */
    async lockedVersion(db: DbOrTx, id: TId): Promise<string | null> {
      const locked = await db.select({ id: spec.id }).from(table).where(eq(spec.id, id)).for('update');
      if (locked.length === 0) return null;
      return (await this.findOne(db, id))?.version ?? null;
    },

    /** The body's plain fields as table values (relations are the afterSave hook's business). */
    values(body: Row) {
      const values: Row = {};
      for (const [field, column] of Object.entries(fields)) {
        if (body[field] === undefined) continue;
        values[tableKeys.get(column)!] = body[field];
      }
      return values;
    },

    async insert(db: DbOrTx, body: Row): Promise<TId> {
      const [row] = (await db.insert(table).values(this.values(body) as never).returning({ id: spec.id })) as { id: TId }[];
      return row!.id;
    },

    async update(db: DbOrTx, id: TId, body: Row): Promise<boolean> {
      const values = this.values(body);
      delete values[tableKeys.get(spec.id)!]; // ids never change through an update
      const rows = await db.update(table).set(values as never).where(eq(spec.id, id)).returning({ id: spec.id });
      return rows.length > 0;
    },

    async remove(db: DbOrTx, id: TId): Promise<boolean> {
      const rows = await db.delete(table).where(eq(spec.id, id)).returning({ id: spec.id });
      return rows.length > 0;
    },
  };
}
export type TCrudRepository = ReturnType<typeof createCrudRepository>;
