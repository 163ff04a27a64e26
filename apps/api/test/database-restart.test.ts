import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { HTTP_MSG } from '@siiicca/shared';
import { openDatabase } from '../src/db/client';
import { CONNECT_TIMEOUT_MS, QUERY_TIMEOUT_MS } from '../src/db/pg-pool';
import { createMailer } from '../src/lib/mailer';
import { dailyJobsOf } from '../src/background';
import { startMailWorker } from '../src/platform/mail-outbox';
import { startDailyJobs } from '../src/platform/daily-jobs';
import { captureLog } from './capture-log';
import { bearer, createPostgresDatabase, createTestApp, loginAs, testDbKind, withQueryTimeout, type TestApp } from './helpers';
import { privatePostgresSupport, startPrivatePostgres, type PrivatePostgres } from './private-postgres';
import { startServerProcess, untilLogged, type ServerProcess } from './server-process';
import { until, watchLateness } from './until';

/*
 * The database goes away under write load, for real: every connection of the product is terminated
 * (pg_terminate_backend, as a restart or a failover does), or the PostgreSQL server itself is
 * stopped and started. The process stays up, the requests of the moment get a Spanish 503 within
 * 5 s, service is back within 1 s of the database, no acknowledged write is lost, and the outage
 * costs the log a handful of lines.
 *
 * The 5 s are the product's connection and statement time-outs together (db/pg-pool.ts), set here
 * explicitly as the product's defaults: they are the promise under test. On a loaded machine the test
 * itself notices an answer, or starts its next request, late: the checks of the 5 s and the 1 s allow
 * the longest delay this process's timers saw (watchLateness in until.ts), a few ms on an idle machine.
 */

const PROCESS_TIMEOUT = 180_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The product's own statement time-out, set explicitly (the tests' usual one is a minute: helpers.ts). */
const productTimeouts = (url: string) => withQueryTimeout(url, QUERY_TIMEOUT_MS);
/** What the product promises a request meeting a database that went away: a 503 within this long. */
const UNAVAILABLE_WITHIN_MS = CONNECT_TIMEOUT_MS + QUERY_TIMEOUT_MS;

type TWrite = { name: string; status: number; body: string; ms: number; startedAt: number };

/** Writers that create catalogue rows with unique names until stopped, recording every answer. */
function writeLoad(label: string, send: (name: string) => Promise<{ status: number; body: string }>, writers: number) {
  const writes: TWrite[] = [];
  let stopped = false;
  let seq = 0;
  const record = async (name: string) => {
    const startedAt = Date.now();
    const { status, body } = await send(name);
    writes.push({ name, status, body, ms: Date.now() - startedAt, startedAt });
    return status;
  };
  const loop = async (w: number) => {
    while (!stopped) {
      // A failed write is retried after a breath, as a person (or the web app) would (pacing, not waiting).
      if ((await record(`Campo ${label} ${w}-${seq++}`)) !== 201) await sleep(25);
    }
  };
  const servedSince = (since: number) => writes.filter((w) => w.status === 201 && w.startedAt >= since);
  const loops = Array.from({ length: writers }, (_, w) => loop(w));
  const summary = () => {
    const byStatus: Record<string, number> = {};
    for (const w of writes) byStatus[w.status] = (byStatus[w.status] ?? 0) + 1;
    return { byStatus, last: writes.at(-1) };
  };
  return {
    writes,
    acknowledged: () => writes.filter((w) => w.status === 201).map((w) => w.name),
    /** Waits until the writes recorded so far satisfy `condition`. */
    reached(condition: () => boolean, what: string) {
      return until(condition, { what: `write load: ${what}`, timeout: 60_000, show: summary });
    },
    /**
     * How soon after `since` the service took writes again: the start of the first successful write
     * started then, with a probe write started every 50 ms beside the writers (whose requests in
     * flight may be slow to end), until one succeeds.
     */
    async servedAfter(since: number) {
      const probes: Promise<unknown>[] = [];
      await until(
        () => {
          if (servedSince(since).length > 0) return true;
          probes.push(record(`Campo ${label} sonda-${seq++}`));
          return false;
        },
        { what: 'write load: a write served again', timeout: 60_000, every: 50, show: summary },
      );
      await Promise.all(probes);
      return Math.min(...servedSince(since).map((w) => w.startedAt)) - since;
    },
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

/**
 * What a user notices of the failed writes: each a Spanish 503, answered within 5 s (and the delay
 * this process's timers saw: `lateMs`); nothing else went wrong.
 */
function expectOnlyUnavailable(writes: TWrite[], lateMs: number) {
  const failed = writes.filter((w) => w.status !== 201);
  expect(failed.length, 'the outage made no request fail: it was not exercised').toBeGreaterThan(0);
  for (const w of failed) {
    expect(w.status, w.body).toBe(503);
    expect(JSON.parse(w.body)).toEqual({ message: HTTP_MSG.databaseUnavailable });
  }
  expect(Math.max(...failed.map((w) => w.ms)), `allowing ${Math.round(lateMs)} ms of this process's own lateness`).toBeLessThan(UNAVAILABLE_WITHIN_MS + lateMs);
}

async function namesIn(url: string): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>('select name from action_fields');
    return new Set(rows.map((r) => r.name));
  } finally {
    await client.end();
  }
}

