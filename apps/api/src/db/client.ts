import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';
import { acquireDirLock } from './dir-lock';
import { keepPrivate } from './pglite-file-modes';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { readPgliteTemplate } from './pglite-template';
import { MIGRATIONS_DIR } from '../paths';
import { createPool, drizzleOnPool } from './pg-pool';

export type TSchema = typeof schema;
/** The database itself (the handle that opens transactions); repositories take `DbOrTx` (transaction.ts). */
export type Db = PgDatabase<PgQueryResultHKT, TSchema, ExtractTablesWithRelations<TSchema>>;

/** Connection pool figures for the metrics endpoint (PostgreSQL only: PGlite is one in-process connection). */
export type PoolStats = { total: number; idle: number; waiting: number };
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  ping: () => Promise<void>;
  stats?: () => PoolStats;
  /** PGlite only: a copy of the whole data directory (a tarball), e.g. a seeded test snapshot. */
  dump?: () => Promise<Blob>;
};

const migrationsFolder = MIGRATIONS_DIR;

/** Any number, the same in every process: the advisory lock taken while a process migrates and seeds. */
const SETUP_LOCK = 7_412_302;

type OpenOptions = {
  url?: string;
  dataDir?: string | null;
  /** Runs after the migrations, still under the setup lock (seeding): one process at a time does it. */
  setup?: (db: Db) => Promise<void>;
  /** In-memory PGlite only: start from this copy of a data directory (`dump()` of another instance). */
  snapshot?: Blob;
};

/**
 * PGlite runs PostgreSQL inside this process, and PostgreSQL writes zeros over its whole shared
 * buffer pool as it starts: the default 128 MB was resident from the first second, a quarter of the
 * server's memory. PGlite's own files sit in the operating system's cache (or in memory), so a page
 * that leaves this smaller pool is a copy away, not a disk read. (A start parameter: PGlite's
 * `postgresqlconf` would replace the data directory's postgresql.conf, its time zone and locale included.)
 */
const PGLITE_START = { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] };

/** PGlite in `dataDir` (or in memory when dataDir is null), or PostgreSQL when a URL is given. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.url) {
    // Migrations and seeds run on a pool of their own, without the serving pool's statement time-out
    // (an index built on a large table may take minutes); requests get the serving pool (pg-pool.ts).
    const setupPool = createPool(opts.url, { max: 2, timeouts: false });
    try {
      await setUp(setupPool, opts.setup);
    } finally {
      await setupPool.end();
    }
    const pool = createPool(opts.url, { max: 10, timeouts: true });
    return {
      db: drizzleOnPool(pool),
      kind: 'postgres',
      close: () => pool.end(),
      ping: async () => void (await pool.query('select 1')),
      stats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  let release = () => {};
  let client: PGlite;
  if (opts.dataDir) {
    const dir = path.resolve(opts.dataDir);
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    release = acquireDirLock(dir);
    keepPrivate(dir);
    // A first start copies the build's migrated empty database (pglite-template.ts) instead of initdb.
    const template = fs.existsSync(path.join(dir, 'PG_VERSION')) ? undefined : readPgliteTemplate();
    client = new PGlite(dir, { extensions: PGLITE_EXTENSIONS, ...PGLITE_START, ...(template ? { loadDataDir: template } : {}) });
  } else {
    const start = opts.snapshot ?? readPgliteTemplate();
    client = new PGlite({ extensions: PGLITE_EXTENSIONS, ...PGLITE_START, ...(start ? { loadDataDir: start } : {}) });
  }
  try {
    await client.waitReady;
    const db = drizzlePglite({ client, schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    await opts.setup?.(db);
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
      ping: async () => void (await client.query('select 1')),
      dump: () => client.dumpDataDir('none'),
    };
  } catch (err) {
    await client.close().catch(() => {});
    release();
    throw err;
  }
}

/** Migrates and seeds under the setup lock: several API processes may start together on one server. */
async function setUp(pool: pg.Pool, setup: OpenOptions['setup']) {
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [SETUP_LOCK]);
    await migratePg(db as never, { migrationsFolder });
    await setup?.(db);
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [SETUP_LOCK]).catch(() => {});
    lock.release();
  }
}
