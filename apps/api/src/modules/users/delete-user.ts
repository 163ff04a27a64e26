import { eq } from 'drizzle-orm';
import { MSG, USER_MSG } from '@siiicca/shared';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { conflict, notFound } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { withAdminGuard } from './admin-guard';
import { isReferenceViolation } from '../../lib/pg-errors';

/** Deletes a user who has no records of their own yet (strategies, projects...); else 409. */
export async function deleteUser(db: Db, actor: AuthUser, id: number) {
  if (id === actor.id) throw conflict(USER_MSG.selfDelete);
  try {
    await withAdminGuard(db, actor, async (tx) => {
      const deleted = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      if (deleted.length === 0) throw notFound(USER_MSG.notFound);
    });
  } catch (err) {
    // Records that point at the user keep them: deactivating is the way to close such an account.
    if (isReferenceViolation(err)) throw conflict(MSG.deleteFailed, { id: ['El usuario tiene registros asociados; desactívelo en lugar de eliminarlo'] });
    throw err;
  }
}
