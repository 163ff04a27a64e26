import { eq, sql } from 'drizzle-orm';
import { MSG, ROLE_MSG } from '@siiicca/shared';
import { inTransaction, type DbOrTx } from '../../db/transaction';
import { roles, userRoles } from '../../db/schema';
import { conflict, notFound } from '../../lib/app-error';
import { constraintError } from '../../platform/db-errors';
import { recordSecurityEvent, type TAuditActor } from '../../platform/security-events';

/** Deletes a profile nobody holds. Administrador is never deleted. Confirmation is asked by the client. */
export async function deleteRole(db: DbOrTx, id: number, by: TAuditActor) {
  const [role] = await db
    .select({
      key: roles.key,
      name: roles.name,
      users: sql<number>`(select cast(count(*) as integer) from ${userRoles} ur where ur.role_id = roles.id)`,
    })
    .from(roles)
    .where(eq(roles.id, id));
  if (!role) throw notFound(MSG.roleNotFound);
  if (role.key === 'admin') throw conflict(MSG.deleteFailed, { id: [ROLE_MSG.adminNotDeletable] });
  if (role.users > 0) throw conflict(MSG.deleteFailed, { id: [ROLE_MSG.inUse] });
  try {
    await inTransaction(db, async (tx) => {
      await tx.delete(roles).where(eq(roles.id, id));
      await recordSecurityEvent(tx, { event: 'profile_deleted', ...by, details: { profile: role.name, record_id: id } });
    });
  } catch (err) {
    // Assigned between the check and the delete: user_roles restricts the delete (the same answer).
    throw constraintError(err, { action: 'delete' }) ?? err;
  }
}
