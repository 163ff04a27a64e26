import { asc, desc, eq, getTableColumns, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { TListQuery } from '@siiicca/shared';
import type { Db } from '../../db/client';
import { ilikeUnaccent, meta, offsetOf, totalOver } from '../../lib/pagination';
import type { TCrudSpec, TId } from './crud-spec';

type Row = Record<string, unknown>;

/** The SQL side of a catalogue: one query per list page (rows and total together). */
export function createCrudRepository(spec: TCrudSpec) {
  const { def, table, fields } = spec;
  const expr = (key: string): AnyPgColumn | SQL | undefined => spec.expressions?.[key] ?? fields[key];
  // Body field → the table property drizzle writes (fields map to columns, columns to keys).
  const tableKeys = new Map(Object.entries(getTableColumns(table)).map(([key, col]) => [col as unknown, key]));

  const order = (sort: string | undefined): SQL[] => {
    const pick = (s: string) => {
      const descending = s.startsWith('-');
      const key = descending ? s.slice(1) : s;
      const column = def.sortable.includes(key) ? expr(key) : undefined;
      return column ? (descending ? desc(column) : asc(column)) : undefined;
    };
    const chosen = (sort && pick(sort)) || pick(def.defaultSort)!;
    return [chosen, asc(spec.id)]; // the id keeps paging stable when names repeat
  };

  const search = (q: string | undefined) =>
    q ? or(...def.searchable.map((key) => ilikeUnaccent(expr(key)!, q))) : undefined;

  const baseSelect = (db: Db, withTotal: boolean) => {
    const selection = { ...fields, ...spec.extra, ...(withTotal ? { __total: totalOver } : {}) };
    let query = db.select(selection as never).from(table).$dynamic() as unknown as PgSelect;
    for (const join of spec.joins ?? []) query = query.innerJoin(join.table, join.on);
    return query;
  };

  return {
    async list(db: Db, q: TListQuery) {
      const rows = (await baseSelect(db, true)
        .where(search(q.q))
        .orderBy(...order(q.sort))
        .limit(q.per_page)
        .offset(offsetOf(q))) as Row[];
      const total = rows.length > 0 ? Number(rows[0]!.__total) : await this.count(db, q.q);
      return { data: rows.map(({ __total, ...row }) => row), meta: meta(q, total) };
    },

    /** A page past the end still needs the total (count(*) over () has no row to ride on). */
    async count(db: Db, q: string | undefined) {
      const [row] = (await baseSelect(db, true).where(search(q)).limit(1)) as Row[];
      return row ? Number(row.__total) : 0;
    },

    /** Every row the search selects, in batches: the export's source. */
    async *batches(db: Db, q: { q?: string; sort?: string }, size = 1000): AsyncGenerator<Row[]> {
      for (let offset = 0; ; offset += size) {
        const rows = (await baseSelect(db, false).where(search(q.q)).orderBy(...order(q.sort)).limit(size).offset(offset)) as Row[];
        if (rows.length > 0) yield rows;
        if (rows.length < size) return;
      }
    },

    async findOne(db: Db, id: TId): Promise<Row | null> {
      const [row] = (await baseSelect(db, false).where(eq(spec.id, id)).limit(1)) as Row[];
      return row ?? null;
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

    async insert(db: Db, body: Row): Promise<TId> {
      const [row] = (await db.insert(table).values(this.values(body) as never).returning({ id: spec.id })) as { id: TId }[];
      return row!.id;
    },

    async update(db: Db, id: TId, body: Row): Promise<boolean> {
      const values = this.values(body);
      delete values[tableKeys.get(spec.id)!]; // ids never change through an update
      const rows = await db.update(table).set(values as never).where(eq(spec.id, id)).returning({ id: spec.id });
      return rows.length > 0;
    },

    async remove(db: Db, id: TId): Promise<boolean> {
      const rows = await db.delete(table).where(eq(spec.id, id)).returning({ id: spec.id });
      return rows.length > 0;
    },
  };
}
export type TCrudRepository = ReturnType<typeof createCrudRepository>;
