// Compiles the API for production: one ES module per entry point in dist/, with the shared package
// (TypeScript sources) bundled in and every npm dependency left to node_modules.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { build } from 'esbuild';

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
// only when what it is made of changed: the migrations, the template's code and PGlite's version.
const templateFile = path.join(root, 'dist/pglite-template.tar');
const stampFile = `${templateFile}.stamp`;
const templateStamp = stampOf([
  'src/db/migrations',
  'src/db/pglite-template.ts',
  'src/db/pglite-template-cli.ts',
  'src/db/pglite-extensions.ts',
  path.relative(root, packageJsonOf('@electric-sql/pglite')),
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

/** The package.json of an installed package (whose `exports` may not list it). */
function packageJsonOf(name) {
  let dir = path.dirname(createRequire(import.meta.url).resolve(name));
  while (!fs.existsSync(path.join(dir, 'package.json')) || JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).name !== name) {
    dir = path.dirname(dir);
  }
  return path.join(dir, 'package.json');
}

/** A hash of the contents of these files and folders (relative to this package), in a fixed order. */
function stampOf(inputs) {
  const hash = createHash('sha256');
  const add = (rel) => {
    const full = path.join(root, rel);
    if (fs.statSync(full).isDirectory()) for (const entry of fs.readdirSync(full).sort()) add(path.join(rel, entry));
    else hash.update(rel).update('\0').update(fs.readFileSync(full)).update('\0');
  };
  inputs.forEach(add);
  return hash.digest('hex');
}
