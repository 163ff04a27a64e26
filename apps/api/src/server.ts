import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { TConfig } from './config';
import { openDatabase } from './db/client';
import { seed } from './seed';
import { buildApp } from './app';
import { createAcademicConnector } from './connectors/academic';
import type { AppDeps } from './app-deps';
import { createMailer } from './lib/mailer';
import { createFileStore } from './lib/files';
import { prepareDataDir } from './lib/data-dir';
import { startBackground } from './background';
import { guardConnections } from './connections';
import { newSecondFactorKeyText, secondFactorKey } from './modules/account-security/secret-box';

/**
 * A secret kept (owner-only) in DATA_DIR: written by `make` on the first start, read on every other.
 * Backups archive these files (ops/manifest.ts KEY_FILES).
 */
function keptSecret(config: TConfig, name: string, make: () => string): string {
  const file = path.join(path.resolve(config.DATA_DIR), name);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, make(), { mode: 0o600, flag: 'wx' });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/** The JWT secret: JWT_SECRET, or one generated once and kept in DATA_DIR/.jwt-secret. */
function loadSecret(config: TConfig): Uint8Array {
  if (config.JWT_SECRET) return new TextEncoder().encode(config.JWT_SECRET);
  return new TextEncoder().encode(keptSecret(config, '.jwt-secret', () => randomBytes(48).toString('base64url')));
}

/** The key of TOTP secrets at rest: SECOND_FACTOR_KEY, or one generated once and kept in DATA_DIR/.second-factor-key. */
export function loadSecondFactorKey(config: TConfig) {
  if (config.SECOND_FACTOR_KEY) return secondFactorKey(config.SECOND_FACTOR_KEY, 'SECOND_FACTOR_KEY');
  return secondFactorKey(keptSecret(config, '.second-factor-key', newSecondFactorKeyText), 'DATA_DIR/.second-factor-key');
}

/** The embedded database's directory (PGlite), under DATA_DIR. */
const pgliteDir = (config: TConfig) => path.join(path.resolve(config.DATA_DIR), 'db');

/** Whether this start creates the embedded database: no DATABASE_URL and nothing in DATA_DIR/db yet. */
export const createsEmbeddedDatabase = (config: TConfig) => !config.DATABASE_URL && !fs.existsSync(path.join(pgliteDir(config), 'PG_VERSION'));

/** Creates (or opens), migrates and seeds the database, then closes it: the first step of a cold start, run in a process of its own (main.ts). */
export async function setUpDatabaseOnly(config: TConfig) {
  prepareDataDir(config.DATA_DIR);
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: pgliteDir(config),
    setup: (db) => seed(db, { demo: config.demoData, storage: config }),
  });
  await database.close();
}

/** Opens the database, migrates, seeds, and builds the app. The caller listens and closes. */
export async function createServer(config: TConfig, opts: { phases?: Record<string, number> } = {}) {
  prepareDataDir(config.DATA_DIR);
  // Before the database opens: a malformed key stops the start at once, with its reason.
  const secondFactorKey = loadSecondFactorKey(config);
  // Where a start spends its time (issue 25: a cold start under 8 s, a warm one under 2.5 s), logged once ready.
  const started = performance.now();
  const phases: Record<string, number> = { ...opts.phases };
  const lap = (phase: string, since: number) => (phases[phase] = Math.round(performance.now() - since));
  let seedStarted = 0;
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: pgliteDir(config),
    setup: async (db) => {
      lap('databaseOpenAndMigrateMs', started);
      seedStarted = performance.now();
      await seed(db, { demo: config.demoData, storage: config });
    },
  });
  if (seedStarted) lap('seedMs', seedStarted);
  const building = performance.now();
  try {
    const deps: AppDeps = {
      config,
      db: database.db,
      ping: database.ping,
      dbStats: database.stats,
      tokens: { secret: loadSecret(config), ttl: config.ACCESS_TOKEN_TTL, rememberTtl: config.REMEMBER_TOKEN_TTL },
      secondFactorKey,
      academic: createAcademicConnector(config, database.db),
      mailer: createMailer(config),
      files: createFileStore(config),
    };
    const app = await buildApp(deps);
    lap('buildAppMs', building);
    app.addHook('onReady', async () => void app.log.info({ startup: { ...phases, sinceProcessStartMs: Math.round(performance.now()) } }, 'startup phases'));
    // Per-address connection cap, and on close a drain that resets no kept-alive client.
    const connections = guardConnections(app.server, { perAddress: config.CONNECTIONS_PER_ADDRESS, log: app.log });
    app.addHook('preClose', () => connections.drain());
    // The mail worker and the daily jobs stop (their pass in progress finishes) before the database closes.
    const background = config.JOBS_ENABLED ? startBackground(deps, app.log) : null;
    app.addHook('onClose', async () => {
      await background?.stop();
      deps.mailer.close();
      await database.close();
    });
    return { app, deps, background };
  } catch (err) {
    await database.close();
    throw err;
  }
}
