import { and, asc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TListQuery, TUserOption, TUserResponse } from '@siiicca/shared';
import type { Db } from '../../db/client';
import { roles, sectionals, userRoles, users } from '../../db/schema';
import { ilikeUnaccent, offsetOf, orderBy, totalOver } from '../../lib/pagination';

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

type UserRow = Omit<TUserResponse, 'sectional'> & { sectional_name: string | null };

const toResponse = ({ sectional_name, ...r }: UserRow): TUserResponse => ({
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

/** One page of the Usuarios table, searched by name, e-mail or identity, sorted and counted in SQL. */
export async function listUsers(db: Db, q: TListQuery) {
  const where = q.q
    ? or(ilikeUnaccent(users.name, q.q), ilikeUnaccent(users.email, q.q), ilikeUnaccent(users.identity, q.q), ilikeUnaccent(users.username, q.q))
    : undefined;
  const rows = await db
    .select({ ...userColumns, total: totalOver })
    .from(users)
    .leftJoin(sectionals, eq(sectionals.id, users.idSectional))
    .where(where)
    .orderBy(...orderBy(q.sort, SORTABLE, asc(users.id)))
    .limit(q.per_page)
    .offset(offsetOf(q));
  // Past the last page no row carries the total, so count separately.
  const total = rows[0]?.total ?? (q.page > 1 ? await countUsers(db, where) : 0);
  return { data: rows.map(({ total: _t, ...r }) => toResponse(r)), total };
}

async function countUsers(db: Db, where: SQL | undefined) {
  const [row] = await db.select({ n: sql<number>`cast(count(*) as integer)` }).from(users).where(where);
  return row?.n ?? 0;
}

export async function findUser(db: Db, id: number): Promise<TUserResponse | null> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .leftJoin(sectionals, eq(sectionals.id, users.idSectional))
    .where(eq(users.id, id));
  return row ? toResponse(row) : null;
}

/** What an update needs to know about the stored user. */
export async function findUserState(db: Db, id: number) {
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
export async function findDuplicates(db: Db, input: { email: string; identity: string; username?: string }, exceptId?: number) {
  const matches = [eq(sql`lower(${users.email})`, input.email.toLowerCase()), eq(users.identity, input.identity)];
  if (input.username) matches.push(eq(sql`lower(${users.username})`, input.username.toLowerCase()));
  return db
    .select({ email: users.email, identity: users.identity, username: users.username })
    .from(users)
    .where(and(or(...matches), exceptId ? ne(users.id, exceptId) : undefined));
}

/** Usernames starting with `base` (any case), to pick a free one. */
export async function usernamesLike(db: Db, base: string) {
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(sql`lower(${users.username}) like ${base.replace(/[\\%_]/g, (c) => `\\${c}`) + '%'}`);
  return new Set(rows.map((r) => r.username.toLowerCase()));
}

export async function sectionalUsable(db: Db, id: number, currentId: number | null) {
  const [row] = await db.select({ active: sectionals.active }).from(sectionals).where(eq(sectionals.id, id));
  return !!row && (row.active || id === currentId);
}

export async function countExistingRoles(db: Db, ids: number[]) {
  if (ids.length === 0) return 0;
  const [row] = await db.select({ n: sql<number>`cast(count(*) as integer)` }).from(roles).where(inArray(roles.id, ids));
  return row?.n ?? 0;
}

/** Active sectionals plus the user's current one (even if now inactive), for the user dialog. */
export async function sectionalOptions(db: Db, userId?: number): Promise<TUserOption[]> {
  const current = userId
    ? sql`sectionals.id = (select u.id_sectional from ${users} u where u.id = ${userId})`
    : sql`false`;
  return db
    .select({ id: sectionals.id, name: sectionals.name })
    .from(sectionals)
    .where(or(eq(sectionals.active, true), current))
    .orderBy(asc(sectionals.name), asc(sectionals.id));
}

export const roleOptions = (db: Db): Promise<TUserOption[]> =>
  db.select({ id: roles.id, name: roles.name }).from(roles).orderBy(asc(roles.name), asc(roles.id));
