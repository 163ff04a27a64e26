import { sql } from 'drizzle-orm';
import { EVAL_ASSIGNMENT_MSG } from '@siiicca/shared';
import type { AppDeps } from '../../../app-deps';
import { queryRows } from '../../../db/query-rows';
import { inTransaction } from '../../../db/transaction';
import { AppError, conflict, notFound } from '../../../lib/app-error';
import { evaluatorRoleId } from './evaluators.repository';
import { issueInvitation } from './invitation-link';

/** One invitation per evaluator and minute, as password recovery allows one link per account and minute. */
const RESEND_GAP_MS = 60_000;

/**
 * 'Reenviar invitación': an invited external evaluator who has not set a password yet gets a new link;
 * every earlier link of theirs still unused is revoked in the same transaction, so only the newest
 * works. Refused for anyone who already has a password (409) and within a minute of the last link (429).
 */
export async function resendInvitation(deps: AppDeps, userId: number, ip: string) {
  const roleId = await evaluatorRoleId(deps.db);
  await inTransaction(deps.db, async (tx) => {
    const [user] = await queryRows<{ id: number; name: string; email: string; username: string; pending: boolean }>(
      tx,
      sql`select u.id, u.name, u.email, u.username, (u.account_type = 'adm' and u.password_hash is null and u.active) as pending
        from users u join user_roles ur on ur.user_id = u.id where u.id = ${userId} and ur.role_id = ${roleId} for update of u`,
    );
    if (!user) throw notFound(EVAL_ASSIGNMENT_MSG.notEvaluator);
    if (!user.pending) throw conflict(EVAL_ASSIGNMENT_MSG.noPendingInvitation);
    const [recent] = await queryRows<{ id: string }>(
      tx,
      sql`select id from password_resets where user_id = ${userId} and created_at > ${new Date(Date.now() - RESEND_GAP_MS)} limit 1`,
    );
    if (recent) throw new AppError(429, EVAL_ASSIGNMENT_MSG.invitationThrottled);
    await tx.execute(sql`update password_resets set revoked_at = now() where user_id = ${userId} and used_at is null and revoked_at is null`);
    await issueInvitation(tx, deps, user, ip);
  });
  return { message: EVAL_ASSIGNMENT_MSG.invitationResent };
}
