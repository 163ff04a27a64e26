import { and, eq, ne, or, sql } from 'drizzle-orm';
import { listQuerySchema, PERMISSION_IDS, type TListQuery, type TPermissionItem, type TRoleResponse } from '@siiicca/shared';
import { foldedContains } from '../../db/fold';
import type { DbOrTx } from '../../db/transaction';
import { permissions, rolePermissions, roles, userRoles } from '../../db/schema';
import { filterableFields, filtersWhere } from '../../platform/crud/filters';
import { listPage, sortKey, type TListSource } from '../../platform/crud/paging';

// Subqueries name the outer table literally: drizzle leaves a column unqualified when the query has a
// single table, and inside a subquery that would resolve to the subquery's own `id`.
const roleColumns = {
  id: roles.id,
  key: roles.key,
  name: roles.name,
  description: roles.description,
  users_count: sql<number>`(select cast(count(*) as integer) from ${userRoles} ur where ur.role_id = roles.id)`,
  requires_second_factor: roles.requiresSecondFactor,
  permissions: sql<TPermissionItem[]>`coalesce((select json_agg(json_build_object('id', p.id, 'description', p.description) order by p.id) from ${rolePermissions} rp join ${permissions} p on p.id = rp.permission_id where rp.role_id = roles.id), '[]'::json)`,
};

// The Perfiles screen sorts by each of its text columns.
const SORTABLE = { id: roles.id, name: roles.name, description: roles.description };
const FILTERABLE = filterableFields(SORTABLE);
/** The query of the Perfiles list: these sort keys and filter fields, anything else a 400. */
export const ROLES_QUERY = listQuerySchema({ sorts: Object.keys(SORTABLE), filters: FILTERABLE });

const source: TListSource = {
  from: (db, selection) => db.select(selection as never).from(roles).$dynamic() as never,
  columns: roleColumns,
  id: roles.id,
};

/** One page of the Perfiles table, searched by name or description, filtered, sorted by id, name or description, in SQL. */
export async function listRoles(db: DbOrTx, q: TListQuery) {
  const search = q.q ? or(foldedContains(roles.name, q.q), foldedContains(roles.description, q.q)) : undefined;
  const page = await listPage(db, source, {
    where: and(search, filtersWhere(q.filters, FILTERABLE)),
    sort: sortKey(q.sort, SORTABLE, { key: roles.id, descending: false }),
    page: q,
  });
  return { ...page, rows: page.rows as TRoleResponse[] };
}

export async function findRole(db: DbOrTx, id: number): Promise<TRoleResponse | null> {
  const [row] = await db.select(roleColumns).from(roles).where(eq(roles.id, id));
  return row ?? null;
}

/** Another profile with this name, ignoring case. */
export async function roleNameTaken(db: DbOrTx, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(sql`lower(${roles.name})`, name.toLowerCase()), exceptId ? ne(roles.id, exceptId) : undefined))
    .limit(1);
  return !!row;
}

/** Every permission, in the order of the catalogue (grouped by screen family), for the checkbox table. */
export async function listPermissions(db: DbOrTx): Promise<TPermissionItem[]> {
  const rows = await db.select({ id: permissions.id, description: permissions.description }).from(permissions);
  const rank = (id: string) => {
    const i = (PERMISSION_IDS as string[]).indexOf(id);
    return i < 0 ? PERMISSION_IDS.length : i;
  };
  return rows.sort((a, b) => rank(a.id) - rank(b.id) || a.id.localeCompare(b.id));
}
