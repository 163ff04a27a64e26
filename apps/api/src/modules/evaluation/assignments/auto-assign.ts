import { sql } from 'drizzle-orm';
import { EVAL_ASSIGNMENT_MSG, type TAutoAssignResult } from '@siiicca/shared';
import type { AppDeps } from '../../../app-deps';
import { queryRows } from '../../../db/query-rows';
import { evaluationAssignments, projectTransitions } from '../../../db/schema';
import { inTransaction, type Tx } from '../../../db/transaction';
import { notFound } from '../../../lib/app-error';
import { enqueueMail, type TOutboxMail } from '../../../platform/mail-outbox';
import { loadAssignmentContext, type TAssignmentContext } from './assignment-context';
import { assignmentMail } from './assignment-mails';
import { EVALUATION_STARTED } from './assign-evaluator';
import { planAutoAssignment, type TPlan } from './plan-assignment';

const CHUNK = 1000;
const intArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/**
 * The automatic assignment of a call (plan-assignment.ts), in one transaction: the call's projects
 * to evaluate are locked, the context read in a few queries, the plan made in memory, and the
 * assignments, the moves of Enviado projects to En evaluación (with their history lines) and one
 * mail per evaluator written in bulk. 1,000 projects × 200 evaluators stay well under 2 s
 * (bench/evaluation-assignment.ts).
 */
export async function autoAssign(deps: AppDeps, actorId: number, callId: number): Promise<TAutoAssignResult> {
  return inTransaction(deps.db, async (tx) => {
    const [call] = await queryRows<{ name: string }>(tx, sql`select name from announcements where id = ${callId}`);
    if (!call) throw notFound(EVAL_ASSIGNMENT_MSG.callNotFound);
    await tx.execute(sql`select id from projects where announcement_id = ${callId} and state in ('Enviado', 'En evaluación') order by id for update`);
    const ctx = await loadAssignmentContext(tx, { callId, assignable: true });
    const plan = planAutoAssignment(ctx);
    await writePlan(tx, actorId, ctx, plan);
    await enqueueMail(tx, ...mailsOf(deps, ctx, plan, call.name));
    return { message: EVAL_ASSIGNMENT_MSG.autoDone(plan.picks.length), assigned: plan.picks.length, incomplete: plan.incomplete };
  });
}

async function writePlan(tx: Tx, actorId: number, ctx: TAssignmentContext, plan: TPlan) {
  for (let i = 0; i < plan.picks.length; i += CHUNK) {
    const rows = plan.picks.slice(i, i + CHUNK).map((p) => ({ projectId: p.projectId, evaluatorId: p.evaluatorId, assignedBy: actorId }));
    await tx.insert(evaluationAssignments).values(rows);
  }
  const started = [...new Set(plan.picks.map((p) => p.projectId))].filter((id) => ctx.projects.get(id)!.state === 'Enviado');
  if (started.length === 0) return;
  // recordTransition's two writes, for many projects at once.
  await tx.execute(sql`update projects set state = 'En evaluación', updated_at = clock_timestamp() where id = any(${intArray(started)})`);
  for (let i = 0; i < started.length; i += CHUNK) {
    const rows = started.slice(i, i + CHUNK).map((projectId) => ({ projectId, userId: actorId, fromState: 'Enviado', toState: 'En evaluación', reason: EVALUATION_STARTED }));
    await tx.insert(projectTransitions).values(rows);
  }
}

/** One mail per evaluator who got projects, listing them. */
function mailsOf(deps: AppDeps, ctx: TAssignmentContext, plan: TPlan, call: string): TOutboxMail[] {
  const byEvaluator = new Map<number, { title: string; call: string }[]>();
  for (const p of plan.picks) {
    const list = byEvaluator.get(p.evaluatorId) ?? [];
    list.push({ title: ctx.projects.get(p.projectId)!.title, call });
    byEvaluator.set(p.evaluatorId, list);
  }
  return [...byEvaluator].map(([id, projects]) => assignmentMail(deps.config, ctx.evaluators.get(id)!, projects));
}
