import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

export type TSchema = typeof schema;
/** The database or a transaction: every repository function takes this. */
export type Db = PgDatabase<PgQueryResultHKT, TSchema, ExtractTablesWithRelations<TSchema>>;

export type Database = { db: Db; kind: 'pglite' | 'postgres'; close: () => Promise<void>; ping: () => Promise<void> };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** PGlite in `dataDir` (or in memory when dataDir is null), or PostgreSQL when a URL is given. */
export async function openDatabase(opts: { url?: string; dataDir?: string | null }): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // An idle client that loses its connection emits 'error'; without a listener it kills the process.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder });
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      ping: async () => void (await pool.query('select 1')),
    };
  }
  let release = () => {};
  let client: PGlite;
  if (opts.dataDir) {
    const dir = path.resolve(opts.dataDir);
    fs.mkdirSync(dir, { recursive: true });
    release = acquireDirLock(dir);
    client = new PGlite(dir);
  } else {
    client = new PGlite();
  }
  try {
    await client.waitReady;
    const db = drizzlePglite({ client, schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
      ping: async () => void (await client.query('select 1')),
    };
  } catch (err) {
    release();
    throw err;
  }
}
