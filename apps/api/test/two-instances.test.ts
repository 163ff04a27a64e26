import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PROJECT_API, selectionUrl } from '@siiicca/shared';
import { openDatabase } from '../src/db/client';
import { dailyJobsOf } from '../src/background';
import { documentUploads, PDF, projectFixture, projectMultipart, validProjectBody } from '../src/modules/projects/test-fixtures';
import { startMailTrap } from '../src/modules/recovery/test-fixtures';
import { createPostgresDatabase, testDbKind, withQueryTimeout } from './helpers';
import { startS3Server } from './s3-server';
import { compileServer, startInFlightRequest, startServerProcess, untilLogged, type ServerProcess } from './server-process';
import { until } from './until';

/*
 * Issue 29: any number of identical instances behind a load balancer. Two compiled product processes
 * share one PostgreSQL database, one S3-compatible bucket (s3rver) and one SMTP relay (the mail
 * trap), and nothing else: each has a DATA_DIR of its own, as two machines would.
 */

const PROCESS_TIMEOUT = 180_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const running: ServerProcess[] = [];
const dirs: string[] = [];
const scratch = () => {
  dirs.push(fs.mkdtempSync(path.join(os.tmpdir(), 'siiicca-two-')));
  return dirs.at(-1)!;
};
beforeAll(() => compileServer(), PROCESS_TIMEOUT);
afterAll(async () => {
  for (const server of running) if (server.proc.exitCode === null && server.proc.signalCode === null) server.proc.kill('SIGKILL');
  await Promise.all(running.map((s) => s.exited));
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});
async function start(env: Record<string, string>) {
  const server = await startServerProcess(env);
  running.push(server);
  return server;
}

/**
 * One request on a connection of its own (a proxy's upstream request without keep-alive, nginx's
 * default): the status and body, or the connection error's code.
 */
function send(server: ServerProcess, method: string, url: string, headers: Record<string, string>, body?: Buffer | string) {
  return new Promise<{ status: number; body: string } | { error: string }>((resolve) => {
    const req = http.request({ host: '127.0.0.1', port: server.port, method, path: url, agent: false, headers: { connection: 'close', ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode!, body: text }));
      res.on('error', (err: NodeJS.ErrnoException) => resolve({ error: `after the answer began: ${err.code ?? err.message}` }));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    req.end(body);
  });
}

// The embedded database is one process's: a second instance on it is refused, the first serves on.
// Many instances need DATABASE_URL (the part below, run by `npm run test:api:pg`).
if (testDbKind === 'pglite') describe('two instances on the embedded database', () => {
  it('the second refuses to start on the first one\'s DATA_DIR, and the first keeps serving', { timeout: PROCESS_TIMEOUT }, async () => {
    const dataDir = scratch();
    const first = await start({ DATA_DIR: dataDir, DEMO_DATA: 'false', SHUTDOWN_TIMEOUT_MS: '120000' });
    await expect(start({ DATA_DIR: dataDir, DEMO_DATA: 'false' })).rejects.toThrow(/already in use by process \d+/);
    expect((await fetch(`${first.url}/api/ready`)).status).toBe(200);
    first.proc.kill('SIGTERM');
    expect(await first.exited).toBe(0);
  });
});

