/**
 * The JavaScript a browser downloads to show the sign-in page, the dashboard and a catalogue screen,
 * compressed as the server sends it (gzip, and brotli for browsers that accept it).
 *
 * Read from the build's manifest (apps/web/dist/.vite/manifest.json) rather than by loading the pages
 * in a browser: the entry (index.html) with every chunk it imports statically, plus each lazy chunk the
 * route needs with its static imports, is exactly the graph the browser follows, and reading it takes
 * no browser, no server and no timing. e2e/bundle-size.e2e.test.ts checks the sign-in page's figure by
 * loading the page in Chromium.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { WEB_DIST_DIR } from '../src/paths';

type TManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type TManifest = Record<string, TManifestChunk>;

/** Lazy chunks each page loads, by source path (besides the entry, which every page loads). */
const SIGNED_IN = 'src/app/shell/session-chrome-parts.ts';
const PAGES: { name: string; lazy: string[] }[] = [
  // The sign-in page is part of the entry (apps/web/src/app/router.tsx).
  { name: 'sign-in page (/login)', lazy: [] },
  { name: 'welcome page (/)', lazy: ['src/features/auth/components/welcome-page.tsx'] },
  { name: 'dashboard (/dashboard)', lazy: [SIGNED_IN, 'src/features/dashboard/components/dashboard-page.tsx'] },
  {
    name: 'catalogue screen (/investigation_lines)',
    lazy: [SIGNED_IN, 'src/features/catalogues/simple-pages.tsx', 'src/app/mui-x-locale.tsx'],
  },
];

/** The JavaScript files of these chunks and of everything they import statically. */
function filesOf(manifest: TManifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the web build's manifest`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

/** The size of the precompressed copy the server sends, or of one made here (small files have none). */
function compressedSize(file: string, encoding: 'gz' | 'br'): number {
  const copy = `${file}.${encoding}`;
  if (fs.existsSync(copy)) return fs.statSync(copy).size;
  const raw = fs.readFileSync(file);
  return (encoding === 'gz' ? zlib.gzipSync(raw, { level: 9 }) : zlib.brotliCompressSync(raw)).length;
}

export function bundleBench(dist = WEB_DIST_DIR) {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  console.log('\nJavaScript loaded by a page (KB = 1024 bytes), from the web build');
  if (!fs.existsSync(manifestFile)) {
    console.log('  the web app is not built (or was built without a manifest): run `npm run build`');
    return;
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as TManifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('The web build has no entry chunk');
  const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(9);
  console.log('page'.padEnd(42), 'files', ' raw KB', '  gzip KB', 'brotli KB');
  for (const page of PAGES) {
    const files = [...filesOf(manifest, [entry, ...page.lazy])].map((file) => path.join(dist, file));
    const sum = (size: (file: string) => number) => files.reduce((total, file) => total + size(file), 0);
    console.log(
      page.name.padEnd(42),
      String(files.length).padStart(5),
      kb(sum((file) => fs.statSync(file).size)).slice(2),
      kb(sum((file) => compressedSize(file, 'gz'))),
      kb(sum((file) => compressedSize(file, 'br'))),
    );
  }
}

