import { randomBytes } from 'node:crypto';
import pg from 'pg';

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
  const drop = async () => {
    const c = new pg.Client({ connectionString: BENCH_POSTGRES_URL });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  return { url: url.toString(), drop };
}