if (testDbKind === 'postgres') describe('two instances on one PostgreSQL and one bucket', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let databaseUrl = '';
  let drop = async () => {};
  let s3: Awaited<ReturnType<typeof startS3Server>> | undefined;
  let trap: Awaited<ReturnType<typeof startMailTrap>> | undefined;
  let sql: pg.Client;
  /**
   * SIGTERM's drain delay: 50 of the test balancer's readiness polls (every 100 ms). The balancer must
   * see the 503 and stop choosing the instance before its listener closes, whatever the machine's load
   * does to the poll's own time (1.5 s, 15 polls, was an idle machine's margin).
   */
  const DRAIN_DELAY_MS = 5000;
  /** Mail queued before the instances start: both workers race for it at start. */
  const QUEUED = 30;

  beforeAll(async () => {
    const database = await createPostgresDatabase(inject('postgresTemplate'));
    drop = database.drop;
    databaseUrl = database.url;
    sql = new pg.Client({ connectionString: databaseUrl });
    await sql.connect();
    await sql.query('delete from job_runs');
    await sql.query(
      `insert into mail_outbox (kind, recipient, subject, text, html)
       select 'two_instances', 'persona' || n || '@siiicca.test', 'Mensaje ' || n, 'Texto ' || n, '<p>Texto ' || n || '</p>' from generate_series(1, ${QUEUED}) n`,
    );
    [s3, trap] = await Promise.all([startS3Server(), startMailTrap()]);
    // What the instances share. The test plays the balancer (on loopback): the client's address is
    // the X-Forwarded-For it writes.
    const shared = {
      // The tests' statement time-out (helpers.ts), not the product's 3 s: the shared server is busy, not down.
      DATABASE_URL: withQueryTimeout(databaseUrl),
      JWT_SECRET: 'secreto-compartido-'.padEnd(48, 'k'),
      SMTP_URL: trap.url,
      TRUST_PROXY: '127.0.0.1',
      LOGIN_REQUESTS_PER_MINUTE: '6',
      // Not ready for this long after SIGTERM before the listener closes: many polls of the test's balancer.
      SHUTDOWN_DRAIN_DELAY_MS: String(DRAIN_DELAY_MS),
      // The stop must end with exit 0: room for the requests in flight on a loaded machine (10 s by default).
      SHUTDOWN_TIMEOUT_MS: '120000',
      ...s3.env,
    };
    [a, b] = await Promise.all([start({ ...shared, DATA_DIR: scratch() }), start({ ...shared, DATA_DIR: scratch() })]);
  }, PROCESS_TIMEOUT);
  afterAll(async () => {
    for (const server of [a, b]) if (server && server.proc.exitCode === null && server.proc.signalCode === null) server.proc.kill('SIGTERM');
    await Promise.all([a?.exited, b?.exited]);
    await sql?.end();
    await drop();
    await Promise.all([s3?.close(), trap?.close()]);
  });

  let clientSeq = 0;
  /** A client address of its own per case, so the address's sign-in budget is the case's. */
  const client = () => ({ 'x-forwarded-for': `10.29.0.${++clientSeq}` });
  const login = (server: ServerProcess, who: string, password: string, from: Record<string, string>) =>
    send(server, 'POST', '/api/auth/login', { 'content-type': 'application/json', ...from }, JSON.stringify({ email: who, password, type: who === 'admin' ? 'adm' : 'sac' }));
  const tokenOf = async (server: ServerProcess, who: 'admin' | 'docente') => {
    const res = await login(server, who, who === 'admin' ? 'Admin#2026' : 'Docente#2026', client());
    if (!('status' in res) || res.status !== 200) throw new Error(`login ${who}: ${JSON.stringify(res)}`);
    return (JSON.parse(res.body) as { token: { access_token: string } }).token.access_token as string;
  };
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  it('a file uploaded through one downloads, and zips, through the other', { timeout: PROCESS_TIMEOUT }, async () => {
    const database = await openDatabase({ url: databaseUrl });
    const ids = await projectFixture(database.db).finally(() => database.close());
    const [docente, admin] = await Promise.all([tokenOf(a, 'docente'), tokenOf(b, 'admin')]);
    const uploads = await documentUploads(ids.openAttacheds, { all: true });
    const body = projectMultipart(validProjectBody(ids), uploads);
    const saved = await send(a, 'POST', PROJECT_API.all, { ...auth(docente), ...body.headers }, body.payload);
    expect('status' in saved && saved.status, JSON.stringify(saved)).toBe(201);
    const id = (JSON.parse((saved as { body: string }).body) as { data: { id: number } }).data.id;
    const { rows: docs } = await sql.query<{ id: number; name: string }>('select id, name from project_documents where project_id = $1', [id]);
    expect(docs).toHaveLength(uploads.length);

    const pdf = docs.find((d) => d.name.endsWith('.pdf'))!;
    const file = await fetch(`${b.url}${PROJECT_API.file}?id=${id}&file=${pdf.id}`, { headers: auth(docente) });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PDF);

    // Sent, so the research office (admin) may download its attachments (a draft is its owner's only).
    await sql.query(`update projects set state = 'Enviado', sent_at = now() where id = $1`, [id]);
    const zip = await fetch(`${b.url}${selectionUrl(PROJECT_API.attachments, { ids: [id] })}`, { headers: auth(admin) });
    expect(zip.status).toBe(200);
    const entries = Object.values((await JSZip.loadAsync(Buffer.from(await zip.arrayBuffer()))).files).filter((f) => !f.dir);
    const contents = await Promise.all(entries.map((e) => e.async('nodebuffer')));
    expect(contents.map((c) => c.toString('base64')).sort()).toEqual(uploads.map((u) => u.content.toString('base64')).sort());
  });

  it('a sign-in throttle and an address\'s rate limit reached on one hold on the other', { timeout: PROCESS_TIMEOUT }, async () => {
    // Five failed sign-ins of one account, alternating: the sixth, right password, is held back on either.
    const from = client();
    const failures = [];
    for (let i = 0; i < 5; i++) failures.push(await login(i % 2 ? a : b, 'docente2', 'mala-clave', from));
    expect(failures.map((f) => ('status' in f ? f.status : f.error)), JSON.stringify(failures)).toEqual([401, 401, 401, 401, 401]);
    const held = await login(a, 'docente2', 'Docente#2026', from);
    expect(held).toMatchObject({ status: 429 });
    expect(JSON.parse((held as { body: string }).body).message).toMatch(/^Demasiados intentos fallidos/);

    // LOGIN_REQUESTS_PER_MINUTE=6 per address, whatever the account (six names, so no account's own
    // throttle counts): three on each, then none on either, right password included.
    const flood = client();
    const guesses = [];
    for (let i = 0; i < 6; i++) guesses.push(await login(i % 2 ? a : b, `nadie${i}`, 'mala-clave', flood));
    expect(guesses.map((g) => ('status' in g ? g.status : g.error))).toEqual([401, 401, 401, 401, 401, 401]);
    for (const server of [a, b]) {
      const refused = await login(server, 'admin', 'Admin#2026', flood);
      expect(refused).toMatchObject({ status: 429 });
      expect(JSON.parse((refused as { body: string }).body).message).toMatch(/^Demasiados intentos fallidos/);
    }
  });

  it('a token revoked (signed out) on one is refused by the other', { timeout: PROCESS_TIMEOUT }, async () => {
    const token = await tokenOf(a, 'docente');
    expect(await send(b, 'GET', '/api/auth/me', auth(token))).toMatchObject({ status: 200 });
    expect(await send(a, 'POST', '/api/auth/logout', { ...auth(token), 'content-type': 'application/json' }, '{}')).toMatchObject({ status: 200 });
    expect(await send(b, 'GET', '/api/auth/me', auth(token))).toMatchObject({ status: 401 });
  });

  it('each outbox mail is sent exactly once, and each daily job runs once', { timeout: PROCESS_TIMEOUT }, async () => {
    const pending = async () => Number((await sql.query<{ n: string }>('select count(*) n from mail_outbox where sent_at is null and attempts < 8')).rows[0]!.n);
    const jobsFinished = async () => Number((await sql.query<{ n: string }>('select count(*) n from job_runs where finished_at is not null')).rows[0]!.n);
    // Each instance checks the day's jobs 5 s after its start; each of the product's daily jobs once.
    const JOBS = dailyJobsOf({ config: { PUBLIC_URL: 'http://localhost' } as never }).length;
    const ranJobs = () =>
      [a, b].flatMap((s) => s.output().split('\n').filter((l) => l.includes('"daily jobs ran"')).flatMap((l) => (JSON.parse(l) as { jobs: string[] }).jobs));
    // A job's row is committed before its process logs it: wait for the log lines too. The jobs first:
    // a job may queue mail (reminders), so the outbox is empty for good only once they are done.
    await until(async () => (await jobsFinished()) >= JOBS && ranJobs().length >= JOBS && (await pending()) === 0, {
      what: 'the daily jobs to run and the outbox to be empty',
      timeout: 90_000,
      show: async () => ({ jobsFinished: await jobsFinished(), logged: ranJobs(), pending: await pending(), a: a.output().slice(-1500), b: b.output().slice(-1500) }),
    });
    const ours = trap!.messages.filter((m) => m.to.some((to) => /^persona\d+@siiicca\.test$/.test(to)));
    expect(ours).toHaveLength(QUEUED);
    expect(new Set(ours.map((m) => m.to[0])).size).toBe(QUEUED);
    // Whatever else was mailed (the jobs' reminders) went out once as well: one message per sent row.
    const { rows } = await sql.query<{ n: string }>('select count(*) n from mail_outbox where sent_at is not null');
    expect(trap!.messages).toHaveLength(Number(rows[0]!.n));

    const ran = ranJobs();
    const { rows: runs } = await sql.query<{ job: string }>('select job from job_runs order by job');
    expect(runs).toHaveLength(JOBS);
    expect(ran.sort()).toEqual(runs.map((r) => r.job));
  });

  it('stopping one with SIGTERM while requests alternate between them loses no request', { timeout: PROCESS_TIMEOUT }, async () => {
    const token = await tokenOf(b, 'docente');
    type Method = 'GET' | 'POST';
    const results: { n: number; method: Method; status: number | string; retried: number; id?: number }[] = [];
    const waitFor = (condition: () => boolean, what: string) =>
      until(condition, { what: `alternating requests: ${what}`, timeout: 60_000, show: () => ({ results: results.length, a: a.output().slice(-3000) }) });

    // The balancer's health check (HAProxy's `inter`, a Kubernetes readiness probe, an ELB target
    // check): /api/ready of each instance every 100 ms; only ready instances get new requests.
    const ready = new Map<ServerProcess, boolean>();
    const readinessOfA: (number | string)[] = [];
    let polling = true;
    const poller = (async () => {
      while (polling) {
        await Promise.all([a, b].map(async (server) => {
          const res = await send(server, 'GET', '/api/ready', {});
          const status = 'status' in res ? res.status : res.error;
          ready.set(server, status === 200);
          if (server === a) readinessOfA.push(status);
        }));
        await sleep(100);
      }
    })();
    await waitFor(() => ready.get(a) === true && ready.get(b) === true, 'both instances ready');

    // The next ready instance in turn. A request whose connection was refused (nothing sent) goes to
    // the other, so does a GET reset before any answer (nginx's `proxy_next_upstream error`); a POST
    // that may have been received is never sent twice (nginx's `non_idempotent` off), so the drain
    // delay must keep a POST from ever meeting a closing listener.
    let turn = 0;
    const balance = async (n: number, method: Method) => {
      const inTurn = turn++ % 2 ? [a, b] : [b, a];
      let retried = 0;
      for (const server of [...inTurn.filter((s) => ready.get(s)), ...inTurn.filter((s) => !ready.get(s))]) {
        const res = method === 'GET'
          ? await send(server, 'GET', '/api/auth/me', auth(token))
          : await send(server, 'POST', '/api/siiicca/strategy_drafts', { ...auth(token), 'content-type': 'application/json' }, JSON.stringify({ step: 1, data: { name: `Drenaje ${n}` } }));
        if ('error' in res && (res.error === 'ECONNREFUSED' || (method === 'GET' && res.error === 'ECONNRESET'))) {
          retried++;
          continue;
        }
        const created = method === 'POST' && 'status' in res && res.status === 201;
        results.push({ n, method, status: 'status' in res ? res.status : res.error, retried, id: created ? (JSON.parse(res.body) as { data: { id: number } }).data.id : undefined });
        return;
      }
      results.push({ n, method, status: 'failed on both', retried });
    };
    let stopped = false;
    let seq = 0;
    // Four clients, each alternating a read (GET /api/auth/me) and a write that creates a row (a strategy draft).
    const loops = Array.from({ length: 4 }, async () => {
      while (!stopped) {
        const n = seq++;
        await balance(n, n % 2 ? 'POST' : 'GET');
      }
    });
    await waitFor(() => results.length >= 20, '20 answers before the signal');

    // A request in flight on the instance that stops is finished, not dropped, even across the
    // moment its listener closes (after the drain delay).
    const inFlight = await startInFlightRequest(a, JSON.stringify({ email: 'docente', password: 'Docente#2026' }));
    a.proc.kill('SIGTERM');
    await waitFor(() => readinessOfA.includes(503), 'a 503 from the stopping instance\'s /api/ready');
    await untilLogged(a, 'draining connections');
    const answer = await inFlight.finish();
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(await a.exited).toBe(0);
    const afterStop = results.length;
    await waitFor(() => results.length >= afterStop + 20, '20 answers after the stop');
    stopped = true;
    await Promise.all(loops);
    polling = false;
    await poller;

    const wrong = results.filter((r) => r.status !== (r.method === 'GET' ? 200 : 201));
    expect(wrong, JSON.stringify(wrong)).toEqual([]);
    expect(results).toHaveLength(seq);
    // Every POST was answered 201 and left exactly one row, its own; no row without an answer.
    const posts = results.filter((r) => r.method === 'POST');
    expect(posts.length).toBeGreaterThanOrEqual(20);
    const { rows } = await sql.query<{ id: number; name: string }>(`select id, draft->>'name' as name from strategies where draft->>'name' like 'Drenaje %'`);
    const byNumber = (x: { name: string }, y: { name: string }) => x.name.localeCompare(y.name);
    expect(rows.map((r) => ({ id: r.id, name: r.name })).sort(byNumber)).toEqual(posts.map((p) => ({ id: p.id, name: `Drenaje ${p.n}` })).sort(byNumber));
    expect(a.output()).toContain(`"drainDelayMs":${DRAIN_DELAY_MS}`);
    expect((await fetch(`${b.url}/api/ready`)).status).toBe(200);
  });
});
