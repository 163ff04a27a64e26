import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const COMPILED_SERVER = path.join(REPO_ROOT, 'apps/api/dist/main.js');

/** Compiles the API (about a second) so a process test runs the code under test, not an old build. */
export function compileServer() {
  const run = spawnSync(process.execPath, ['apps/api/build.mjs'], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`API build failed: ${run.stderr}`);
}

export type ServerProcess = {
  proc: ChildProcess;
  port: number;
  url: string;
  /** Everything the process logged so far (JSON lines on stdout, anything on stderr). */
  output: () => string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
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
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', SHUTDOWN_DRAIN_DELAY_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout!.on('data', (d) => (output += d));
  proc.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | string>((resolve) => proc.on('exit', (code, signal) => resolve(code ?? signal ?? -1)));
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

/** How many requests to `url` the server has logged as received ("incoming request") so far. */
const receivedCount = (server: ServerProcess, url: string) =>
  server.output().split('\n').filter((line) => line.includes('"incoming request"') && line.includes(`"url":"${url}"`)).length;

/**
 * Opens a raw connection and writes a request's headers and part of its body, then waits until the
 * server has logged the request as received: from then on it is a request in flight.
 */
export async function startInFlightRequest(server: ServerProcess, body: string) {
  const before = receivedCount(server, '/api/auth/login');
  const request = await startSlowRequest(server.port, body);
  const until = Date.now() + 60_000;
  while (receivedCount(server, '/api/auth/login') === before) {
    if (Date.now() > until) throw new Error(`the server never received the request:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return request;
}

/** Opens a raw connection and writes a request's headers and part of its body. */
export async function startSlowRequest(port: number, body: string) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let received = '';
  socket.on('data', (d) => (received += d.toString('utf8')));
  socket.on('error', () => {});
  const done = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  socket.write(
    `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nConnection: close\r\n` +
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
