// `npm test`: every check of the project, as stages that run side by side where the machine has room,
// each with its own log, and a table of how long each took at the end (so a regression in the
// suite's time is seen the day it lands).
//
//   node scripts/test.mjs                 every stage
//   node scripts/test.mjs api e2e         only these stages (and nothing they need that is already done)
//   TEST_JOBS=1 node scripts/test.mjs     one stage at a time
//
// A stage's output goes to test-results/<stage>.log; the end of it is printed when the stage ends,
// the whole of it when it fails. The exit code is 0 only when every stage passed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const logs = path.join(root, 'test-results');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const postgres = process.env.TEST_DATABASE_URL;

/**
 * `cpu`: how many cores a stage keeps busy, for the scheduler below. `after`: stages whose result it
 * needs. Longest first when several may start: the browser tests dominate, then the API suites.
 */
const STAGES = [
  { name: 'build', cpu: 2, cmd: process.execPath, args: ['scripts/build.mjs', '--force'] },
  { name: 'e2e', label: 'browser tests (Chromium)', cpu: 2, after: ['build'], cmd: bin('vitest'), args: ['run', '--project', 'e2e'] },
  { name: 'api', label: 'API on PGlite', cpu: 2, cmd: bin('vitest'), args: ['run', '--project', 'api'] },
  postgres && {
    name: 'api-pg',
    label: `API on PostgreSQL (${new URL(postgres).host})`,
    cpu: 1.5,
    cmd: bin('vitest'),
    args: ['run', '--project', 'api'],
    env: { TEST_DB: 'postgres' },
  },
  { name: 'typecheck', cpu: 1, cmd: process.execPath, args: ['scripts/typecheck.mjs'] },
  { name: 'lint', cpu: 1, cmd: bin('eslint'), args: ['.', '--cache', '--cache-location', 'node_modules/.cache/eslint/'] },
  { name: 'unit', label: 'unit tests', cpu: 1, cmd: bin('vitest'), args: ['run', '--project', 'shared'] },
].filter(Boolean);

const wanted = process.argv.slice(2);
for (const name of wanted) {
  if (!STAGES.some((s) => s.name === name)) {
    console.error(`Unknown stage '${name}'. Stages: ${STAGES.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
}
const stages = wanted.length ? STAGES.filter((s) => wanted.includes(s.name)) : STAGES;
const capacity = Number(process.env.TEST_JOBS) || os.availableParallelism();
if (!postgres && !wanted.length) console.log('TEST_DATABASE_URL is not set: the API suite runs on PGlite only');

fs.mkdirSync(logs, { recursive: true });
const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const state = new Map(stages.map((s) => [s.name, { status: 'waiting' }]));
const running = () => stages.filter((s) => state.get(s.name).status === 'running');
const children = new Set();

function ready(stage) {
  return (stage.after ?? []).every((dep) => !state.has(dep) || state.get(dep).status === 'passed');
}
function blocked(stage) {
  return (stage.after ?? []).some((dep) => state.has(dep) && ['failed', 'not run'].includes(state.get(dep).status));
}

function tail(file, lines) {
  // FORCE_COLOR=0 keeps the logs plain text.
  const text = fs.readFileSync(file, 'utf8').trimEnd().split('\n');
  return text.slice(-lines).join('\n');
}

function run(stage) {
  const s = state.get(stage.name);
  s.status = 'running';
  s.start = Date.now();
  s.log = path.join(logs, `${stage.name}.log`);
  const out = fs.openSync(s.log, 'w');
  console.log(`▶ ${stage.label ?? stage.name}  (at ${seconds(s.start - started)})`);
  const child = spawn(stage.cmd, stage.args, {
    cwd: root,
    stdio: ['ignore', out, out],
    env: { ...process.env, ...stage.env, FORCE_COLOR: '0', CI: process.env.CI ?? '1' },
  });
  children.add(child);
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      children.delete(child);
      fs.closeSync(out);
      s.end = Date.now();
      s.status = code === 0 ? 'passed' : 'failed';
      const took = seconds(s.end - s.start);
      if (s.status === 'passed') {
        console.log(`✓ ${stage.label ?? stage.name}  ${took}\n${indent(tail(s.log, 6))}`);
      } else {
        console.log(`✗ ${stage.label ?? stage.name}  ${took}  (exit ${code ?? signal}; whole log: ${path.relative(root, s.log)})`);
        console.log(indent(tail(s.log, 400)));
      }
      resolve();
    });
  });
}

const indent = (text) => text.replace(/^/gm, '    ');

async function schedule() {
  const active = new Set();
  for (;;) {
    for (const stage of stages) {
      const s = state.get(stage.name);
      if (s.status === 'waiting' && blocked(stage)) s.status = 'not run';
    }
    const waiting = stages.filter((st) => state.get(st.name).status === 'waiting' && ready(st));
    for (const stage of waiting) {
      const load = running().reduce((sum, r) => sum + r.cpu, 0);
      // Something always runs; otherwise a stage starts when the cores it needs are free.
      if (running().length > 0 && load + stage.cpu > capacity + 0.5) continue;
      const promise = run(stage).then(() => active.delete(promise));
      active.add(promise);
    }
    if (active.size === 0) break;
    await Promise.race(active);
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(130);
  });
}

await schedule();

const total = Date.now() - started;
console.log('\nstage                                  result    start      took');
for (const stage of stages) {
  const s = state.get(stage.name);
  const label = (stage.label ?? stage.name).padEnd(38);
  const at = s.start ? seconds(s.start - started).padStart(8) : ''.padStart(8);
  const took = s.end ? seconds(s.end - s.start).padStart(9) : ''.padStart(9);
  console.log(`${label} ${s.status.padEnd(8)} ${at} ${took}`);
}
console.log(`${'whole suite'.padEnd(38)} ${''.padEnd(8)} ${''.padStart(8)} ${seconds(total).padStart(9)}`);
const failed = stages.filter((s) => state.get(s.name).status !== 'passed');
if (failed.length) {
  console.log(`\nNot passed: ${failed.map((s) => s.name).join(', ')} (logs in ${path.relative(root, logs)}/)`);
  process.exit(1);
}
