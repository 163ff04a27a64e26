import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/transaction';
import { typedCell, type TTypedColumn } from '../../db/typed-columns';

/*
 * A record's child rows written by diff (issue 41), the engine's rule for every child list with a
 * natural key (a project's investigators by person, its expected results by product): a row whose
 * key is still listed keeps its id, and with it whatever refers to it (a later stage's progress on
 * an expected result), and takes the new values; a new key is inserted; a key no longer listed is
 * deleted. Two statements whatever the number of rows.
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
  const names = sql.raw(list.columns.map(([, column]) => column).join(', '));
  const values = sql.join(
    list.rows.map((row) => sql`(${sql.join(list.columns.map(([field, , type]) => typedCell(row[field], type)), sql`, `)})`),
    sql`, `,
  );
  // The keys no longer listed first, so a kept key is never deleted and a new one never collides.
  await tx.execute(sql`delete from ${table} where ${parent} = ${parentId}
    and (${keys}) not in (select ${keys} from (values ${values}) as v (${names}))`);
  const rest = list.columns.filter(([field]) => !list.key.includes(field)).map(([, column]) => `${column} = excluded.${column}`);
  if (list.touches) rest.push('updated_at = now()');
  await tx.execute(sql`insert into ${table} (${parent}, ${names})
    select ${parentId}::integer, ${names} from (values ${values}) as v (${names})
    on conflict (${parent}, ${keys}) do ${rest.length ? sql`update set ${sql.raw(rest.join(', '))}` : sql`nothing`}`);
}
