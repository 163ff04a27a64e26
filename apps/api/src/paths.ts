import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API package's folder, found from wherever this code runs: the TypeScript sources (tsx, tests)
 * or the compiled bundle in dist/ (production). Files that ship beside the code (SQL migrations,
 * DIVIPOLA, the built web app) are located from it, never from the current directory.
 */
function findApiRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).name === '@siiicca/api') return dir;
    dir = path.dirname(dir);
  }
  throw new Error('Cannot find the @siiicca/api package folder');
}

export const API_ROOT = findApiRoot();
export const MIGRATIONS_DIR = path.join(API_ROOT, 'src/db/migrations');
export const DIVIPOLA_CSV = path.join(API_ROOT, 'src/db/seed/catalogues/divipola.csv');
export const WEB_DIST_DIR = path.resolve(API_ROOT, '../web/dist');
