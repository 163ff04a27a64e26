import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from './app-error';

/**
 * Uploaded files on disk, under DATA_DIR/files. The database keeps a path relative to that folder
 * (`strategies/<uuid>.pdf`), never a name the user chose, so nothing a user sends reaches the
 * file system's names. A use case stores the upload first, writes the database in a transaction,
 * and removes the stored file again when the transaction fails.
 */
export type FileStore = {
  /** Streams `source` into a new file of `folder`, checking its size and its content. */
  save: (folder: string, source: Readable, check: UploadCheck) => Promise<StoredFile>;
  /** The absolute path of a stored file, or null when the path is not one of ours or it is gone. */
  resolve: (relative: string) => string | null;
  /** Removes stored files; missing ones are fine (a retried clean-up). */
  remove: (...relative: (string | null | undefined)[]) => Promise<void>;
};

export type StoredFile = { path: string; size: number };

/*
 * The names this store gives, and nothing else it ever writes under DATA_DIR/files: an upload in
 * progress is `<uuid>.part`, renamed to `<uuid>.<extension>` once complete and checked. The sweep of
 * leftovers (ops/sweep-files.ts) removes only names of these two forms, so a file an operator put
 * there by hand is never touched.
 */
const TEMP_EXTENSION = 'part';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const OUR_NAME = new RegExp(`^${UUID}\\.([a-z0-9]{1,16})$`);

/** What a file name under DATA_DIR/files is: an upload of ours in progress, a stored file of ours, or not ours (null). */
export function storedNameKind(name: string): 'temporary' | 'stored' | null {
  const extension = OUR_NAME.exec(name)?.[1];
  if (!extension) return null;
  return extension === TEMP_EXTENSION ? 'temporary' : 'stored';
}

/**
 * What the content must be, whatever the file's name says (lib/content-kinds.ts builds these):
 * its first bytes, checked while it streams so a wrong file stops early, then optionally the whole
 * stored file, which also names the extension it is kept with.
 */
export type ContentCheck = {
  /** How many first bytes `accepts` reads (fewer when the file is shorter). */
  headBytes: number;
  accepts: (head: Buffer) => boolean;
  /** With the stored file: its extension ('pdf', 'docx'), or null when the content is refused after all. */
  after: (fullPath: string, head: Buffer) => Promise<string | null>;
};

export type UploadCheck = ContentCheck & {
  maxBytes: number;
  tooLarge: string;
  wrongType: string;
  /** True when the upload stream itself was cut at its limit (busboy's `truncated`). */
  truncated?: () => boolean;
};

/** The folder every stored file lives under: DATA_DIR/files. */
export const filesRoot = (dataDir: string) => path.resolve(dataDir, 'files');

export function createFileStore(dataDir: string): FileStore {
  const root = filesRoot(dataDir);

  const resolve = (relative: string) => {
    const full = path.resolve(root, relative);
    if (!full.startsWith(root + path.sep)) return null;
    return fs.existsSync(full) ? full : null;
  };

  async function remove(...relative: (string | null | undefined)[]) {
    for (const r of relative) {
      if (!r) continue;
      const full = path.resolve(root, r);
      if (full.startsWith(root + path.sep)) await fs.promises.rm(full, { force: true });
    }
  }

  async function save(folder: string, source: Readable, check: UploadCheck): Promise<StoredFile> {
    const dir = path.join(root, folder);
    await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
    // Written under a temporary name, renamed with the extension of what it turned out to be.
    const name = randomUUID();
    const partial = path.join(dir, `${name}.${TEMP_EXTENSION}`);
    let size = 0;
    let head = Buffer.alloc(0);
    let checked = false;
    const wrongType = () => new AppError(400, check.wrongType);
    const guard = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (size > check.maxBytes) return done(new AppError(413, check.tooLarge));
        if (!checked) {
          head = Buffer.concat([head, chunk.subarray(0, check.headBytes - head.length)]);
          if (head.length >= check.headBytes) {
            checked = true;
            if (!check.accepts(head)) return done(wrongType());
          }
        }
        done(null, chunk);
      },
    });
    try {
      await pipeline(source, guard, fs.createWriteStream(partial, { mode: 0o600 }));
      if (check.truncated?.()) throw new AppError(413, check.tooLarge);
      if (!checked && !check.accepts(head)) throw wrongType();
      const extension = await check.after(partial, head);
      if (!extension) throw wrongType();
      const stored = `${folder}/${name}.${extension}`;
      await fs.promises.rename(partial, path.join(root, stored));
      return { path: stored, size };
    } catch (err) {
      await fs.promises.rm(partial, { force: true });
      // Whatever is left of the request body is drained, so the answer goes out at once.
      source.resume();
      throw err;
    }
  }

  return { save, resolve, remove };
}
