import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startS3Server } from '../../../test/s3-server';
import { loadConfig } from '../../config';
import { acceptCheck } from '../content-kinds';
import { SAMPLES } from '../content-samples';
import { createFileStore, type FileStore, type TStorageSettings, type UploadCheck } from '../files';
import { s3Client } from './s3';

/*
 * One contract, two drivers (docs/decisions/016-file-storage.md): the same cases against the disk
 * driver and against a real S3-compatible server (s3rver) started here on a free loopback port.
 */

const checkOf = (accept: string, maxBytes = 1_000_000): UploadCheck => ({ ...acceptCheck(accept), maxBytes, tooLarge: 'demasiado grande', wrongType: 'tipo no admitido' });
const PDF = SAMPLES.pdf();
const read = async (s: Readable | null) => (s ? text(s) : null);
/** What `list` yields (Node 20 has no Array.fromAsync). */
const listed = async (store: FileStore) => {
  const all = [];
  for await (const f of store.list()) all.push(f);
  return all;
};

/** Every file and object the store's backing holds, whatever its name (a leftover of any kind counts). */
type TBacking = { everything: () => Promise<string[]> };

let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => s3?.close());

/** Scratch DATA_DIRs of this file's cases, removed after each. */
const scratch: string[] = [];
const newDataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-contract-'));
  scratch.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of scratch.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const filesUnder = (dir: string) =>
  fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((p) => fs.statSync(path.join(dir, p)).isFile()).sort() : [];

const drivers: { name: string; make: (dataDir: string) => { settings: TStorageSettings } & TBacking }[] = [
  {
    name: 'disk',
    make: (dataDir) => ({ settings: { DATA_DIR: dataDir, FILE_STORAGE: 'disk' }, everything: async () => filesUnder(path.join(dataDir, 'files')) }),
  },
  {
    name: 's3 (s3rver)',
    make: (dataDir) => {
      const settings = s3.settings(dataDir);
      return {
        settings,
        everything: async () => {
          const listed = await (await s3Client(settings)).send(new ListObjectsV2Command({ Bucket: settings.S3_BUCKET }));
          const keys = (listed.Contents ?? []).map((o) => `bucket:${o.Key}`);
          return [...filesUnder(path.join(dataDir, 'files')).map((f) => `scratch:${f}`), ...keys].sort();
        },
      };
    },
  },
];

