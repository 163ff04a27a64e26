import { and, eq, ne } from 'drizzle-orm';
import { ACTION_FIELDS, INVESTIGATION_LINES, STRATEGY_PERIODS, SUBJECTS } from '@siiicca/shared';
import { actionFields, investigationLines, strategyPeriods, subjects } from '../../../db/schema';
import { catalogueSpec, namedSpec } from './catalogue-spec';

export const subjectsSpec = catalogueSpec(SUBJECTS, subjects, {
  name: subjects.name,
  program_sac: subjects.programSac,
  codesac: subjects.codesac,
  active: subjects.active,
});

export const investigationLinesSpec = namedSpec(INVESTIGATION_LINES, investigationLines);
export const actionFieldsSpec = namedSpec(ACTION_FIELDS, actionFields);

export const strategyPeriodsSpec = catalogueSpec(
  STRATEGY_PERIODS,
  strategyPeriods,
  {
    description: strategyPeriods.description,
    date_start: strategyPeriods.dateStart,
    date_end: strategyPeriods.dateEnd,
    state: strategyPeriods.state,
  },
  {
    // Activating a period deactivates the others in the same transaction; a partial unique index
    // backs this up, so two concurrent activations cannot both win.
    async beforeSave(tx, body, id) {
      if (body.state !== true) return;
      await tx
        .update(strategyPeriods)
        .set({ state: false })
        .where(and(eq(strategyPeriods.state, true), id === null ? undefined : ne(strategyPeriods.id, Number(id))));
    },
  },
);
