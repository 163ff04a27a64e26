import { and, asc, eq, sql } from 'drizzle-orm';
import { EXECUTION_MSG, REPORT_EDITABLE_STATES, REPORT_MSG, type TEvidenceKind, type TExecutionReport, type TExecutionReportKind, type TExecutionReportState, type TReportContent } from '@siiicca/shared';
import { readTogether, type DbOrTx, type Tx } from '../../../db/transaction';
import {
  executionReportBudget,
  executionReportContents,
  executionReportProducts,
  executionReportReconciliation,
  executionReportResults,
  executionReports,
  productTypes,
  products,
  projectResults,
  users,
} from '../../../db/schema';
import { conflict, notFound } from '../../../lib/app-error';
import type { AuthUser } from '../../../platform/auth/session';
import { refuseStale } from '../../../platform/versions';
import { executionHead } from '../view/project-head';
import { budgetLinesWith, SCHEDULE_COLUMNS } from '../view/execution-parts';

/** A scheduled report of project `projectId` (another project's report, or none: 404), locked when asked. */
export async function reportOf(db: DbOrTx, projectId: number, reportId: number, opts: { lock?: boolean } = {}) {
  const q = db
    .select({
      id: executionReports.id,
      ...SCHEDULE_COLUMNS,
      submitted_at: executionReports.submittedAt,
      reviewed_at: executionReports.reviewedAt,
      reviewed_by: executionReports.reviewedBy,
      review_comment: executionReports.reviewComment,
    })
    .from(executionReports)
    .where(and(eq(executionReports.id, reportId), eq(executionReports.projectId, projectId)));
  const [r] = await (opts.lock ? q.for('update') : q);
  if (!r) throw notFound(REPORT_MSG.notFound);
  return { ...r, kind: r.kind as TExecutionReportKind, state: r.state as TExecutionReportState };
}
export type TReportRow = Awaited<ReturnType<typeof reportOf>>;

/** The content a report's drafts saved (empty parts when none was saved). */
export async function contentOf(db: DbOrTx, reportId: number): Promise<TReportContent> {
  const [[c], results, budget, delivered, reconciliation] = await readTogether(db, [
    () => db.select().from(executionReportContents).where(eq(executionReportContents.reportId, reportId)),
    () => db
      .select({ result_id: executionReportResults.resultId, progress: executionReportResults.progress })
      .from(executionReportResults)
      .where(eq(executionReportResults.reportId, reportId))
      .orderBy(asc(executionReportResults.resultId)),
    () => db
      .select({ budget_line_id: executionReportBudget.budgetLineId, executed: executionReportBudget.executed, justification: executionReportBudget.justification })
      .from(executionReportBudget)
      .where(eq(executionReportBudget.reportId, reportId))
      .orderBy(asc(executionReportBudget.budgetLineId)),
    () => db
      .select({
        result_id: executionReportProducts.resultId,
        quantity: executionReportProducts.quantity,
        evidence_kind: executionReportProducts.evidenceKind,
        evidence: executionReportProducts.evidence,
        title: executionReportProducts.title,
        container: executionReportProducts.container,
        year: executionReportProducts.year,
        work_type: executionReportProducts.workType,
        work_id: executionReportProducts.workId,
      })
      .from(executionReportProducts)
      .where(eq(executionReportProducts.reportId, reportId))
      .orderBy(asc(executionReportProducts.position), asc(executionReportProducts.id)),
    () => db
      .select({
        result_id: executionReportReconciliation.resultId,
        delivered: executionReportReconciliation.delivered,
        evidence: executionReportReconciliation.evidence,
        justification: executionReportReconciliation.justification,
      })
      .from(executionReportReconciliation)
      .where(eq(executionReportReconciliation.reportId, reportId))
      .orderBy(asc(executionReportReconciliation.resultId)),
  ]);
  return {
    overall_progress: c?.overallProgress ?? null,
    results,
    activities_done: c?.activitiesDone ?? '',
    activities_pending: c?.activitiesPending ?? '',
    limitations: c?.limitations ?? '',
    dissemination: c?.dissemination ?? '',
    budget: budget.map((b) => ({ ...b, executed: Number(b.executed) })),
    products: delivered.map((p) => ({ ...p, evidence_kind: p.evidence_kind as TEvidenceKind })),
    final_results: c?.finalResults ?? '',
    reconciliation,
  };
}

/** The project's expected results (project_results), in the project's order. */
export async function expectedResultsOf(db: DbOrTx, projectId: number): Promise<TExecutionReport['expected_results']> {
  const rows = await db
    .select({ id: projectResults.id, type_id: productTypes.id, type: productTypes.name, product_id: products.id, product: products.name, quantity: projectResults.quantity })
    .from(projectResults)
    .innerJoin(productTypes, eq(productTypes.id, projectResults.productTypeId))
    .innerJoin(products, eq(products.id, projectResults.productId))
    .where(eq(projectResults.projectId, projectId))
    .orderBy(asc(projectResults.position), asc(projectResults.id));
  return rows.map((r) => ({ id: r.id, product_type: { id: r.type_id, name: r.type }, product: { id: r.product_id, name: r.product }, quantity: r.quantity }));
}

/**
 * The project's approved budget lines, each with what the project's accepted reports other than
 * `reportId` executed on it (the base of the over-budget rule: before + this report > approved).
 */
export async function budgetLinesBefore(db: DbOrTx, projectId: number, reportId: number): Promise<TExecutionReport['budget_lines']> {
  const lines = await budgetLinesWith(
    db,
    projectId,
    (lineId) => sql<string>`(select coalesce(sum(b.executed), 0) from ${executionReportBudget} b join ${executionReports} r on r.id = b.report_id
      where b.budget_line_id = ${lineId} and r.state = 'Aceptado' and r.id <> ${reportId})`,
  );
  return lines.map(({ amount, ...line }) => ({ ...line, executed_before: amount }));
}

/** The name of who reviewed a report, if anyone did. */
export async function reviewerName(db: DbOrTx, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const [u] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return u?.name ?? null;
}


/**
 * A report its owner may still write (a draft's save, a sending), in the caller's transaction with the
 * project's and the report's rows locked: the project reached as its owner (404), the version read
 * (409; null for a report's files, their own rows added and removed whole), a project En ejecución
 * (409), a report Pendiente, Borrador or Con observaciones (409).
 */
export async function ownerWritableReport(tx: Tx, user: AuthUser, projectId: number, reportId: number, version: string | null) {
  const p = await executionHead(tx, user, projectId, 'owner', { lock: true });
  const r = await reportOf(tx, p.id, reportId, { lock: true });
  if (version !== null) refuseStale(version, p.version, EXECUTION_MSG.stale);
  if (p.state !== 'En ejecución') throw conflict(REPORT_MSG.projectNotRunning(p.state));
  if (!REPORT_EDITABLE_STATES.includes(r.state)) throw conflict(REPORT_MSG.notEditable(r.state));
  return { p, r };
}
