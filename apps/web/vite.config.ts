import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
// @ts-expect-error a plain script of the repository, without types
import { overBudget } from '../../scripts/js-budget.mjs';

/**
 * Routes are lazy, so each screen is its own chunk (the sign-in page excepted: it is part of the entry).
 * React and the router are used by every page; the form libraries (zod, react-hook-form) and the data
 * cache by most screens but not the sign-in page; each of the three is one long-lived chunk.
 * packages/shared declares itself free of side effects but for zod-locale.ts (its package.json), so a
 * page gets only the shared modules whose exports it uses.
 * MUI is deliberately not grouped: a group gathers every matching module into one chunk, so the
 * components of the data grid's toolbars and the forms' autocompletes would load with the sign-in
 * page; left to the automatic splitting, each screen downloads only the MUI components it uses.
 * The data grid and the date pickers load only with the screens that use them (screen-components.ts).
 */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 30 },
  { name: 'forms', test: /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/, priority: 15 },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 15 },
  // The outlined field's pieces, which the sign-in form draws: one chunk, however many lazy
  // screens (the date picker's own field among them) share some of them.
  { name: 'OutlinedInput', test: /node_modules[\\/]@mui[\\/]material[\\/](FormControl|FormHelperText|FormLabel|InputLabel|InputBase|OutlinedInput)[\\/]/, priority: 10 },
];

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Writes a gzip (level 9) and a brotli (quality 11) copy beside every compressible file of the build
 * and then checks each screen's JavaScript against its budget (scripts/js-budget.mjs),
 * which the server sends as they are (@fastify/static preCompressed): the strongest settings cost
 * seconds once at build time instead of CPU on every request. Files under 1 KB gain nothing worth a
 * second request header, and a copy that is not smaller is not written.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'siiicca:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (!fs.existsSync(path.join(outDir, 'index.html'))) return; // the build failed
      const files = fs
        .readdirSync(outDir, { recursive: true, encoding: 'utf8' })
        .filter((file) => COMPRESSIBLE.test(file) && !file.startsWith('.vite'))
        .map((file) => path.join(outDir, file));
      await Promise.all(
        files.map(async (file) => {
          const raw = await fs.promises.readFile(file);
          if (raw.length < 1024) return;
          const [gz, br] = await Promise.all([
            gzip(raw, { level: 9 }),
            brotli(raw, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
          ]);
          if (gz.length < raw.length) await fs.promises.writeFile(`${file}.gz`, gz);
          if (br.length < raw.length) await fs.promises.writeFile(`${file}.br`, br);
        }),
      );
      // Every screen within its JavaScript budget, counted on the brotli copies just written (issue 45).
      const over = overBudget(outDir);
      if (over.length > 0) throw new Error(`JavaScript over budget (scripts/js-budget.mjs):\n${over.join('\n')}`);
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    target: 'es2022',
    // The catalogue chunk (the data grid, the date pickers and the MUI components only they use) is
    // about 640 kB minified, 190 kB gzipped, and loads only with the catalogue screens.
    chunkSizeWarningLimit: 700,
    // dist/.vite/manifest.json: which chunks each page loads, read by the bundle-size bench.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});
