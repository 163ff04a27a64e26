import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, check } from 'drizzle-orm/pg-core';

/*
 * CHECK constraints that keep an enumerated column to its list in packages/shared, the list the API's
 * schemas read the column back with: a row the product could not show is refused at insert by any
 * writer (docs/decisions/020-enumerated-columns.md). The SQL is built from the shared list, so a list
 * that changes changes the schema, and `npm run db:generate` writes the migration that follows it;
 * src/db/enumerated-columns.test.ts reads every constraint back and fails when the two differ.
 */

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** `column in ('a', 'b')`, as the constraints written by hand before were. */
export const inList = (column: AnyPgColumn, values: readonly string[]): SQL => sql`${column} in (${sql.raw(values.map(literal).join(', '))})`;

/** A CHECK that `column` holds one of `values` (or, when `nullable`, is null). */
export function enumCheck(name: string, column: AnyPgColumn, values: readonly string[], opts: { nullable?: boolean } = {}) {
  if (values.length === 0) throw new Error(`${name}: an empty list refuses every row`);
  return check(name, opts.nullable ? sql`${column} is null or ${inList(column, values)}` : inList(column, values));
}
