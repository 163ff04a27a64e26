import { checkAgainstDescription } from './description-check';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject, vi } from 'vitest';
import { loadConfig, type TConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { seed } from '../src/seed';
import { acceptNoticeInTestSeed } from '../src/modules/privacy/testing/accepted-in-tests';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo';
import { buildApp } from '../src/app';
import { createAcademicConnector } from '../src/connectors/academic';
import type { AppDeps } from '../src/app-deps';
import { createMailer } from '../src/lib/mailer';
import { createFileStore } from '../src/lib/files';
import { newSecondFactorKeyText, secondFactorKey } from '../src/modules/account-security/secret-box';

export { DEMO_ACCOUNTS };
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Which database the API suite runs on: PGlite in memory, or PostgreSQL when TEST_DB=postgres. */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A new PostgreSQL database on the TEST_DATABASE_URL server: its URL and how to drop it. Empty, or
 * a copy of `template` (the run's seeded database, see global-setup.ts).
 */
export async function createPostgresDatabase(template?: string) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `siiicca_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * The statement time-out the tests give the product on PostgreSQL (`?query_timeout=` in its URL, which
 * overrides the product's own: db/pg-pool.ts). The product gives up on a statement after 3 s, its sign
 * of a server that stopped answering; here the shared server serves three suites at once on two cores,
 * more on a loaded machine, and a bulk insert of a test's setup can take longer with nothing down. A
 * test of the time-out itself (database-restart.test.ts) sets the one it checks.
 */
export const TEST_QUERY_TIMEOUT_MS = 60_000;

/** `url` with the statement time-out `ms` (the tests' own unless a test says otherwise). */
export function withQueryTimeout(url: string, ms = TEST_QUERY_TIMEOUT_MS) {
  const withTimeout = new URL(url);
  withTimeout.searchParams.set('query_timeout', String(ms));
  return withTimeout.toString();
}

/**
 * The run's snapshot as PGlite reads it (one `arrayBuffer()`), its bytes read from disk once per
 * worker: a worker keeps this module from one file to the next (isolate: false), and reading the
 * 46 MB tarball into a new Blob and out of it again cost each file a few tenths of a second of CPU.
 * PGlite only reads the bytes (its untar copies each file into the new instance's memory), so one
 * copy serves every file of the worker; each still gets a database of its own.
 */
class SnapshotBlob extends Blob {
  constructor(private readonly tarball: ArrayBuffer) {
    super([], { type: 'application/x-tar' });
  }
  override arrayBuffer() {
    return Promise.resolve(this.tarball);
  }
}
let snapshotBytes: { file: string; bytes: ArrayBuffer } | undefined;
function pgliteSnapshot(): Blob {
  const file = inject('pgliteSnapshot');
  if (snapshotBytes?.file !== file) snapshotBytes = { file, bytes: new Uint8Array(fs.readFileSync(file)).buffer };
  return new SnapshotBlob(snapshotBytes.bytes);
}

/** An opened database and how to drop it once closed. */
export type TestDatabase = Awaited<ReturnType<typeof openDatabase>> & { drop: () => Promise<void> };

/**
 * A fresh database of the kind under test, a copy of the run's migrated and seeded snapshot
 * (global-setup.ts), dropped again on close.
 */
async function freshDatabase(): Promise<TestDatabase> {
  if (testDbKind === 'pglite') {
    return { ...(await openDatabase({ dataDir: null, snapshot: pgliteSnapshot() })), drop: async () => {} };
  }
  const created = await createPostgresDatabase(inject('postgresTemplate'));
  return { ...(await openDatabase({ url: withQueryTimeout(created.url) })), drop: created.drop };
}

/**
 * The whole API on a fresh, migrated database with reference and demo data: one per test file
 * (a PGlite instance takes about two seconds to start).
 */
export async function createTestApp(env: Record<string, string> = {}, opts: { database?: TestDatabase } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'siiicca-test-'));
  // ORCID and Crossref at a local port nobody listens on unless the file starts its own: no test reaches the internet.
  const config: TConfig = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_DATA: 'true', ORCID_API_URL: 'http://127.0.0.1:9', CROSSREF_API_URL: 'http://127.0.0.1:9', ...env });
  // A database of the caller's starts empty; the run's snapshot is already seeded.
  const database = opts.database ?? (await freshDatabase());
  if (opts.database) {
    await seed(database.db, { demo: true });
    await acceptNoticeInTestSeed(database.db);
  }
  const deps: AppDeps = {
    config,
    db: database.db,
    ping: database.ping,
    dbStats: database.stats,
    tokens: { secret: new TextEncoder().encode('test-secret-'.padEnd(48, 'x')), ttl: config.ACCESS_TOKEN_TTL, rememberTtl: config.REMEMBER_TOKEN_TTL },
    // As an instance's first start: SECOND_FACTOR_KEY, or a new key of its own.
    secondFactorKey: secondFactorKey(config.SECOND_FACTOR_KEY ?? newSecondFactorKeyText(), 'SECOND_FACTOR_KEY'),
    academic: createAcademicConnector(config, database.db),
    mailer: createMailer(config),
    files: createFileStore(config),
  };
  const app = await buildApp(deps, { logger: false });
  const described = checkAgainstDescription(app);
  // The file's apps log nothing: the errors behind its 5xx answers are kept here (the last few), so a
  // test that meets one can say what it was.
  const serverErrors: string[] = [];
  app.addHook('onError', async (request, _reply, error) => {
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status < 500) return;
    // A response that does not match its schema says which fields in its cause (zod's issues).
    const cause = (error as { cause?: { issues?: unknown } }).cause;
    const issues = cause?.issues ? `\nissues: ${JSON.stringify(cause.issues).slice(0, 1500)}` : '';
    serverErrors.push(`${request.method} ${request.url}: ${error.stack ?? String(error)}`.slice(0, 2000) + issues);
    if (serverErrors.length > 5) serverErrors.shift();
  });
  await app.ready();
  return {
    app,
    deps,
    db: database.db,
    /** Closes the database under the running app (an outage); `close()` copes with it afterwards. */
    closeDatabase: () => database.close(),
    async close() {
      await app.close();
      deps.mailer.close();
      await database.close().catch(() => {});
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      // Every request and answer of the file went through the description's check (description-check.ts).
      if (described.mismatches.length) throw new Error(`The API description disagrees with ${described.mismatches.length} request(s) or answer(s):\n${[...new Set(described.mismatches)].join('\n')}`);
    },
    /** What the file's requests and answers did that the API description does not say (description-check.ts). */
    descriptionMismatches: described.mismatches,
    /** The errors behind the file's last 5xx answers, newest last. */
    serverErrors,
  };
}

type DemoUser = keyof typeof DEMO_ACCOUNTS;

/** Signs a demo account in through the API and answers its bearer token. */
export async function loginAs(t: { app: TestApp['app'] }, who: DemoUser, opts: { remember?: boolean } = {}) {
  const account = DEMO_ACCOUNTS[who];
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: account.username, password: account.password, type: who === 'admin' || who === 'evaluador' ? 'adm' : 'sac', remember: opts.remember ?? false },
  });
  if (res.statusCode !== 200) throw new Error(`login ${who} failed: ${res.statusCode} ${res.body}`);
  return res.json().token.access_token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A test file's app with the bearer tokens of the demo administrator and lecturer. */
export type TestContext = TestApp & { admin: string; docente: string };

/**
 * The usual preamble of an API test file: one app for the whole file, signed-in tokens for
 * `admin` and `docente`, closed after the last test. The returned object is filled in before the
 * first test runs, so test bodies can use it directly.
 */
export function useTestApp(env: Record<string, string> = {}): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    Object.assign(ctx, await createTestApp(env));
    ctx.admin = await loginAs(ctx, 'admin');
    ctx.docente = await loginAs(ctx, 'docente');
  });
  afterAll(async () => ctx.close?.());
  return ctx;
}

/**
 * The SQL statements `fn` sends to the database under `t.db` (the driver under Drizzle sees every
 * one), leaving out the signed-in user's session look-up and the auth version read before it, which
 * depend on the session cache, and the session's 'last seen' note (at most once a minute per session,
 * platform/auth/last-seen.ts): what a route itself asks of the database.
 */
export async function statementsOf(t: { db: TestApp['db'] }, fn: () => Promise<unknown>): Promise<number> {
  const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = vi.spyOn(client, 'query');
  try {
    await fn();
    return spy.mock.calls.filter(([query]) => !/siiicca_session_user|siiicca_auth_version|last_seen_at/.test(JSON.stringify(query ?? ''))).length;
  } finally {
    spy.mockRestore();
  }
}
