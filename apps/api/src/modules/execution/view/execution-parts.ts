import { asc, eq, type SQL } from 'drizzle-orm';
import { REPORT_OWED_STATES, type TExecutionReportKind, type TExecutionReportState, type TExtensionState } from '@siiicca/shared';
import type { DbOrTx } from '../../../db/transaction';
import { budgetItems, executionReports, fundingSources, projectBudgetLines, projectExtensions } from '../../../db/schema';
import { executedOfLine } from '../reports/executed';

/**
 * A project's approved budget lines, by item and source name, each with `amount`: a sum over its
 * accepted reports (the view's executed, or the over-budget rule's executed before a report).
 */
export async function budgetLinesWith(db: DbOrTx, projectId: number, amount: (lineId: typeof projectBudgetLines.id) => SQL<string | number>) {
  const rows = await db
    .select({
      id: projectBudgetLines.id,
      item_id: budgetItems.id,
      item: budgetItems.name,
      source_id: fundingSources.id,
      source: fundingSources.name,
      approved: projectBudgetLines.approved,
      amount: amount(projectBudgetLines.id),
    })
    .from(projectBudgetLines)
    .innerJoin(budgetItems, eq(budgetItems.id, projectBudgetLines.budgetItemId))
    .innerJoin(fundingSources, eq(fundingSources.id, projectBudgetLines.fundingSourceId))
    .where(eq(projectBudgetLines.projectId, projectId))
    .orderBy(asc(budgetItems.name), asc(fundingSources.name), asc(projectBudgetLines.id));
  return rows.map((r) => ({
    id: r.id,
    budget_item: { id: r.item_id, name: r.item },
    funding_source: { id: r.source_id, name: r.source },
    approved: Number(r.approved),
    amount: Number(r.amount),
  }));
}

/** A project's approved budget lines; `executed` is the sum its accepted reports declare on each (reports/executed.ts). */
export async function budgetLinesOf(db: DbOrTx, projectId: number) {
  const lines = await budgetLinesWith(db, projectId, executedOfLine);
  return lines.map(({ amount, ...line }) => ({ ...line, executed: amount }));
}

/** Whether a report still waits for its owner (a due date that can pass). */
export const isOwed = (state: TExecutionReportState) => REPORT_OWED_STATES.includes(state);

/** A scheduled report's columns as the view, the report and the Excel answer them. */
export const SCHEDULE_COLUMNS = {
  number: executionReports.number,
  kind: executionReports.kind,
  period_from: executionReports.periodFrom,
  period_to: executionReports.periodTo,
  due_date: executionReports.dueDate,
  state: executionReports.state,
  round: executionReports.round,
};

/** A project's report schedule in its order, each owed report marked overdue when its due date is before `today`. */
export async function scheduleOf(db: DbOrTx, projectId: number, today: string) {
  const rows = await db
    .select({
      id: executionReports.id,
      ...SCHEDULE_COLUMNS,
    })
    .from(executionReports)
    .where(eq(executionReports.projectId, projectId))
    .orderBy(asc(executionReports.number));
  return rows.map((r) => {
    const state = r.state as TExecutionReportState;
    return { ...r, kind: r.kind as TExecutionReportKind, state, overdue: isOwed(state) && r.due_date < today };
  });
}

/** A project's extensions, oldest first. */
export async function extensionsOf(db: DbOrTx, projectId: number) {
  const rows = await db
    .select({
      id: projectExtensions.id,
      previous_end: projectExtensions.previousEnd,
      requested_end: projectExtensions.requestedEnd,
      justification: projectExtensions.justification,
      state: projectExtensions.state,
      requested_at: projectExtensions.requestedAt,
      decided_at: projectExtensions.decidedAt,
      decision_reason: projectExtensions.decisionReason,
    })
    .from(projectExtensions)
    .where(eq(projectExtensions.projectId, projectId))
    .orderBy(asc(projectExtensions.id));
  return rows.map((r) => ({
    ...r,
    state: r.state as TExtensionState,
    requested_at: r.requested_at.toISOString(),
    decided_at: r.decided_at?.toISOString() ?? null,
  }));
}
