// `npm test`: every check of the project, as stages that run side by side where the machine has room,
// each with its own log, and a table of how long each took at the end (so a regression in the
// suite's time is seen the day it lands).
//
//   node scripts/test.mjs                 every stage
//   node scripts/test.mjs api e2e         only these stages (and nothing they need that is already done)
//
// A stage's output goes to test-results/<stage>.log; the end of it is printed when the stage ends,
// the whole of it when it fails. The exit code is 0 only when every stage passed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const logs = path.join(root, 'test-results');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const postgres = process.env.TEST_DATABASE_URL;

/**
 * Every stage is CPU-bound and the machine has two cores; measured, running more than about two
 * cores' worth at once made the whole slower (and pushed tests past their own time limits), so:
 * the build, then the browser tests (the longest stage, ~1.75 cores) with the short checks beside
 * them in the gaps; then the two API runs side by side (~2 cores together). A lane runs its stages
 * one after another. `after`: stages whose result a stage needs; `following`: stages it waits for,
 * whatever their result.
 */
const STAGES = [
  { name: 'build', lane: 'browser', cmd: process.execPath, args: ['scripts/build.mjs', '--force'] },
  { name: 'e2e', label: 'browser tests (Chromium)', lane: 'browser', after: ['build'], cmd: bin('vitest'), args: ['run', '--project', 'e2e'] },
  { name: 'typecheck', lane: 'checks', cmd: process.execPath, args: ['scripts/typecheck.mjs'] },
  { name: 'lint', lane: 'checks', cmd: bin('eslint'), args: ['.', '--cache', '--cache-location', 'node_modules/.cache/eslint/'] },
  { name: 'unit', label: 'unit tests (shared, web, lint probes)', lane: 'checks', cmd: bin('vitest'), args: ['run', '--project', 'shared', '--project', 'web', '--project', 'tooling'] },
  // The API suites start the built product as `npm start` does, which would build it again otherwise.
  { name: 'api', label: 'API on PGlite', lane: 'checks', after: ['build'], following: ['e2e'], cmd: bin('vitest'), args: ['run', '--project', 'api'] },
  postgres && {
    name: 'api-pg',
    label: `API on PostgreSQL (${new URL(postgres).host})`,
    lane: 'browser',
    after: ['build'],
    following: ['e2e'],
    cmd: bin('vitest'),
    args: ['run', '--project', 'api'],
    env: { TEST_DB: 'postgres' },
  },
].filter(Boolean);

const wanted = process.argv.slice(2);
for (const name of wanted) {
  if (!STAGES.some((s) => s.name === name)) {
    console.error(`Unknown stage '${name}'. Stages: ${STAGES.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
}
const stages = wanted.length ? STAGES.filter((s) => wanted.includes(s.name)) : STAGES;
if (!postgres && !wanted.length) console.log('TEST_DATABASE_URL is not set: the API suite runs on PGlite only');

fs.mkdirSync(logs, { recursive: true });
const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const state = new Map(stages.map((s) => [s.name, { status: 'waiting' }]));
const running = () => stages.filter((s) => state.get(s.name).status === 'running');
const children = new Set();

function ready(stage) {
  const ended = (dep) => !state.has(dep) || ['passed', 'failed', 'not run'].includes(state.get(dep).status);
  return (stage.after ?? []).every((dep) => !state.has(dep) || state.get(dep).status === 'passed') && (stage.following ?? []).every(ended);
}
function blocked(stage) {
  return (stage.after ?? []).some((dep) => state.has(dep) && ['failed', 'not run'].includes(state.get(dep).status));
}

function tail(file, lines) {
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
    // NO_COLOR keeps the logs plain text.
    env: { ...withoutColor(process.env), ...stage.env, NO_COLOR: '1', CI: process.env.CI ?? '1' },
  });
  children.add(child);
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      children.delete(child);
      fs.closeSync(out);
      s.end = Date.now();
      const cpu = childCpu();
      if (cpu !== null && cpuSeen !== null) s.cpu = cpu - cpuSeen;
      cpuSeen = cpu;
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

function withoutColor(env) {
  const { FORCE_COLOR: _force, ...rest } = env;
  return rest;
}

/**
 * CPU seconds used so far by this runner's finished children and everything they waited for
 * (Linux: /proc/self/stat's cutime and cstime, in clock ticks of 1/100 s); null elsewhere. Read as a
 * stage ends, the difference is that stage's CPU time. Chromium's renderers are left out: its zygote
 * hands them to init, so no process of ours waits for them (they are about 60 % of the browser tests').
 */
function childCpu() {
  try {
    const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}
let cpuSeen = childCpu();

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
      if (running().some((r) => r.lane === stage.lane)) continue;
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
const cpuColumn = (value) => (value === undefined ? '' : seconds(value * 1000)).padStart(10);
console.log(`\n${'stage'.padEnd(38)} result      start      took   CPU time`);
for (const stage of stages) {
  const s = state.get(stage.name);
  const label = (stage.label ?? stage.name).padEnd(38);
  const at = s.start ? seconds(s.start - started).padStart(8) : ''.padStart(8);
  const took = s.end ? seconds(s.end - s.start).padStart(9) : ''.padStart(9);
  console.log(`${label} ${s.status.padEnd(8)} ${at} ${took} ${cpuColumn(s.cpu)}`);
}
const cpuTotal = stages.reduce((sum, stage) => (sum === undefined || state.get(stage.name).cpu === undefined ? undefined : sum + state.get(stage.name).cpu), 0);
console.log(`${'whole suite'.padEnd(38)} ${''.padEnd(8)} ${''.padStart(8)} ${seconds(total).padStart(9)} ${cpuColumn(cpuTotal)}`);
if (cpuTotal !== undefined && state.has('e2e')) console.log("(CPU time leaves out Chromium's page renderers, which no process of the run waits for)");
const failed = stages.filter((s) => state.get(s.name).status !== 'passed');
if (failed.length) {
  console.log(`\nNot passed: ${failed.map((s) => s.name).join(', ')} (logs in ${path.relative(root, logs)}/)`);
  process.exit(1);
}
