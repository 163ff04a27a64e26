import { sql } from 'drizzle-orm';
import { canMove, EVAL_ASSIGNMENT_MSG, PROJECT_MOVES, type TAssign, type TProjectState } from '@siiicca/shared';
import type { AppDeps } from '../../../app-deps';
import { queryRows } from '../../../db/query-rows';
import { evaluationAssignments } from '../../../db/schema';
import { inTransaction, type Tx } from '../../../db/transaction';
import { badRequest, notFound } from '../../../lib/app-error';
import { enqueueMail } from '../../../platform/mail-outbox';
import { recordTransition } from '../../projects';
import { loadAssignmentContext } from './assignment-context';
import { assignmentMail } from './assignment-mails';
import { conflictMessage, conflictOf } from './plan-assignment';

/** The reason a project's history gives for its move to En evaluación. */
export const EVALUATION_STARTED = 'Asignación de evaluadores';

/** Locks the project's row (two administrators assigning at once wait for each other); null when absent. */
export async function lockProject(tx: Tx, projectId: number) {
  const [row] = await queryRows<{ id: number; state: string; call: string }>(
    tx,
    sql`select p.id, p.state, a.name as call from projects p join announcements a on a.id = p.announcement_id where p.id = ${projectId} for update of p`,
  );
  return row ?? null;
}

/**
 * Assigns an evaluator to a project in Enviado or En evaluación, unless a conflict of interest
 * forbids it (plan-assignment.ts). The first assignment of an Enviado project moves it to En
 * evaluación; the evaluator's mail goes out with the same commit.
 */
export async function assignEvaluator(deps: AppDeps, actorId: number, input: TAssign) {
  return inTransaction(deps.db, async (tx) => {
    const locked = await lockProject(tx, input.project_id);
    if (!locked) throw notFound(EVAL_ASSIGNMENT_MSG.projectNotFound);
    if (!canMove('assign', locked.state as TProjectState)) throw badRequest(EVAL_ASSIGNMENT_MSG.notAssignable);
    const ctx = await loadAssignmentContext(tx, { projectId: input.project_id, assignable: true });
    const project = ctx.projects.get(input.project_id)!;
    const evaluator = ctx.evaluators.get(input.evaluator_id);
    if (!evaluator) throw notFound(EVAL_ASSIGNMENT_MSG.evaluatorNotFound);
    const reason = conflictOf(project, evaluator);
    if (reason) throw badRequest(conflictMessage(reason), { evaluator_id: [conflictMessage(reason)] });
    await tx.insert(evaluationAssignments).values({ projectId: project.id, evaluatorId: evaluator.id, assignedBy: actorId });
    const [to] = PROJECT_MOVES.assign.to;
    if (project.state !== to) {
      await recordTransition(tx, { projectId: project.id, userId: actorId, from: project.state, to, reason: EVALUATION_STARTED });
    }
    await enqueueMail(tx, assignmentMail(deps.config, evaluator, [{ title: project.title, call: locked.call }]));
    return { message: EVAL_ASSIGNMENT_MSG.assigned };
  });
}
