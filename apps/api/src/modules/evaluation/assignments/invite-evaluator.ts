import { EVAL_ASSIGNMENT_MSG, ZInviteEvaluatorSchema } from '@siiicca/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../../app-deps';
import { userRoles, users } from '../../../db/schema';
import { badRequest } from '../../../lib/app-error';
import type { AuthUser } from '../../../platform/auth/session';
import { deriveUsername, withAdminGuard } from '../../users';
import { clashes, evaluatorRoleId } from './evaluators.repository';
import { issueInvitation } from './invitation-link';

/**
 * Invites an external evaluator: a product account (adm) with the Evaluador profile and no
 * password, and, in the same transaction, the mail with a single-use link to the recovery flow's
 * page that sets a password (invitation-link.ts). Once set, they sign in on the usual login screen;
 * 'Reenviar invitación' sends a new link while none is used (resend-invitation.ts).
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
  await withAdminGuard(deps.db, actor, async (tx) => {
    const username = await deriveUsername(tx, input.email);
    const [created] = await tx
      .insert(users)
      .values({ name: input.name, email: input.email, username, identity: input.identity, accountType: 'adm', passwordHash: null, active: true })
      .returning({ id: users.id });
    await tx.insert(userRoles).values({ userId: created!.id, roleId });
    await issueInvitation(tx, deps, { id: created!.id, name: input.name, email: input.email, username }, ip);
  });
  return { message: EVAL_ASSIGNMENT_MSG.invited };
}
