import { eq } from 'drizzle-orm';
import { MSG, PERMISSION_IDS, ROLE_MSG, type TPermission } from '@siiicca/shared';
import type { DbOrTx } from '../../db/transaction';
import { rolePermissions, roles } from '../../db/schema';
import { conflict, notFound } from '../../lib/app-error';
import type { AuthUser } from '../../platform/auth/session';
import { recordSecurityEvent } from '../../platform/security-events';
import { withAdminGuard } from '../users';

/**
 * Replaces the whole permission set of a profile in one transaction. Users holding the profile see
 * the change on their next request (permissions are loaded from the database on every request).
 */
export async function setRolePermissions(db: DbOrTx, actor: AuthUser, id: number, wanted: TPermission[], ctx: { ip?: string } = {}) {
  const [role] = await db.select({ key: roles.key, name: roles.name }).from(roles).where(eq(roles.id, id));
  if (!role) throw notFound(MSG.roleNotFound);
  const unique = [...new Set(wanted)];
  // The start-up sync gives Administrador every permission again, so a reduced set would not last.
  if (role.key === 'admin' && unique.length !== PERMISSION_IDS.length) {
    throw conflict(ROLE_MSG.adminPermissionsFixed, { permissions: [ROLE_MSG.adminPermissionsFixed] });
  }
  await withAdminGuard(db, actor, async (tx) => {
    const held = await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, id)).returning({ id: rolePermissions.permissionId });
    if (unique.length) await tx.insert(rolePermissions).values(unique.map((permissionId) => ({ roleId: id, permissionId })));
    const before = new Set(held.map((p) => p.id));
    const added = unique.filter((p) => !before.has(p));
    const removed = [...before].filter((p) => !unique.includes(p as TPermission));
    if (added.length || removed.length) {
      await recordSecurityEvent(tx, { event: 'permissions_changed', actorId: actor.id, ip: ctx.ip, details: { profile: role.name, record_id: id, added, removed } });
    }
  });
}
