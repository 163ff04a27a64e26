import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows';
import type { DbOrTx } from '../../db/transaction';
import { columnNames, intArray, typedValues, type TTypedColumn } from '../../db/typed-columns';

/*
 * A record's child rows written by diff (issue 41), the engine's rules for child lists. With a natural
 * key (a project's investigators by person, its expected results by product; syncChildren): a row
 * whose key is still listed keeps its id, and with it whatever refers to it (a later stage's progress
 * on an expected result), and takes the new values; a new key is inserted; a key no longer listed is
 * deleted. Without one (a strategy's activities; syncChildrenById): the form sends back the ids it
 * read, a listed id of the parent's keeps its row, anything else is new. A few statements whatever
 * the number of rows.
 */

export type TChildList<F extends string> = {
  /** The child table, as SQL names it. */
  table: string;
  /** The column holding the parent's id, and the parent. */
  parent: readonly [column: string, id: number];
  /** The fields that, with the parent, are the table's unique key. */
  key: readonly F[];
  /** Every column written, key included, each with its SQL type. */
  columns: readonly TTypedColumn<F>[];
  /** The wanted rows, in their order (a `position` column, when there is one, is one of the columns). */
  rows: readonly Record<F, unknown>[];
  /** Whether the table keeps `updated_at` (set on a kept row). */
  touches?: boolean;
};

export async function syncChildren<F extends string>(tx: DbOrTx, list: TChildList<F>): Promise<void> {
  const table = sql.raw(list.table);
  const [parentColumn, parentId] = list.parent;
  const parent = sql.raw(parentColumn);
  const keyColumns = list.columns.filter(([field]) => list.key.includes(field)).map(([, column]) => column);
  const keys = sql.raw(keyColumns.join(', '));
  if (list.rows.length === 0) {
    await tx.execute(sql`delete from ${table} where ${parent} = ${parentId}`);
    return;
  }
  const names = columnNames(list.columns);
  const values = typedValues(list.rows, list.columns);
  // The keys no longer listed first, so a kept key is never deleted and a new one never collides.
  await tx.execute(sql`delete from ${table} where ${parent} = ${parentId}
    and (${keys}) not in (select ${keys} from (values ${values}) as v (${names}))`);
  const rest = list.columns.filter(([field]) => !list.key.includes(field)).map(([, column]) => `${column} = excluded.${column}`);
  if (list.touches) rest.push('updated_at = now()');
  await tx.execute(sql`insert into ${table} (${parent}, ${names})
    select ${parentId}::integer, ${names} from (values ${values}) as v (${names})
    on conflict (${parent}, ${keys}) do ${rest.length ? sql`update set ${sql.raw(rest.join(', '))}` : sql`nothing`}`);
}

export type TChildListById<F extends string> = Omit<TChildList<F>, 'key' | 'rows' | 'touches'> & {
  /** The wanted rows, in their order; `id` when the form read the row from the record. */
  rows: readonly (Record<F, unknown> & { id?: number })[];
};

/** Rows matched by their own id: kept ids updated, the others inserted, the parent's unlisted rows deleted. */
export async function syncChildrenById<F extends string>(tx: DbOrTx, list: TChildListById<F>): Promise<void> {
  const table = sql.raw(list.table);
  const [parentColumn, parentId] = list.parent;
  const parent = sql.raw(parentColumn);
  const existing = new Set(
    (await queryRows<{ id: number }>(tx, sql`select id from ${table} where ${parent} = ${parentId}`)).map((r) => Number(r.id)),
  );
  const kept = list.rows.filter((r) => r.id !== undefined && existing.has(r.id));
  const added = list.rows.filter((r) => r.id === undefined || !existing.has(r.id));
  await tx.execute(sql`delete from ${table} where ${parent} = ${parentId} and not (id = any(${intArray(kept.map((r) => r.id!))}))`);
  const names = columnNames(list.columns);
  if (kept.length > 0) {
    const withId = [['id', 'id', 'integer'] as const, ...list.columns] as readonly TTypedColumn<F | 'id'>[];
    const sets = sql.raw(list.columns.map(([, c]) => `${c} = v.${c}`).join(', '));
    await tx.execute(sql`update ${table} t set ${sets}
      from (values ${typedValues(kept as readonly Record<F | 'id', unknown>[], withId)}) as v (id, ${names}) where t.id = v.id`);
  }
  if (added.length > 0) {
    await tx.execute(sql`insert into ${table} (${parent}, ${names})
      select ${parentId}::integer, ${names} from (values ${typedValues(added, list.columns)}) as v (${names})`);
  }
}
