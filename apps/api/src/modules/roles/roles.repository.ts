import { and, asc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { PERMISSION_IDS, type TListQuery, type TPermissionItem, type TRoleResponse } from '@siiicca/shared';
import type { Db } from '../../db/client';
import { permissions, rolePermissions, roles, userRoles } from '../../db/schema';
import { ilikeUnaccent, offsetOf, orderBy, totalOver } from '../../lib/pagination';

// Subqueries name the outer table literally: drizzle leaves a column unqualified when the query has a
// single table, and inside a subquery that would resolve to the subquery's own `id`.
const roleColumns = {
  id: roles.id,
  key: roles.key,
  name: roles.name,
  description: roles.description,
  users_count: sql<number>`(select cast(count(*) as integer) from ${userRoles} ur where ur.role_id = roles.id)`,
  permissions: sql<TPermissionItem[]>`coalesce((select json_agg(json_build_object('id', p.id, 'description', p.description) order by p.id) from ${rolePermissions} rp join ${permissions} p on p.id = rp.permission_id where rp.role_id = roles.id), '[]'::json)`,
};

/** One page of the Perfiles table, searched by name or description, sorted by id or name, in SQL. */
export async function listRoles(db: Db, q: TListQuery) {
  const where = q.q ? or(ilikeUnaccent(roles.name, q.q), ilikeUnaccent(roles.description, q.q)) : undefined;
  const rows = await db
    .select({ ...roleColumns, total: totalOver })
    .from(roles)
    .where(where)
    .orderBy(...orderBy(q.sort, { id: roles.id, name: roles.name }, asc(roles.id)))
    .limit(q.per_page)
    .offset(offsetOf(q));
  const total = rows[0]?.total ?? (q.page > 1 ? await countRoles(db, where) : 0);
  return { data: rows.map(({ total: _t, ...r }): TRoleResponse => r), total };
}

async function countRoles(db: Db, where: SQL | undefined) {
  const [row] = await db.select({ n: sql<number>`cast(count(*) as integer)` }).from(roles).where(where);
  return row?.n ?? 0;
}

export async function findRole(db: Db, id: number): Promise<TRoleResponse | null> {
  const [row] = await db.select(roleColumns).from(roles).where(eq(roles.id, id));
  return row ?? null;
}

/** Another profile with this name, ignoring case. */
export async function roleNameTaken(db: Db, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(sql`lower(${roles.name})`, name.toLowerCase()), exceptId ? ne(roles.id, exceptId) : undefined))
    .limit(1);
  return !!row;
}

/** Every permission, in the order of the catalogue (grouped by screen family), for the checkbox table. */
export async function listPermissions(db: Db): Promise<TPermissionItem[]> {
  const rows = await db.select({ id: permissions.id, description: permissions.description }).from(permissions);
  const rank = (id: string) => {
    const i = (PERMISSION_IDS as string[]).indexOf(id);
    return i < 0 ? PERMISSION_IDS.length : i;
  };
  return rows.sort((a, b) => rank(a.id) - rank(b.id) || a.id.localeCompare(b.id));
}
