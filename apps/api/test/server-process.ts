import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../../../scripts/build.mjs';
import { until } from './until';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const COMPILED_SERVER = path.join(REPO_ROOT, 'apps/api/dist/main.js');

/** Held by the test file compiling the API: one at a time, in this run and in a run beside it. */
const COMPILE_LOCK = path.join(REPO_ROOT, 'node_modules/.cache/siiicca-api-compile.lock');

/**
 * Compiles the API so a process test runs the code under test, not an old build: only when its
 * sources changed since the last build (scripts/build.mjs's stamp; about a second, more when the
 * embedded database's template is made again), and one test file at a time. The files of a run, and
 * of the PGlite and PostgreSQL runs side by side, share apps/api/dist, and a build rewrites it in
 * place: a server another file was starting from it read an empty main.js and "exited (0) before it
 * was ready" (two-instances.test under load).
 */
export async function compileServer() {
  fs.mkdirSync(path.dirname(COMPILE_LOCK), { recursive: true });
  await until(takeCompileLock, { what: "another test file's compile of the API to end", timeout: 240_000, every: 100 });
  try {
    build({ only: ['API'], quiet: true });
  } finally {
    fs.rmSync(COMPILE_LOCK, { recursive: true, force: true });
  }
}

/** Takes the lock (a directory: made by one process only), or frees it from a holder that died. */
function takeCompileLock() {
  try {
    fs.mkdirSync(COMPILE_LOCK);
    fs.writeFileSync(path.join(COMPILE_LOCK, 'pid'), String(process.pid));
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const holder = Number(fs.readFileSync(path.join(COMPILE_LOCK, 'pid'), { encoding: 'utf8', flag: 'a+' }));
  if (holder > 0 && !isAlive(holder)) fs.rmSync(COMPILE_LOCK, { recursive: true, force: true });
  return false;
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export type ServerProcess = {
  proc: ChildProcess;
  port: number;
  url: string;
  /** Everything the process logged so far (JSON lines on stdout, anything on stderr). */
  output: () => string;
  /**
   * Resolves with the exit code (or the signal's name) once the process has ended and everything it
   * wrote has been read: `output()` then holds its last line.
   */
  exited: Promise<number | string>;
};

/**
 * Starts the product as production runs it (`node apps/api/dist/main.js`, or any other command) on a
 * free port, and resolves once it logged that it is ready.
 */
export async function startServerProcess(
  env: Record<string, string>,
  command: { cmd: string; args: string[] } = { cmd: process.execPath, args: [COMPILED_SERVER] },
): Promise<ServerProcess> {
  const proc = spawn(command.cmd, command.args, {
    cwd: REPO_ROOT,
    // No drain delay unless a test asks for one: a stopped test server has no balancer to tell, and
    // the production default with DATABASE_URL (5 s) would only make every PostgreSQL stop wait.
    // At debug the log has each request's line on arrival too (startInFlightRequest waits for it).
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'debug', SHUTDOWN_DRAIN_DELAY_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout!.on('data', (d) => (output += d));
  proc.stderr!.on('data', (d) => (output += d));
  // 'close', not 'exit': a process's output still travels through its pipes after it has exited, and
  // a test that reads the last lines once it ended would find them missing (on a loaded machine).
  const exited = new Promise<number | string>((resolve) => proc.on('close', (code, signal) => resolve(code ?? signal ?? -1)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 150 s:\n${output}`)), 150_000);
    const check = () => {
      const ready = /SIIICCA listo en http:\/\/[^:]+:(\d+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve(Number(ready[1]));
      }
    };
    proc.stdout!.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before it was ready:\n${output}`));
    });
  });
  return { proc, port, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/**
 * Waits until the server has logged a line containing `text`, and answers that line. Its log arrives
 * through a pipe, later than the moment it tells of: a line is looked for, never assumed to be there.
 */
export function untilLogged(server: ServerProcess, text: string, timeout = 60_000) {
  return until(() => server.output().split('\n').find((line) => line.includes(text)), {
    what: `the server to log "${text}"`,
    timeout,
    show: () => server.output().slice(-3000),
  });
}

/** How many requests to `url` the server has logged as received ("incoming request", at debug) so far. */
const receivedCount = (server: ServerProcess, url: string) =>
  server.output().split('\n').filter((line) => line.includes('"incoming request"') && line.includes(`"url":"${url}"`)).length;

/**
 * Opens a raw connection and writes a request's headers and part of its body, then waits until the
 * server has logged the request as received: from then on it is a request in flight.
 */
export async function startInFlightRequest(server: ServerProcess, body: string, opts: { keepAlive?: boolean } = {}) {
  const before = receivedCount(server, '/api/auth/login');
  const request = await startSlowRequest(server.port, body, opts);
  await until(() => receivedCount(server, '/api/auth/login') > before, {
    what: 'the server to log the request as received',
    timeout: 60_000,
    show: () => server.output().slice(-3000),
  });
  return request;
}

/**
 * Opens a raw connection and writes a request's headers and part of its body. With `keepAlive` the
 * request asks to keep the connection (HTTP/1.1's default): only the server can close it.
 */
export async function startSlowRequest(port: number, body: string, opts: { keepAlive?: boolean } = {}) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let received = '';
  socket.on('data', (d) => (received += d.toString('utf8')));
  socket.on('error', () => {});
  const done = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  socket.write(
    `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n${opts.keepAlive ? '' : 'Connection: close\r\n'}` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 5)}`,
  );
  return {
    /** Sends the rest of the body; resolves with the whole raw answer once the server closed. */
    finish: () => {
      socket.write(body.slice(5));
      return done;
    },
    socket,
  };
}

export const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> });
