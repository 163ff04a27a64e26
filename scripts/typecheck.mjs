// `npm run typecheck`: the TypeScript projects of the repository, each checked by TypeScript 7 (the
// native compiler, package alias `typescript-native`: the same checks as 5.9 at a sixth of the CPU),
// one project after another (it uses several threads itself). Prints each project's time; exits
// non-zero when any has errors. TypeScript 5.9 (`typescript`) stays for the tools that load its
// JavaScript API (typescript-eslint), which 7 does not offer.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = path.join(root, 'node_modules', 'typescript-native', 'bin', 'tsc');
// Largest first, so the last one to start is a short one.
const projects = ['apps/api', 'e2e', 'apps/web', 'packages/shared'];
const jobs = Math.max(1, Number(process.env.TYPECHECK_JOBS) || 1);

let failed = false;
const queue = [...projects];
async function worker() {
  for (let project = queue.shift(); project; project = queue.shift()) {
    const start = Date.now();
    const output = [];
    const code = await new Promise((resolve) => {
      const child = spawn(process.execPath, [tsc, '-p', project], { cwd: root });
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
