import fs from 'node:fs';
import path from 'node:path';

const guarded: string[] = [];
let installed = false;

/**
 * PGlite's file system layer (Emscripten NODEFS) chmods every file it writes to 0666, which the
 * process umask cannot prevent. Inside the data directories registered here, those explicit modes
 * lose their group and other bits (0666 → 0600, 0777 → 0700): the database stays readable by the
 * service's user only. Paths elsewhere are untouched.
 */
export function keepPrivate(dir: string) {
  guarded.push(path.resolve(dir) + path.sep);
  if (installed) return;
  installed = true;
  const chmodSync = fs.chmodSync;
  fs.chmodSync = ((target: fs.PathLike, mode: fs.Mode) => {
    const inside = typeof target === 'string' && guarded.some((d) => path.resolve(target).startsWith(d));
    return chmodSync(target, inside ? Number(typeof mode === 'string' ? parseInt(mode, 8) : mode) & ~0o077 : mode);
  }) as typeof fs.chmodSync;
}
