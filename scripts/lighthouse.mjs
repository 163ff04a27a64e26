// `npm run lighthouse`: Lighthouse 12.2.3 (installed on first use into node_modules/.cache, not a dependency of the product) against the
// built product, signed in as the role that uses each screen, in its mobile and desktop presets, three
// runs each; prints the medians (Performance, LCP, TBT, CLS, JavaScript transferred). A benchmark, not
// part of `npm test`: the figures depend on the machine (Lighthouse's simulated throttling scales with
// its CPU benchmark), so compare runs made on the same machine, before and after a change.
//
//   npm run lighthouse                      every screen, both presets, 3 runs
//   npm run lighthouse -- --runs 1 --preset mobile --screen dashboard
//
// It builds what changed, starts the product on a free port with an embedded database and the demo data
// in a scratch folder, starts Chromium (E2E_CHROMIUM, else Debian's /usr/bin/chromium) with a debugging port, stores each role's session the way the web app keeps it (POST /api/auth/login, then
// localStorage 'siiicca.session'), and runs the Lighthouse CLI on that browser (--port,
// --disable-storage-reset), so the page opens signed in.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from './build.mjs';

const LIGHTHOUSE = 'lighthouse@12.2.3';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const ACCOUNTS = {
  admin: { email: 'admin', password: 'Admin#2026', type: 'adm' },
  docente: { email: 'docente', password: 'Docente#2026', type: 'sac' },
};

/** The screens the issue measured, each as the role that uses it sees it. */
const SCREENS = [
  { name: 'login', path: '/login', as: null },
  { name: 'dashboard', path: '/dashboard', as: 'admin' },
  { name: 'Todas las Estrategias', path: '/strategies', as: 'admin' },
  { name: 'Todos los Proyectos', path: '/projects', as: 'admin' },
  { name: 'strategy wizard', path: '/my_strategies?edit=new', as: 'docente' },
];

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    preset: { type: 'string', default: 'both' },
    screen: { type: 'string', multiple: true },
    json: { type: 'string' },
  },
});
const runs = Math.max(1, Number(args.runs) || 3);
const presets = args.preset === 'both' ? ['mobile', 'desktop'] : [args.preset];
const screens = args.screen ? SCREENS.filter((s) => args.screen.some((x) => s.name.toLowerCase().includes(x.toLowerCase()))) : SCREENS;

