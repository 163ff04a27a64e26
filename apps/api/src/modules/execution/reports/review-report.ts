import { eq, sql } from 'drizzle-orm';
import { EXECUTION_MSG, passesApproved, REPORT_MSG, type TReportReview } from '@siiicca/shared';
import { inTransaction, readTogether, type DbOrTx } from '../../../db/transaction';
import { executionReports, users } from '../../../db/schema';
import { badRequest, conflict } from '../../../lib/app-error';
import type { AuthUser } from '../../../platform/auth/session';
import { enqueueMail } from '../../../platform/mail-outbox';
import { refuseStale } from '../../../platform/versions';
import { DECIDABLE_STATES } from '../extensions/extension-rules';
import { executionHead, type TExecutionHead } from '../view/project-head';
import { budgetLinesBefore, contentOf, reportOf } from './report-parts';
import { reviewMail, type TMailConfig } from './review-mail';
import { touchExecution } from './write-content';

type TDeps = { db: DbOrTx; config: TMailConfig };

/**
 * The over-budget rule once more at acceptance: two reports sent before either was accepted may
 * together pass a line's approved amount, which neither did alone. 409: the office returns it.
 */
async function refuseUnjustifiedExcess(tx: DbOrTx, projectId: number, reportId: number) {
  const [content, lines] = await readTogether(tx, [() => contentOf(tx, reportId), () => budgetLinesBefore(tx, projectId, reportId)]);
  for (const b of content.budget) {
    const line = lines.find((l) => l.id === b.budget_line_id);
    if (line && passesApproved(line, b.executed) && !b.justification.trim()) throw conflict(REPORT_MSG.overBudgetAtReview(line.budget_item.name));
  }
}

/**
 * The office reviews a report sent, in ONE transaction on the project's row locked: the version read
 * (409), a project En ejecución or Suspendido (409), a report Enviado (409: reviewed once per round),
 * a comment unless accepted (400), and when accepted no line past its approved amount without a
 * justification counting the reports accepted meanwhile (409). The report takes the decision (Aceptado, Con observaciones: back to
 * the owner, who answers and sends it again; Rechazado), who reviewed it, when and the comment; an
 * accepted report's amounts count as executed from now on. The owner's mail is queued in the same
 * transaction (the outbox): a refused review mails nobody.
 */
export function reviewReport(deps: TDeps, user: AuthUser, projectId: number, reportId: number, input: TReportReview): Promise<TExecutionHead> {
  return inTransaction(deps.db, async (tx) => {
    const p = await executionHead(tx, user, projectId, 'office', { lock: true });
    const r = await reportOf(tx, p.id, reportId, { lock: true });
    refuseStale(input.version, p.version, EXECUTION_MSG.stale);
    if (!DECIDABLE_STATES.includes(p.state)) throw conflict(EXECUTION_MSG.moveRefused(p.state));
    if (r.state !== 'Enviado') throw conflict(REPORT_MSG.notSubmitted(r.state));
    if (input.decision !== 'Aceptado' && !input.comment) throw badRequest(REPORT_MSG.commentRequired, { comment: [REPORT_MSG.commentRequired] });
    if (input.decision === 'Aceptado') await refuseUnjustifiedExcess(tx, p.id, r.id);
    await tx
      .update(executionReports)
      .set({ state: input.decision, reviewedAt: sql`clock_timestamp()`, reviewedBy: user.id, reviewComment: input.comment, updatedAt: sql`clock_timestamp()` })
      .where(eq(executionReports.id, r.id));
    await touchExecution(tx, p.id);
    const [owner] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, p.user_id));
    if (owner?.email) {
      await enqueueMail(tx, reviewMail(deps.config, { to: owner.email, owner: owner.name, projectId: p.id, title: p.title, number: r.number, kind: r.kind, decision: input.decision, comment: input.comment }));
    }
    return executionHead(tx, user, projectId, 'office');
  });
}
