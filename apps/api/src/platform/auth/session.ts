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
  /** Steps the user must take before anything else (PENDING_STEPS); plugins/auth lets only routes marked pendingAllowed through. */
  pending?: string[];
  sessionId: string;
};

// authVersion is a bigint: node-postgres answers it as a string, PGlite as a number or bigint.
type Row = Omit<AuthUser, 'permissions' | 'sessionId'> & { permissions: string[]; expiresAt: Date; authVersion: string | number | bigint };

/**
 * The session, its user and the user's profiles and permissions in one statement: an open session
 * (not revoked, not expired) of an active user, with the auth version it was read at (one snapshot,
 * so the version is that of the rows read). Every request that misses the session cache runs it, so
 * it is plain text sent as a named prepared statement (no query building, parsed and planned once per
 * connection). `pending` lists the steps the user must take first (PENDING_STEPS in shared): each is
 * one `case` of the array, read only for the users it can concern. 'privacy_notice': no acceptance of
 * the notice in force (the newest, max(id)), one probe of privacy_acceptances' (user_id, notice_id) key.
 */
export const SESSION_USER_SQL = `select s.expires_at as "expiresAt", (select version from auth_version where id = 1) as "authVersion", u.id, u.name, u.email, u.username, u.identity, u.account_type as "accountType", u.id_sectional as "idSectional",
  coalesce((select array_agg(r.name order by r.name) from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id), '{}') as roles,
  coalesce((select array_agg(distinct rp.permission_id) from user_roles ur join role_permissions rp on rp.role_id = ur.role_id where ur.user_id = u.id), '{}') as permissions,
  array_remove(array[
    case when u.account_type = 'adm'
      and exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id and r.requires_second_factor)
      and not exists (select 1 from totp_factors t where t.user_id = u.id and t.confirmed_at is not null)
      and not exists (select 1 from passkeys p where p.user_id = u.id)
    then 'second_factor_enrolment' end,
    case when not exists (select 1 from privacy_acceptances pa where pa.user_id = u.id and pa.notice_id = (select max(n.id) from privacy_notices n))
      and exists (select 1 from privacy_notices)
    then 'privacy_notice' end
  ]::text[], null) as pending
from sessions s join users u on u.id = s.user_id
where s.id = $1 and s.user_id = $2 and s.revoked_at is null and s.expires_at > now() and u.active`;

/** The auth version now (migration 0021): what every request that finds its user in the cache reads first. */
export const AUTH_VERSION_SQL = 'select version from auth_version where id = 1';

type Raw = { query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };

/** The driver under Drizzle's database handle (node-postgres' pool or PGlite); none inside a transaction. */
const driverOf = (db: DbOrTx) => (db as unknown as { $client?: unknown }).$client;

/**
 * PGlite plans a statement sent with parameters anew each time (the plan of the session's costs several
 * times its execution), so each is prepared once per database with PREPARE and run with EXECUTE: the
 * session's two values written in, which is safe because loadSession lets only a UUID and a safe
 * integer through.
 */
const preparedOn = new WeakMap<object, Map<string, Promise<unknown>>>();
async function embeddedRows(client: Raw, name: string, text: string, params: string, types: string) {
  let statements = preparedOn.get(client);
  if (!statements) preparedOn.set(client, (statements = new Map()));
  let prepared = statements.get(name);
  if (!prepared) {
    prepared = client.query(`prepare ${name}${types} as ${text}`);
    statements.set(name, prepared);
    prepared.catch(() => statements.delete(name));
  }
  await prepared;
  return (await client.query(`execute ${name}${params}`)).rows;
}

const SESSION_STATEMENT = 'siiicca_session_user';
const VERSION_STATEMENT = 'siiicca_auth_version';

async function sessionRow(db: DbOrTx, sessionId: string, userId: number): Promise<Row | undefined> {
  const client = driverOf(db);
  // node-postgres prepares a named statement once per connection of the pool.
  if (client instanceof pg.Pool) return (await client.query<Row>({ name: SESSION_STATEMENT, text: SESSION_USER_SQL, values: [sessionId, userId] })).rows[0];
  if (client && typeof (client as Raw).query === 'function') {
    return (await embeddedRows(client as Raw, SESSION_STATEMENT, SESSION_USER_SQL, `('${sessionId}', ${userId})`, '(uuid, int)'))[0] as Row | undefined;
  }
  // A transaction's handle: the same statement through Drizzle, its values written in as above.
  const [row] = await queryRows<Row>(db, sql.raw(SESSION_USER_SQL.replace('$1', `'${sessionId}'`).replace('$2', String(userId))));
  return row;
}

/** The auth version as committed now: it moves with every change a kept session could miss. */
export async function readAuthVersion(db: DbOrTx): Promise<number> {
  const client = driverOf(db);
  let rows: Record<string, unknown>[];
  if (client instanceof pg.Pool) rows = (await client.query({ name: VERSION_STATEMENT, text: AUTH_VERSION_SQL })).rows;
  else if (client && typeof (client as Raw).query === 'function') rows = await embeddedRows(client as Raw, VERSION_STATEMENT, AUTH_VERSION_SQL, '', '');
  else rows = await queryRows<Record<string, unknown>>(db, sql.raw(AUTH_VERSION_SQL));
  return Number(rows[0]?.version);
}

/**
 * Loads the signed-in user from the database (not from the token), so that a revoked session, a
 * deactivated user or a removed permission takes effect at once. Requests go through the instance's
 * SessionCache (session-cache.ts), which reads the auth version first and calls this when it moved.
 */
export async function loadSessionUser(db: DbOrTx, userId: number, sessionId: string): Promise<AuthUser | null> {
  return (await loadSession(db, userId, sessionId))?.user ?? null;
}

/** loadSessionUser, with when the session expires and the auth version it was read at (what the session cache keeps). */
export async function loadSession(db: DbOrTx, userId: number, sessionId: string): Promise<{ user: AuthUser; expiresAt: Date; authVersion: number } | null> {
  if (!Number.isSafeInteger(userId) || !UUID.test(sessionId)) return null;
  const row = await sessionRow(db, sessionId, userId);
  if (!row) return null;
  const { expiresAt, authVersion, ...user } = row;
  return { user: { ...user, permissions: new Set(user.permissions), pending: user.pending ?? [], sessionId }, expiresAt: new Date(expiresAt), authVersion: Number(authVersion) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
