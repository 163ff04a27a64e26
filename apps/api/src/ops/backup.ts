import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import * as tar from 'tar';
import type { ReadEntry } from 'tar';
import { APP_VERSION } from '@siiicca/shared';
import { storedNameKind, type FileStore } from '../lib/files';
import { addStream, entryPath, entryProblem, inspectArchive } from './archive';
import { countRows, KEY_FILES, listFiles, lockDatabase, LOCK_FILE, MANIFEST, type TFileEntry, type TManifest } from './manifest';

export type { TManifest } from './manifest';
/**
 * The uploads' store when it is a bucket (FILE_STORAGE=s3) and the bucket's name for the manifest:
 * backup reads the files from it and restore writes them back into it, instead of DATA_DIR/files.
 */
export type TBucketFiles = { name: string; store: FileStore };
export type BackupOptions = {
  dataDir: string;
  file: string;
  /** false when the product runs on a PostgreSQL server (DATABASE_URL): its database is pg_dump's. */
  includeDatabase?: boolean;
  bucket?: TBucketFiles;
};
export type RestoreOptions = { dataDir: string; file: string; force?: boolean; bucket?: TBucketFiles };
/** `uploaded`: files put into the bucket; `skipped`: archived files the bucket does not take (not of the store's names). */
export type RestoreResult = { manifest: TManifest; movedAside: string | null; uploaded: number; skipped: string[] };

const isInside = (child: string, parent: string) => {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

/**
 * Writes one .tar.gz (mode 0600) holding DATA_DIR/db, the uploads and the keys (KEY_FILES), with a
 * manifest (version, date, rows per table, SHA-256 of every file). The uploads are DATA_DIR/files, or
 * with `bucket` every stored object of ours streamed from the bucket into files/<key>. Holds the
 * database lock throughout, so it refuses to run while a server uses the database and no server
 * starts meanwhile.
 */
export async function writeBackup({ dataDir, file, includeDatabase = true, bucket }: BackupOptions): Promise<TManifest> {
  const base = path.resolve(dataDir);
  const archive = path.resolve(file);
  if (fs.existsSync(archive)) throw new Error(`${archive} ya existe: elija otro nombre para el respaldo.`);
  if (isInside(archive, path.join(base, 'db')) || isInside(archive, path.join(base, 'files'))) {
    throw new Error('El respaldo no puede escribirse dentro de DATA_DIR/db ni de DATA_DIR/files: se respaldaría a sí mismo.');
  }
  const dbDir = path.join(base, 'db');
  if (includeDatabase && !fs.existsSync(path.join(dbDir, 'PG_VERSION'))) {
    throw new Error(`No hay una base de datos embebida en ${dbDir}: revise DATA_DIR.`);
  }
  const release = includeDatabase ? lockDatabase(dbDir, 'respaldar') : () => {};
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'siiicca-backup-'));
  const partial = `${archive}.partial-${process.pid}`;
  try {
    // With a bucket, DATA_DIR/files holds only uploads being received: the stored files are the bucket's.
    const roots = [...(includeDatabase ? ['db'] : []), ...(bucket ? [] : ['files']), ...KEY_FILES].filter((r) => fs.existsSync(path.join(base, r)));
    const manifest: TManifest = {
      format: 1,
      product: 'SIIICCA',
      version: APP_VERSION,
      createdAt: new Date().toISOString(),
      database: includeDatabase ? 'pglite' : 'none',
      tables: includeDatabase ? await countRows(dbDir) : {},
      files: await listFiles(base, roots),
      uploads: bucket ? { from: 'bucket', bucket: bucket.name } : { from: 'disk' },
    };
    if (bucket) {
      await packWithBucket(base, roots, bucket.store, manifest, partial);
    } else {
      // The manifest goes first, from a scratch folder: node-tar adds the entries of an '@archive'
      // as they are, which keeps DATA_DIR untouched.
      fs.writeFileSync(path.join(work, MANIFEST), JSON.stringify(manifest, null, 2), { mode: 0o600 });
      const manifestTar = path.join(work, 'manifest.tar');
      await tar.c({ file: manifestTar, cwd: work, portable: true }, [MANIFEST]);
      await tar.c({ file: partial, cwd: base, gzip: true, portable: true, mode: 0o600, filter: (p) => entryPath(p) !== LOCK_FILE }, [`@${manifestTar}`, ...roots]);
    }
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, archive);
    return manifest;
  } finally {
    fs.rmSync(partial, { force: true });
    fs.rmSync(work, { recursive: true, force: true });
    release();
  }
}

