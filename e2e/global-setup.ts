import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../apps/api/src/config';
import { createServer } from '../apps/api/src/server';
import { contentStamp } from '../scripts/build.mjs';
import { WEB_DIST } from './paths';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR migrated and seeded with the demo data once per run: each product starts on a copy. */
    seededDataDir: string;
  }
}

/** What the seeded data depends on: the API (migrations, seeds, reference data) and the shared rules. */
const SEED_INPUTS = ['apps/api/src', 'packages/shared/src', 'package-lock.json'];
const CACHE = path.resolve(import.meta.dirname, '../node_modules/.cache/siiicca-e2e');

/**
 * Runs once per browser-test run, before any file: checks that the web app is built and prepares
 * the data every product starts from. Migrating and seeding a fresh embedded database takes about
 * 8 s and 10 s of CPU; copying the seeded directory and opening it takes half a second. The product
 * still opens it exactly as `npm start` opens an existing DATA_DIR (migrations, reference data).
 * The seeded directory is kept in node_modules/.cache under a hash of what it depends on, so that
 * running one file again while working on it does not seed again; products only ever copy it.
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error('The web app is not built: run `npm run build` before the browser tests');
  }
  const seeded = path.join(CACHE, `seeded-${contentStamp(SEED_INPUTS).slice(0, 16)}`);
  if (!fs.existsSync(seeded)) {
    fs.mkdirSync(CACHE, { recursive: true });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'siiicca-e2e-seed-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_DATA: 'true', JOBS_ENABLED: 'false', WEB_DIST });
    const { app } = await createServer(config);
    await app.close();
    // Every product generates its own signing key, as a new installation does.
    fs.rmSync(path.join(dataDir, '.jwt-secret'), { force: true });
    // Older seeds are of no further use (one still being copied by another run is left alone); the
    // new one appears whole or not at all.
    for (const old of fs.readdirSync(CACHE)) {
      const full = path.join(CACHE, old);
      if (Date.now() - fs.statSync(full).mtimeMs > 3_600_000) fs.rmSync(full, { recursive: true, force: true });
    }
    fs.cpSync(dataDir, `${seeded}.partial`, { recursive: true });
    fs.renameSync(`${seeded}.partial`, seeded);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  project.provide('seededDataDir', seeded);
}
