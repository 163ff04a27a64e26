import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPostgresDatabase, testDbKind, withQueryTimeout } from './helpers';
import { seededDataDir } from './seed-cache';
import { compileServer, startInFlightRequest, startServerProcess, untilLogged, type ServerProcess } from './server-process';
import { until } from './until';

// Real sockets against the product as production runs it (compiled, its own process, stopped by a
// signal), on the database of the run. A short header time-out keeps the file fast; the time-outs the
// other cases only must not meet are long (a loaded machine), and all are the test's own settings.
const PROCESS_TIMEOUT = 180_000;
/** How long the test's clients wait for an answer before they give up (and count it as a failure). */
const CLIENT_TIMEOUT_MS = 60_000;
const CAP = 50;
const HEADERS_TIMEOUT_MS = 2000;
/** The attacker's address; legitimate clients come from other loopback addresses. */
const ATTACKER = '127.0.0.1';

let server: ServerProcess;
const cleanup: (() => Promise<void> | void)[] = [];

/** A copy of the migrated DATA_DIR with demo data the browser tests start from (seed-cache.ts). */
async function demoDataDir() {
  const seeded = await seededDataDir();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'siiicca-hostile-'));
  fs.cpSync(seeded, dataDir, { recursive: true });
  cleanup.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  return dataDir;
}

beforeAll(async () => {
  await compileServer();
  const env: Record<string, string> = {
    HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    CONNECTIONS_PER_ADDRESS: String(CAP),
    JOBS_ENABLED: 'false',
    // The keep-alive clients of the SIGTERM case pause between requests only as long as a loaded
    // machine makes them: their connections must not be closed as idle meanwhile (10 s by default).
    KEEP_ALIVE_TIMEOUT_MS: '120000',
    // That case's stop must end with exit 0, its requests in flight finished (10 s by default).
    SHUTDOWN_TIMEOUT_MS: '120000',
  };
  if (testDbKind === 'postgres') {
    const created = await createPostgresDatabase(inject('postgresTemplate'));
    cleanup.push(created.drop);
    Object.assign(env, { DATABASE_URL: withQueryTimeout(created.url), DEMO_DATA: 'false', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'siiicca-hostile-')) });
    cleanup.push(() => fs.rmSync(env.DATA_DIR!, { recursive: true, force: true }));
  } else {
    env.DATA_DIR = await demoDataDir();
  }
  server = await startServerProcess(env);
}, PROCESS_TIMEOUT);

afterAll(async () => {
  if (server && server.proc.exitCode === null && server.proc.signalCode === null) {
    server.proc.kill('SIGKILL');
    await server.exited;
  }
  for (const step of cleanup.reverse()) await step();
});

type Answer = { status: number; connection?: string; body: string };

/** One request from `localAddress` on `agent` (keep-alive when the agent keeps sockets). */
function request(opts: { method?: string; path: string; agent?: http.Agent; localAddress?: string; token?: string; body?: unknown }) {
  const data = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        method: opts.method ?? 'GET',
        path: opts.path,
        agent: opts.agent,
        localAddress: opts.localAddress,
        timeout: CLIENT_TIMEOUT_MS,
        headers: {
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          ...(data ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } : {}),
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(data);
  });
}

