import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { seed } from '../src/seed';
import { cachedSeed } from './seed-cache';
import { acceptNoticeInTestSeed } from '../src/modules/privacy/testing/accepted-in-tests';

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
    const database = await openDatabase({ url: url.toString(), setup: async (db) => {
      await seed(db, { demo: true });
      await acceptNoticeInTestSeed(db);
    } });
    await database.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteSnapshot', '');
    return async () => admin(`drop database if exists ${name} with (force)`);
  }
  const file = await cachedSeed('pglite.tar', async (target) => {
    const database = await openDatabase({ dataDir: null, setup: async (db) => {
      await seed(db, { demo: true });
      await acceptNoticeInTestSeed(db);
    } });
    const dump = Buffer.from(await (await database.dump!()).arrayBuffer());
    await database.close();
    fs.writeFileSync(target, dump);
  });
  project.provide('pgliteSnapshot', file);
  project.provide('postgresTemplate', '');
}