/**
 * The archive of a bucket installation: the local roots, then every stored object of the bucket as
 * files/<key>, streamed one at a time and hashed on the way, then the manifest, last because only
 * then are the objects' checksums known (reading each object twice would double the bucket's
 * traffic; a restore reads the manifest wherever it is). An object deleted while the backup runs
 * (its record was deleted) is left out; one that appears is in if the listing reaches it.
 */
async function packWithBucket(base: string, roots: string[], store: FileStore, manifest: TManifest, partial: string) {
  const pack = new tar.Pack({ cwd: base, gzip: true, portable: true, filter: (p) => entryPath(p) !== LOCK_FILE });
  const out = fs.createWriteStream(partial, { mode: 0o600 });
  let fail: (err: unknown) => void = () => {};
  const failed = new Promise<never>((_resolve, reject) => (fail = reject));
  failed.catch(() => {});
  const done = new Promise<void>((resolve, reject) => {
    out.on('close', resolve);
    out.on('error', reject);
    pack.on('error', reject);
  });
  done.catch(fail);
  pack.pipe(out);
  try {
    for (const root of roots) pack.add(root);
    for await (const listed of store.list()) {
      if (listed.kind !== 'stored') continue;
      const stat = await store.stat(listed.relative);
      const body = stat && (await store.open(listed.relative));
      if (!stat || !body) continue;
      const name = `files/${listed.relative}`;
      manifest.files.push({ path: name, size: stat.size, sha256: await addStream(pack, name, stat.size, body, failed) });
    }
    const json = Buffer.from(JSON.stringify(manifest, null, 2));
    await addStream(pack, MANIFEST, json.length, Readable.from([json]), failed);
    pack.end();
    await done;
  } catch (err) {
    out.destroy();
    throw err;
  }
}

/**
 * Restores an archive written by writeBackup into DATA_DIR. Checks every entry before extracting,
 * extracts into a scratch folder inside DATA_DIR, verifies every checksum of the manifest, and only
 * then puts the data in place (with `bucket`, the files into the bucket, before anything local). A
 * DATA_DIR that already holds data is refused unless `force`, and then its data is moved aside into
 * DATA_DIR/before-restore-<date>, never deleted.
 */
export async function restoreBackup({ dataDir, file, force = false, bucket }: RestoreOptions): Promise<RestoreResult> {
  const archive = path.resolve(file);
  if (!fs.existsSync(archive)) throw new Error(`No existe el archivo ${archive}.`);
  const { manifest, files } = await inspectArchive(archive);
  const listed = new Set(manifest.files.map((f) => f.path));
  if (files.length !== listed.size || files.some((f) => !listed.has(f))) {
    throw new Error('El respaldo está dañado: sus archivos no coinciden con su manifest.json.');
  }

  const base = path.resolve(dataDir);
  const dbDir = path.join(base, 'db');
  const withDb = manifest.database === 'pglite';
  fs.mkdirSync(withDb ? dbDir : base, { recursive: true, mode: 0o700 });
  const release = withDb ? lockDatabase(dbDir, 'restaurar') : () => {};
  let staging: string | null = null;
  try {
    const occupied = occupiedItems(base, withDb, !bucket);
    if (occupied.length && !force) {
      throw new Error(
        `${base} ya contiene datos (${occupied.join(', ')}). Restaure en un DATA_DIR vacío, ` +
          'o use --force para apartarlos en DATA_DIR/before-restore-<fecha> y restaurar.',
      );
    }
    staging = fs.mkdtempSync(path.join(base, '.restore-'));
    await tar.x({ file: archive, cwd: staging, strict: true, preservePaths: false, filter: (_p, entry) => !entryProblem(entry as ReadEntry) });
    secureModes(staging);
    await verify(staging, manifest.files);
    if (withDb && !fs.existsSync(path.join(staging, 'db', 'PG_VERSION'))) {
      throw new Error('El respaldo está dañado: no contiene la base de datos que anuncia su manifest.json.');
    }

    // The bucket first: it is what may fail midway (a network), and until it has everything nothing
    // local has changed.
    const { uploaded, skipped } = bucket ? await putIntoBucket(staging, manifest.files, bucket.store) : { uploaded: 0, skipped: [] };
    const movedAside = occupied.length ? moveAside(base, occupied) : null;
    install(staging, base, withDb, !bucket);
    if (withDb) fs.chmodSync(dbDir, 0o700);
    return { manifest, movedAside, uploaded, skipped };
  } finally {
    if (staging) fs.rmSync(staging, { recursive: true, force: true });
    release();
  }
}

