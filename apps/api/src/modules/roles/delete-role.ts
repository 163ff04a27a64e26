import { eq, sql } from 'drizzle-orm';
import { MSG, ROLE_MSG } from '@siiicca/shared';
import type { Db } from '../../db/client';
import { roles, userRoles } from '../../db/schema';
import { conflict, notFound } from '../../lib/app-error';
import { isReferenceViolation } from '../../lib/pg-errors';
import { ROLE_NOT_FOUND } from './save-role';

/** Deletes a profile nobody holds. Administrador is never deleted. Confirmation is asked by the client. */
export async function deleteRole(db: Db, id: number) {
  const [role] = await db
    .select({
      key: roles.key,
      users: sql<number>`(select cast(count(*) as integer) from ${userRoles} ur where ur.role_id = roles.id)`,
    })
    .from(roles)
    .where(eq(roles.id, id));
  if (!role) throw notFound(ROLE_NOT_FOUND);
  if (role.key === 'admin') throw conflict(MSG.deleteFailed, { id: [ROLE_MSG.adminNotDeletable] });
  if (role.users > 0) throw conflict(MSG.deleteFailed, { id: [ROLE_MSG.inUse] });
  try {
    await db.delete(roles).where(eq(roles.id, id));
  } catch (err) {
    // Assigned between the check and the delete: user_roles restricts the delete.
    if (isReferenceViolation(err)) throw conflict(MSG.deleteFailed, { id: [ROLE_MSG.inUse] });
    throw err;
  }
}
