// `npm run test:durations`: writes test-durations.json (how long each test file took, in seconds)
// from vitest's results cache of the last runs on this machine, for the order in which a clean
// clone runs the files (scripts/test-sequencer.ts). Run it after a full `npm test` on an idle machine.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cacheDir = path.join(root, 'node_modules', '.vite', 'vitest');
const target = path.join(root, 'test-durations.json');
const durations = JSON.parse(fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '{}');
let found = 0;
for (const dir of fs.existsSync(cacheDir) ? fs.readdirSync(cacheDir) : []) {
  const file = path.join(cacheDir, dir, 'results.json');
  if (!fs.existsSync(file)) continue;
  for (const [key, result] of JSON.parse(fs.readFileSync(file, 'utf8')).results) {
    if (result.failed || !result.duration) continue;
    durations[key] = Math.round(result.duration / 100) / 10;
    found++;
  }
}
// Files that no longer exist drop out.
for (const key of Object.keys(durations)) if (!fs.existsSync(path.join(root, key.slice(key.indexOf(':') + 1)))) delete durations[key];
const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => (a < b ? -1 : 1)));
fs.writeFileSync(target, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${found} durations read; test-durations.json lists ${Object.keys(sorted).length} files`);
