import { ARREARS_DAYS, addDays, canMove, executedPercent, REPORTING_STATES, todayInBogota, type TExecutionView } from '@siiicca/shared';
import { readTogether, type DbOrTx } from '../../../db/transaction';
import type { AuthUser } from '../../../platform/auth/session';
import { listTransitions } from '../../projects';
import { callSettings } from '../settings/read-call-execution';
import { DECIDABLE_STATES, extensionRefusal } from '../extensions/extension-rules';
import { budgetLinesOf, extensionsOf, scheduleOf } from './execution-parts';
import { executionHead, type TExecutionHead } from './project-head';
import { closureHeads, closureNumber } from '../closure/closure-record';
import { finalReportAccepted } from '../closure/finish-execution';

/**
 * A project's execution view (ZExecutionViewSchema) for `user`: the office (execution.manage) on any
 * project past its approval, the owner on their own; `can` is what this reader may do now (each
 * write checks again). `head` when the caller has it already (a write answering the view it left).
 */
export async function executionView(db: DbOrTx, user: AuthUser, id: number, head?: TExecutionHead): Promise<TExecutionView> {
  const p = head ?? (await executionHead(db, user, id, 'reader'));
  const today = todayInBogota();
  const [{ settings }, budget, schedule, extensions, history, [closure], finalAccepted] = await readTogether(db, [
    () => callSettings(db, p.announcement_id),
    () => budgetLinesOf(db, p.id),
    () => scheduleOf(db, p.id, today),
    () => extensionsOf(db, p.id),
    () => listTransitions(db, p.id),
    async () => (p.state === 'Finalizado' ? closureHeads(db, [p.id]) : []),
    () => finalReportAccepted(db, p.id),
  ]);
  const e = p.execution;
  const executed = budget.reduce((sum, line) => sum + line.executed, 0);
  const office = user.permissions.has('execution.manage');
  const owner = p.user_id === user.id && user.permissions.has('projects.own');
  const arrearsBefore = addDays(today, -ARREARS_DAYS);
  return {
    project: { id: p.id, title: p.title, state: p.state, announcement: { id: p.announcement_id, name: p.call }, owner: { id: p.user_id, name: p.owner } },
    execution: e && {
      ...e,
      executed_total: executed,
      executed_percent: executedPercent(executed, e.approved_total),
      in_arrears: REPORTING_STATES.includes(p.state as (typeof REPORTING_STATES)[number]) && schedule.some((r) => r.overdue && r.due_date < arrearsBefore),
    },
    budget,
    schedule,
    extensions,
    settings: { extensions_allowed: settings.extensions_allowed, report_every_months: settings.report_every_months, final_report_days: settings.final_report_days },
    history: history.map((h) => ({ from: h.from, to: h.to, reason: h.reason, at: h.at, user: h.user })),
    closure: closure ? { number: closureNumber(closure), closed_on: closure.closed_on } : null,
    can: {
      start: office && canMove('startExecution', p.state),
      suspend: office && canMove('suspend', p.state),
      resume: office && canMove('resume', p.state),
      close: office && canMove('closeForNonCompliance', p.state),
      request_extension: owner && extensionRefusal(p.state, extensions, settings.extensions_allowed) === null,
      decide_extension: office && DECIDABLE_STATES.includes(p.state) && extensions.some((x) => x.state === 'Pendiente'),
      finish: office && canMove('finish', p.state) && finalAccepted,
    },
    version: p.version,
  };
}
