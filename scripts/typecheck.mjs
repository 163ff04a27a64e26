// `npm run typecheck`: the TypeScript projects of the repository, each checked by its own tsc, a few
// at a time (tsc uses one core). Prints each project's time; exits non-zero when any has errors.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = path.join(root, 'node_modules', '.bin', 'tsc');
// Largest first, so the last one to start is a short one.
const projects = ['apps/api', 'e2e', 'apps/web', 'packages/shared'];
const jobs = Math.max(1, Number(process.env.TYPECHECK_JOBS) || Math.min(2, os.availableParallelism()));

let failed = false;
const queue = [...projects];
async function worker() {
  for (let project = queue.shift(); project; project = queue.shift()) {
    const start = Date.now();
    const output = [];
    const code = await new Promise((resolve) => {
      const child = spawn(tsc, ['-p', project], { cwd: root });
      child.stdout.on('data', (d) => output.push(d));
      child.stderr.on('data', (d) => output.push(d));
      child.on('close', resolve);
    });
    const text = Buffer.concat(output).toString().trimEnd();
    console.log(`${code === 0 ? 'ok' : 'errors'}  ${project}  ${((Date.now() - start) / 1000).toFixed(1)} s${text ? `\n${text}` : ''}`);
    if (code !== 0) failed = true;
  }
}
await Promise.all(Array.from({ length: jobs }, worker));
process.exit(failed ? 1 : 0);
