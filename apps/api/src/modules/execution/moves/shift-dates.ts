import { and, eq, inArray, sql } from 'drizzle-orm';
import { addDays, REPORT_OWED_STATES } from '@siiicca/shared';
import type { Tx } from '../../../db/transaction';
import { executionReports, projectExecutions } from '../../../db/schema';

/**
 * Moves a project's end `days` later, and every report it still owes (REPORT_OWED_STATES) with it:
 * each due date `days` later, and the final report's period to the new end; the reminders of its old
 * dates are due again for the new ones (reports/reminders-job.ts). What resuming after a suspension
 * and an approved extension both do. Returns the new end.
 */
export async function shiftEnd(tx: Tx, projectId: number, end: string, days: number): Promise<string> {
  const newEnd = addDays(end, days);
  if (days <= 0) return end;
  await tx.update(projectExecutions).set({ endDate: newEnd, updatedAt: sql`clock_timestamp()` }).where(eq(projectExecutions.projectId, projectId));
  await tx
    .update(executionReports)
    .set({
      dueDate: sql`${executionReports.dueDate} + ${days}::int`,
      periodTo: sql`case when ${executionReports.kind} = 'Final' then ${newEnd}::date else ${executionReports.periodTo} end`,
      remindedBeforeAt: null,
      remindedDueAt: null,
      remindedOverdueAt: null,
      updatedAt: sql`clock_timestamp()`,
    })
    .where(and(eq(executionReports.projectId, projectId), inArray(executionReports.state, [...REPORT_OWED_STATES])));
  return newEnd;
}
