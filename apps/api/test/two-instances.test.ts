import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PROJECT_API, selectionUrl } from '@siiicca/shared';
import { openDatabase } from '../src/db/client';
import { documentUploads, PDF, projectFixture, projectMultipart, validProjectBody } from '../src/modules/projects/test-fixtures';
import { startMailTrap } from '../src/modules/recovery/test-fixtures';
import { createPostgresDatabase, testDbKind } from './helpers';
import { startS3Server } from './s3-server';
import { compileServer, startInFlightRequest, startServerProcess, type ServerProcess } from './server-process';

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
    const first = await start({ DATA_DIR: dataDir, DEMO_DATA: 'false' });
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
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'secreto-compartido-'.padEnd(48, 'k'),
      SMTP_URL: trap.url,
      TRUST_PROXY: '127.0.0.1',
      LOGIN_REQUESTS_PER_MINUTE: '6',
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
    // Each instance checks the day's jobs 5 s after its start; three jobs.
    const until = Date.now() + 60_000;
    while ((await pending()) > 0 || (await jobsFinished()) < 3) {
      if (Date.now() > until) throw new Error(`mail or jobs not done:\n${a.output()}\n${b.output()}`);
      await sleep(100);
    }
    const ours = trap!.messages.filter((m) => m.to.some((to) => /^persona\d+@siiicca\.test$/.test(to)));
    expect(ours).toHaveLength(QUEUED);
    expect(new Set(ours.map((m) => m.to[0])).size).toBe(QUEUED);
    // Whatever else was mailed (the jobs' reminders) went out once as well: one message per sent row.
    const { rows } = await sql.query<{ n: string }>('select count(*) n from mail_outbox where sent_at is not null');
    expect(trap!.messages).toHaveLength(Number(rows[0]!.n));

    const ran = [a, b].flatMap((s) =>
      s.output().split('\n').filter((l) => l.includes('"daily jobs ran"')).flatMap((l) => (JSON.parse(l) as { jobs: string[] }).jobs),
    );
    const { rows: runs } = await sql.query<{ job: string }>('select job from job_runs order by job');
    expect(runs).toHaveLength(3);
    expect(ran.sort()).toEqual(runs.map((r) => r.job));
  });

  it('stopping one with SIGTERM while requests alternate between them loses no request', { timeout: PROCESS_TIMEOUT }, async () => {
    const token = await tokenOf(b, 'admin');
    const results: { n: number; status: number | string; retried: number }[] = [];
    let stopped = false;
    let seq = 0;
    let turn = 0;
    // A balancer's rule (nginx's default `proxy_next_upstream error timeout`): the next instance in
    // turn; a GET whose connection was refused, or reset before any answer (a connection still in the
    // kernel's accept queue when the listener closed), goes to the other. Never after an answer began.
    const read = async (n: number) => {
      const first = turn++ % 2;
      let retried = 0;
      for (const server of first ? [a, b] : [b, a]) {
        const res = await send(server, 'GET', '/api/auth/me', auth(token));
        if ('error' in res && (res.error === 'ECONNREFUSED' || res.error === 'ECONNRESET')) {
          retried++;
          continue;
        }
        results.push({ n, status: 'status' in res ? res.status : res.error, retried });
        return;
      }
      results.push({ n, status: 'failed on both', retried });
    };
    const loops = Array.from({ length: 4 }, async () => {
      while (!stopped) await read(seq++);
    });
    const waitFor = async (condition: () => boolean) => {
      const until = Date.now() + 60_000;
      while (!condition()) {
        if (Date.now() > until) throw new Error('alternating requests: condition not reached');
        await sleep(20);
      }
    };
    await waitFor(() => results.length >= 20);

    // A request in flight on the instance that stops is finished, not dropped.
    const inFlight = await startInFlightRequest(a, JSON.stringify({ email: 'docente', password: 'Docente#2026' }));
    a.proc.kill('SIGTERM');
    await sleep(200);
    const answer = await inFlight.finish();
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(await a.exited).toBe(0);
    const afterStop = results.length;
    await waitFor(() => results.length >= afterStop + 20 && results.some((r) => r.retried > 0));
    stopped = true;
    await Promise.all(loops);

    expect(results.filter((r) => r.status !== 200), JSON.stringify(results.filter((r) => r.status !== 200))).toEqual([]);
    expect(results).toHaveLength(seq);
    expect((await fetch(`${b.url}/api/ready`)).status).toBe(200);
  });
});
