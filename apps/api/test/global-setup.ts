import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { seed } from '../src/db/seed';
import { contentStamp } from '../../../scripts/build.mjs';

/** What the seeded snapshot depends on: the API (migrations, seeds, reference data) and the shared rules. */
const SEED_INPUTS = ['apps/api/src', 'packages/shared/src', 'package-lock.json'];
const CACHE = path.resolve(import.meta.dirname, '../../../node_modules/.cache/siiicca-api');

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite run: a tarball of a migrated database with reference and demo data. */
    pgliteSnapshot: string;
    /** PostgreSQL run: the database every test file's database is created from (CREATE DATABASE ... TEMPLATE). */
    postgresTemplate: string;
  }
}

/**
 * Migrates and seeds one database for the whole API run; every test file starts from a copy of it
 * (about 0.8 s for PGlite, a file copy on PostgreSQL) instead of migrating and seeding its own (5 s).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `siiicca_tpl_${process.pid}_${randomBytes(3).toString('hex')}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };
    await admin(`create database ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString(), setup: (db) => seed(db, { demo: true }) });
    await database.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteSnapshot', '');
    return async () => admin(`drop database if exists ${name} with (force)`);
  }
  // Kept in node_modules/.cache under a hash of its sources, so that running one file again while
  // working on it does not seed again (8 s); test files only ever read it.
  const file = path.join(CACHE, `seeded-${contentStamp(SEED_INPUTS).slice(0, 16)}.tar`);
  if (!fs.existsSync(file)) {
    const database = await openDatabase({ dataDir: null, setup: (db) => seed(db, { demo: true }) });
    const dump = Buffer.from(await (await database.dump!()).arrayBuffer());
    await database.close();
    fs.mkdirSync(CACHE, { recursive: true });
    for (const old of fs.readdirSync(CACHE)) {
      const full = path.join(CACHE, old);
      if (Date.now() - fs.statSync(full).mtimeMs > 3_600_000) fs.rmSync(full, { force: true });
    }
    // Written whole under another name first: a run reading the cache never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, dump);
    fs.renameSync(partial, file);
  }
  project.provide('pgliteSnapshot', file);
  project.provide('postgresTemplate', '');
}