/** Log lines at warn level or above (pino: 40 warn, 50 error, 60 fatal) and anything not JSON (a crash). */
function seriousLines(text: string) {
  const level = (line: string) => {
    try {
      return (JSON.parse(line) as { level: number }).level;
    } catch {
      return 60;
    }
  };
  return text.split('\n').filter((line) => line.trim() && level(line) >= 40);
}

describe('a database that goes away under the running product', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(async () => t?.close());

  it('mail worker and daily jobs keep running and log the outage once each; requests answer 503 in Spanish', async () => {
    const admin = await loginAs(t, 'admin');
    const { log, lines } = captureLog();
    const mail = startMailWorker({ db: t.db, mailer: createMailer(t.deps.config), log }, { intervalMs: 20 });
    const jobs = startDailyJobs({ db: t.db, log }, dailyJobsOf(t.deps), { firstDelayMs: 0, intervalMs: 20 });
    // A pass of each with the database up, after any pass in progress (runOnce waits for it; the day's
    // jobs, an ANALYZE among them, may take seconds on a busy machine), so that what follows is only
    // what the outage logs.
    await Promise.all([jobs.runOnce(), mail.runOnce()]);
    const before = lines.length;

    await t.closeDatabase();
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({ url: '/api/siiicca/products', headers: bearer(admin) });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: HTTP_MSG.databaseUnavailable });
      expect(res.headers['retry-after']).toBe('5');
    }
    const outageLines = (source: string) =>
      lines.slice(before).filter((l) => l.fields.source === source && l.msg === 'database unavailable; further failures are counted until it answers again');
    await until(() => outageLines('mail outbox').length > 0 && outageLines('daily jobs').length > 0, {
      what: 'each loop to log the outage',
      timeout: 30_000,
      show: () => lines.slice(before),
    });
    // Then more passes of each loop (one every 20 ms) while the database is still away: they must not
    // add a line. A window, not a wait: the absence of a line cannot be waited for.
    await sleep(500);
    await Promise.all([mail.stop(), jobs.stop()]);

    const outage = lines.slice(before);
    expect(outage.map((l) => [l.level, l.fields.source, l.msg])).toEqual(
      expect.arrayContaining([
        ['error', 'mail outbox', 'database unavailable; further failures are counted until it answers again'],
        ['error', 'daily jobs', 'database unavailable; further failures are counted until it answers again'],
      ]),
    );
    expect(outage).toHaveLength(2);
  });
});

if (testDbKind === 'postgres') describe('a server process whose connections are all terminated under write load', () => {
  let server: ServerProcess | undefined;
  let drop = async () => {};
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'siiicca-restart-'));
  afterAll(async () => {
    if (server && server.proc.exitCode === null && server.proc.signalCode === null) {
      server.proc.kill('SIGTERM');
      await server.exited;
    }
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stays up, answers 503 in Spanish within 5 s, serves again at once, loses no acknowledged write and logs a handful of lines', { timeout: PROCESS_TIMEOUT }, async () => {
    const database = await createPostgresDatabase(inject('postgresTemplate'));
    drop = database.drop;
    // The sources as they are (tsx): the compiled build is another test's, rebuilt while it runs.
    server = await startServerProcess(
      { DATABASE_URL: productTimeouts(database.url), DATA_DIR: dataDir, JWT_SECRET: 'secreto-de-prueba-'.padEnd(48, 'k') },
      { cmd: process.execPath, args: ['--import', 'tsx', 'apps/api/src/main.ts'] },
    );
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin', password: 'Admin#2026', type: 'adm' }),
    });
    const token = ((await login.json()) as { token: { access_token: string } }).token.access_token;
    const url = `${server.url}/api/siiicca/action_fields`;
    const load = writeLoad('terminaciones', async (name) => {
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...bearer(token) }, body: JSON.stringify({ name }) });
      return { status: res.status, body: await res.text() };
    }, 8);
    await load.reached(() => load.acknowledged().length >= 10, '10 acknowledged writes');

    const late = watchLateness();
    const logFrom = server.output().length;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const dbName = new URL(database.url).pathname.slice(1);
    let terminated = 0;
    let lastTermination = 0;
    for (let round = 0; round < 5; round++) {
      const { rowCount } = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [dbName]);
      terminated += rowCount ?? 0;
      lastTermination = Date.now();
      await sleep(300);
    }
    await admin.end();
    // Service is back within 1 s: a write started less than a second after the last termination succeeded.
    const servedAfterMs = await load.servedAfter(lastTermination);
    await load.stop();
    const lateMs = late.maxMs();
    late.stop();

    expect(terminated).toBeGreaterThan(0);
    expect(server.proc.exitCode, server.output().slice(logFrom)).toBeNull();
    expect(server.proc.signalCode).toBeNull();
    expectOnlyUnavailable(load.writes, lateMs);
    expect(servedAfterMs, `allowing ${Math.round(lateMs)} ms of this process's own lateness`).toBeLessThan(1_000 + lateMs);
    const stored = await namesIn(database.url);
    expect(load.acknowledged().filter((name) => !stored.has(name))).toEqual([]);
    // Five terminations, tens of failed requests: one error line per outage, not one per failure.
    // Every line about them was written before the server received this last request (its log is
    // one ordered stream): once that request's line is read, so are they.
    // (Nothing else asks this process for /api/ready.) Still serving after it all, too.
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
    await untilLogged(server, '"url":"/api/ready"');
    const outageLog = server.output().slice(logFrom);
    const serious = seriousLines(outageLog);
    expect(serious.length, serious.join('\n')).toBeLessThanOrEqual(10);
    expect(outageLog).toContain('database available again');
  });
});

