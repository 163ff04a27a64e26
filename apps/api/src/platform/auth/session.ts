import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TAccountType } from '@siiicca/shared';
import { rolePermissions, roles, sessions, userRoles, users } from '../../db/schema';
import type { DbOrTx } from '../../db/transaction';

/** The signed-in user as every route sees it: loaded from the database on each request. */
export type AuthUser = {
  id: number;
  name: string;
  email: string;
  username: string;
  identity: string | null;
  accountType: TAccountType;
  idSectional: number | null;
  roles: string[];
  permissions: Set<string>;
  sessionId: string;
};

/**
 * Loads the signed-in user on every request from the database (not from the token), so that a
 * revoked session, a deactivated user or a removed permission takes effect on the next request.
 */
export async function loadSessionUser(db: DbOrTx, userId: number, sessionId: string): Promise<AuthUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      username: users.username,
      identity: users.identity,
      accountType: users.accountType,
      idSectional: users.idSectional,
      roles: sql<string[]>`coalesce((select array_agg(r.name order by r.name) from ${userRoles} ur join ${roles} r on r.id = ur.role_id where ur.user_id = ${users.id}), '{}')`,
      permissions: sql<string[]>`coalesce((select array_agg(distinct rp.permission_id) from ${userRoles} ur join ${rolePermissions} rp on rp.role_id = ur.role_id where ur.user_id = ${users.id}), '{}')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        eq(users.active, true),
      ),
    );
  if (!row) return null;
  return { ...row, permissions: new Set(row.permissions), sessionId };
}

