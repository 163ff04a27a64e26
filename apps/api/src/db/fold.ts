import { Column, is, sql, type SQL } from 'drizzle-orm';
import { index, text, type AnyPgColumn } from 'drizzle-orm/pg-core';

/*
 * Searching "contains, ignoring case and accents" compares folded text: lower case, with á é í ó ú ü ñ
 * as a e i o u u n, by the database function search_fold (migration 0002). The same expression backs
 * the trigram (pg_trgm) indexes and the queries, written once here: PostgreSQL uses an expression
 * index only when the query repeats its expression exactly.
 */

/*
 * A large table's searched column keeps its folded form in a stored generated column (foldedCopy),
 * computed once per write: a list that filters its rows in order (page 1 of a broad search reads a
 * thousand rows or so to find its matches) compares plain text instead of calling search_fold on
 * each, about ten times less work per row (issue 25). folded() reads the copy wherever the column
 * itself is named; over an alias, or on a table without a copy, it folds as before (the same text).
 */
const copies = new WeakMap<object, AnyPgColumn>();

/** The stored folded copy of the column `name` of the same table: `<name>_fold`, always search_fold(name). */
export const foldedCopy = (name: string) => text(`${name}_fold`).generatedAlwaysAs(sql`search_fold(${sql.identifier(name)})`);

/** `copy` (a foldedCopy) holds `column`'s folded form: folded(column) reads it. */
export function keepsFolded(column: AnyPgColumn, copy: AnyPgColumn) {
  copies.set(column, copy);
}

/** The folded form of a column or expression (cast to text, so codes and numbers fold too). */
export const folded = (value: AnyPgColumn | SQL) => {
  const copy = is(value, Column) ? copies.get(value) : undefined;
  return copy ? sql`${copy}` : sql`search_fold(${value}::text)`;
};

/** A LIKE pattern matching `text` anywhere, with the user's % _ \ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `value` contains `text`, ignoring case and accents: the search box and the 'Parecido' filter. */
export const foldedContains = (value: AnyPgColumn | SQL, text: string) =>
  sql`${folded(value)} like ${folded(sql`${containsPattern(text)}`)}`;

/**
 * A GIN trigram index on the folded column, so `foldedContains` finds rows through the index
 * instead of folding every row of the table. Without GIN's pending list (fastupdate off): new rows
 * go straight into the index, because the list is merged only by VACUUM, which PGlite never runs
 * on its own, and until then every search reads the whole list (a bulk insert of 100,000 subjects
 * made a rare search 7 times slower). The catalogues are written rarely; searched all the time.
 */
export const trigramIndex = (name: string, column: AnyPgColumn) => gin(name, sql`search_fold(${column}::text)`);

/** The same index over a column's stored folded copy (foldedCopy). */
export const copyTrigramIndex = (name: string, copy: AnyPgColumn) => gin(name, sql`${copy}`);

const gin = (name: string, folding: SQL) => index(name).using('gin', sql`${folding} gin_trgm_ops`).with({ fastupdate: false });
