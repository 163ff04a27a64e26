import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import type { ReadEntry } from 'tar';
import { APP_VERSION } from '@siiicca/shared';
import { entryPath, entryProblem, inspectArchive } from './archive';
import { countRows, listFiles, lockDatabase, LOCK_FILE, MANIFEST, type TFileEntry, type TManifest } from './manifest';

export type { TManifest } from './manifest';
export type BackupOptions = {
  dataDir: string;
  file: string;
  /** false when the product runs on a PostgreSQL server (DATABASE_URL): only files/ is archived. */
  includeDatabase?: boolean;
  /**
   * false when uploads live in a bucket (FILE_STORAGE=s3): DATA_DIR/files then holds only uploads
   * being received, and the bucket is backed up with the provider's own tools (docs/decisions/016).
   */
  includeFiles?: boolean;
};
export type RestoreOptions = { dataDir: string; file: string; force?: boolean };
export type RestoreResult = { manifest: TManifest; movedAside: string | null };

const isInside = (child: string, parent: string) => {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

/**
 * Writes one .tar.gz (mode 0600) holding DATA_DIR/db, DATA_DIR/files and DATA_DIR/.jwt-secret, with
 * a manifest first (version, date, rows per table, SHA-256 of every file). Holds the database lock
 * throughout, so it refuses to run while a server uses the database and no server starts meanwhile.
 */
export async function writeBackup({ dataDir, file, includeDatabase = true, includeFiles = true }: BackupOptions): Promise<TManifest> {
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
    const roots = [...(includeDatabase ? ['db'] : []), ...(includeFiles ? ['files'] : []), '.jwt-secret'].filter((r) => fs.existsSync(path.join(base, r)));
    const manifest: TManifest = {
      format: 1,
      product: 'SIIICCA',
      version: APP_VERSION,
      createdAt: new Date().toISOString(),
      database: includeDatabase ? 'pglite' : 'none',
      tables: includeDatabase ? await countRows(dbDir) : {},
      files: await listFiles(base, roots),
    };
    // The manifest goes first, from a scratch folder: node-tar adds the entries of an '@archive'
    // as they are, which keeps DATA_DIR untouched.
    fs.writeFileSync(path.join(work, MANIFEST), JSON.stringify(manifest, null, 2), { mode: 0o600 });
    const manifestTar = path.join(work, 'manifest.tar');
    await tar.c({ file: manifestTar, cwd: work, portable: true }, [MANIFEST]);
    await tar.c(
      { file: partial, cwd: base, gzip: true, portable: true, mode: 0o600, filter: (p) => entryPath(p) !== LOCK_FILE },
      [`@${manifestTar}`, ...roots],
    );
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
 * Restores an archive written by writeBackup into DATA_DIR. Checks every entry before extracting,
 * extracts into a scratch folder inside DATA_DIR, verifies every checksum of the manifest, and only
 * then puts the data in place. A DATA_DIR that already holds data is refused unless `force`, and
 * then its data is moved aside into DATA_DIR/before-restore-<date>, never deleted.
 */
export async function restoreBackup({ dataDir, file, force = false }: RestoreOptions): Promise<RestoreResult> {
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
    const occupied = occupiedItems(base, withDb);
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

    const movedAside = occupied.length ? moveAside(base, occupied) : null;
    install(staging, base, withDb);
    if (withDb) fs.chmodSync(dbDir, 0o700);
    return { manifest, movedAside };
  } finally {
    if (staging) fs.rmSync(staging, { recursive: true, force: true });
    release();
  }
}

/** What a restore would replace: the database (but for our own lock), any upload, the JWT secret. */
function occupiedItems(base: string, withDb: boolean) {
  const has = (name: string) => fs.existsSync(path.join(base, name));
  const occupied: string[] = [];
  if (withDb && fs.readdirSync(path.join(base, 'db')).some((n) => n !== path.basename(LOCK_FILE))) occupied.push('db');
  if (has('files') && fs.readdirSync(path.join(base, 'files')).length) occupied.push('files');
  if (has('.jwt-secret')) occupied.push('.jwt-secret');
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

function install(staging: string, base: string, withDb: boolean) {
  if (withDb) {
    for (const name of fs.readdirSync(path.join(staging, 'db'))) {
      fs.renameSync(path.join(staging, 'db', name), path.join(base, 'db', name));
    }
  }
  for (const name of ['files', '.jwt-secret']) {
    const from = path.join(staging, name);
    if (!fs.existsSync(from)) continue;
    const to = path.join(base, name);
    // Only an empty files/ can still be here: anything else was refused or moved aside.
    if (fs.existsSync(to)) fs.rmdirSync(to);
    fs.renameSync(from, to);
  }
}
