import { and, eq, sql } from 'drizzle-orm';
import { daysBetween, EXECUTION_MSG, type TExtensionDecision } from '@siiicca/shared';
import { inTransaction, type DbOrTx } from '../../../db/transaction';
import { projectExecutions, projectExtensions } from '../../../db/schema';
import { badRequest, conflict, notFound } from '../../../lib/app-error';
import type { AuthUser } from '../../../platform/auth/session';
import { refuseStale } from '../../../platform/versions';
import { shiftEnd } from '../moves/shift-dates';
import { executionHead, type TExecutionHead } from '../view/project-head';
import { DECIDABLE_STATES } from './extension-rules';

/**
 * The office decides a pending extension, in ONE transaction on the project's row locked: the version
 * read (409), an extension of this project (404), still pending (409: decided once only), a project
 * En ejecución or Suspendido (409), a reason when denied (400). Approved: the end moves to the one
 * asked for and every report still owed by the same days (shiftEnd; 409 when the end in force has
 * meanwhile reached it). Either way the decision, who and when are kept on the extension.
 */
export function decideExtension(db: DbOrTx, user: AuthUser, id: number, extensionId: number, input: TExtensionDecision): Promise<TExecutionHead> {
  return inTransaction(db, async (tx) => {
    const p = await executionHead(tx, user, id, 'office', { lock: true });
    refuseStale(input.version, p.version, EXECUTION_MSG.stale);
    const [x] = await tx.select().from(projectExtensions).where(and(eq(projectExtensions.id, extensionId), eq(projectExtensions.projectId, p.id)));
    if (!x) throw notFound(EXECUTION_MSG.extensionNotFound);
    if (x.state !== 'Pendiente') throw conflict(EXECUTION_MSG.extensionDecided);
    if (!DECIDABLE_STATES.includes(p.state) || !p.execution) throw conflict(EXECUTION_MSG.moveRefused(p.state));
    if (!input.approved && !input.reason) throw badRequest(EXECUTION_MSG.reasonRequired, { reason: [EXECUTION_MSG.reasonRequired] });
    if (input.approved) {
      const days = daysBetween(p.execution.end_date, x.requestedEnd);
      if (days <= 0) throw conflict(EXECUTION_MSG.extensionBeforeEnd(p.execution.end_date));
      await shiftEnd(tx, p.id, p.execution.end_date, days);
    }
    await tx
      .update(projectExtensions)
      .set({ state: input.approved ? 'Aprobada' : 'Denegada', decidedBy: user.id, decidedAt: sql`clock_timestamp()`, decisionReason: input.reason })
      .where(eq(projectExtensions.id, x.id));
    await tx.update(projectExecutions).set({ updatedAt: sql`clock_timestamp()` }).where(eq(projectExecutions.projectId, p.id));
    return executionHead(tx, user, id, 'office');
  });
}
