/**
 * The product as it ships, for the benches: the compiled server (`node apps/api/dist/main.js`, compiled
 * first when its sources changed) on a DATA_DIR of its own (the embedded database with the demo data), a
 * free port, its default LOG_LEVEL (info) unless `env` says otherwise, security headers and compression
 * as always, and its log written to a file, as a service manager keeps it.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import type { AppDeps } from '../src/app-deps';
import { loggerOptions } from '../src/plugins/logger';
import { compileServer, COMPILED_SERVER, REPO_ROOT } from '../test/server-process';
import { until } from '../test/until';

/** `stop` ends the process and removes its folder; `keepDataAt` keeps its DATA_DIR there. */
export type ShippedServer = { url: string; pid: number; logFile: string; stop: (keepDataAt?: string) => Promise<void> };

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/**
 * Starts the compiled server; `dataFrom` is a DATA_DIR to copy (shippedDataDir: a warm start instead
 * of migrating and seeding again). Ready once `/api/ready` answers 200 (at warn the log has no line to wait for).
 */
export async function startShippedServer(env: Record<string, string> = {}, opts: { dataFrom?: string } = {}): Promise<ShippedServer> {
  await compileServer();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'siiicca-bench-shipped-'));
  const dataDir = path.join(dir, 'data');
  if (opts.dataFrom) fs.cpSync(opts.dataFrom, dataDir, { recursive: true });
  const logFile = path.join(dir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const port = await freePort();
  const proc = spawn(process.execPath, [COMPILED_SERVER], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SHUTDOWN_DRAIN_DELAY_MS: '0',
      // A bench never reaches the internet: the researchers' look-ups point at a port nobody listens on.
      ORCID_API_URL: 'http://127.0.0.1:9',
      CROSSREF_API_URL: 'http://127.0.0.1:9',
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  let ended = false;
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  void exited.then(() => (ended = true));
  const url = `http://127.0.0.1:${port}`;
  const tail = () => fs.readFileSync(logFile, 'utf8').slice(-3000);
  const stop = async (keepDataAt?: string) => {
    if (!ended) proc.kill('SIGTERM');
    await exited;
    if (keepDataAt) fs.renameSync(dataDir, keepDataAt);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  // 'ready', or 'ended' if the process left first.
  const state = await until(async () => (ended ? 'ended' : (await fetch(`${url}/api/ready`)).ok && 'ready'), {
    what: 'the compiled server to be ready',
    timeout: 240_000,
    every: 200,
    show: tail,
  }).catch(async (err) => {
    proc.kill('SIGKILL');
    await stop();
    throw err;
  });
  if (state === 'ended') {
    const last = tail();
    await stop();
    throw new Error(`the server exited before it was ready:\n${last}`);
  }
  return { url, pid: proc.pid!, logFile, stop };
}

/**
 * A DATA_DIR the compiled server has made (migrated, seeded with the demo data: a cold start, then a
 * stop, so the embedded database is whole on disk), for startShippedServer to copy; `remove` deletes it.
 */
export async function shippedDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'siiicca-bench-data-'));
  const data = path.join(dir, 'data');
  const server = await startShippedServer({ LOG_LEVEL: 'warn' });
  await server.stop(data);
  return { dir: data, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The product's app on a bench's own database (`deps`, say 100,000 loaded records), built as
 * createServer builds it: the default LOG_LEVEL (info), its log written to a scratch file rather than
 * the bench's console. `close` closes the app and removes the file (the database stays the caller's).
 */
export async function appAsShipped(deps: AppDeps) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'siiicca-bench-log-'));
  const app = await buildApp(deps, { logger: { ...(loggerOptions('info') as object), file: path.join(dir, 'server.log') } });
  const close = async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { app, close };
}
