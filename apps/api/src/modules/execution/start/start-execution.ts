import { and, eq, inArray } from 'drizzle-orm';
import { canMove, EXECUTION_MSG, plannedEnd, reportSchedule, shownDate, type TStartExecution } from '@siiicca/shared';
import { inTransaction, type DbOrTx } from '../../../db/transaction';
import { budgetItems, executionReports, fundingSources, projectBudgetLines, projectExecutions } from '../../../db/schema';
import { badRequest, conflict } from '../../../lib/app-error';
import type { AuthUser } from '../../../platform/auth/session';
import { refuseStale } from '../../../platform/versions';
import { recordTransition } from '../../projects';
import { dayAt } from '../moves/office-move';
import { callSettings } from '../settings/read-call-execution';
import { executionHead, type TExecutionHead } from '../view/project-head';
import { approvalDate } from './approval-date';

/** The ids among `ids` of active rows of a budget catalogue. */
async function activeIds(db: DbOrTx, table: typeof budgetItems | typeof fundingSources, ids: number[]) {
  const rows = await db.select({ id: table.id }).from(table).where(and(inArray(table.id, ids), eq(table.active, true)));
  return new Set(rows.map((r) => r.id));
}

/**
 * The office registers the start of an approved project (Aprobado → En ejecución), in ONE transaction
 * on the project's row locked: the version read (409), the move (409), the call's rules (the duration
 * within its maximum, the budget's total within its maximum: 400 on the field), active budget items and
 * funding sources (400 on the line), a start on or after the approval's day (400). Then the execution
 * (planned end = start + months, the end in force = the planned one, the approved total), the budget
 * lines, the report schedule (reportSchedule: every N months, then the final report D days after the
 * end) and the transition with its reason ('Acta de inicio del <date>'). A refusal writes nothing.
 */
export function startExecution(db: DbOrTx, user: AuthUser, id: number, input: TStartExecution, on?: string): Promise<TExecutionHead> {
  return inTransaction(db, async (tx) => {
    const p = await executionHead(tx, user, id, 'office', { lock: true });
    refuseStale(input.version, p.version, EXECUTION_MSG.stale);
    if (!canMove('startExecution', p.state)) throw conflict(EXECUTION_MSG.moveRefused(p.state));
    const { settings } = await callSettings(tx, p.announcement_id);

    if (input.duration_months > settings.duration_months) {
      const message = EXECUTION_MSG.durationOverMax(settings.duration_months);
      throw badRequest(message, { duration_months: [message] });
    }
    const total = input.budget.reduce((sum, line) => sum + line.amount, 0);
    if (settings.budget_max !== null && total > settings.budget_max) {
      const message = EXECUTION_MSG.budgetTotalOverMax(total, settings.budget_max);
      throw badRequest(message, { budget: [message] });
    }
    const items = await activeIds(tx, budgetItems, input.budget.map((l) => l.budget_item_id));
    const sources = await activeIds(tx, fundingSources, input.budget.map((l) => l.funding_source_id));
    const errors: Record<string, string[]> = {};
    input.budget.forEach((line, i) => {
      if (!items.has(line.budget_item_id)) errors[`budget.${i}.budget_item_id`] = [EXECUTION_MSG.budgetItemInactive];
      if (!sources.has(line.funding_source_id)) errors[`budget.${i}.funding_source_id`] = [EXECUTION_MSG.fundingSourceInactive];
    });
    const first = Object.values(errors)[0];
    if (first) throw badRequest(first[0]!, errors);
    const approved = await approvalDate(tx, p.id);
    if (approved && input.start_date < approved) {
      const message = EXECUTION_MSG.startBeforeApproval(approved);
      throw badRequest(message, { start_date: [message] });
    }

    const end = plannedEnd(input.start_date, input.duration_months);
    await tx.insert(projectExecutions).values({
      projectId: p.id,
      startDate: input.start_date,
      durationMonths: input.duration_months,
      plannedEnd: end,
      endDate: end,
      approvedTotal: total,
      startedBy: user.id,
    });
    await tx.insert(projectBudgetLines).values(
      input.budget.map((l) => ({ projectId: p.id, budgetItemId: l.budget_item_id, fundingSourceId: l.funding_source_id, approved: l.amount })),
    );
    await tx.insert(executionReports).values(
      reportSchedule(input.start_date, end, settings.report_every_months, settings.final_report_days).map((r) => ({
        projectId: p.id,
        number: r.number,
        kind: r.kind,
        periodFrom: r.period_from,
        periodTo: r.period_to,
        dueDate: r.due_date,
      })),
    );
    await recordTransition(tx, { projectId: p.id, userId: user.id, from: p.state, to: 'En ejecución', reason: `Acta de inicio del ${shownDate(input.start_date)}`, at: dayAt(on) });
    return executionHead(tx, user, id, 'office');
  });
}
