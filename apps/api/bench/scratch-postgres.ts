import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Db } from '../src/db/client';
import { createPool, drizzleOnPool } from '../src/db/pg-pool';
import { createTestApp, type TestApp } from '../test/helpers';

/** The PostgreSQL server the benches use: TEST_DATABASE_URL, else the local one of the CI machines. */
export const BENCH_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A scratch database on the PostgreSQL server (the tests' databases are left alone), named
 * `<prefix>_<pid>_<random>`, with a `drop` that removes it; null when no server answers.
 */
export async function scratchPostgres(prefix = 'siiicca_bench') {
  const name = `${prefix}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: BENCH_POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch {
    await admin.end().catch(() => {});
    return null;
  }
  await admin.end();
  const url = new URL(BENCH_POSTGRES_URL);
  url.pathname = `/${name}`;
  // A bulk load (volume.ts) runs on the app's pool: not under the product's 3 s statement time-out.
  url.searchParams.set('query_timeout', '3600000');
  const drop = async () => {
    const c = new pg.Client({ connectionString: BENCH_POSTGRES_URL });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  return { url: url.toString(), drop };
}

/**
 * Runs `bench` on an app over a scratch PostgreSQL database and drops the database afterwards (the
 * app's close drops it; a failed start drops it here). Prints that `what` was skipped when no server answers.
 */
export async function onScratchPostgres(what: string, bench: (t: TestApp, bulk: Db) => Promise<void>, prefix?: string) {
  const scratch = await scratchPostgres(prefix);
  if (!scratch) {
    console.log(`\n${what} on PostgreSQL: skipped (no server at ${BENCH_POSTGRES_URL})`);
    return;
  }
  const t = await createTestApp({}, { database: { ...(await openDatabase({ url: scratch.url })), drop: scratch.drop } }).catch(async (err) => {
    await scratch.drop().catch(() => {});
    throw err;
  });
  // Bulk loads run on a pool of their own without the serving pool's 3 s statement time-out (pg-pool.ts).
  const bulkPool = createPool(scratch.url, { max: 2, timeouts: false });
  try {
    await bench(t, drizzleOnPool(bulkPool));
  } finally {
    await bulkPool.end();
    await t.close();
  }
}

/** Runs `bench` on an app over a fresh in-memory PGlite database (migrated and seeded by createTestApp). */
export async function onScratchPglite(bench: (t: TestApp, bulk: Db) => Promise<void>) {
  const lite = await createTestApp({}, { database: { ...(await openDatabase({ dataDir: null })), drop: async () => {} } });
  try {
    await bench(lite, lite.db as Db);
  } finally {
    await lite.close();
  }
}

/**
 * Runs `bench` on each database `databases` names ('postgres', 'pglite'; PostgreSQL first: its
 * database lives in another process, so memory figures taken there are the server's alone).
 */
export async function onBenchDatabases(
  what: string,
  databases: string[],
  bench: (t: TestApp, kind: string, bulk: Db) => Promise<void>,
  prefix?: string,
) {
  if (databases.includes('postgres')) await onScratchPostgres(what, (t, bulk) => bench(t, 'PostgreSQL', bulk), prefix);
  if (databases.includes('pglite')) await onScratchPglite((t, bulk) => bench(t, 'PGlite (in memory, in this process)', bulk));
}
