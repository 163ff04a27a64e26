import { eq, inArray, notInArray, sql } from 'drizzle-orm';
import { PERMISSIONS, PERMISSION_IDS, SEEDED_ROLES } from '@siiicca/shared';
import { inTransaction, type DbOrTx } from '../transaction';
import { permissions, rolePermissions, roles } from '../schema';

/**
 * Runs on every start: the permission table mirrors the code, the seeded profiles exist, and the
 * Administrador profile holds every permission (so a permission added by a new screen reaches it).
 */
export async function syncPermissions(db: DbOrTx) {
  await inTransaction(db, async (tx) => {
    // One statement for every permission (this runs on every start); rows already right stay untouched.
    await tx
      .insert(permissions)
      .values(PERMISSION_IDS.map((id) => ({ id, description: PERMISSIONS[id] })))
      .onConflictDoUpdate({
        target: permissions.id,
        set: { description: sql`excluded.description` },
        setWhere: sql`${permissions.description} is distinct from excluded.description`,
      });
    await tx.delete(permissions).where(notInArray(permissions.id, PERMISSION_IDS));

    for (const role of SEEDED_ROLES) {
      const [existing] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.key, role.key));
      if (existing && role.key !== 'admin') continue; // profiles belong to administrators once created
      const roleId =
        existing?.id ??
        (await tx
          .insert(roles)
          .values({ key: role.key, name: role.name, description: role.description })
          .onConflictDoUpdate({ target: roles.name, set: { key: role.key } })
          .returning({ id: roles.id }))[0]!.id;
      await tx
        .insert(rolePermissions)
        .values(role.permissions.map((permissionId) => ({ roleId, permissionId })))
        .onConflictDoNothing();
    }
  });
}

export const roleIdsByKey = async (db: DbOrTx, keys: string[]) =>
  Object.fromEntries(
    (await db.select({ id: roles.id, key: roles.key }).from(roles).where(inArray(roles.key, keys))).map((r) => [r.key!, r.id]),
  ) as Record<string, number>;

export const isEmpty = async (db: DbOrTx, table: string) =>
  ((await db.execute(sql.raw(`select 1 from ${table} limit 1`))) as unknown as { rows: unknown[] }).rows.length === 0;
