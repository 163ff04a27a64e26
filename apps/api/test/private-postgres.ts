import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/*
 * A PostgreSQL server of the test's own (Debian's binaries, a temporary data directory, a free
 * port), which the test may stop and start: the shared test server must never be stopped. The
 * server refuses to run as root, so under root its commands run as the `postgres` user.
 */

const BIN_ROOT = '/usr/lib/postgresql';

/** The newest installed server's bin directory, or why there is none. */
function findBinaries(): { bin: string } | { missing: string } {
  const versions = fs.existsSync(BIN_ROOT) ? fs.readdirSync(BIN_ROOT).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const bin = path.join(BIN_ROOT, version, 'bin');
    if (fs.existsSync(path.join(bin, 'initdb')) && fs.existsSync(path.join(bin, 'pg_ctl'))) return { bin };
  }
  return { missing: `no PostgreSQL server binaries (initdb, pg_ctl) under ${BIN_ROOT}/<version>/bin: apt-get install postgresql` };
}

/** The uid/gid to run the server as: ours, or the `postgres` user's when we are root. */
function serverUser(): { uid: number; gid: number; name?: string } | { missing: string } {
  if (process.getuid?.() !== 0) return { uid: process.getuid!(), gid: process.getgid!() };
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const uid = id('-u');
  const gid = id('-g');
  if (uid.status !== 0 || gid.status !== 0) return { missing: 'running as root and there is no `postgres` user to run a PostgreSQL server as' };
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()), name: 'postgres' };
}

/** Whether a private server can be started here, and if not, why (said out loud by the test). */
export function privatePostgresSupport(): { ok: true } | { ok: false; reason: string } {
  const binaries = findBinaries();
  if ('missing' in binaries) return { ok: false, reason: binaries.missing };
  const user = serverUser();
  if ('missing' in user) return { ok: false, reason: user.missing };
  return { ok: true };
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type PrivatePostgres = {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /**
   * `pg_ctl stop -m fast`: every connection is ended (57P01) and new ones are refused. Resolves once it
   * is down; the test's event loop runs meanwhile (the product under test may be in this process).
   */
  stop(): Promise<void>;
  /** `pg_ctl start -w`: resolves once the server accepts connections (the event loop runs meanwhile). */
  start(): Promise<void>;
  /** SIGSTOP to the server and its backends: a server that hangs (connections open, no answers). */
  freeze(): void;
  /** SIGCONT: the hung server answers again. */
  thaw(): void;
  /** Stops the server at once and removes its directory. */
  destroy(): void;
};

/** The postmaster (first line of postmaster.pid) and its children (backends, background workers). */
function serverPids(data: string): number[] {
  const postmaster = Number(fs.readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry)).flatMap((entry) => {
    try {
      // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may hold spaces, so read after the last ')'.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster ? [Number(entry)] : [];
    } catch {
      return [];
    }
  });
  return [postmaster, ...children];
}

/** initdb in a temporary directory and start: about two seconds. */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const binaries = findBinaries();
  const user = serverUser();
  if ('missing' in binaries) throw new Error(binaries.missing);
  if ('missing' in user) throw new Error(user.missing);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'siiicca-pg-'));
  fs.chmodSync(dir, 0o700);
  fs.chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  const port = await freePort();
  const commandOf = (tool: string, args: string[]): [string, string[]] => {
    const command = path.join(binaries.bin, tool);
    return user.name ? ['runuser', ['-u', user.name, '--', command, ...args]] : [command, args];
  };
  const run = (tool: string, args: string[]) => {
    const result = spawnSync(...commandOf(tool, args), { cwd: dir, encoding: 'utf8', timeout: 60_000 });
    if (result.status !== 0) throw new Error(`${tool} failed (${result.status}): ${result.stderr || result.stdout}`);
  };
  // While the server is stopped and started under load, the product's requests in this process go on:
  // a synchronous pg_ctl would freeze them, and their measured answer times, for as long as it ran.
  const runAsync = (tool: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      execFile(...commandOf(tool, args), { cwd: dir, encoding: 'utf8', timeout: 120_000 }, (err, stdout, stderr) =>
        err ? reject(new Error(`${tool} failed (${err.code ?? err.signal}): ${stderr || stdout}`)) : resolve(),
      );
    });
  // fsync off: a test server's speed; a clean stop still writes every committed row out.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const startArgs = ['-D', data, '-l', path.join(dir, 'server.log'), '-o', options, '-w', '-t', '120', 'start'];
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync', '--no-instructions']);
  await runAsync('pg_ctl', startArgs);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => runAsync('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '120', 'stop']),
    start: () => runAsync('pg_ctl', startArgs),
    freeze: () => {
      for (const pid of serverPids(data).reverse()) process.kill(pid, 'SIGSTOP');
    },
    thaw: () => {
      for (const pid of serverPids(data)) process.kill(pid, 'SIGCONT');
    },
    destroy() {
      try {
        for (const pid of serverPids(data)) process.kill(pid, 'SIGCONT');
      } catch {
        // Not running.
      }
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already stopped.
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
