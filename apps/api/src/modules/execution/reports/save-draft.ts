import { eq, sql } from 'drizzle-orm';
import type { TReportDraft } from '@siiicca/shared';
import { inTransaction, type DbOrTx } from '../../../db/transaction';
import { executionReports } from '../../../db/schema';
import type { AuthUser } from '../../../platform/auth/session';
import { executionHead, type TExecutionHead } from '../view/project-head';
import { budgetLinesBefore, expectedResultsOf, ownerWritableReport } from './report-parts';
import { refuseForeignWorks } from './product-works';
import { refuseBadContent } from './report-rules';
import { touchExecution, writeContent } from './write-content';

/**
 * The owner saves a report's draft, in ONE transaction on the project's row locked: only the owner
 * reaches it (another's project or report: 404), the version read (409), a project En ejecución (409),
 * a report still theirs to write (Pendiente, Borrador or Con observaciones: 409 otherwise), the
 * content's references, the over-budget rule and each picked work the owner's (400 on the row). The content is replaced whole; the
 * report becomes Borrador, except one answering observations, which stays 'Con observaciones' until
 * it is sent again. A refusal writes nothing.
 */
export function saveReportDraft(db: DbOrTx, user: AuthUser, projectId: number, reportId: number, input: TReportDraft): Promise<TExecutionHead> {
  return inTransaction(db, async (tx) => {
    const { p, r } = await ownerWritableReport(tx, user, projectId, reportId, input.version);
    const { version: _version, ...content } = input;
    refuseBadContent(content, await expectedResultsOf(tx, p.id), await budgetLinesBefore(tx, p.id, r.id), r.kind);
    await refuseForeignWorks(tx, user.id, content.products);
    await writeContent(tx, r.id, user.id, content);
    await tx
      .update(executionReports)
      .set({ state: r.state === 'Con observaciones' ? 'Con observaciones' : 'Borrador', updatedAt: sql`clock_timestamp()` })
      .where(eq(executionReports.id, r.id));
    await touchExecution(tx, p.id);
    return executionHead(tx, user, projectId, 'owner');
  });
}