describe.each(drivers)('file storage contract: $name', ({ make }) => {
  let store: FileStore;
  let backing: TBacking;
  let dataDir: string;
  beforeEach(async () => {
    dataDir = newDataDir();
    const made = make(dataDir);
    backing = made;
    store = createFileStore(made.settings);
    // Each case starts with an empty store (the bucket is shared by the cases of this file).
    for await (const f of store.list()) await f.remove();
    for (const k of (await backing.everything()).filter((e) => e.startsWith('bucket:'))) await store.remove(k.slice('bucket:'.length));
  });

  it('saves a checked upload under a name of its own and reads it back as a stream', async () => {
    const saved = await store.save('projects', Readable.from(PDF), checkOf('.pdf'));
    expect(saved.path).toMatch(/^projects\/[0-9a-f-]{36}\.pdf$/);
    expect(saved.size).toBe(PDF.length);
    expect(await read(await store.open(saved.path))).toBe(PDF.toString());
    expect(await store.stat(saved.path)).toEqual({ size: PDF.length });
    // Only the stored file: the upload's scratch copy is gone.
    expect(await backing.everything()).toEqual([expect.stringContaining(saved.path)]);
    expect((await listed(store)).map((f) => [f.relative, f.kind])).toEqual([[saved.path, 'stored']]);
  });

  it('keeps the extension of what the content is, not of what the name says', async () => {
    const saved = await store.save('projects', Readable.from(await SAMPLES.docx()), checkOf('.pdf,.docx'));
    expect(saved.path).toMatch(/\.docx$/);
  });

  it('refuses a file whose first bytes are not an accepted kind, and leaves nothing', async () => {
    await expect(store.save('projects', Readable.from(SAMPLES.png()), checkOf('.pdf'))).rejects.toMatchObject({ statusCode: 400, message: 'tipo no admitido' });
    expect(await backing.everything()).toEqual([]);
  });

  it('refuses a file the whole-file check refuses (a zip that is no Office document), and leaves nothing', async () => {
    await expect(store.save('projects', Readable.from(await SAMPLES.zip()), checkOf('.docx'))).rejects.toMatchObject({ statusCode: 400 });
    expect(await backing.everything()).toEqual([]);
  });

  it('refuses a file over the limit with a 413, and leaves nothing', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(2000, 32)]);
    await expect(store.save('projects', Readable.from(big), checkOf('.pdf', 1000))).rejects.toMatchObject({ statusCode: 413, message: 'demasiado grande' });
    expect(await backing.everything()).toEqual([]);
  });

  it('leaves nothing when the upload itself fails midway', async () => {
    const failing = new Readable({
      read() {
        this.push(PDF);
        this.destroy(new Error('cliente desconectado'));
      },
    });
    await expect(store.save('projects', failing, checkOf('.pdf'))).rejects.toThrow('cliente desconectado');
    expect(await backing.everything()).toEqual([]);
  });

  it('puts a file back under a key of its form, replacing what was there, and refuses any other path', async () => {
    const key = 'projects/11111111-2222-3333-4444-555555555555.pdf';
    await store.put(key, Readable.from(PDF));
    expect(await read(await store.open(key))).toBe(PDF.toString());
    await store.put(key, Readable.from([Buffer.from('%PDF-1.4 restaurado')]));
    expect(await read(await store.open(key))).toBe('%PDF-1.4 restaurado');
    expect((await listed(store)).map((f) => [f.relative, f.kind])).toEqual([[key, 'stored']]);
    for (const bad of ['../secreto.pdf', '/etc/passwd', 'projects/11111111-2222-3333-4444-555555555555.part', 'projects/leeme.txt', `projects//x.pdf`, '']) {
      await expect(store.put(bad, Readable.from(PDF)), bad).rejects.toThrow('no es un nombre de archivo del almacenamiento');
    }
    const failing = new Readable({
      read() {
        this.push(PDF);
        this.destroy(new Error('respaldo cortado'));
      },
    });
    await expect(store.put('projects/22222222-2222-3333-4444-555555555555.pdf', failing)).rejects.toBeTruthy();
    expect(await backing.everything()).toEqual([expect.stringContaining(key)]);
  });

  it('removes stored files; removing a missing one is fine', async () => {
    const a = await store.save('strategies', Readable.from(PDF), checkOf('.pdf'));
    const b = await store.save('strategies', Readable.from(PDF), checkOf('.pdf'));
    await store.remove(a.path, null, undefined, 'strategies/00000000-0000-0000-0000-000000000000.pdf');
    expect(await store.open(a.path)).toBeNull();
    expect(await store.stat(a.path)).toBeNull();
    expect(await read(await store.open(b.path))).toBe(PDF.toString());
    await store.remove(a.path);
  });

  it('answers null for a missing file', async () => {
    expect(await store.open('projects/00000000-0000-0000-0000-000000000000.pdf')).toBeNull();
    expect(await store.stat('projects/00000000-0000-0000-0000-000000000000.pdf')).toBeNull();
  });

  it('answers null for any path that is not one of its own, and removes nothing through one', async () => {
    const saved = await store.save('projects', Readable.from(PDF), checkOf('.pdf'));
    const outside = path.join(dataDir, 'secret.txt');
    fs.writeFileSync(outside, 'no');
    const name = path.posix.basename(saved.path);
    for (const bad of ['../secret.txt', '/etc/passwd', `projects/../../secret.txt`, `projects/./${name}`, `projects//${name}`, `projects\\${name}`, '', outside]) {
      expect(await store.open(bad), bad).toBeNull();
      expect(await store.stat(bad), bad).toBeNull();
      await store.remove(bad);
    }
    expect(fs.readFileSync(outside, 'utf8')).toBe('no');
    expect(await read(await store.open(saved.path))).toBe(PDF.toString());
  });

  it('lists its own files, an upload cut by a crash as temporary, and nothing of anyone else', async () => {
    const saved = await store.save('strategies', Readable.from(PDF), checkOf('.pdf'));
    // What a crash midway through receiving leaves (both drivers receive into DATA_DIR/files).
    const cut = 'projects/11111111-2222-3333-4444-555555555555.part';
    fs.mkdirSync(path.join(dataDir, 'files', 'projects'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'files', cut), PDF.subarray(0, 10));
    fs.writeFileSync(path.join(dataDir, 'files', 'projects', 'leeme.txt'), 'de un operador');
    const found = await listed(store);
    expect(found.map((f) => [f.relative, f.kind]).sort()).toEqual([[cut, 'temporary'], [saved.path, 'stored']].sort());
    expect(found.every((f) => f.modifiedMs > Date.now() - 60_000)).toBe(true);
    for (const f of found) await f.remove();
    expect(await listed(store)).toEqual([]);
    expect(fs.existsSync(path.join(dataDir, 'files', 'projects', 'leeme.txt'))).toBe(true);
  });

  it('answers its readiness probe', async () => {
    await expect(store.ping()).resolves.toBeUndefined();
    await expect(store.abortStaleUploads(Date.now())).resolves.toBe(0);
  });
});

describe('file storage settings', () => {
  it('refuses FILE_STORAGE=s3 without a bucket, and half a pair of credentials, in Spanish', () => {
    expect(() => loadConfig({ FILE_STORAGE: 's3' })).toThrow('FILE_STORAGE=s3 necesita S3_BUCKET');
    expect(() => loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'siiicca', S3_ACCESS_KEY_ID: 'clave' })).toThrow('S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY van juntas');
    expect(() => loadConfig({ FILE_STORAGE: 'nube' })).toThrow('Configuración inválida');
    expect(loadConfig({}).FILE_STORAGE).toBe('disk');
    expect(loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'siiicca', S3_FORCE_PATH_STYLE: 'true' })).toMatchObject({ FILE_STORAGE: 's3', S3_FORCE_PATH_STYLE: true, S3_REGION: 'us-east-1' });
  });
});

describe('file storage: s3 driver without its bucket', () => {
  it('fails its readiness probe when the server does not answer', async () => {
    const dataDir = newDataDir();
    // A port that was free a moment ago: nothing listens there.
    const settings = { ...s3.settings(dataDir), S3_ENDPOINT: 'http://127.0.0.1:9' };
    await expect(createFileStore(settings).ping()).rejects.toBeTruthy();
  });

  it('fails its readiness probe when the bucket does not exist', async () => {
    const dataDir = newDataDir();
    await expect(createFileStore({ ...s3.settings(dataDir), S3_BUCKET: 'no-existe' }).ping()).rejects.toBeTruthy();
  });
});
