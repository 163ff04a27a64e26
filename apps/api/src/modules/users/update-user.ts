import { eq } from 'drizzle-orm';
import { MSG, USER_MSG, type TUserUpdate } from '@siiicca/shared';
import type { DbOrTx } from '../../db/transaction';
import { userRoles, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import type { AuthUser } from '../../platform/auth/session';
import { afterPasswordChange } from '../recovery';
import { revokeUserSessions } from '../../platform/auth/tokens';
import { withAdminGuard } from './admin-guard';
import { findUser, findUserState } from './users.repository';
import { refuseStale } from '../../platform/versions';
import { checkReferences, checkUnique } from './user-checks';
import { recordSecurityEvent } from '../../platform/security-events';
import { userChangeEvents } from './user-audit';

/**
 * Replaces a user's data and profiles. Deactivating a user, setting their password or changing
 * their account type ends their open sessions at once; profile changes apply on their next request.
 */
export async function updateUser(db: DbOrTx, actor: AuthUser, id: number, input: TUserUpdate & { version: string }, ctx: { ip?: string } = {}): Promise<void> {
  const current = await findUserState(db, id);
  if (!current) throw notFound(USER_MSG.notFound);
  if (id === actor.id) {
    if (!input.active) throw conflict(USER_MSG.selfDeactivate, { active: [USER_MSG.selfDeactivate] });
    if (input.account_type !== current.accountType) throw conflict(USER_MSG.selfAccountType, { account_type: [USER_MSG.selfAccountType] });
    if (input.password) throw conflict(USER_MSG.selfPassword, { password: [USER_MSG.selfPassword] });
  }
  const roleIds = await checkReferences(db, input, current.idSectional);
  await checkUnique(db, input, id);

  // sac accounts never keep a product password; an adm account must end up with one.
  let passwordHash: string | null | undefined;
  if (input.account_type === 'sac') passwordHash = current.hasPassword ? null : undefined;
  else if (input.password) passwordHash = await hashPassword(input.password);
  else if (!current.hasPassword) throw badRequest(MSG.passwordRequired, { password: [MSG.passwordRequired] });

  const endSessions =
    (current.active && !input.active) || input.account_type !== current.accountType || passwordHash !== undefined;

  await withAdminGuard(db, actor, async (tx) => {
    // The row as the administrator read it, or 409 (versions.ts); locked until the change commits.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
    const stored = await findUser(tx, id);
    if (!stored) throw notFound(USER_MSG.notFound);
    refuseStale(input.version, stored.version);
    const before = await tx.select().from(users).where(eq(users.id, id));
    const rolesBefore = await tx.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, id));
    await tx
      .update(users)
      .set({
        name: input.name,
        email: input.email,
        username: input.username ?? current.username,
        identity: input.identity,
        idSectional: input.id_sectional,
        accountType: input.account_type,
        active: input.active,
        updatedAt: new Date(),
        ...(passwordHash !== undefined ? { passwordHash } : {}),
      })
      .where(eq(users.id, id));
    await tx.delete(userRoles).where(eq(userRoles.userId, id));
    if (roleIds.length) await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId: id, roleId })));
    if (endSessions) await revokeUserSessions(tx, id);
    if (typeof passwordHash === 'string') await afterPasswordChange(tx, id);
    const after = { ...input, username: input.username ?? current.username, roleIds, passwordSet: passwordHash !== undefined };
    for (const e of userChangeEvents(before[0]!, rolesBefore.map((r) => r.roleId), after)) {
      await recordSecurityEvent(tx, { ...e, actorId: actor.id, subjectUserId: id, ip: ctx.ip });
    }
  });
}
