import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ZSerialIdParamSchema, type TCatalogueDef } from '@siiicca/shared';
import type { TCrudSpec } from '../../../platform/crud/spec';

type TIdTable = PgTable & { id: AnyPgColumn };

/**
 * A catalogue's spec on its table: the `id` column is the id, read first in every row, then the
 * row fields; a serial id unless `more` names another path parameter, and its joins and hooks.
 */
export const catalogueSpec = (
  def: TCatalogueDef,
  table: TIdTable,
  fields: Record<string, AnyPgColumn>,
  more: Partial<Omit<TCrudSpec, 'def' | 'table' | 'id' | 'fields'>> = {},
): TCrudSpec => ({
  def,
  table,
  id: table.id,
  idParam: ZSerialIdParamSchema,
  fields: { id: table.id, ...fields },
  ...more,
});

/** A catalogue of id, name and active: the whole API side is this one call. */
export const namedSpec = (def: TCatalogueDef, table: TIdTable & { name: AnyPgColumn; active: AnyPgColumn }): TCrudSpec =>
  catalogueSpec(def, table, { name: table.name, active: table.active });
