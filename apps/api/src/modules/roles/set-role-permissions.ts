import { eq } from 'drizzle-orm';
import { MSG, PERMISSION_IDS, ROLE_MSG, type TPermission } from '@siiicca/shared';
import type { DbOrTx } from '../../db/transaction';
import { rolePermissions, roles } from '../../db/schema';
import { conflict, notFound } from '../../lib/app-error';
import type { AuthUser } from '../../platform/auth/session';
import { withAdminGuard } from '../users';

/**
 * Replaces the whole permission set of a profile in one transaction. Users holding the profile see
 * the change on their next request (permissions are loaded from the database on every request).
 */
export async function setRolePermissions(db: DbOrTx, actor: AuthUser, id: number, wanted: TPermission[]) {
  const [role] = await db.select({ key: roles.key }).from(roles).where(eq(roles.id, id));
  if (!role) throw notFound(MSG.roleNotFound);
  const unique = [...new Set(wanted)];
  // The start-up sync gives Administrador every permission again, so a reduced set would not last.
  if (role.key === 'admin' && unique.length !== PERMISSION_IDS.length) {
    throw conflict(ROLE_MSG.adminPermissionsFixed, { permissions: [ROLE_MSG.adminPermissionsFixed] });
  }
  await withAdminGuard(db, actor, async (tx) => {
    await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, id));
    if (unique.length) await tx.insert(rolePermissions).values(unique.map((permissionId) => ({ roleId: id, permissionId })));
  });
}
