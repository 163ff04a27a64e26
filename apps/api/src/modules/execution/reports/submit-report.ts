import { eq, sql } from 'drizzle-orm';
import { REPORT_MSG, reconciliationProblems, reportMissing, type TReportSubmit } from '@siiicca/shared';
import { inTransaction, readTogether, type DbOrTx } from '../../../db/transaction';
import { executionReports } from '../../../db/schema';
import { badRequest } from '../../../lib/app-error';
import type { AuthUser } from '../../../platform/auth/session';
import { executionHead, type TExecutionHead } from '../view/project-head';
import { budgetLinesBefore, contentOf, expectedResultsOf, ownerWritableReport } from './report-parts';
import { refuseBadContent } from './report-rules';
import { touchExecution } from './write-content';

/**
 * The owner sends a report to the office, in ONE transaction on the project's row locked: as a draft's
 * save (404, 409), then the saved content complete (reportMissing: 400 listing what is missing, each on
 * its field; a Final report also its final results and its reconciliation: every expected result's
 * delivered quantity, with evidence, and a justification for any shortfall) and the over-budget rule again (the accepted reports may have changed since the draft).
 * The report becomes Enviado with its sending time; one that had 'Con observaciones' starts its next
 * round (round + 1).
 */
export function submitReport(db: DbOrTx, user: AuthUser, projectId: number, reportId: number, input: TReportSubmit): Promise<TExecutionHead> {
  return inTransaction(db, async (tx) => {
    const { p, r } = await ownerWritableReport(tx, user, projectId, reportId, input.version);
    const [content, expected, lines] = await readTogether(tx, [() => contentOf(tx, r.id), () => expectedResultsOf(tx, p.id), () => budgetLinesBefore(tx, p.id, r.id)]);
    // A final report also holds the final results and reconciles every expected result (closure.ts).
    const missing = {
      ...reportMissing(content, expected.map((e) => e.id), lines.map((l) => l.id)),
      ...(r.kind === 'Final' ? reconciliationProblems(content, expected) : {}),
    };
    if (Object.keys(missing).length > 0) {
      throw badRequest(REPORT_MSG.incomplete(Object.values(missing)), Object.fromEntries(Object.entries(missing).map(([k, m]) => [k, [m]])));
    }
    refuseBadContent(content, expected, lines, r.kind);
    await tx
      .update(executionReports)
      .set({
        state: 'Enviado',
        submittedAt: sql`clock_timestamp()`,
        round: r.state === 'Con observaciones' ? r.round + 1 : r.round,
        updatedAt: sql`clock_timestamp()`,
      })
      .where(eq(executionReports.id, r.id));
    await touchExecution(tx, p.id);
    return executionHead(tx, user, projectId, 'owner');
  });
}
