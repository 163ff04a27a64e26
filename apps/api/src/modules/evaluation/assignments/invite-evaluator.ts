import { randomBytes, randomUUID } from 'node:crypto';
import { EVAL_ASSIGNMENT_MSG, maskEmail, ZInviteEvaluatorSchema } from '@siiicca/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../../app-deps';
import { userRoles, users } from '../../../db/schema';
import { badRequest } from '../../../lib/app-error';
import type { AuthUser } from '../../../platform/auth/session';
import { enqueueMail } from '../../../platform/mail-outbox';
import { hashEmail, insertReset, sha256 } from '../../recovery';
import { deriveUsername, withAdminGuard } from '../../users';
import { invitationMail } from './assignment-mails';
import { clashes, evaluatorRoleId } from './evaluators.repository';

/** How long an invitation's link to set the password lives (a recovery link lives minutes). */
export const INVITATION_DAYS = 7;

/**
 * Invites an external evaluator: a product account (adm) with the Evaluador profile and no
 * password, and, in the same transaction, the mail with a single-use link to the recovery flow's
 * page that sets a password (/findrecover/<token>, a password_resets row like a recovery's). Once
 * set, they sign in on the usual login screen.
 */
export async function inviteEvaluator(deps: AppDeps, actor: AuthUser, input: z.output<typeof ZInviteEvaluatorSchema>, ip: string) {
  const errors: Record<string, string[]> = {};
  for (const c of await clashes(deps.db, input.email, input.identity)) {
    if (c.email.toLowerCase() === input.email) errors.email = [EVAL_ASSIGNMENT_MSG.emailTaken];
    if (c.identity === input.identity) errors.identity = [EVAL_ASSIGNMENT_MSG.identityTaken];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw badRequest(first, errors);
  const roleId = await evaluatorRoleId(deps.db);
  const token = randomBytes(32).toString('base64url');
  await withAdminGuard(deps.db, actor, async (tx) => {
    const username = await deriveUsername(tx, input.email);
    const [created] = await tx
      .insert(users)
      .values({ name: input.name, email: input.email, username, identity: input.identity, accountType: 'adm', passwordHash: null, active: true })
      .returning({ id: users.id });
    await tx.insert(userRoles).values({ userId: created!.id, roleId });
    await insertReset(tx, {
      id: randomUUID(),
      tokenHash: sha256(token),
      accountType: 'adm',
      login: username,
      userId: created!.id,
      emailHash: hashEmail(input.email),
      emailMasked: maskEmail(input.email),
      requestIp: ip,
      expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
    });
    // The link comes from configuration only, never from the request (a forged Host).
    const link = `${deps.config.publicUrl}/findrecover/${token}`;
    await enqueueMail(tx, invitationMail(deps.config, { name: input.name, email: input.email, username }, link, INVITATION_DAYS));
  });
  return { message: EVAL_ASSIGNMENT_MSG.invited };
}
