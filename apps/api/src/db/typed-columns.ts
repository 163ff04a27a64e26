import { sql } from 'drizzle-orm';

/** The SQL types of the columns that batch writes cast their values to. */
export type TSqlType = 'text' | 'integer' | 'boolean' | 'date';

/** A column of a batch write: the row's field, its snake_case column and its SQL type. */
export type TTypedColumn<F extends string> = readonly [field: F, column: string, type: TSqlType];

const snakeCase = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * The columns a batch write names, each type stated once: the fields of each type, whose columns
 * are their snake_case names ('gooAcademico' → goo_academico).
 */
export const typedColumns = <F extends string>(byType: Partial<Record<TSqlType, readonly F[]>>): TTypedColumn<F>[] =>
  (Object.entries(byType) as [TSqlType, readonly F[]][]).flatMap(([type, fields]) => fields.map((f) => [f, snakeCase(f), type] as const));

/** One value cast to its column's type, so a column's type never depends on the first row (null when missing). */
export const typedCell = (value: unknown, type: TSqlType) => sql`${value ?? null}::${sql.raw(type)}`;

/** A list of ids as one `int[]` parameter (`= any(...)`, `unnest(...)`), whatever its length. */
export const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** `(...), (...)` for a `values` list: each row's cells in the columns' order, each cast to its type. */
export const typedValues = <F extends string>(rows: readonly Record<F, unknown>[], columns: readonly TTypedColumn<F>[]) =>
  sql.join(
    rows.map((row) => sql`(${sql.join(columns.map(([field, , type]) => typedCell(row[field], type)), sql`, `)})`),
    sql`, `,
  );

/** The columns' names, comma-separated, as SQL text. */
export const columnNames = (columns: readonly TTypedColumn<string>[]) => sql.raw(columns.map(([, column]) => column).join(', '));
