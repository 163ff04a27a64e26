import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isFolderName, newFileName, storedNameKind, storeKey, TEMP_EXTENSION } from './names';
import { receiveChecked } from './receive';
import type { FileStore, TListedFile, UploadCheck } from './types';

/** The folder every file of the disk driver lives under (and where the s3 driver receives uploads): DATA_DIR/files. */
export const filesRoot = (dataDir: string) => path.resolve(dataDir, 'files');

/** `relative` as an absolute path under `root`, or null when it is not one a store gives. */
export function pathUnder(root: string, relative: string): string | null {
  const key = storeKey(relative);
  if (!key) return null;
  const full = path.resolve(root, key);
  return full.startsWith(root + path.sep) ? full : null;
}

/**
 * `relative` when a store may `put` a file there: a key (storeKey) whose name is a stored file's
 * (`<uuid>.<extension>`), never an upload in progress nor a name of anyone else's.
 */
export function storedKey(relative: string): string {
  const key = storeKey(relative);
  if (!key || storedNameKind(path.posix.basename(key)) !== 'stored') throw new Error(`${relative} no es un nombre de archivo del almacenamiento.`);
  return key;
}

/** A new `<uuid>.part` file's path under `root/folder` (the folder made, owner-only). */
export async function partialPath(root: string, folder: string) {
  // A folder is the caller's constant, never input: a wrong one is a programming error.
  if (!isFolderName(folder)) throw new Error(`invalid storage folder '${folder}'`);
  const dir = path.join(root, folder);
  await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
  const name = newFileName();
  return { name, partial: path.join(dir, `${name}.${TEMP_EXTENSION}`) };
}

/** Our files under `root` (names of the two forms only; links are neither followed nor touched). */
export async function* listOurFiles(root: string): AsyncGenerator<TListedFile> {
  async function* visit(relative: string): AsyncGenerator<TListedFile> {
    const entries = await fs.promises.readdir(path.join(root, relative), { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const rel = relative ? path.posix.join(relative, entry.name) : entry.name;
      if (entry.isDirectory()) yield* visit(rel);
      if (!entry.isFile()) continue;
      const kind = storedNameKind(entry.name);
      if (!kind) continue;
      const full = path.join(root, rel);
      const stat = await fs.promises.lstat(full).catch(() => null);
      if (stat?.isFile()) yield { relative: rel, kind, modifiedMs: stat.mtimeMs, remove: () => fs.promises.rm(full, { force: true }) };
    }
  }
  yield* visit('');
}

/** The embedded default: files under DATA_DIR/files on this machine's disk. */
export function createDiskStore(dataDir: string): FileStore {
  const root = filesRoot(dataDir);

  async function save(folder: string, source: Readable, check: UploadCheck) {
    // Written under a temporary name, renamed with the extension of what it turned out to be.
    const { name, partial } = await partialPath(root, folder);
    const { size, extension } = await receiveChecked(source, partial, check);
    const stored = `${folder}/${name}.${extension}`;
    try {
      await fs.promises.rename(partial, path.join(root, stored));
    } catch (err) {
      await fs.promises.rm(partial, { force: true });
      throw err;
    }
    return { path: stored, size };
  }

  async function open(relative: string) {
    const full = pathUnder(root, relative);
    if (!full) return null;
    // Opened before anything is answered, so a file gone is a 404 and not a cut download.
    const handle = await fs.promises.open(full, 'r').catch(() => null);
    if (!handle) return null;
    if (!(await handle.stat()).isFile()) {
      await handle.close();
      return null;
    }
    return handle.createReadStream();
  }

  async function stat(relative: string) {
    const full = pathUnder(root, relative);
    const s = full ? await fs.promises.stat(full).catch(() => null) : null;
    return s?.isFile() ? { size: s.size } : null;
  }

  async function put(relative: string, source: Readable) {
    const key = storedKey(relative);
    const full = pathUnder(root, key)!;
    // Written beside its final name and renamed: a reader never sees half a file, a failure leaves none.
    await fs.promises.mkdir(path.dirname(full), { recursive: true, mode: 0o700 });
    const partial = path.join(path.dirname(full), `${newFileName()}.${TEMP_EXTENSION}`);
    const sink = fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 });
    try {
      await pipeline(source, sink);
      await fs.promises.rename(partial, full);
    } catch (err) {
      // As in receive.ts: the file may be created after pipeline rejects, so remove it once the sink has closed.
      if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
      await fs.promises.rm(partial, { force: true });
      throw err;
    }
  }

  async function remove(...relative: (string | null | undefined)[]) {
    for (const r of relative) {
      const full = r ? pathUnder(root, r) : null;
      if (full) await fs.promises.rm(full, { force: true });
    }
  }

  return {
    save,
    open,
    stat,
    put,
    remove,
    ping: async () => {},
    list: () => listOurFiles(root),
    abortStaleUploads: async () => 0,
  };
}
