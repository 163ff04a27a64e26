// `npm run test:under-load`: the whole `npm test` (or the stages named, as `npm test` takes them)
// while one busy process per core competes with it at the same priority, as on a shared CI machine
// whose other jobs keep every core busy. A test that passes only on an idle machine fails here.
//
//   npm run test:under-load                 every stage, one busy loop per core
//   npm run test:under-load -- api e2e      only these stages
//   LOAD_PROCESSES=4 npm run test:under-load   another number of busy loops
//
// It prints npm test's stage table, then how busy the loops kept the machine (their CPU seconds),
// and exits with npm test's code.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const count = Number(process.env.LOAD_PROCESSES ?? os.availableParallelism());
if (!Number.isInteger(count) || count < 0 || count > 64) {
  console.error('LOAD_PROCESSES must be an integer from 0 to 64');
  process.exit(2);
}

// Plain busy loops, at the priority they inherit (the suite's own): nothing is niced.
const loops = Array.from({ length: count }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore', detached: false }),
);
const started = Date.now();
console.log(`Under load: ${count} busy process${count === 1 ? '' : 'es'} (one per core: ${os.availableParallelism()}) beside npm test`);

const stopLoops = () => {
  for (const loop of loops) loop.kill('SIGKILL');
};
const suite = spawn(process.execPath, [path.join(root, 'scripts', 'test.mjs'), ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    suite.kill(signal);
    stopLoops();
    process.exit(130);
  });
}

suite.on('close', (code, signal) => {
  const busy = loops.map((loop) => loopCpu(loop.pid)).filter((s) => s !== null);
  stopLoops();
  const wall = (Date.now() - started) / 1000;
  if (busy.length) {
    const total = busy.reduce((a, b) => a + b, 0);
    console.log(`\nThe busy loops used ${total.toFixed(0)} CPU seconds in ${wall.toFixed(0)} s (${((100 * total) / wall / os.availableParallelism()).toFixed(0)} % of the machine)`);
  }
  process.exit(code ?? (signal ? 1 : 0));
});

/** CPU seconds a process has used (Linux /proc; null elsewhere). */
function loopCpu(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}