if (testDbKind === 'postgres') describe('a private PostgreSQL server stopped and started under write load', () => {
  const support = privatePostgresSupport();
  if (!support.ok) console.error(`\n*** SKIPPED: a PostgreSQL server of the test's own cannot be started here: ${support.reason} ***\n`);
  let server: PrivatePostgres | undefined;
  let t: TestApp | undefined;
  afterAll(async () => {
    await t?.close();
    server?.destroy();
  });

  it.skipIf(!support.ok)('answers 503 in Spanish within 5 s while it is down, serves within 1 s of its return, loses no acknowledged write', { timeout: PROCESS_TIMEOUT }, async () => {
    server = await startPrivatePostgres();
    t = await createTestApp({}, { database: { ...(await openDatabase({ url: productTimeouts(server.url) })), drop: async () => {} } });
    const app = t.app;
    const token = await loginAs(t, 'admin');
    const load = writeLoad('reinicio', async (name) => {
      const res = await app.inject({ method: 'POST', url: '/api/siiicca/action_fields', headers: bearer(token), payload: { name } });
      return { status: res.statusCode, body: res.body };
    }, 6);
    await load.reached(() => load.acknowledged().length >= 10, '10 acknowledged writes');

    const late = watchLateness();
    await server.stop();
    const stoppedAt = Date.now();
    await load.reached(() => load.writes.filter((w) => w.startedAt > stoppedAt && w.status === 503).length >= 10, '10 writes answered 503 after the stop');
    // The server stays down a while longer under the writers (pacing the outage, not waiting for it).
    await sleep(1_000);
    // The server may serve before start() resolves (pg_ctl returns once it has seen it up): what was down is
    // the time before the start was asked for.
    const startAskedAt = Date.now();
    await server.start();
    const backAt = Date.now();
    const servedAfterMs = await load.servedAfter(backAt);
    await load.stop();
    const lateMs = late.maxMs();
    late.stop();

    expectOnlyUnavailable(load.writes, lateMs);
    const during = load.writes.filter((w) => w.startedAt > stoppedAt && w.startedAt + w.ms < startAskedAt);
    expect(during.length).toBeGreaterThanOrEqual(10);
    expect(during.filter((w) => w.status !== 503)).toEqual([]);
    expect(servedAfterMs, `allowing ${Math.round(lateMs)} ms of this process's own lateness`).toBeLessThan(1_000 + lateMs);
    const stored = await namesIn(server.url);
    expect(load.acknowledged().filter((name) => !stored.has(name))).toEqual([]);
  });

  it.skipIf(!support.ok)('answers 503 in Spanish within 5 s while it hangs (connections open, no answers), serves within 1 s once it answers', { timeout: PROCESS_TIMEOUT }, async () => {
    const app = t!.app;
    const token = await loginAs(t!, 'admin');
    const load = writeLoad('bloqueo', async (name) => {
      const res = await app.inject({ method: 'POST', url: '/api/siiicca/action_fields', headers: bearer(token), payload: { name } });
      return { status: res.statusCode, body: res.body };
    }, 6);
    await load.reached(() => load.acknowledged().length >= 5, '5 acknowledged writes');

    const late = watchLateness();
    server!.freeze();
    const frozenAt = Date.now();
    // Only the connection and statement time-outs can answer these: the server says nothing.
    await load.reached(() => load.writes.filter((w) => w.startedAt > frozenAt && w.status === 503).length >= 6, '6 writes answered 503 while it hangs');
    server!.thaw();
    const backAt = Date.now();
    const servedAfterMs = await load.servedAfter(backAt);
    await load.stop();
    const lateMs = late.maxMs();
    late.stop();

    expectOnlyUnavailable(load.writes, lateMs);
    expect(servedAfterMs, `allowing ${Math.round(lateMs)} ms of this process's own lateness`).toBeLessThan(1_000 + lateMs);
    const stored = await namesIn(server!.url);
    expect(load.acknowledged().filter((name) => !stored.has(name))).toEqual([]);
  });
});
