import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite takes no lock on its data directory, and two processes writing it corrupt it. This lock
 * file holds the owner's pid; a lock left by a process that no longer runs is taken over.
 */
export function acquireDirLock(dir: string): () => void {
  const file = path.join(dir, '.siiicca.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(fs.readFileSync(file, 'utf8'));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The embedded database in ${dir} is already in use by process ${owner}. ` +
            'Stop that process first, or point DATA_DIR at another directory.',
          { cause: err },
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}`);
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
