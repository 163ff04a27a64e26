/**
 * The JavaScript a browser downloads to show each screen, compressed as the server sends it (gzip, and
 * brotli for browsers that accept it), beside the screen's budget: the figures and the budgets are
 * scripts/js-budget.mjs's, which the web build checks. e2e/bundle-size.e2e.test.ts checks the sign-in
 * page's figure by loading the page in Chromium.
 */
// @ts-expect-error a plain script of the repository, without types
import { screenScripts } from '../../../scripts/js-budget.mjs';
import { WEB_DIST_DIR } from '../src/paths';

type TScreenScripts = { name: string; files: number; raw: number; gzip: number; brotli: number; budgetKiB: number };

export function bundleBench(dist = WEB_DIST_DIR) {
  console.log('\nJavaScript loaded by a screen (KB = 1024 bytes), from the web build');
  const screens = screenScripts(dist) as TScreenScripts[] | null;
  if (!screens) {
    console.log('  the web app is not built (or was built without a manifest): run `npm run build`');
    return;
  }
  const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(9);
  console.log('screen'.padEnd(44), 'files', ' raw KB', '  gzip KB', 'brotli KB', ' budget');
  for (const s of screens) {
    console.log(s.name.padEnd(44), String(s.files).padStart(5), kb(s.raw).slice(2), kb(s.gzip), kb(s.brotli), String(s.budgetKiB).padStart(7));
  }
}
