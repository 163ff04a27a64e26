import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, TSchema } from './client';

/** An open transaction: what the work inside `inTransaction` receives. */
export type Tx = PgTransaction<PgQueryResultHKT, TSchema, ExtractTablesWithRelations<TSchema>>;

/**
 * The database or an open transaction: what every repository function and use case takes, so the
 * same query runs on its own or inside a caller's transaction [fastify/demo `(trx ?? knex)`].
 */
export type DbOrTx = Db | Tx;

/**
 * Runs `work` in one transaction: committed when it resolves, rolled back when it throws (the
 * error goes on to the caller). Called with a transaction, the work runs in a savepoint of it, so
 * a use case can be composed into a larger one and still roll back alone. The one place a
 * transaction is opened: no casts, one behaviour.
 */
export function inTransaction<T>(db: DbOrTx, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(work);
}
