import { sql, type SQL } from 'drizzle-orm';
import { index, type AnyPgColumn } from 'drizzle-orm/pg-core';

/*
 * Searching "contains, ignoring case and accents" compares folded text: lower case, with á é í ó ú ü ñ
 * as a e i o u u n, by the database function search_fold (migration 0002). The same expression backs
 * the trigram (pg_trgm) indexes and the queries, written once here: PostgreSQL uses an expression
 * index only when the query repeats its expression exactly.
 */

/** The folded form of a column or expression (cast to text, so codes and numbers fold too). */
export const folded = (value: AnyPgColumn | SQL) => sql`search_fold(${value}::text)`;

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
export const trigramIndex = (name: string, column: AnyPgColumn) =>
  index(name).using('gin', sql`${folded(column)} gin_trgm_ops`).with({ fastupdate: false });
