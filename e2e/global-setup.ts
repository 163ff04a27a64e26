import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { seededDataDir } from '../apps/api/test/seed-cache';
import { WEB_DIST } from './paths';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR migrated and seeded with the demo data once per run: each product starts on a copy. */
    seededDataDir: string;
  }
}

/**
 * Runs once per browser-test run, before any file: checks that the web app is built and prepares
 * the data every product starts from. Migrating and seeding a fresh embedded database takes about
 * 8 s and 10 s of CPU; copying the seeded directory and opening it takes half a second. The product
 * still opens it exactly as `npm start` opens an existing DATA_DIR (migrations, reference data).
 * The seeded directory is cached between runs and shared with the API's process tests
 * (apps/api/test/seed-cache.ts); products only copy it.
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error('The web app is not built: run `npm run build` before the browser tests');
  }
  const seeded = await seededDataDir();
  project.provide('seededDataDir', seeded);
}
