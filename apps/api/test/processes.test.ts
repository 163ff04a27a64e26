import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_MSG, RECOVERY_MSG } from '@siiicca/shared';
import { loadConfig } from '../src/config';
import { createPostgresDatabase, testDbKind, withQueryTimeout } from './helpers';
import { compileServer, json, startInFlightRequest, startServerProcess, untilLogged, type ServerProcess } from './server-process';
import { until } from './until';

// The product as production runs it: compiled JavaScript in its own process, stopped by signals.
// Starting a real server (creating its database on the first start) takes seconds, more on a busy
// machine: these tests get minutes, not the suite's default minute.
const PROCESS_TIMEOUT = 180_000;
beforeAll(() => compileServer(), PROCESS_TIMEOUT);

const CHEAP_CAPTCHA = { ALTCHA_COST: '1', ALTCHA_MAX_NUMBER: '20' };
/**
 * A shutdown that ends with exit 0 must not meet the shutdown time-out (10 s by default: a stopping
 * server on a loaded machine may take longer to finish a sign-in and close its database). The test of
 * the time-out itself sets a short one.
 */
const ROOM_TO_STOP = { SHUTDOWN_TIMEOUT_MS: '120000' };
const LOGIN = JSON.stringify({ email: 'docente', password: 'Docente#2026' });

const running: ServerProcess[] = [];
afterAll(async () => {
  for (const server of running) {
    if (server.proc.exitCode === null && server.proc.signalCode === null) server.proc.kill('SIGKILL');
  }
});
async function start(env: Record<string, string>, command?: { cmd: string; args: string[] }) {
  const server = await startServerProcess(env, command);
  running.push(server);
  return server;
}

/** One request on a connection of its own (no keep-alive): its status and body. */
function fresh(server: ServerProcess, method: string, url: string, body?: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const headers = { connection: 'close', ...(body ? { 'content-type': 'application/json' } : {}) };
    const req = http.request({ host: '127.0.0.1', port: server.port, method, path: url, agent: false, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode!, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('the drain delay on SIGTERM', () => {
  it('defaults to 0 on the embedded database (one instance, Ctrl-C stops at once) and to 5 s with DATABASE_URL', () => {
    expect(loadConfig({}).drainDelayMs).toBe(0);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/siiicca' }).drainDelayMs).toBe(5000);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/siiicca', SHUTDOWN_DRAIN_DELAY_MS: '0' }).drainDelayMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_DELAY_MS: '1500' }).drainDelayMs).toBe(1500);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_DELAY_MS: '-1' })).toThrow(/SHUTDOWN_DRAIN_DELAY_MS/);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_DELAY_MS: '600000' })).toThrow(/SHUTDOWN_DRAIN_DELAY_MS/);
  });
});

/** Every directory 0700 and every file 0600 under `dir`, or the first that is not. */
function firstNotPrivate(dir: string): string | null {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const mode = fs.statSync(full).mode & 0o777;
    if (entry.isDirectory()) {
      if (mode !== 0o700) return `${full} ${mode.toString(8)}`;
      const inner = firstNotPrivate(full);
      if (inner) return inner;
    } else if (mode !== 0o600) {
      return `${full} ${mode.toString(8)}`;
    }
  }
  return null;
}