/**
 * Every verified files/<key> of the archive put back into the bucket under its key, streamed from the
 * scratch folder. Objects the archive does not have are left alone (a restore never deletes from the
 * bucket); names the store never gives (an upload in progress, an operator's file) are skipped.
 */
async function putIntoBucket(staging: string, files: TFileEntry[], store: FileStore) {
  let uploaded = 0;
  const skipped: string[] = [];
  for (const { path: name } of files) {
    if (!name.startsWith('files/')) continue;
    const key = name.slice('files/'.length);
    if (storedNameKind(path.posix.basename(key)) !== 'stored') {
      skipped.push(name);
      continue;
    }
    await store.put(key, fs.createReadStream(path.join(staging, name)));
    uploaded++;
  }
  return { uploaded, skipped };
}

/** What a restore would replace: the database (but for our own lock), any upload on disk, the keys. */
function occupiedItems(base: string, withDb: boolean, withFiles: boolean) {
  const has = (name: string) => fs.existsSync(path.join(base, name));
  const occupied: string[] = [];
  if (withDb && fs.readdirSync(path.join(base, 'db')).some((n) => n !== path.basename(LOCK_FILE))) occupied.push('db');
  if (withFiles && has('files') && fs.readdirSync(path.join(base, 'files')).length) occupied.push('files');
  for (const key of KEY_FILES) if (has(key)) occupied.push(key);
  return occupied;
}

/** Owner-only: folders 0700, files 0600 (the archive's own modes are not trusted). */
function secureModes(dir: string) {
  fs.chmodSync(dir, 0o700);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) secureModes(full);
    else fs.chmodSync(full, 0o600);
  }
}

async function verify(staging: string, expected: TFileEntry[]) {
  const roots = fs.readdirSync(staging).filter((n) => n !== MANIFEST);
  const actual = new Map((await listFiles(staging, roots)).map((f) => [f.path, f]));
  const bad = expected.filter((f) => actual.get(f.path)?.sha256 !== f.sha256 || actual.get(f.path)?.size !== f.size);
  if (bad.length || actual.size !== expected.length) {
    const names = bad.slice(0, 5).map((f) => f.path).join(', ');
    throw new Error(`El respaldo está dañado: las sumas de verificación no coinciden (${names || 'archivos de más'}). No se restauró nada.`);
  }
}

function moveAside(base: string, occupied: string[]) {
  const aside = path.join(base, `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  fs.mkdirSync(aside, { mode: 0o700 });
  for (const item of occupied) {
    if (item !== 'db') {
      fs.renameSync(path.join(base, item), path.join(aside, item));
      continue;
    }
    // The db folder itself stays, holding our lock, so no server can start on it half-way.
    fs.mkdirSync(path.join(aside, 'db'), { mode: 0o700 });
    for (const name of fs.readdirSync(path.join(base, 'db'))) {
      if (name !== path.basename(LOCK_FILE)) fs.renameSync(path.join(base, 'db', name), path.join(aside, 'db', name));
    }
  }
  return aside;
}

function install(staging: string, base: string, withDb: boolean, withFiles: boolean) {
  if (withDb) {
    for (const name of fs.readdirSync(path.join(staging, 'db'))) {
      fs.renameSync(path.join(staging, 'db', name), path.join(base, 'db', name));
    }
  }
  // With a bucket the archive's files/ went there, and DATA_DIR/files stays the uploads' scratch folder.
  for (const name of [...(withFiles ? ['files'] : []), ...KEY_FILES]) {
    const from = path.join(staging, name);
    if (!fs.existsSync(from)) continue;
    const to = path.join(base, name);
    // Only an empty files/ can still be here: anything else was refused or moved aside.
    if (fs.existsSync(to)) fs.rmdirSync(to);
    fs.renameSync(from, to);
  }
}
