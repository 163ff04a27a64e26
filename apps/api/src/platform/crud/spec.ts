import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { TCatalogueDef } from '@siiicca/shared';
import type { Tx } from '../../db/transaction';
import type { TFilterableFields } from './filters';

export type TId = number | string;
type Selectable = AnyPgColumn | SQL | SQL.Aliased;

/**
 * What the API adds to a shared list definition (a catalogue, the calls): the table, how row fields
 * map to columns, and for records with relations the joins and the small hooks that save them. The
 * engine does the rest (list with search, filters, sort and paging in SQL, create, update, delete,
 * export).
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
  /** Search/sort/filter keys that are not plain fields, e.g. 'country' → countries.name. */
  expressions?: Record<string, AnyPgColumn | SQL>;
  /**
   * The fields `filters` may name, with their types. Unset: every plain field (typed from its column)
   * and every expression (as text), see `filterableFields`.
   */
  filters?: TFilterableFields;
  /** Checks and side effects inside the write transaction, before the row is written. */
  beforeSave?: (tx: Tx, body: Record<string, unknown>, id: TId | null) => Promise<void>;
  /** Writes the relations (pivots, children) inside the same transaction. */
  afterSave?: (tx: Tx, id: TId, body: Record<string, unknown>, created: boolean) => Promise<void>;
};
