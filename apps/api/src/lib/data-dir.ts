import fs from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds the database, uploaded files, the mail outbox and generated secrets: readable by the
 * service's user only (directories 0700, files 0600). New files get that from the process umask
 * (main.ts); a data directory written by an older version is tightened once, on the first start.
 */
export function prepareDataDir(dir: string) {
  const root = path.resolve(dir);
  fs.mkdirSync(root, { recursive: true, mode: 0o700 });
  if ((fs.statSync(root).mode & 0o077) === 0) return;
  tighten(root);
}

function tighten(target: string) {
  const stat = fs.lstatSync(target);
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    for (const entry of fs.readdirSync(target)) tighten(path.join(target, entry));
    fs.chmodSync(target, 0o700);
  } else {
    fs.chmodSync(target, 0o600);
  }
}
