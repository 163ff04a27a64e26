// Compiles the API for production: one ES module per entry point in dist/, with the shared package
// (TypeScript sources) bundled in and every npm dependency left to node_modules.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { build } from 'esbuild';
import { contentStamp } from '../../scripts/build.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@siiicca/'));

const entries = ['src/main.ts', 'src/db/pglite-template-cli.ts', 'src/ops/backup-cli.ts', 'src/ops/restore-cli.ts', 'src/ops/sweep-files-cli.ts'].filter((e) => fs.existsSync(path.join(root, e)));

await build({
  absWorkingDir: root,
  entryPoints: entries,
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // Subpaths too ('drizzle-orm/pg-core', 'altcha-lib/algorithms/pbkdf2').
  external: external.flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  logLevel: 'warning',
  legalComments: 'none',
});
console.log(`API compiled to ${path.relative(process.cwd(), path.join(root, 'dist'))}/ (${entries.join(', ')})`);

// The empty migrated embedded database that a first start copies (src/db/pglite-template.ts). Making
// it (initdb and every migration inside WebAssembly) is most of this build's time, so it is made again
// only when what it is made of changed: the migrations, the template's code and the installed packages
// (PGlite's version among them).
const templateFile = path.join(root, 'dist/pglite-template.tar');
const stampFile = `${templateFile}.stamp`;
const templateStamp = contentStamp([
  ...['migrations', 'pglite-template.ts', 'pglite-template-cli.ts', 'pglite-extensions.ts'].map((name) => `apps/api/src/db/${name}`),
  'package-lock.json',
]);
const stampOnDisk = fs.existsSync(stampFile) && fs.existsSync(templateFile) ? fs.readFileSync(stampFile, 'utf8') : '';
if (stampOnDisk === templateStamp) {
  console.log(`Embedded database template: ${templateFile} (up to date)`);
} else {
  fs.rmSync(stampFile, { force: true });
  const template = spawnSync(process.execPath, [path.join(root, 'dist/db/pglite-template-cli.js')], { cwd: root, stdio: 'inherit' });
  if (template.status !== 0) throw new Error('Creating the embedded database template failed');
  fs.writeFileSync(stampFile, templateStamp);
}