describe('a slow or hostile client cannot starve the others', () => {
  it('an address opening 1,000 idle sockets keeps at most the cap, and other clients are served meanwhile', { timeout: PROCESS_TIMEOUT }, async () => {
    const sockets = Array.from({ length: 1000 }, () => {
      const socket = net.connect({ host: '127.0.0.1', port: server.port, localAddress: ATTACKER });
      socket.on('error', () => {});
      return socket;
    });
    try {
      let closed = 0;
      for (const socket of sockets) socket.once('close', () => closed++);
      // The server closes what is over the cap as it arrives, not after a time-out.
      await until(() => closed >= 1000 - CAP, { what: 'the sockets over the cap to be closed', timeout: 60_000, show: () => `${closed} closed` });
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => request({ path: '/api/health', localAddress: `127.0.0.${2 + (i % 3)}` })),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
      // One log line for the burst, not one per socket (at most one per 10 s: a few if the burst was slow).
      await untilLogged(server, 'connections over the per-address cap closed');
      const warnings = server.output().split('\n').filter((line) => line.includes('connections over the per-address cap closed'));
      expect(warnings.length).toBeLessThanOrEqual(3);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  });

  it('a client that sends its headers slowly is disconnected after HEADERS_TIMEOUT_MS', { timeout: 60_000 }, async () => {
    const socket = net.connect({ host: '127.0.0.1', port: server.port, localAddress: '127.0.0.5' });
    socket.on('error', () => {});
    await new Promise((resolve) => socket.once('connect', resolve));
    let received = '';
    socket.on('data', (d) => (received += d.toString('utf8')));
    const opened = Date.now();
    const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now() - opened)));
    // A header line trickles in, a byte every 50 ms, and never ends.
    const head = `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ${'a'.repeat(1000)}`;
    let sent = 0;
    const drip = setInterval(() => {
      if (!socket.destroyed && sent < head.length) socket.write(head[sent++]!);
    }, 50);
    try {
      const lived = await Promise.race([closed, new Promise<number>((resolve) => setTimeout(() => resolve(Infinity), 10_000))]);
      expect(lived).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 50);
      expect(lived).toBeLessThan(10_000);
      expect(received).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      clearInterval(drip);
      socket.destroy();
    }
  });

  it('on SIGTERM under keep-alive load no request is reset: each finishes or is answered with Connection: close', { timeout: PROCESS_TIMEOUT }, async () => {
    const login = await request({ method: 'POST', path: '/api/auth/login', localAddress: '127.0.0.2', body: { email: 'docente', password: 'Docente#2026', type: 'sac' } });
    expect(login.status).toBe(200);
    const token = (JSON.parse(login.body) as { token: { access_token: string } }).token.access_token;

    const resets: string[] = [];
    const statuses: Record<string, number> = {};
    /** How each client's last connection ended: an answer saying `Connection: close`, or refused. */
    const endings: string[] = [];
    let done = 0;
    let terminated = false;
    /** One client: its own keep-alive socket, one request after the other, until the server is gone. */
    const client = async (kind: 'read' | 'write', i: number) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const localAddress = `127.0.0.${2 + (i % 4)}`;
      let draft: { id: number; version: string } | undefined;
      if (kind === 'write') {
        const created = await request({ method: 'POST', path: '/api/siiicca/strategy_drafts', agent, localAddress, token, body: { step: 1, data: {} } });
        expect(created.status).toBe(201);
        draft = (JSON.parse(created.body) as { data: { id: number; version: string } }).data;
      }
      let closed = false;
      for (let n = 0; ; n++) {
        try {
          const answer = draft
            ? await request({ method: 'PUT', path: `/api/siiicca/strategy_drafts/${draft.id}`, agent, localAddress, token, body: { step: 2, data: { name: `Borrador ${i}-${n}` }, version: draft.version } })
            : await request({ path: '/api/auth/me', agent, localAddress, token });
          const key = `${kind} ${answer.status}`;
          statuses[key] = (statuses[key] ?? 0) + 1;
          closed = answer.connection === 'close';
          if (draft && answer.status === 200) draft = (JSON.parse(answer.body) as { data: typeof draft }).data;
          if (!terminated) done++;
        } catch (err) {
          const code = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
          // Refused: the server no longer listens, so the client has nowhere left to go. Either its
          // last answer said `Connection: close`, or its kept-alive socket sat idle past the drain's
          // grace (DRAIN_IDLE_MS in connections.ts: a client stalled on a loaded machine) and was closed.
          if (code === 'ECONNREFUSED') {
            endings.push(closed ? 'close' : 'idle closed');
            break;
          }
          resets.push(`${kind}: ${code}`);
          if (terminated) break;
        }
      }
      agent.destroy();
    };
    const clients = [...Array.from({ length: 4 }, (_, i) => client('read', i)), ...Array.from({ length: 4 }, (_, i) => client('write', i))];
    await until(() => done >= 40, { what: 'the clients to be under way', timeout: 60_000, show: () => ({ done, statuses, resets }) });
    // One more client whose request is surely in flight on its kept-alive connection at the signal
    // (which of the eight are busy at that moment is up to the machine's scheduling).
    const held = await startInFlightRequest(server, JSON.stringify({ email: 'docente', password: 'Docente#2026' }), { keepAlive: true });
    terminated = true;
    server.proc.kill('SIGTERM');
    await untilLogged(server, 'draining connections');
    const heldAnswer = await held.finish();
    await Promise.all(clients);
    expect(await server.exited).toBe(0);
    expect(resets).toEqual([]);
    // The request in flight at the signal was finished and told its connection ends.
    expect(heldAnswer).toMatch(/^HTTP\/1\.1 200 /);
    expect(heldAnswer).toMatch(/\r\nconnection: close\r\n/i);
    // Every client's kept-alive connection ended cleanly: an answer said so, or it sat idle and was closed.
    expect(endings).toHaveLength(8);
    expect(Object.keys(statuses).filter((k) => !/ (200|503)$/.test(k))).toEqual([]);
  });
});
