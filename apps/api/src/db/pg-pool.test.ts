import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { isDatabaseUnavailable } from '../lib/pg-errors';
import { createPostgresDatabase, createTestApp, testDbKind, type TestApp } from '../../test/helpers';
import { until } from '../../test/until';
import { openDatabase, type Database } from './client';
import { queryRows } from './query-rows';
import { inTransaction } from './transaction';

const selectOne = (db: Database['db']) => inTransaction(db, (tx) => tx.execute(sql`select 1`));

if (testDbKind === 'postgres') describe('transactions on connections the server ends', () => {
  let database: Database | undefined;
  let drop = async () => {};
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  afterAll(async () => {
    await database?.close();
    await admin.end();
    await drop();
  });

  it('fail as "unavailable" without crashing the process, and leave the pool no dead or leaked connection', async () => {
    const created = await createPostgresDatabase(inject('postgresTemplate'));
    drop = created.drop;
    database = await openDatabase({ url: created.url });
    await admin.connect();
    const name = new URL(created.url).pathname.slice(1);
    /** The server's processes serving this database (the pool's connections; the admin client is on another). */
    const backends = async () =>
      (await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name])).rows.map((r) => r.pid);

    // Between two statements of a transaction: the client is lent out, and node-postgres' 'error'
    // event had no listener then (an uncaught exception that ended the process).
    const failure = await inTransaction(database.db, async (tx) => {
      const [own] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
      await admin.query('select pg_terminate_backend($1)', [own!.pid]);
      // Its server process is gone (then its socket is closed while the client is lent out).
      await until(async () => !(await backends()).includes(own!.pid), { what: `backend ${own!.pid} to end`, timeout: 30_000 });
      await tx.execute(sql`select 1`);
    }).catch((err: unknown) => err);
    expect(isDatabaseUnavailable(failure)).toBe(true);

    // BEGIN on a connection the server has just ended, more times than the pool has connections:
    // each must be given back (and closed), or the pool ends up with none to lend.
    for (let round = 0; round < 15; round++) {
      await selectOne(database.db);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
      await selectOne(database.db).catch((err: unknown) => expect(isDatabaseUnavailable(err)).toBe(true));
    }
    // The pool has noticed every connection the server ended: it holds as many as the server serves.
    await until(async () => database!.stats!().total === (await backends()).length, {
      what: 'the pool to drop the connections the server ended',
      timeout: 30_000,
      show: async () => ({ pool: database!.stats!(), server: await backends() }),
    });
    // A connection to lend at once (a leaked pool would make it wait, and fail after CONNECT_TIMEOUT_MS).
    await selectOne(database.db);
    const stats = database.stats!();
    expect(stats.waiting).toBe(0);
    expect(stats.total).toBe(stats.idle);
  });
});

// The embedded database has no connection to lose; what can go away is the database itself.
if (testDbKind === 'pglite') describe('transactions on an embedded database that was closed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(async () => t?.close());

  it('fail at once as "unavailable" (a 503 for the user), never hang or crash', async () => {
    await selectOne(t.db);
    await t.closeDatabase();
    const started = Date.now();
    const failure = await selectOne(t.db).catch((err: unknown) => err);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
