import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROJECT_API, PROJECT_UPLOAD } from '@siiicca/shared';
import { bearer, createTestApp, type TestApp } from '../../test/helpers';
import { startS3Server } from '../../test/s3-server';
import { queryRows } from '../db/query-rows';
import { acceptCheck } from '../lib/content-kinds';
import { createFileStore, type FileStore } from '../lib/files';
import { insertProject, lecturerOf, PDF, projectFixture, validProjectBody } from '../modules/projects/test-fixtures';
import { inspectArchive } from './archive';
import { restoreBackup, writeBackup } from './backup';
import { backupCli } from './backup-cli';
import { restoreCli } from './restore-cli';

/*
 * Backups of an installation whose uploads live in a bucket (FILE_STORAGE=s3, issue 29): the restore
 * drill (a record's file, backed up, gone from the bucket, restored, downloads again), a tampered
 * archive refused with the bucket untouched, and archives crossing between disk and bucket. The
 * bucket is a real S3-compatible server (s3rver); the records are on the run's database (TEST_DB),
 * which, as with DATABASE_URL in production, is not in the archive.
 */

let s3: Awaited<ReturnType<typeof startS3Server>>;
let t: TestApp;
let store: FileStore;
let owner: Awaited<ReturnType<typeof lecturerOf>>;
let downloadUrl = '';
let documentKey = '';
/** An object larger than a multipart part, so both the backup's and the restore's streaming cross chunk and part boundaries. */
const BIG = randomBytes(6 * 1024 * 1024 + 123);
const bigKey = 'projects/aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee.bin';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'siiicca-backup-bucket-'));
const archive = path.join(tmp, 'bucket.tar.gz');
/** Compared by checksum: a deep equality of megabytes takes vitest minutes. */
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

const keys = async (s: FileStore = store) => {
  const out: string[] = [];
  for await (const f of s.list()) if (f.kind === 'stored') out.push(f.relative);
  return out.sort();
};
const emptyBucket = async () => {
  for await (const f of store.list()) await f.remove();
};
const download = () => t.app.inject({ url: downloadUrl, headers: bearer(owner.token) });
const bucket = () => ({ name: s3.settings(tmp).S3_BUCKET!, store });

beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp(s3.env);
  store = createFileStore(t.deps.config);
  owner = await lecturerOf(t);
  const ids = await projectFixture(t.db);
  const attached = ids.openAttacheds.find((a) => a.accept.includes('.pdf'))!;
  const check = { ...acceptCheck(attached.accept), maxBytes: PROJECT_UPLOAD.maxBytes, tooLarge: 'grande', wrongType: 'tipo' };
  const saved = await store.save('projects', Readable.from(PDF), check);
  documentKey = saved.path;
  const body = validProjectBody(ids, { title: 'Respaldo del bucket', principal: { identification: owner.identity, name: owner.name } });
  const id = await insertProject(t, owner.id, body, { documents: [{ attachedId: attached.id, path: saved.path, name: 'Carta de aval.pdf', size: saved.size }] });
  const [doc] = await queryRows<{ id: number }>(t.db, sql`select id from project_documents where project_id = ${id}`);
  downloadUrl = `${PROJECT_API.file}?id=${id}&file=${doc!.id}`;
  await store.put(bigKey, Readable.from([BIG]));
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('backup and restore with the files in a bucket', () => {
  it('restore drill: a record’s file is backed up from the bucket, lost, restored, and downloads with the same bytes', async () => {
    expect((await download()).rawPayload).toEqual(PDF);
    const manifest = await writeBackup({ dataDir: t.deps.config.DATA_DIR, file: archive, includeDatabase: false, bucket: bucket() });
    expect(manifest.uploads).toEqual({ from: 'bucket', bucket: 'siiicca-test' });
    expect(manifest.database).toBe('none');
    expect(manifest.files).toEqual(
      expect.arrayContaining([
        { path: `files/${documentKey}`, size: PDF.length, sha256: sha256(PDF) },
        { path: `files/${bigKey}`, size: BIG.length, sha256: sha256(BIG) },
      ]),
    );
    // The archive carries what its manifest says (restore reads the manifest wherever it is).
    const inside = await inspectArchive(archive);
    expect(inside.manifest).toEqual(manifest);
    expect(inside.files.sort()).toEqual(manifest.files.map((f) => f.path).sort());
    expect(JSON.stringify(manifest)).not.toContain(s3.env.S3_SECRET_ACCESS_KEY);

    await emptyBucket();
    expect(await keys()).toEqual([]);
    expect((await download()).statusCode).toBe(404);

    const result = await restoreBackup({ dataDir: t.deps.config.DATA_DIR, file: archive, bucket: bucket() });
    expect(result).toMatchObject({ uploaded: 2, skipped: [], movedAside: null });
    const res = await download();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload).toEqual(PDF);
    expect(sha256(await buffer((await store.open(bigKey))!))).toBe(sha256(BIG));
    // The scratch folder holds no leftover of the restore.
    expect(fs.readdirSync(t.deps.config.DATA_DIR).filter((n) => n.startsWith('.restore-'))).toEqual([]);
  }, 60_000);

  it('refuses a tampered archive and leaves the bucket as it was', async () => {
    const unpacked = path.join(tmp, 'tampered');
    fs.mkdirSync(unpacked);
    await tar.x({ file: archive, cwd: unpacked });
    fs.appendFileSync(path.join(unpacked, 'files', documentKey), 'alterado');
    const file = path.join(tmp, 'tampered.tar.gz');
    await tar.c({ file, gzip: true, cwd: unpacked }, fs.readdirSync(unpacked));
    // One object missing, so a restore that went ahead would show.
    await store.remove(documentKey);
    const before = await keys();
    await expect(restoreBackup({ dataDir: t.deps.config.DATA_DIR, file, bucket: bucket() })).rejects.toThrow(
      `El respaldo está dañado: las sumas de verificación no coinciden (files/${documentKey}). No se restauró nada.`,
    );
    expect(await keys()).toEqual(before);
    expect(await store.open(documentKey)).toBeNull();
    // A restore leaves objects the archive does not have: it never deletes from the bucket.
    const extra = 'strategies/99999999-8888-4777-8666-555555555555.pdf';
    await store.put(extra, Readable.from([PDF]));
    await restoreBackup({ dataDir: t.deps.config.DATA_DIR, file: archive, bucket: bucket() });
    expect(await keys()).toEqual([bigKey, documentKey, extra].sort());
    await store.remove(extra);
  }, 60_000);

  it('stops, leaving no archive, when an object is not the size the bucket gave for it', async () => {
    const file = path.join(tmp, 'short.tar.gz');
    const lying: FileStore = { ...store, stat: async (relative) => ((await store.stat(relative)) ? { size: PDF.length + 1 } : null) };
    await expect(writeBackup({ dataDir: t.deps.config.DATA_DIR, file, includeDatabase: false, bucket: { name: 'siiicca-test', store: lying } })).rejects.toThrow(
      /cambió mientras se respaldaba/,
    );
    expect(fs.readdirSync(tmp).filter((n) => n.startsWith('short.tar.gz'))).toEqual([]);
  });

  it('a disk archive restores into the bucket, and a bucket archive onto a disk installation', async () => {
    // Disk → bucket: the keys are the same; names the store never gives stay out of the bucket.
    const diskDir = path.join(tmp, 'disk-source');
    const disk = createFileStore(diskDir);
    const diskKey = 'strategies/12345678-1234-4234-8234-123456789abc.pdf';
    await disk.put(diskKey, Readable.from([PDF]));
    fs.writeFileSync(path.join(diskDir, 'files', 'strategies', 'leeme.txt'), 'de un operador');
    fs.writeFileSync(path.join(diskDir, 'files', 'strategies', '12345678-1234-4234-8234-123456789abd.part'), 'a medias');
    const diskArchive = path.join(tmp, 'disk.tar.gz');
    expect((await writeBackup({ dataDir: diskDir, file: diskArchive, includeDatabase: false })).uploads).toEqual({ from: 'disk' });
    const result = await restoreBackup({ dataDir: t.deps.config.DATA_DIR, file: diskArchive, bucket: bucket() });
    expect(result.uploaded).toBe(1);
    expect(result.skipped.sort()).toEqual(['files/strategies/12345678-1234-4234-8234-123456789abd.part', 'files/strategies/leeme.txt']);
    expect(await buffer((await store.open(diskKey))!)).toEqual(PDF);
    expect(await keys()).toEqual([bigKey, documentKey, diskKey].sort());
    await store.remove(diskKey);

    // Bucket → disk: the objects become DATA_DIR/files, read back through a disk store.
    const target = path.join(tmp, 'disk-target');
    await restoreBackup({ dataDir: target, file: archive });
    const onDisk = createFileStore(target);
    expect(await keys(onDisk)).toEqual([bigKey, documentKey].sort());
    expect(await buffer((await onDisk.open(documentKey))!)).toEqual(PDF);
    expect(sha256(await buffer((await onDisk.open(bigKey))!))).toBe(sha256(BIG));
  }, 60_000);

  it('npm run backup and restore use the bucket with FILE_STORAGE=s3 and say what they did, in Spanish', async () => {
    const env = { ...s3.env, DATA_DIR: t.deps.config.DATA_DIR, DATABASE_URL: 'postgres://siiicca@127.0.0.1:1/siiicca', INIT_CWD: tmp, LOG_LEVEL: 'silent' };
    const said: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((line: string) => void said.push(line));
    try {
      await backupCli(['cli.tar.gz'], env);
      expect(said.join('\n')).toContain('este archivo guarda solo los archivos del bucket siiicca-test y las claves de DATA_DIR (.jwt-secret, .second-factor-key).');
      expect(said.join('\n')).toContain(`Respaldo escrito en ${path.join(tmp, 'cli.tar.gz')}, 2 archivos subidos (del bucket siiicca-test).`);
      await emptyBucket();
      said.length = 0;
      await restoreCli(['cli.tar.gz'], env);
      expect(said.join('\n')).toContain('2 archivos subidos al bucket siiicca-test. Los objetos del bucket que el respaldo no tiene se dejaron como estaban');
      expect(said.join('\n')).toContain('Este respaldo no incluye base de datos');
    } finally {
      log.mockRestore();
    }
    expect((await download()).rawPayload).toEqual(PDF);
  }, 60_000);
});
