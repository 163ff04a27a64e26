import { sql } from 'drizzle-orm';
import { ROLE_MSG, type TPermission } from '@siiicca/shared';
import { inTransaction, type DbOrTx, type Tx } from '../../db/transaction';
import { conflict } from '../../lib/app-error';
import type { AuthUser } from '../../platform/auth/session';

/** The abilities an administrator must never take away from themselves by accident. */
const ADMIN_PERMISSIONS: TPermission[] = ['profiles.manage', 'users.manage'];
/** Serialises changes to users, profiles and permissions so two administrators cannot lock each other out. */
const ADMIN_LOCK = 3_020_001;

/**
 * Runs a change to users, profiles or their permissions in one transaction and, before it commits,
 * checks what the change left behind: the acting user still holds every administration permission
 * they held before, and at least one active user can still manage profiles. Otherwise it rolls back.
 */
export async function withAdminGuard<T>(db: DbOrTx, actor: AuthUser, work: (tx: Tx) => Promise<T>): Promise<T> {
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_LOCK})`);
    const result = await work(tx);
    await assertAdministrationKept(tx, actor);
    return result;
  });
}

async function assertAdministrationKept(tx: DbOrTx, actor: AuthUser) {
  const result = await tx.execute<{ mine: string[]; holders: number }>(sql`
    select
      coalesce((select array_agg(distinct rp.permission_id)
        from users u
        join user_roles ur on ur.user_id = u.id
        join role_permissions rp on rp.role_id = ur.role_id
        where u.id = ${actor.id} and u.active), '{}') as mine,
      (select count(distinct u.id)::int
        from users u
        join user_roles ur on ur.user_id = u.id
        join role_permissions rp on rp.role_id = ur.role_id
        where u.active and rp.permission_id = 'profiles.manage') as holders`);
  const row = (result as unknown as { rows: { mine: string[]; holders: number }[] }).rows[0]!;
  const mine = new Set(row.mine);
  if (ADMIN_PERMISSIONS.some((p) => actor.permissions.has(p) && !mine.has(p))) throw conflict(ROLE_MSG.selfLockout);
  if (Number(row.holders) === 0) throw conflict(ROLE_MSG.lastAdministrator);
}
