import { sql } from 'drizzle-orm';
import { belowPassing, canMove, DECISION_MSG, todayInBogota, type TProjectDecision } from '@siiicca/shared';
import type { TConfig } from '../../../config';
import { queryRows } from '../../../db/query-rows';
import { inTransaction } from '../../../db/transaction';
import { projectApprovals } from '../../../db/schema';
import { badRequest, conflict } from '../../../lib/app-error';
import type { AuthUser } from '../../../platform/auth/session';
import { enqueueMail } from '../../../platform/mail-outbox';
import { recordSecurityEvent } from '../../../platform/security-events';
import { recordTransition } from '../../projects';
import { decisionMail } from './decision-mail';
import { projectFor } from './project-access';
import { projectResults } from './project-results';

type TDeps = { db: Parameters<typeof inTransaction>[0]; config: Pick<TConfig, 'publicUrl' | 'PRODUCT_NAME' | 'INSTITUTION_NAME'> };

/**
 * The administrator's decision on a project 'En evaluación' with at least one submitted evaluation
 * in its current round, in ONE transaction: the state and its history line (the justification as its
 * reason), on Aprobado the acta's row numbered per call and year (with the call's passing score; below
 * it, only with `confirm_below_passing`, else 409 saying both figures), and the mail to the owner.
 * The number: the call's row is locked first, so two approvals at once take 1 and 2, never the same.
 * The decision is also a line of the security audit trail (decision), in the same transaction.
 */
export function decideProject(deps: TDeps, user: AuthUser, id: number, input: { decision: TProjectDecision; justification: string; confirm_below_passing?: boolean }, ctx: { ip?: string } = {}) {
  return inTransaction(deps.db, async (tx) => {
    const p = await projectFor(tx, user, id, 'reader', { lock: true });
    if (!canMove('decide', p.state, input.decision)) throw badRequest(DECISION_MSG.notInEvaluation);
    const results = await projectResults(tx, p);
    if (!results.evaluations.some((e) => e.weighted !== null)) throw badRequest(DECISION_MSG.noEvaluations);
    const passing = results.settings?.passing_score ?? null;
    // Below the call's passing score an approval is a deliberate exception: it must say it knows.
    if (input.decision === 'Aprobado' && belowPassing(results.mean, passing) && !input.confirm_below_passing) {
      const message = DECISION_MSG.belowPassing(results.mean!, passing!);
      throw conflict(message, { confirm_below_passing: [message] });
    }
    await recordTransition(tx, { projectId: id, userId: user.id, from: p.state, to: input.decision, reason: input.justification });
    if (input.decision === 'Aprobado') {
      const year = Number(todayInBogota().slice(0, 4));
      await queryRows(tx, sql`select id from announcements where id = ${p.announcement_id} for update`);
      const [next] = await queryRows<{ n: number }>(
        tx,
        sql`select coalesce(max(number), 0)::int + 1 as n from project_approvals where announcement_id = ${p.announcement_id} and year = ${year}`,
      );
      await tx.insert(projectApprovals).values({ projectId: id, announcementId: p.announcement_id, year, number: next!.n, score: results.mean, passingScore: passing, justification: input.justification, approvedBy: user.id });
    }
    await recordSecurityEvent(tx, { event: 'decision', actorId: user.id, subjectUserId: p.user_id, ip: ctx.ip, details: { project_id: id, call_id: p.announcement_id, from: p.state, decision: input.decision } });
    await enqueueMail(tx, decisionMail(deps.config, { to: p.owner_email, owner: p.owner, id, title: p.title, call: p.call, decision: input.decision, justification: input.justification }));
    return { state: input.decision };
  });
}
