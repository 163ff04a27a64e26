import { eq } from 'drizzle-orm';
import { MSG, USER_MSG } from '@siiicca/shared';
import type { DbOrTx } from '../../db/transaction';
import { users } from '../../db/schema';
import { conflict, notFound } from '../../lib/app-error';
import type { AuthUser } from '../../platform/auth/session';
import { withAdminGuard } from './admin-guard';
import { constraintError } from '../../platform/db-errors';
import { recordSecurityEvent } from '../../platform/security-events';

/** Deletes a user who has no records of their own yet (strategies, projects...); else 409. */
export async function deleteUser(db: DbOrTx, actor: AuthUser, id: number, ctx: { ip?: string } = {}) {
  if (id === actor.id) throw conflict(USER_MSG.selfDelete);
  try {
    await withAdminGuard(db, actor, async (tx) => {
      const deleted = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id, username: users.username });
      if (deleted.length === 0) throw notFound(USER_MSG.notFound);
      await recordSecurityEvent(tx, { event: 'user_deleted', actorId: actor.id, subjectUserId: id, ip: ctx.ip, details: { user: deleted[0]!.username } });
    });
  } catch (err) {
    // Records that point at the user keep them: deactivating is the way to close such an account.
    throw constraintError(err, { action: 'delete', blocked: { field: 'id', message: MSG.userHasRecords } }) ?? err;
  }
}
