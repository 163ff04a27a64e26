import { inArray, sql } from 'drizzle-orm';
import { EXECUTION_LIST_STATES, type TProjectState } from '@siiicca/shared';
import { projects } from '../../db/schema';
import { recordVisibility, type TRecordRule, type TViewer } from '../../platform/records/visibility';

/*
 * Who reads what in the execution stage, as a rule of the record engine (platform/records/visibility.ts,
 * decision 013) instead of conditions restated per query.
 *
 * - The execution office (execution.manage) reads every project past its approval: Aprobado (to register
 *   its start) and every execution state.
 * - The owner (projects.own) reads their own projects, in the same states; never another's, and not
 *   through the project's investigators (the execution view is the owner's and the office's).
 * Anyone else: 404, as if the project did not exist.
 */

/** The states the execution stage works on: an approved project, and every state after its start. */
export const STAGE_STATES: readonly TProjectState[] = ['Aprobado', ...EXECUTION_LIST_STATES];

export const EXECUTION_PROJECTS: TRecordRule = recordVisibility({
  table: 'projects',
  owner: 'user_id',
  own: 'projects.own',
  all: 'execution.manage',
  readByAll: (p) => sql`${p}.state in (${sql.join(STAGE_STATES.map((s) => sql`${s}`), sql`, `)})`,
});

/**
 * 'Proyectos en Ejecución' (the office's list, its Excel): projects whose start was registered. Every
 * project in one of these states has its project_executions row (only the start moves a project
 * there, in the transaction that writes the row), which the list joins.
 */
export const EXECUTION_LIST_VISIBILITY: Pick<TRecordRule, 'visibleTo'> = {
  visibleTo: (_viewer: TViewer) => inArray(projects.state, [...EXECUTION_LIST_STATES]),
};
