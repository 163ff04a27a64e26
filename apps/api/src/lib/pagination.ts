import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TListQuery } from '@siiicca/shared';

/** ORDER BY from `sort` ('name' or '-name'), limited to the columns a list allows. */
export function orderBy(sort: string | undefined, columns: Record<string, AnyPgColumn | SQL>, fallback: SQL): SQL[] {
  if (!sort) return [fallback];
  const descending = sort.startsWith('-');
  const column = columns[descending ? sort.slice(1) : sort];
  if (!column) return [fallback];
  return [descending ? desc(column) : asc(column), fallback];
}

export const offsetOf = (q: Pick<TListQuery, 'page' | 'per_page'>) => (q.page - 1) * q.per_page;

export const meta = (q: Pick<TListQuery, 'page' | 'per_page'>, total: number) => ({
  total,
  page: q.page,
  per_page: q.per_page,
});

/** Case- and accent-insensitive "contains" for the search box. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
export const ilikeUnaccent = (column: AnyPgColumn | SQL, q: string) =>
  sql`translate(lower(${column}::text), 'áéíóúüñ', 'aeiouun') like translate(lower(${likePattern(q)}), 'áéíóúüñ', 'aeiouun')`;

/** `count(*) over ()` lets a page and its total come back in one query. */
export const totalOver = sql<number>`cast(count(*) over () as integer)`;