const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function until(what, check, ms = 120_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Runs a command without blocking this process (whose connections to the browser must keep answering). */
const run = (cmd, cmdArgs, cwd) =>
  new Promise((resolve, reject) => {
    const child = spawn(cmd, cmdArgs, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(cmd)} exited with ${code}`))));
  });

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

function withoutDatabase(env) {
  const { DATABASE_URL: _url, TEST_DATABASE_URL: _test, ...rest } = env;
  return rest;
}

/** Lighthouse installed once into node_modules/.cache (pinned; not a dependency of the product), its CLI's path. */
const lighthouseDir = path.join(root, 'node_modules', '.cache', LIGHTHOUSE.replace('@', '-'));
function lighthouseBin() {
  const prefix = lighthouseDir;
  const bin = path.join(prefix, 'node_modules', '.bin', 'lighthouse');
  if (!fs.existsSync(bin)) {
    console.error(`installing ${LIGHTHOUSE} into ${path.relative(root, prefix)}`);
    fs.mkdirSync(prefix, { recursive: true });
    execFileSync('npm', ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', LIGHTHOUSE], { stdio: 'inherit' });
  }
  return bin;
}

const lighthouse = lighthouseBin();
build();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'siiicca-lighthouse-'));
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], {
  // The embedded database (no DATABASE_URL), as `npm start` runs it.
  env: { ...withoutDatabase(process.env), PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(scratch, 'data'), DEMO_DATA: 'true', LOG_LEVEL: 'warn', PUBLIC_URL: baseUrl },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const debugPort = await freePort();
const chromePath = process.env.E2E_CHROMIUM ?? ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell'].find((f) => fs.existsSync(f));
const chrome = spawn(chromePath, ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', `--remote-debugging-port=${debugPort}`, `--user-data-dir=${path.join(scratch, 'chrome')}`, 'about:blank'], { stdio: 'ignore' });

let stopped = false;
async function stop() {
  if (stopped) return;
  stopped = true;
  const exited = (child) => new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', resolve)));
  chrome.kill('SIGTERM');
  server.kill('SIGTERM');
  await Promise.all([exited(chrome), exited(server)]);
  fs.rmSync(scratch, { recursive: true, force: true, maxRetries: 5 });
}

try {
  await until('the product', async () => (await fetch(`${baseUrl}/api/ready`)).ok);
  await until('Chromium', async () => (await fetch(`http://127.0.0.1:${debugPort}/json/version`)).ok);
  // Lighthouse's own puppeteer stores the sessions (Playwright holds every new tab for its debugger, Lighthouse's too).
  const { default: puppeteer } = await import(pathToFileURL(path.join(lighthouseDir, 'node_modules/puppeteer-core/lib/esm/puppeteer/puppeteer-core.js')).href);

  /**
   * A fresh demo account has not accepted the privacy notice (issue 43): the guard would hold it at
   * /privacy_notice. Accepts the version in force, as the user would, and answers the user read again.
   */
  async function acceptNotice(accessToken) {
    const call = async (url, init = {}) => {
      const res = await fetch(`${baseUrl}${url}`, { ...init, headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' } });
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      return res.json();
    };
    const { notice } = await call('/api/privacy/notice');
    await call('/api/privacy/notice/accept', { method: 'POST', body: JSON.stringify({ version: notice.version }) });
    return (await call('/api/auth/me')).user;
  }

  /** Stores `account`'s session (or none) in the browser's localStorage for the product's origin. */
  async function signInAs(account) {
    let value = null;
    if (account) {
      const res = await fetch(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...ACCOUNTS[account], remember: false, system: 'siiicca' }),
      });
      const data = await res.json();
      if (!res.ok) throw new Error(`signing in as ${account}: ${res.status} ${data.message ?? ''}`);
      const user = data.user.pending?.includes('privacy_notice') ? await acceptNotice(data.token.access_token) : data.user;
      value = JSON.stringify({ user, menus: data.menus ?? [], token: data.token });
    }
    // Connected only meanwhile: a connected puppeteer holds every new tab (Lighthouse's too) until it answers.
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${debugPort}` });
    const page = await browser.newPage();
    // A first visit: nothing cached (the session is the only thing kept, --disable-storage-reset).
    await (await page.createCDPSession()).send('Network.clearBrowserCache');
    await page.goto(`${baseUrl}/robots.txt`, { timeout: 30_000 });
    await page.evaluate((v) => (v === null ? localStorage.removeItem('siiicca.session') : localStorage.setItem('siiicca.session', v)), value);
    await page.close();
    }

  const results = [];
  for (const screen of screens) {
    for (const preset of presets) {
      const figures = [];
      for (let i = 0; i < runs; i += 1) {
        await signInAs(screen.as);
        const out = path.join(scratch, `report-${results.length}-${i}.json`);
        await run(
          lighthouse,
          [`${baseUrl}${screen.path}`, `--port=${debugPort}`, '--disable-storage-reset', '--only-categories=performance', '--output=json', `--output-path=${out}`, '--quiet', ...(preset === 'desktop' ? ['--preset=desktop'] : [])],
          scratch,
        );
        const lhr = JSON.parse(fs.readFileSync(out, 'utf8'));
        const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
        const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script');
        figures.push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          js: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
          landed: lhr.finalDisplayedUrl,
        });
      }
      results.push({ screen: screen.name, as: screen.as ?? 'signed out', preset, runs, figures });
      const m = (k) => median(figures.map((f) => f[k]));
      console.log(
        `${screen.name.padEnd(24)} ${(screen.as ?? '-').padEnd(8)} ${preset.padEnd(8)} perf ${String(m('score')).padStart(3)}  LCP ${(m('lcp') / 1000).toFixed(1)} s  TBT ${Math.round(m('tbt'))} ms  CLS ${m('cls').toFixed(3)}  JS ${Math.round(m('js'))} KiB  (${figures.map((f) => f.score).join('/')})`,
      );
      const wrong = figures.find((f) => !f.landed.includes(screen.path.split('?')[0]));
      if (wrong) console.log(`  warning: a run ended on ${wrong.landed}, not ${screen.path}`);
    }
  }
  if (args.json) fs.writeFileSync(args.json, JSON.stringify(results, null, 2));
} finally {
  await stop();
}
