// `node scripts/cpu-of.mjs <command…>`: runs the command and prints the CPU seconds its every process
// used, Chromium's page renderers included, by kind of process. Linux only (/proc).
//
//   node scripts/build.mjs && node scripts/cpu-of.mjs npx vitest run --project e2e e2e/layout.e2e.test.ts
//
// `/usr/bin/time` and the CPU column of `npm test` count only the processes someone waits for, which
// leaves out the renderers (Chromium's zygote does not hand their time up): half of a browser file's
// CPU. This samples every process that descends from the command every 0.2 s and sums each one's last
// user + system time; a process's last fraction of a sample is missed. On a shared machine, compare
// CPU seconds, never wall time, and take the median of several runs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const TICKS = 100; // clock ticks per second (USER_HZ) on Linux
const command = process.argv.slice(2);
if (!command.length) {
  console.error('usage: node scripts/cpu-of.mjs <command…>');
  process.exit(2);
}
const started = Date.now();
const child = spawn(command[0], command.slice(1), { stdio: 'inherit' });
/** The pids known to descend from the command. */
const ours = new Set([String(child.pid)]);
/** `${pid}:${starttime}` -> { cpu, kind } at its last sample. */
const seen = new Map();

function stat(pid) {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(') ') + 2).split(' ');
    return { parent: fields[1], cpu: (Number(fields[11]) + Number(fields[12])) / TICKS, start: fields[19] };
  } catch {
    return null;
  }
}

function kindOf(pid, known) {
  let cmd = '';
  try {
    cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    // gone
  }
  if (!cmd) return known ?? 'other';
  if (cmd.includes('--type=renderer')) return 'Chromium renderers';
  if (/chrom/i.test(cmd)) return 'Chromium, other processes';
  if (/node|vitest|npm/.test(cmd)) return 'Node';
  return 'other';
}

function sample() {
  const stats = new Map();
  for (const pid of fs.readdirSync('/proc')) if (/^\d+$/.test(pid)) stats.set(pid, stat(pid));
  // A process is ours when its parent is (parents are seen before their children in most samples; a
  // second pass catches a child listed before its parent).
  for (let pass = 0; pass < 2; pass++) {
    for (const [pid, s] of stats) if (s && !ours.has(pid) && ours.has(s.parent)) ours.add(pid);
  }
  for (const [pid, s] of stats) {
    if (!s || !ours.has(pid)) continue;
    const key = `${pid}:${s.start}`;
    seen.set(key, { cpu: s.cpu, kind: kindOf(pid, seen.get(key)?.kind) });
  }
}

const timer = setInterval(sample, 200);
sample();
child.on('close', (code, signal) => {
  clearInterval(timer);
  const byKind = new Map();
  for (const { cpu, kind } of seen.values()) byKind.set(kind, (byKind.get(kind) ?? 0) + cpu);
  const total = [...byKind.values()].reduce((a, b) => a + b, 0);
  const parts = [...byKind].sort((a, b) => b[1] - a[1]).map(([kind, cpu]) => `${kind} ${cpu.toFixed(1)} s`);
  console.error(`\nCPU ${total.toFixed(1)} s (${parts.join(', ')}); wall ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exit(code ?? (signal ? 1 : 0));
});
