// Builds what production runs: the web app (Vite) and the compiled API (esbuild). Each part is
// rebuilt only when its inputs changed since the last build (a stamp of their contents sits in its
// dist/), so restarting the product does not rebuild it; `--force` rebuilds both anyway.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = ['packages/shared/src', 'packages/shared/package.json', 'package-lock.json'];

const parts = [
  {
    name: 'web app',
    dist: 'apps/web/dist',
    inputs: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/package.json', 'scripts/js-budget.mjs', ...shared],
    command: ['npm', ['run', 'build', '-w', '@siiicca/web']],
  },
  {
    name: 'API',
    dist: 'apps/api/dist',
    inputs: ['apps/api/src', 'apps/api/build.mjs', 'apps/api/package.json', ...shared],
    command: [process.execPath, ['apps/api/build.mjs']],
  },
];

function files(target) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [target];
  return fs.readdirSync(full).sort().flatMap((entry) => files(path.join(target, entry)));
}

/** A hash of the contents of `inputs` (files and folders under the root; test files left out). */
export function contentStamp(inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(files)) {
    if (/\.test\.tsx?$/.test(file)) continue;
    hash.update(file).update('\0').update(fs.readFileSync(path.join(root, file))).update('\0');
  }
  return hash.digest('hex');
}

/**
 * Builds every part whose inputs changed. `only`: just the parts of these names (e.g. ['API']);
 * `quiet`: nothing printed, the build's output only in the error if it fails (a test's compile).
 */
export function build({ force = false, only = null, quiet = false } = {}) {
  for (const part of parts.filter((p) => !only || only.includes(p.name))) {
    const stampFile = path.join(root, part.dist, '.build-stamp');
    const stamp = contentStamp(part.inputs);
    if (!force && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) {
      if (!quiet) console.log(`${part.name}: up to date (${part.dist})`);
      continue;
    }
    const [command, args] = part.command;
    const run = spawnSync(command, args, { cwd: root, stdio: quiet ? 'pipe' : 'inherit', encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`Building the ${part.name} failed${quiet ? `:\n${run.stdout}${run.stderr}` : ''}`);
    fs.writeFileSync(stampFile, stamp);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    build({ force: process.argv.includes('--force') });
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
