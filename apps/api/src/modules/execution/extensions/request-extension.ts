import { eq, sql } from 'drizzle-orm';
import { EXECUTION_MSG, type TExtensionRequest } from '@siiicca/shared';
import { inTransaction, type DbOrTx } from '../../../db/transaction';
import { projectExecutions, projectExtensions } from '../../../db/schema';
import { badRequest } from '../../../lib/app-error';
import type { AuthUser } from '../../../platform/auth/session';
import { refuseStale } from '../../../platform/versions';
import { callSettings } from '../settings/read-call-execution';
import { extensionsOf } from '../view/execution-parts';
import { executionHead, type TExecutionHead } from '../view/project-head';
import { extensionRefusal } from './extension-rules';

/**
 * The owner asks for an extension (prórroga): a new end after the one in force, with a justification.
 * In ONE transaction on the project's row locked: only the owner reaches it (another's project: 404),
 * the version read (409), extensionRefusal (409: not En ejecución, one already pending, the call's
 * number used up), the new end after the current one (400). No state changes: the request is a row of
 * project_extensions, shown in the view; the execution's version moves.
 */
export function requestExtension(db: DbOrTx, user: AuthUser, id: number, input: TExtensionRequest): Promise<TExecutionHead> {
  return inTransaction(db, async (tx) => {
    const p = await executionHead(tx, user, id, 'owner', { lock: true });
    refuseStale(input.version, p.version, EXECUTION_MSG.stale);
    const { settings } = await callSettings(tx, p.announcement_id);
    const refusal = extensionRefusal(p.state, await extensionsOf(tx, p.id), settings.extensions_allowed);
    if (refusal || !p.execution) throw refusal ?? badRequest(EXECUTION_MSG.moveRefused(p.state));
    const end = p.execution.end_date;
    if (input.requested_end <= end) {
      const message = EXECUTION_MSG.extensionBeforeEnd(end);
      throw badRequest(message, { requested_end: [message] });
    }
    await tx.insert(projectExtensions).values({ projectId: p.id, previousEnd: end, requestedEnd: input.requested_end, justification: input.justification, requestedBy: user.id });
    await tx.update(projectExecutions).set({ updatedAt: sql`clock_timestamp()` }).where(eq(projectExecutions.projectId, p.id));
    return executionHead(tx, user, id, 'owner');
  });
}
