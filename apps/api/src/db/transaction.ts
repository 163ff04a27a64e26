import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { PgTransaction, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
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

/**
 * Independent reads of one use case, run together where the database allows it: side by side on the
 * pool's connections, one after another inside a transaction. A transaction is one connection, and
 * node-postgres warns of a query sent while another runs on the same client (pg 9 refuses it); PGlite
 * queues them either way. Each read is a function, so none starts before its turn.
 */
export async function readTogether<T extends readonly unknown[]>(db: DbOrTx, reads: { readonly [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  const all = reads as readonly (() => Promise<unknown>)[];
  if (!(db instanceof PgTransaction)) return (await Promise.all(all.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of all) results.push(await read());
  return results as unknown as T;
}
