// The JavaScript each screen loads, from the web build's manifest, and the budget each may not pass
// (issue 45). The web build checks it (apps/web/vite.config.ts, after the compressed copies are
// written) and fails naming the screen; `npm run bench` prints the same figures (apps/api/bench/bundle.ts).
//
// Read from dist/.vite/manifest.json rather than by loading the pages in a browser: the entry
// (index.html) with every chunk it imports statically, plus each lazy chunk the screen needs with its
// static imports, is exactly the graph the browser follows. Sizes are of the brotli copies the server
// sends (a file too small to have one counts as it is).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The signed-in frame (menu, user actions), loaded by every screen behind the sign-in. */
const SIGNED_IN = 'src/app/shell/session-chrome-parts.ts';
/** The Spanish texts of the data grid and the date pickers, loaded with every screen that may show either. */
const MUI_X = 'src/app/mui-x-locale.tsx';
/** The data grid itself: a list draws it only where its columns fit, never on a phone (catalogue-table.tsx). */
const GRID = 'src/components/catalogue/catalogue-grid.tsx';

/** A list screen twice: on a phone (cards) and on a wide screen (the data grid). */
const list = (name, path, page, budgets) => [
  { name: `${name} (${path}), phone`, lazy: [SIGNED_IN, page, MUI_X], budgetKiB: budgets.phone },
  { name: `${name} (${path}), desktop`, lazy: [SIGNED_IN, page, MUI_X, GRID], budgetKiB: budgets.desktop },
];

/**
 * Each screen's lazy chunks (besides the entry, which every page loads) and its budget in KiB of
 * brotli. The budgets are the figures of 2026-11-30 plus 5 % (the sign-in and welcome pages': of
 * 2026-11-29): a screen that grows past its budget fails the build, so the JavaScript a phone
 * downloads only shrinks (issue 45 asks for about half); lower a budget when a change makes its
 * screen lighter. Charts and the grid count only where they
 * show: the dashboard's charts always (its first chart is on a phone's first screen), the grid on a
 * wide screen. The date picker loads when a date field first shows (components/lazy-date-picker.tsx),
 * which none of these screens has at first (the wizard's first step asks a date only of some kinds).
 */
export const SCREENS = [
  // The sign-in page is part of the entry (apps/web/src/app/router.tsx).
  { name: 'sign-in page (/login)', lazy: [], budgetKiB: 182 },
  { name: 'welcome page (/)', lazy: ['src/features/auth/components/welcome-page.tsx'], budgetKiB: 184 },
  { name: 'dashboard (/dashboard)', lazy: [SIGNED_IN, 'src/features/dashboard/components/dashboard-page.tsx', 'src/features/dashboard/components/charts/point-chart.tsx'], budgetKiB: 326 },
  ...list('catalogue screen', '/investigation_lines', 'src/features/catalogues/simple-pages.tsx', { phone: 324, desktop: 439 }),
  ...list('Todas las Estrategias', '/strategies', 'src/features/strategies/list/all-strategies-page.tsx', { phone: 348, desktop: 462 }),
  ...list('Todos los Proyectos', '/projects', 'src/features/projects/list/all-projects-page.tsx', { phone: 350, desktop: 463 }),
  { name: 'strategy wizard (/my_strategies?edit=new)', lazy: [SIGNED_IN, 'src/features/strategies/list/my-strategies-page.tsx', 'src/features/strategies/wizard/strategy-wizard.tsx', MUI_X], budgetKiB: 374 },
];

/** The JavaScript files of these chunks and of everything they import statically. */
function filesOf(manifest, keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the web build's manifest (scripts/js-budget.mjs names it)`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

/** The size of the precompressed copy the server sends, or of one made here (small files have none). */
function compressedSize(file, encoding) {
  const copy = `${file}.${encoding}`;
  if (fs.existsSync(copy)) return fs.statSync(copy).size;
  const raw = fs.readFileSync(file);
  return (encoding === 'gz' ? zlib.gzipSync(raw, { level: 9 }) : zlib.brotliCompressSync(raw)).length;
}

/** Each screen's files and their sizes in bytes: raw, gzip and brotli. Null when the build has no manifest. */
export function screenScripts(dist) {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) return null;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('The web build has no entry chunk');
  return SCREENS.map((screen) => {
    const files = [...filesOf(manifest, [entry, ...screen.lazy])].map((file) => path.join(dist, file));
    const sum = (size) => files.reduce((total, file) => total + size(file), 0);
    return {
      ...screen,
      files: files.length,
      raw: sum((file) => fs.statSync(file).size),
      gzip: sum((file) => compressedSize(file, 'gz')),
      brotli: sum((file) => compressedSize(file, 'br')),
    };
  });
}

/** The screens over their budget, each as a line saying by how much; empty when every screen is within. */
export function overBudget(dist) {
  return (screenScripts(dist) ?? [])
    .filter((s) => s.brotli > s.budgetKiB * 1024)
    .map((s) => `${s.name}: ${(s.brotli / 1024).toFixed(1)} KiB of JavaScript (brotli), over its budget of ${s.budgetKiB} KiB`);
}
