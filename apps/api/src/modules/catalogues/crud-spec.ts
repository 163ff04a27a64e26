import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { TCatalogueDef } from '@siiicca/shared';
import type { Db } from '../../db/client';

export type TId = number | string;
type Selectable = AnyPgColumn | SQL | SQL.Aliased;

/**
 * What the API adds to a shared catalogue definition: the table, how list fields map to columns,
 * and for catalogues with relations the joins and the small hooks that save them. The factory does
 * the rest (list with search/sort/paging in SQL, create, update, delete, export).
 */
export type TCrudSpec = {
  def: TCatalogueDef;
  table: PgTable;
  id: AnyPgColumn;
  /** Path parameter schema of /{id}. */
  idParam: z.ZodType<{ id: TId }>;
  /** Row field → column; these fields are read back in every row, and written from the body. */
  fields: Record<string, AnyPgColumn>;
  /** Read-only row fields: joined objects (`{ id, name }`) or json aggregates of relations. */
  extra?: Record<string, Selectable | Record<string, Selectable>>;
  joins?: { table: PgTable; on: SQL }[];
  /** Search/sort keys that are not plain fields, e.g. 'country' → countries.name. */
  expressions?: Record<string, AnyPgColumn | SQL>;
  /** Checks and side effects inside the write transaction, before the row is written. */
  beforeSave?: (tx: Db, body: Record<string, unknown>, id: TId | null) => Promise<void>;
  /** Writes the relations (pivots, children) inside the same transaction. */
  afterSave?: (tx: Db, id: TId, body: Record<string, unknown>, created: boolean) => Promise<void>;
};
