import pg from 'pg';
import { sql } from 'drizzle-orm';
import { drizzle, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import { isDatabaseUnavailable } from '../lib/pg-errors';
import * as schema from './schema';
import type { Db } from './client';

/*
 * The PostgreSQL connection pool, made to outlive the server it talks to. A restart, a failover or
 * an administrator's pg_terminate_backend ends every connection at once; what follows must be a
 * few 503 answers, never an exit, a leaked connection or a request that hangs.
 */

/**
 * A request waits at most this long for a connection (a free one of the pool, or a new one to a
 * server that does not answer), and at most QUERY_TIMEOUT_MS for a statement: the first statement
 * that fails ends the request, so one during an outage is answered 503 within 5 s. `?query_timeout=`
 * in DATABASE_URL overrides the latter.
 */
export const CONNECT_TIMEOUT_MS = 2_000;
export const QUERY_TIMEOUT_MS = 3_000;

/** Ignores the 'error' event of a connection the server closed: the next query on it fails instead. */
const ignoreLostConnection = () => {};

/**
 * A pool whose connections never crash the process. node-postgres emits 'error' on a client whose
 * connection ends; the pool listens only while a client is idle, and a client checked out (inside a
 * transaction, between two statements) had no listener: the event became an uncaught exception.
 */
export function createPool(url: string, opts: { max: number; timeouts: boolean }): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max,
    keepAlive: true,
    ...(opts.timeouts ? { connectionTimeoutMillis: CONNECT_TIMEOUT_MS, query_timeout: QUERY_TIMEOUT_MS } : { connectionTimeoutMillis: 10_000 }),
  });
  pool.on('connect', (client) => client.on('error', ignoreLostConnection));
  pool.on('error', ignoreLostConnection);
  return pool;
}

type TSessionInternals = {
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
  transaction: Db['transaction'];
};

/**
 * Drizzle on the pool, with transactions that give a lost connection back. Drizzle's own
 * (node-postgres/session.js) never releases the client when `begin` fails and releases a broken
 * one as if it were healthy: under repeated terminations the pool's ten connections leaked one by
 * one until every request waited for a connection that would never come. Here a connection that
 * failed is always released, and released as broken (the pool closes it instead of lending it again).
 */
export function drizzleOnPool(pool: pg.Pool): Db {
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  const session = (db as unknown as { session: TSessionInternals }).session;
  if (!session?.dialect || !('schema' in session) || !('options' in session)) {
    throw new Error('drizzle-orm changed its node-postgres session: review apps/api/src/db/pg-pool.ts');
  }
  const { dialect, schema: relations, options } = session;
  session.transaction = (async (work: (tx: unknown) => Promise<unknown>, config?: PgTransactionConfig) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      const tx = new NodePgTransaction(dialect, new NodePgSession(client, dialect, relations, options), relations);
      await tx.execute(sql`begin`);
      if (config) await tx.setTransaction(config);
      let result: unknown;
      try {
        result = await work(tx);
      } catch (err) {
        // A connection lost or hung is closed instead (the server rolls back what it never saw
        // committed): a ROLLBACK queued behind a hung statement would wait a second time-out.
        if (!isDatabaseUnavailable(err)) {
          // The original failure is what the caller answers; a rollback that fails means a dead connection.
          await tx.execute(sql`rollback`).catch((rollbackError: Error) => (broken = rollbackError));
        }
        throw err;
      }
      // A COMMIT that fails has ended the transaction on the server: nothing is left to roll back.
      await tx.execute(sql`commit`);
      return result;
    } catch (err) {
      if (isDatabaseUnavailable(err)) broken ??= err as Error;
      throw err;
    } finally {
      client.release(broken);
    }
  }) as Db['transaction'];
  return db;
}
