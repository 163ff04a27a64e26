import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { listQuerySchema, type TListQuery, type TUserOption, type TUserResponse } from '@siiicca/shared';
import { foldedContains } from '../../db/fold';
import type { DbOrTx } from '../../db/transaction';
import { roles, sectionals, userRoles, users } from '../../db/schema';
import { filterableFields, filtersWhere } from '../../platform/crud/filters';
import { listPage, sortKey, type TListSource } from '../../platform/crud/paging';
import { withRowVersion } from '../../platform/versions';

/**
 * The columns of a user row as the API shows it: no password hash is ever selected. Subqueries name
 * the outer table literally (drizzle may leave a column unqualified, which a subquery would rebind).
 */
const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  username: users.username,
  identity: users.identity,
  id_sectional: users.idSectional,
  sectional_name: sectionals.name,
  roles: sql<string[]>`coalesce((select array_agg(r.name order by r.name, r.id) from ${userRoles} ur join ${roles} r on r.id = ur.role_id where ur.user_id = users.id), '{}')`,
  role_ids: sql<number[]>`coalesce((select array_agg(r.id order by r.name, r.id) from ${userRoles} ur join ${roles} r on r.id = ur.role_id where ur.user_id = users.id), '{}')`,
  active: users.active,
  account_type: users.accountType,
  has_password: sql<boolean>`(${users.passwordHash} is not null)`,
};

type UserRow = Omit<TUserResponse, 'sectional' | 'version'> & { sectional_name: string | null };

const toResponse = ({ sectional_name, ...r }: UserRow): TUserResponse =>
  withRowVersion({
    ...r,
    // node-postgres and PGlite both parse int[]; Number() keeps it a number array whatever the driver.
    role_ids: r.role_ids.map(Number),
    sectional: r.id_sectional === null ? null : { id: r.id_sectional, name: sectional_name ?? '' },
  });

const SORTABLE = {
  id: users.id,
  name: users.name,
  email: users.email,
  identity: users.identity,
  active: users.active,
  account_type: users.accountType,
};
const BY_ID = { key: users.id, descending: false };

/** What `filters` may name on the Usuarios list. */
const FILTERABLE = filterableFields(
  { ...SORTABLE, username: users.username, id_sectional: users.idSectional },
  { sectional: sectionals.name },
);
/** The query of the Usuarios list: these sort keys and filter fields, anything else a 400. */
export const USERS_QUERY = listQuerySchema({ sorts: Object.keys(SORTABLE), filters: FILTERABLE });

const source: TListSource = {
  from: (db, selection) => db.select(selection as never).from(users).leftJoin(sectionals, eq(sectionals.id, users.idSectional)).$dynamic() as never,
  columns: userColumns,
  id: users.id,
};

/** One page of the Usuarios table, searched by name, e-mail, identity or username, filtered, sorted and counted in SQL. */
export async function listUsers(db: DbOrTx, q: TListQuery) {
  const search = q.q
    ? or(foldedContains(users.name, q.q), foldedContains(users.email, q.q), foldedContains(users.identity, q.q), foldedContains(users.username, q.q))
    : undefined;
  const page = await listPage(db, source, {
    where: and(search, filtersWhere(q.filters, FILTERABLE)),
    sort: sortKey(q.sort, SORTABLE, BY_ID),
    page: q,
  });
  return { ...page, rows: (page.rows as UserRow[]).map(toResponse) };
}

export async function findUser(db: DbOrTx, id: number): Promise<TUserResponse | null> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .leftJoin(sectionals, eq(sectionals.id, users.idSectional))
    .where(eq(users.id, id));
  return row ? toResponse(row) : null;
}

/** What an update needs to know about the stored user. */
export async function findUserState(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      idSectional: users.idSectional,
      active: users.active,
      accountType: users.accountType,
      hasPassword: sql<boolean>`(${users.passwordHash} is not null)`,
    })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

/** Other users that already hold this e-mail (any case), identity or username. */
export async function findDuplicates(db: DbOrTx, input: { email: string; identity: string; username?: string }, exceptId?: number) {
  const matches = [eq(sql`lower(${users.email})`, input.email.toLowerCase()), eq(users.identity, input.identity)];
  if (input.username) matches.push(eq(sql`lower(${users.username})`, input.username.toLowerCase()));
  return db
    .select({ email: users.email, identity: users.identity, username: users.username })
    .from(users)
    .where(and(or(...matches), exceptId ? ne(users.id, exceptId) : undefined));
}

/** Usernames starting with `base` (any case), to pick a free one. */
export async function usernamesLike(db: DbOrTx, base: string) {
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(sql`lower(${users.username}) like ${base.replace(/[\\%_]/g, (c) => `\\${c}`) + '%'}`);
  return new Set(rows.map((r) => r.username.toLowerCase()));
}

export async function sectionalUsable(db: DbOrTx, id: number, currentId: number | null) {
  const [row] = await db.select({ active: sectionals.active }).from(sectionals).where(eq(sectionals.id, id));
  return !!row && (row.active || id === currentId);
}

export async function countExistingRoles(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return 0;
  const [row] = await db.select({ n: sql<number>`cast(count(*) as integer)` }).from(roles).where(inArray(roles.id, ids));
  return row?.n ?? 0;
}

/** Active sectionals plus the user's current one (even if now inactive), for the user dialog. */
export async function sectionalOptions(db: DbOrTx, userId?: number): Promise<TUserOption[]> {
  const current = userId
    ? sql`sectionals.id = (select u.id_sectional from ${users} u where u.id = ${userId})`
    : sql`false`;
  return db
    .select({ id: sectionals.id, name: sectionals.name })
    .from(sectionals)
    .where(or(eq(sectionals.active, true), current))
    .orderBy(asc(sectionals.name), asc(sectionals.id));
}

export const roleOptions = (db: DbOrTx): Promise<TUserOption[]> =>
  db.select({ id: roles.id, name: roles.name }).from(roles).orderBy(asc(roles.name), asc(roles.id));
