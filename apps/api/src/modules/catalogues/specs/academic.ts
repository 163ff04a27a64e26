import { and, eq, ne } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  ACTION_FIELDS,
  INVESTIGATION_LINES,
  STRATEGY_PERIODS,
  SUBJECTS,
  ZSerialIdParamSchema,
  type TCatalogueDef,
} from '@siiicca/shared';
import { actionFields, investigationLines, strategyPeriods, subjects } from '../../../db/schema';
import type { TCrudSpec } from '../../../platform/crud/spec';

/** A catalogue of id, name and active: the whole API side is this one call. */
export const namedSpec = (
  def: TCatalogueDef,
  table: PgTable & { id: AnyPgColumn; name: AnyPgColumn; active: AnyPgColumn },
): TCrudSpec => ({
  def,
  table,
  id: table.id,
  idParam: ZSerialIdParamSchema,
  fields: { id: table.id, name: table.name, active: table.active },
});

export const subjectsSpec: TCrudSpec = {
  def: SUBJECTS,
  table: subjects,
  id: subjects.id,
  idParam: ZSerialIdParamSchema,
  fields: {
    id: subjects.id,
    name: subjects.name,
    program_sac: subjects.programSac,
    codesac: subjects.codesac,
    active: subjects.active,
  },
};

export const investigationLinesSpec = namedSpec(INVESTIGATION_LINES, investigationLines);
export const actionFieldsSpec = namedSpec(ACTION_FIELDS, actionFields);

export const strategyPeriodsSpec: TCrudSpec = {
  def: STRATEGY_PERIODS,
  table: strategyPeriods,
  id: strategyPeriods.id,
  idParam: ZSerialIdParamSchema,
  fields: {
    id: strategyPeriods.id,
    description: strategyPeriods.description,
    date_start: strategyPeriods.dateStart,
    date_end: strategyPeriods.dateEnd,
    state: strategyPeriods.state,
  },
  // Activating a period deactivates the others in the same transaction; a partial unique index
  // backs this up, so two concurrent activations cannot both win.
  async beforeSave(tx, body, id) {
    if (body.state !== true) return;
    await tx
      .update(strategyPeriods)
      .set({ state: false })
      .where(and(eq(strategyPeriods.state, true), id === null ? undefined : ne(strategyPeriods.id, Number(id))));
  },
};
