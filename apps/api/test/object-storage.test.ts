import fs from 'node:fs';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_API, PROJECT_MSG, selectionUrl } from '@siiicca/shared';
import { queryRows } from '../src/db/query-rows';
import { SAMPLES } from '../src/lib/content-samples';
import { STORAGE_UNAVAILABLE } from '../src/lib/files';
import { s3Client } from '../src/lib/storage/s3';
import { documentUploads, PDF, projectFixture, saveProject, validProjectBody, type TProjectFixtureIds } from '../src/modules/projects/test-fixtures';
import { bearer, createTestApp, loginAs, type TestApp } from './helpers';
import { startS3Server } from './s3-server';

/*
 * The whole API on FILE_STORAGE=s3 (issue 29): a real S3-compatible server (s3rver) started here;
 * uploads land in the bucket and nowhere on disk, downloads and ZIPs stream from it, a refused
 * upload leaves no object, and readiness answers 503 once the bucket is gone.
 */

let s3: Awaited<ReturnType<typeof startS3Server>>;
let t: TestApp;
let docente: string;
let admin: string;
let ids: TProjectFixtureIds;
let s3Closed = false;
/** A stored document's download address (set by the upload case). */
let downloadUrl = '';
beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp(s3.env);
  docente = await loginAs(t, 'docente');
  admin = await loginAs(t, 'admin');
  ids = await projectFixture(t.db);
});
afterAll(async () => {
  await t?.close();
  if (!s3Closed) await s3?.close();
});

const bucketKeys = async () => {
  const settings = s3.settings(t.deps.config.DATA_DIR);
  const listed = await (await s3Client(settings)).send(new ListObjectsV2Command({ Bucket: settings.S3_BUCKET }));
  return (listed.Contents ?? []).map((o) => o.Key!).sort();
};
const filesOnDisk = () => {
  const root = path.join(t.deps.config.DATA_DIR, 'files');
  return fs.existsSync(root) ? (fs.readdirSync(root, { recursive: true }) as string[]).filter((p) => fs.statSync(path.join(root, p)).isFile()) : [];
};
const pathsOf = async (id: number) =>
  queryRows<{ id: number; path: string; name: string }>(t.db, sql`select id, path, name from project_documents where project_id = ${id} order by attached_id`);

describe('the API on an S3-compatible bucket', () => {
  it('is ready while the bucket answers', async () => {
    const res = await t.app.inject('/api/ready');
    expect(res.statusCode, res.body).toBe(200);
  });

  it('stores uploads in the bucket only, and serves them back one by one and in the ZIP', async () => {
    const before = await bucketKeys();
    const uploads = await documentUploads(ids.openAttacheds, { all: true });
    const res = await saveProject(t, docente, validProjectBody(ids), uploads);
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json().data;
    const docs = await pathsOf(id);
    expect(docs).toHaveLength(uploads.length);
    expect(await bucketKeys()).toEqual([...before, ...docs.map((d) => d.path)].sort());
    expect(filesOnDisk()).toEqual([]);

    const pdf = docs.find((d) => d.name.endsWith('.pdf'))!;
    downloadUrl = `${PROJECT_API.file}?id=${id}&file=${pdf.id}`;
    const file = await t.app.inject({ url: downloadUrl, headers: bearer(docente) });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.rawPayload).toEqual(PDF);

    // Sent, so the research office (admin) may download its attachments (a draft is its owner's only).
    await t.db.execute(sql`update projects set state = 'Enviado', sent_at = now() where id = ${id}`);
    const zip = await t.app.inject({ url: selectionUrl(PROJECT_API.attachments, { ids: [id] }), headers: bearer(admin) });
    expect(zip.statusCode, zip.body).toBe(200);
    const entries = Object.values((await JSZip.loadAsync(zip.rawPayload)).files).filter((f) => !f.dir);
    expect(entries).toHaveLength(uploads.length);
    const contents = await Promise.all(entries.map((e) => e.async('nodebuffer')));
    expect(contents.map((c) => c.toString('base64')).sort()).toEqual(uploads.map((u) => u.content.toString('base64')).sort());
  });

  it('leaves no object and no scratch file behind for a refused upload', async () => {
    const before = await bucketKeys();
    const [first] = await documentUploads(ids.openAttacheds);
    const res = await saveProject(t, docente, validProjectBody(ids), [{ ...first!, content: SAMPLES.binary() }]);
    expect(res.statusCode, res.body).toBe(400);
    // Refused for its content (the storage's check), not for anything of the form.
    const accept = ids.openAttacheds.find((a) => a.id === first!.attachedId)!.accept;
    expect(res.json().message).toBe(PROJECT_MSG.fileWrongType(accept));
    expect(await bucketKeys()).toEqual(before);
    expect(filesOnDisk()).toEqual([]);
  });

  it('answers 503, in Spanish, on readiness and on a download once the bucket does not answer', async () => {
    await s3.close();
    s3Closed = true;
    const res = await t.app.inject('/api/ready');
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toEqual({ message: STORAGE_UNAVAILABLE });
    expect(res.headers['retry-after']).toBe('5');
    const file = await t.app.inject({ url: downloadUrl, headers: bearer(docente) });
    expect(file.statusCode, file.body).toBe(503);
    expect(file.json()).toEqual({ message: STORAGE_UNAVAILABLE });
  });
});
