import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './transaction';

/** Runs a hand-written query; node-postgres and PGlite both answer `{ rows }` (json already parsed). */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
