import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { TAccountType } from '@siiicca/shared';
import { queryRows } from '../../db/query-rows';
import type { DbOrTx } from '../../db/transaction';

/** The signed-in user as every route sees it: loaded from the database, kept until anything about it changes. */
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

type Row = Omit<AuthUser, 'permissions' | 'sessionId'> & { permissions: string[]; expiresAt: Date };

/**
 * The session, its user and the user's profiles and permissions in one statement: an open session
 * (not revoked, not expired) of an active user. Every authenticated request runs it, so it is plain
 * text sent as a named prepared statement (no query building, parsed and planned once per connection).
 */
export const SESSION_USER_SQL = `select s.expires_at as "expiresAt", u.id, u.name, u.email, u.username, u.identity, u.account_type as "accountType", u.id_sectional as "idSectional",
  coalesce((select array_agg(r.name order by r.name) from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id), '{}') as roles,
  coalesce((select array_agg(distinct rp.permission_id) from user_roles ur join role_permissions rp on rp.role_id = ur.role_id where ur.user_id = u.id), '{}') as permissions
from sessions s join users u on u.id = s.user_id
where s.id = $1 and s.user_id = $2 and s.revoked_at is null and s.expires_at > now() and u.active`;

type Raw = { query: (text: string, values?: unknown[]) => Promise<{ rows: Row[] }> };
const STATEMENT = 'siiicca_session_user';

/** The driver under Drizzle's database handle (node-postgres' pool or PGlite); none inside a transaction. */
const driverOf = (db: DbOrTx) => (db as unknown as { $client?: unknown }).$client;

/**
 * PGlite plans a statement sent with parameters anew each time (the plan of this one costs several
 * times its execution), so it is prepared once per database with PREPARE and run with EXECUTE: its
 * two values written in, which is safe because loadSessionUser lets only a UUID and a safe integer through.
 */
const preparedOn = new WeakMap<object, Promise<unknown>>();
async function embeddedRow(client: Raw, sessionId: string, userId: number) {
  let prepared = preparedOn.get(client);
  if (!prepared) {
    prepared = client.query(`prepare ${STATEMENT}(uuid, int) as ${SESSION_USER_SQL}`);
    preparedOn.set(client, prepared);
    prepared.catch(() => preparedOn.delete(client));
  }
  await prepared;
  return (await client.query(`execute ${STATEMENT}('${sessionId}', ${userId})`)).rows[0];
}

async function sessionRow(db: DbOrTx, sessionId: string, userId: number): Promise<Row | undefined> {
  const client = driverOf(db);
  // node-postgres prepares a named statement once per connection of the pool.
  if (client instanceof pg.Pool) return (await client.query<Row>({ name: STATEMENT, text: SESSION_USER_SQL, values: [sessionId, userId] })).rows[0];
  if (client && typeof (client as Raw).query === 'function') return embeddedRow(client as Raw, sessionId, userId);
  // A transaction's handle: the same statement through Drizzle, its values written in as above.
  const [row] = await queryRows<Row>(db, sql.raw(SESSION_USER_SQL.replace('$1', `'${sessionId}'`).replace('$2', String(userId))));
  return row;
}

/**
 * Loads the signed-in user from the database (not from the token), so that a revoked session, a
 * deactivated user or a removed permission takes effect on the next request. Requests go through
 * the instance's SessionCache (session-cache.ts), which calls this again after any such change.
 */
export async function loadSessionUser(db: DbOrTx, userId: number, sessionId: string): Promise<AuthUser | null> {
  return (await loadSession(db, userId, sessionId))?.user ?? null;
}

/** loadSessionUser, with when the session expires (what the session cache needs to know). */
export async function loadSession(db: DbOrTx, userId: number, sessionId: string): Promise<{ user: AuthUser; expiresAt: Date } | null> {
  if (!Number.isSafeInteger(userId) || !UUID.test(sessionId)) return null;
  const row = await sessionRow(db, sessionId, userId);
  if (!row) return null;
  const { expiresAt, ...user } = row;
  return { user: { ...user, permissions: new Set(user.permissions), sessionId }, expiresAt: new Date(expiresAt) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
