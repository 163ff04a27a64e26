import type { TUser } from '@siiicca/shared';
import type { DbOrTx } from '../../db/transaction';
import { userRoles, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { recordSecurityEvent } from '../../platform/security-events';
import type { AuthUser } from '../../platform/auth/session';
import { withAdminGuard } from './admin-guard';
import { checkReferences, checkUnique, deriveUsername } from './user-checks';

/** Creates a user with their profiles. Only adm accounts get a product password (argon2id). */
export async function createUser(db: DbOrTx, actor: AuthUser, input: TUser, ctx: { ip?: string } = {}): Promise<number> {
  const roleIds = await checkReferences(db, input, null);
  await checkUnique(db, input);
  const username = input.username ?? (await deriveUsername(db, input.email));
  const passwordHash = input.account_type === 'adm' && input.password ? await hashPassword(input.password) : null;
  return withAdminGuard(db, actor, async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        name: input.name,
        email: input.email,
        username,
        identity: input.identity,
        idSectional: input.id_sectional,
        accountType: input.account_type,
        passwordHash,
        active: input.active,
      })
      .returning({ id: users.id });
    if (roleIds.length) await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId: created!.id, roleId })));
    await recordSecurityEvent(tx, {
      event: 'user_created',
      actorId: actor.id,
      subjectUserId: created!.id,
      ip: ctx.ip,
      details: { user: username, account_type: input.account_type, active: input.active, profiles: roleIds },
    });
    return created!.id;
  });
}
