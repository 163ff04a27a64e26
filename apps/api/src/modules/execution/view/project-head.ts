import { sql } from 'drizzle-orm';
import { EXECUTION_MSG, type TProjectState } from '@siiicca/shared';
import { queryRows } from '../../../db/query-rows';
import type { DbOrTx } from '../../../db/transaction';
import { notFound } from '../../../lib/app-error';
import type { AuthUser } from '../../../platform/auth/session';
import { rowVersion } from '../../../platform/versions';
import { EXECUTION_PROJECTS, STAGE_STATES } from '../readers';

/** A project's execution row, as stored (null until its start is registered). */
export type TExecutionRow = {
  start_date: string;
  duration_months: number;
  planned_end: string;
  end_date: string;
  suspended_since: string | null;
  approved_total: number;
};

/** What every use case of the stage reads of a project first: the project, its call and owner, its execution, and its version. */
export type TExecutionHead = {
  id: number;
  user_id: number;
  state: TProjectState;
  title: string;
  announcement_id: number;
  call: string;
  owner: string;
  execution: TExecutionRow | null;
  version: string;
};

/**
 * Who reaches a project's execution (readers.ts): 'office' is execution.manage (every project past
 * its approval), 'owner' the project's owner only, 'reader' either (the office when the user holds
 * execution.manage). Any other project, or one outside the stage's states: 404.
 */
export type TExecutionReader = 'office' | 'owner' | 'reader';

/**
 * The version of a project's execution, answered by the view and named by every write of the stage:
 * a digest of the project's `updated_at` (a change of state: recordTransition sets it) and its
 * execution's `updated_at` (every other write of the stage sets it: an extension asked for or
 * decided), read as PostgreSQL's text (microseconds).
 */
const versionOf = (projectAt: string, executionAt: string | null) => rowVersion({ project: projectAt, execution: executionAt });

/** The project `id` as `user` reaches it (see TExecutionReader), locked `for update` when asked (the first step of every write). */
export async function executionHead(db: DbOrTx, user: AuthUser, id: number, who: TExecutionReader, opts: { lock?: boolean } = {}): Promise<TExecutionHead> {
  const office = who === 'office' || (who === 'reader' && user.permissions.has('execution.manage'));
  const viewer = office ? EXECUTION_PROJECTS.everyone(user) : EXECUTION_PROJECTS.mine(user);
  const [row] = await queryRows<Omit<TExecutionHead, 'version' | 'execution'> & { execution: TExecutionRow | null; project_at: string; execution_at: string | null }>(
    db,
    sql`select p.id, p.user_id, p.state, p.title, p.announcement_id, a.name as call, u.name as owner,
        p.updated_at::text as project_at, e.updated_at::text as execution_at,
        case when e.project_id is null then null else json_build_object('start_date', e.start_date, 'duration_months', e.duration_months,
          'planned_end', e.planned_end, 'end_date', e.end_date, 'suspended_since', e.suspended_since, 'approved_total', e.approved_total) end as execution
      from projects p join announcements a on a.id = p.announcement_id join users u on u.id = p.user_id
        left join project_executions e on e.project_id = p.id
      where ${EXECUTION_PROJECTS.visibleById(viewer, id, 'p')} and p.state in (${sql.join(STAGE_STATES.map((s) => sql`${s}`), sql`, `)})
      ${opts.lock ? sql`for update of p` : sql``}`,
  );
  if (!row) throw notFound(EXECUTION_MSG.projectNotFound);
  const { project_at, execution_at, execution, ...head } = row;
  return {
    ...head,
    execution: execution ? { ...execution, approved_total: Number(execution.approved_total) } : null,
    version: versionOf(project_at, execution_at),
  };
}
