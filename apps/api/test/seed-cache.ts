import fs from 'node:fs';
import path from 'node:path';
import { contentStamp } from '../../../scripts/build.mjs';

/** What seeded demo data depends on: the API (migrations, seeds, reference data) and the shared rules. */
const SEED_INPUTS = ['apps/api/src', 'packages/shared/src', 'package-lock.json'];
const CACHE = path.resolve(import.meta.dirname, '../../../node_modules/.cache/siiicca-seeds');
const AN_HOUR = 3_600_000;

/**
 * A seeded database kept in node_modules/.cache under a hash of its sources (`kind` names its form:
 * the API run's PGlite tarball, the browser run's DATA_DIR), so that running one test file again
 * while working on it does not migrate and seed again (8 s). `make` writes it at the path it is
 * given (a file or a folder); it appears under its final name whole or not at all. Test runs only
 * ever read or copy it.
 */
export async function cachedSeed(kind: string, make: (target: string) => Promise<void>): Promise<string> {
  const seeded = path.join(CACHE, `${kind}-${contentStamp(SEED_INPUTS).slice(0, 16)}`);
  if (fs.existsSync(seeded)) return seeded;
  fs.mkdirSync(CACHE, { recursive: true });
  // Older seeds of this kind are of no further use; one another run may still be reading is kept.
  for (const old of fs.readdirSync(CACHE).filter((name) => name.startsWith(`${kind}-`))) {
    const full = path.join(CACHE, old);
    if (Date.now() - fs.statSync(full).mtimeMs > AN_HOUR) fs.rmSync(full, { recursive: true, force: true });
  }
  const partial = `${seeded}.${process.pid}.partial`;
  await make(partial);
  fs.renameSync(partial, seeded);
  return seeded;
}

/**
 * A DATA_DIR migrated and seeded with the demo data, as `npm start` leaves one (cached as above), for
 * tests that start the whole product on a copy of it: the browser tests and the API's process tests.
 * Its signing key is removed: every copy generates its own, as a new installation does.
 */
export function seededDataDir(): Promise<string> {
  return cachedSeed('data-dir', async (target) => {
    fs.mkdirSync(target, { recursive: true });
    // Imported here: the API run's global setup reads this module and needs no server.
    const [{ loadConfig }, { createServer }] = await Promise.all([import('../src/config'), import('../src/server')]);
    const { app, deps } = await createServer(loadConfig({ NODE_ENV: 'test', DATA_DIR: target, LOG_LEVEL: 'silent', DEMO_DATA: 'true', JOBS_ENABLED: 'false' }));
    // Test seeds only: every account has accepted the privacy notice (modules/privacy/testing).
    const { acceptNoticeInTestSeed } = await import('../src/modules/privacy/testing/accepted-in-tests');
    await acceptNoticeInTestSeed(deps.db);
    await app.close();
    fs.rmSync(path.join(target, '.jwt-secret'), { force: true });
  });
}
