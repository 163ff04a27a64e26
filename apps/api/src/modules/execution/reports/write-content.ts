import { eq, sql } from 'drizzle-orm';
import type { TReportContent } from '@siiicca/shared';
import type { Tx } from '../../../db/transaction';
import {
  executionReportBudget,
  executionReportContents,
  executionReportProducts,
  executionReportReconciliation,
  executionReportResults,
  projectExecutions,
} from '../../../db/schema';

/** Replaces a report's content with `c` (the draft saved whole), written by `userId`. */
export async function writeContent(tx: Tx, reportId: number, userId: number, c: TReportContent): Promise<void> {
  const texts = {
    overallProgress: c.overall_progress,
    activitiesDone: c.activities_done,
    activitiesPending: c.activities_pending,
    limitations: c.limitations,
    dissemination: c.dissemination,
    finalResults: c.final_results,
    updatedBy: userId,
    updatedAt: sql`clock_timestamp()`,
  };
  await tx.insert(executionReportContents).values({ reportId, ...texts }).onConflictDoUpdate({ target: executionReportContents.reportId, set: texts });
  await tx.delete(executionReportResults).where(eq(executionReportResults.reportId, reportId));
  await tx.delete(executionReportBudget).where(eq(executionReportBudget.reportId, reportId));
  await tx.delete(executionReportProducts).where(eq(executionReportProducts.reportId, reportId));
  await tx.delete(executionReportReconciliation).where(eq(executionReportReconciliation.reportId, reportId));
  if (c.reconciliation.length) {
    await tx
      .insert(executionReportReconciliation)
      .values(c.reconciliation.map((r) => ({ reportId, resultId: r.result_id, delivered: r.delivered, evidence: r.evidence, justification: r.justification })));
  }
  if (c.results.length) await tx.insert(executionReportResults).values(c.results.map((r) => ({ reportId, resultId: r.result_id, progress: r.progress })));
  if (c.budget.length) await tx.insert(executionReportBudget).values(c.budget.map((b) => ({ reportId, budgetLineId: b.budget_line_id, executed: b.executed, justification: b.justification })));
  if (c.products.length) {
    await tx.insert(executionReportProducts).values(c.products.map((p, i) => ({
        reportId,
        resultId: p.result_id,
        quantity: p.quantity,
        evidenceKind: p.evidence_kind,
        evidence: p.evidence,
        title: p.title,
        container: p.container,
        year: p.year,
        workType: p.work_type,
        workId: p.work_id,
        position: i,
      })));
  }
}

/** Moves the project's execution version (every write of the stage that changes no state does). */
export const touchExecution = (tx: Tx, projectId: number) =>
  tx.update(projectExecutions).set({ updatedAt: sql`clock_timestamp()` }).where(eq(projectExecutions.projectId, projectId));