if (testDbKind === 'pglite') describe('one server process on the embedded database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'siiicca-proc-'));
  const lockFile = path.join(dataDir, 'db', '.siiicca.lock');
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('on SIGTERM finishes the request in flight, closes the database, removes its lock and exits 0', { timeout: PROCESS_TIMEOUT }, async () => {
    const server = await start({ DATA_DIR: dataDir, ...CHEAP_CAPTCHA, ...ROOM_TO_STOP });
    expect(fs.existsSync(lockFile)).toBe(true);
    const slow = await startInFlightRequest(server, LOGIN);
    server.proc.kill('SIGTERM');
    // The listener is closed and the server waits for the request: only now is it one in flight at shutdown.
    await untilLogged(server, 'draining connections');
    const answer = await slow.finish();
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('Ingreso Correcto');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
    expect(fs.existsSync(lockFile)).toBe(false);
  });

  it('keeps DATA_DIR and the embedded database readable by its own user only', { timeout: PROCESS_TIMEOUT }, () => {
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(firstNotPrivate(dataDir)).toBeNull();
  });

  it('does not wait past SHUTDOWN_TIMEOUT_MS for a client that never finishes its request', { timeout: PROCESS_TIMEOUT }, async () => {
    const server = await start({ DATA_DIR: dataDir, SHUTDOWN_TIMEOUT_MS: '700', ...CHEAP_CAPTCHA });
    // The data of the first run is still there (a warm start).
    const login = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: LOGIN });
    expect(login.status).toBe(200);
    const stuck = await startInFlightRequest(server, LOGIN);
    const sent = Date.now();
    server.proc.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    expect(Date.now() - sent).toBeLessThan(10_000);
    expect(server.output()).toContain('shutdown timed out');
    stuck.socket.destroy();
  });

  it('with a drain delay, on SIGTERM answers /api/ready 503 while it still accepts and serves; a second signal ends the delay', { timeout: PROCESS_TIMEOUT }, async () => {
    // A delay far longer than the test: only the second signal can end it in time.
    const server = await start({ DATA_DIR: dataDir, SHUTDOWN_DRAIN_DELAY_MS: '120000', ...CHEAP_CAPTCHA, ...ROOM_TO_STOP });
    expect((await fresh(server, 'GET', '/api/ready')).status).toBe(200);
    server.proc.kill('SIGTERM');
    const ready = await until(
      async () => {
        const answer = await fresh(server, 'GET', '/api/ready');
        return answer.status !== 200 && answer;
      },
      { what: '/api/ready to stop answering 200 after SIGTERM', timeout: 60_000 },
    );
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual({ message: HTTP_MSG.shuttingDown });
    // Liveness holds, and new connections are accepted and served, a write included.
    expect(await fresh(server, 'GET', '/api/health')).toMatchObject({ status: 200 });
    const login = await fresh(server, 'POST', '/api/auth/login', LOGIN);
    expect(login.status).toBe(200);
    expect(login.body).toContain('Ingreso Correcto');
    const signalled = Date.now();
    server.proc.kill('SIGINT');
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(30_000);
    expect(server.output()).toContain('"drainDelayMs":120000');
    expect(server.output()).toContain('second signal: closing now');
    expect(fs.existsSync(lockFile)).toBe(false);
  });

  it('`npm start` hands SIGTERM to the server, which stops cleanly', { timeout: PROCESS_TIMEOUT }, async () => {
    const server = await start({ DATA_DIR: dataDir, ...CHEAP_CAPTCHA, ...ROOM_TO_STOP }, { cmd: 'npm', args: ['start', '--silent'] });
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    server.proc.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
    expect(fs.existsSync(lockFile)).toBe(false);
  });
});

if (testDbKind === 'postgres') describe('two API processes on one PostgreSQL', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let drop = async () => {};
  const dirs: string[] = [];

  beforeAll(async () => {
    const database = await createPostgresDatabase();
    drop = database.drop;
    // What a deployment of several processes shares: the database and the signing secret. The tests'
    // statement time-out (helpers.ts), not the product's 3 s: the shared server is busy, not down.
    // No drain delay (5 s by default with DATABASE_URL): these cases do not stop an instance under load.
    const shared = { DATABASE_URL: withQueryTimeout(database.url), DEMO_DATA: 'true', JWT_SECRET: 'secreto-compartido-'.padEnd(48, 'k'), SHUTDOWN_DRAIN_DELAY_MS: '0', ...CHEAP_CAPTCHA };
    const env = () => {
      dirs.push(fs.mkdtempSync(path.join(os.tmpdir(), 'siiicca-proc-')));
      return { ...shared, DATA_DIR: dirs.at(-1)! };
    };
    // Started together: they migrate and seed the empty database one after the other.
    [a, b] = await Promise.all([start(env()), start(env())]);
  }, PROCESS_TIMEOUT);
  afterAll(async () => {
    for (const server of [a, b]) server?.proc.kill('SIGTERM');
    await Promise.all([a?.exited, b?.exited]);
    await drop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  const post = (server: ServerProcess, url: string, body: object, token?: string) =>
    fetch(`${server.url}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const me = (server: ServerProcess, token: string) => fetch(`${server.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });

  it('a session signed in on one process is revoked on the other', { timeout: PROCESS_TIMEOUT }, async () => {
    const { body } = await json(await post(a, '/api/auth/login', { email: 'docente', password: 'Docente#2026' }));
    const token = (body.token as { access_token: string }).access_token;
    expect((await me(b, token)).status).toBe(200);
    expect((await post(a, '/api/auth/logout', {}, token)).status).toBe(200);
    expect((await me(b, token)).status).toBe(401);
  });

  it('failed sign-ins counted on one process hold back the next attempt on the other', { timeout: PROCESS_TIMEOUT }, async () => {
    for (let i = 0; i < 5; i++) {
      expect((await post(i % 2 ? a : b, '/api/auth/login', { email: 'docente2', password: 'mala-clave' })).status).toBe(401);
    }
    const blocked = await json(await post(a, '/api/auth/login', { email: 'docente2', password: 'Docente#2026' }));
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Demasiados intentos fallidos/);
  });

  it('a captcha used on one process is refused on the other', { timeout: PROCESS_TIMEOUT }, async () => {
    const challenge = (await (await fetch(`${a.url}/api/captcha/challenge`)).json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    const first = await post(a, '/api/password/findemail', { email: 'docente@siiicca.test', captcha });
    expect(first.status).toBe(200);
    const replay = await json(await post(b, '/api/password/findemail', { email: 'docente@siiicca.test', captcha }));
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe(RECOVERY_MSG.captchaInvalid);
  });
});
