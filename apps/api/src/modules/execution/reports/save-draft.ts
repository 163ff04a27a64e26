import { eq, sql } from 'drizzle-orm';
import { EXECUTION_MSG, REPORT_EDITABLE_STATES, REPORT_MSG, type TReportDraft } from '@siiicca/shared';
import { inTransaction, type DbOrTx } from '../../../db/transaction';
import { executionReports } from '../../../db/schema';
import { conflict } from '../../../lib/app-error';
import type { AuthUser } from '../../../platform/auth/session';
import { refuseStale } from '../../../platform/versions';
import { executionHead, type TExecutionHead } from '../view/project-head';
import { budgetLinesBefore, expectedResultsOf, reportOf } from './report-parts';
import { refuseBadContent } from './report-rules';
import { touchExecution, writeContent } from './write-content';

/**
 * The owner saves a report's draft, in ONE transaction on the project's row locked: only the owner
 * reaches it (another's project or report: 404), the version read (409), a project En ejecución (409),
 * a report still theirs to write (Pendiente, Borrador or Con observaciones: 409 otherwise), the
 * content's references and the over-budget rule (400 on the line). The content is replaced whole; the
 * report becomes Borrador, except one answering observations, which stays 'Con observaciones' until
 * it is sent again. A refusal writes nothing.
 */
export function saveReportDraft(db: DbOrTx, user: AuthUser, projectId: number, reportId: number, input: TReportDraft): Promise<TExecutionHead> {
  return inTransaction(db, async (tx) => {
    const p = await executionHead(tx, user, projectId, 'owner', { lock: true });
    const r = await reportOf(tx, p.id, reportId, { lock: true });
    refuseStale(input.version, p.version, EXECUTION_MSG.stale);
    if (p.state !== 'En ejecución') throw conflict(REPORT_MSG.projectNotRunning(p.state));
    if (!REPORT_EDITABLE_STATES.includes(r.state)) throw conflict(REPORT_MSG.notEditable(r.state));
    const { version: _version, ...content } = input;
    refuseBadContent(content, await expectedResultsOf(tx, p.id), await budgetLinesBefore(tx, p.id, r.id), r.kind);
    await writeContent(tx, r.id, user.id, content);
    await tx
      .update(executionReports)
      .set({ state: r.state === 'Con observaciones' ? 'Con observaciones' : 'Borrador', updatedAt: sql`clock_timestamp()` })
      .where(eq(executionReports.id, r.id));
    await touchExecution(tx, p.id);
    return executionHead(tx, user, projectId, 'owner');
  });
}
