import { sql } from 'drizzle-orm';
import { DEFAULT_EVALUATORS_PER_PROJECT, EVAL_ASSIGNMENT_MSG, type TAssignmentCall, type TAssignmentProject, type TEvaluatorChoice } from '@siiicca/shared';
import { queryRows } from '../../../db/query-rows';
import type { DbOrTx } from '../../../db/transaction';
import { notFound } from '../../../lib/app-error';
import { loadAssignmentContext, type TCtxProject } from './assignment-context';
import { choicesFor } from './plan-assignment';

/** The calls with projects to evaluate, newest first. */
export async function assignmentCalls(db: DbOrTx): Promise<TAssignmentCall[]> {
  const rows = await queryRows<TAssignmentCall>(
    db,
    sql`select a.id, a.name, count(p.id)::int as projects, coalesce(s.evaluators_per_project, ${DEFAULT_EVALUATORS_PER_PROJECT}) as evaluators_per_project
      from announcements a join projects p on p.announcement_id = a.id and p.state in ('Enviado', 'En evaluación')
      left join call_evaluation_settings s on s.announcement_id = a.id
      group by a.id, a.name, s.evaluators_per_project order by a.fecha_fin desc, a.id desc`,
  );
  return rows.map((r) => ({ ...r, projects: Number(r.projects) }));
}

const projectView = (p: TCtxProject): TAssignmentProject => ({
  id: p.id,
  title: p.title,
  state: p.state,
  announcement_id: p.announcementId,
  owner: p.owner,
  evaluators_per_project: p.perProject,
  assignments: p.assignments.map((a) => ({
    id: a.id,
    evaluator: { id: a.evaluatorId, name: a.evaluatorName },
    state: a.state,
    decline_reason: a.declineReason,
    has_evaluation: a.hasEvaluation,
  })),
});

/** A call's projects to evaluate with their assignments (404 for an unknown call). */
export async function callProjects(db: DbOrTx, callId: number): Promise<TAssignmentProject[]> {
  const [call] = await queryRows<{ id: number }>(db, sql`select id from announcements where id = ${callId}`);
  if (!call) throw notFound(EVAL_ASSIGNMENT_MSG.callNotFound);
  const ctx = await loadAssignmentContext(db, { callId, assignable: true });
  return [...ctx.projects.values()].map(projectView);
}

/** One project with its assignments, whatever its state (the decision screen links here). */
export async function assignmentProject(db: DbOrTx, projectId: number): Promise<TAssignmentProject> {
  const ctx = await loadAssignmentContext(db, { projectId, assignable: false });
  const p = ctx.projects.get(projectId);
  if (!p) throw notFound(EVAL_ASSIGNMENT_MSG.projectNotFound);
  return projectView(p);
}

/** The evaluators the project may be given (no conflict of interest), least loaded first. */
export async function evaluatorChoices(db: DbOrTx, projectId: number): Promise<TEvaluatorChoice[]> {
  const ctx = await loadAssignmentContext(db, { projectId, assignable: false });
  const p = ctx.projects.get(projectId);
  if (!p) throw notFound(EVAL_ASSIGNMENT_MSG.projectNotFound);
  return choicesFor(ctx, p).map((e) => ({ id: e.id, name: e.name, email: e.email, open_assignments: e.load }));
}
