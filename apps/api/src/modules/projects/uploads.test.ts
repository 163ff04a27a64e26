import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { HTTP_MSG, PROJECT_API, PROJECT_MSG, UPLOAD_MSG, projectFileField, type TProjectDetail } from '@siiicca/shared';
import { queryRows } from '../../db/query-rows';
import { SAMPLES } from '../../lib/content-samples';
import { bearer, loginAs, useTestApp } from '../../../test/helpers';
import { documentUploads, PDF, projectFixture, projectMultipart, saveProject, validProjectBody, type TProjectFixtureIds, type TUpload } from './test-fixtures';

const t = useTestApp();
let ids: TProjectFixtureIds;
let docente2: string;
beforeAll(async () => {
  ids = await projectFixture(t.db);
  docente2 = await loginAs(t, 'docente2');
});

const folder = () => path.join(t.deps.config.DATA_DIR, 'files', 'projects');
const storedFiles = () => (fs.existsSync(folder()) ? fs.readdirSync(folder()).sort() : []);
const projectCount = async () => Number((await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from projects`))[0]!.n);
const detail = async (id: number) => (await t.app.inject({ url: PROJECT_API.one(id), headers: bearer(t.docente) })).json() as TProjectDetail;
const download = (id: number, file: number, token = t.docente) => t.app.inject({ url: `${PROJECT_API.file}?id=${id}&file=${file}`, headers: bearer(token) });
const pathsOf = async (id: number) =>
  (await queryRows<{ path: string }>(t.db, sql`select path from project_documents where project_id = ${id} order by attached_id`)).map((r) => r.path);
const onDisk = (relative: string) => fs.existsSync(path.join(t.deps.config.DATA_DIR, 'files', relative));
const pdfDoc = () => ids.openAttacheds.find((a) => a.accept === '.pdf')!;
const historyOf = async (id: number) =>
  ((await t.app.inject({ url: PROJECT_API.history(id), headers: bearer(t.docente) })).json().data as { action: string; changes: { from: unknown; to: unknown }[] }[]);

/** Expects the save to be refused with `status`, and nothing stored: no new file, no new project. */
async function refusedWithNothingStored(status: number, send: () => Promise<{ statusCode: number; body: string; json: () => unknown }>) {
  const [files, count] = [storedFiles(), await projectCount()];
  const res = await send();
  expect(res.statusCode, res.body).toBe(status);
  expect(storedFiles()).toEqual(files);
  expect(await projectCount()).toBe(count);
  return res.json() as { message: string; errors?: Record<string, string[]> };
}

describe('a project\'s documents', () => {
  it('stores each document of the call with the extension of what it is, downloadable by its owner only', async () => {
    const uploads = await documentUploads(ids.openAttacheds, { all: true });
    const res = await saveProject(t, t.docente, validProjectBody(ids), uploads);
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json().data;
    const back = await detail(id);
    expect(back.attacheds.map((a) => [a.attached_id, a.file, a.size])).toEqual(uploads.map((u) => [u.attachedId, u.filename, u.content.length]));
    const paths = await pathsOf(id);
    expect(paths.map((p) => path.extname(p))).toEqual(uploads.map((u) => path.extname(u.filename)));
    for (const p of paths) expect(onDisk(p)).toBe(true);

    const doc = back.attacheds.find((a) => a.attached_id === pdfDoc().id)!;
    const file = await download(id, doc.id);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload).toEqual(PDF);
    expect((await download(id, doc.id, docente2)).statusCode).toBe(404);
    expect((await historyOf(id)).map((h) => h.action)).toEqual(['create', ...uploads.map(() => 'document_uploaded')]);
  });

  it('refuses a file whose content is not the accepted type, whatever its name (a PNG named .pdf)', async () => {
    const doc = pdfDoc();
    const answer = await refusedWithNothingStored(400, () =>
      saveProject(t, t.docente, validProjectBody(ids), [{ attachedId: doc.id, filename: 'carta.pdf', content: SAMPLES.png() }]),
    );
    expect(answer).toEqual({ message: PROJECT_MSG.fileWrongType('.pdf'), errors: { [projectFileField(doc.id)]: [PROJECT_MSG.fileWrongType('.pdf')] } });
  });

  it('one bad file among good ones: every file of the request is removed', async () => {
    const good = await documentUploads(ids.openAttacheds);
    const budget = good.find((u) => u.filename.endsWith('.xlsx'))!;
    const wrong: TUpload = { ...budget, content: await SAMPLES.docx(), filename: 'presupuesto.xlsx' };
    const answer = await refusedWithNothingStored(400, () => saveProject(t, t.docente, validProjectBody(ids), [...good.filter((u) => u !== budget), wrong]));
    expect(answer.message).toBe(PROJECT_MSG.fileWrongType('.xls,.xlsx'));
  });

  it("refuses a file over 1e8 bytes: 'No puede Subir Archivos mayor a 10 GB!', streamed and nothing stored", async () => {
    const doc = pdfDoc();
    const { payload, headers } = projectMultipart(validProjectBody(ids), [{ attachedId: doc.id, filename: 'grande.pdf', content: Buffer.from('@@FILE@@') }]);
    const [before, after] = [payload.subarray(0, payload.indexOf('@@FILE@@')), payload.subarray(payload.indexOf('@@FILE@@') + 8)];
    // 1e8 + 1 bytes, made as they are read: the test never holds the file either.
    const chunk = Buffer.alloc(1 << 20, 0x20);
    chunk.write('%PDF-1.4\n');
    async function* body() {
      yield before;
      let left = 1e8 + 1;
      while (left > 0) {
        const n = Math.min(left, chunk.length);
        yield n === chunk.length ? chunk : chunk.subarray(0, n);
        left -= n;
      }
      yield after;
    }
    const answer = await refusedWithNothingStored(413, () =>
      t.app.inject({ method: 'POST', url: PROJECT_API.all, headers: { ...bearer(t.docente), ...headers }, payload: Readable.from(body()) }),
    );
    expect(answer.message).toBe(PROJECT_MSG.fileTooLarge);
  });

  it('a new file replaces the stored one (its file gone from disk); a document no longer listed is deleted with its file', async () => {
    const uploads = await documentUploads(ids.openAttacheds, { all: true });
    const first = await saveProject(t, t.docente, validProjectBody(ids), uploads);
    const { id, version } = first.json().data;
    const [stored, pdfId] = [(await detail(id)).attacheds, pdfDoc().id];
    const oldPaths = await pathsOf(id);
    const cv = ids.openAttacheds.find((a) => !a.required)!;

    // The PDF document gets a new file; the optional CV is dropped; the others are kept by id.
    const kept = stored.filter((a) => a.attached_id !== cv.id).map((a) => ({ attached_id: a.attached_id, id: a.id }));
    const replacement = Buffer.concat([PDF, Buffer.from('% segunda versión\n')]);
    const res = await saveProject(t, t.docente, { ...validProjectBody(ids), id, version, attacheds: kept }, [{ attachedId: pdfId, filename: 'carta-v2.pdf', content: replacement }]);
    expect(res.statusCode, res.body).toBe(200);

    const back = await detail(id);
    expect(back.attacheds.map((a) => a.attached_id)).toEqual(stored.map((a) => a.attached_id).filter((a) => a !== cv.id));
    const newDoc = back.attacheds.find((a) => a.attached_id === pdfId)!;
    expect(newDoc.file).toBe('carta-v2.pdf');
    expect((await download(id, newDoc.id)).rawPayload).toEqual(replacement);
    const newPaths = await pathsOf(id);
    const gone = oldPaths.filter((p) => !newPaths.includes(p));
    expect(gone).toHaveLength(2);
    for (const p of gone) expect(onDisk(p)).toBe(false);
    for (const p of newPaths) expect(onDisk(p)).toBe(true);
    const history = await historyOf(id);
    expect(history.slice(-2).map((h) => h.action).sort()).toEqual(['document_removed', 'document_replaced']);
    expect(history.find((h) => h.action === 'document_replaced')!.changes[0]!.to).toContain('carta-v2.pdf');
  });

  it('a failed save keeps the stored documents and leaves no new file (stale version, product not for the hours)', async () => {
    const first = await saveProject(t, t.docente, validProjectBody(ids), [{ attachedId: pdfDoc().id, filename: 'carta.pdf', content: PDF }]);
    const { id, version } = first.json().data;
    const stored = (await detail(id)).attacheds.map((a) => ({ attached_id: a.attached_id, id: a.id }));
    const paths = await pathsOf(id);
    await saveProject(t, t.docente, { ...validProjectBody(ids), id, version, attacheds: stored, title: 'Nueva versión' });
    const upload = [{ attachedId: pdfDoc().id, filename: 'carta-v3.pdf', content: PDF }];

    expect((await refusedWithNothingStored(409, () => saveProject(t, t.docente, { ...validProjectBody(ids), id, version, attacheds: [] }, upload))).message).toBe(PROJECT_MSG.staleEdit);
    const current = (await detail(id)).version;
    const wrongHours = { ...validProjectBody(ids), id, version: current, hours: 167, attacheds: [] };
    expect((await refusedWithNothingStored(400, () => saveProject(t, t.docente, wrongHours, upload))).message).toBe(PROJECT_MSG.productNotForHours);
    expect(await pathsOf(id)).toEqual(paths);
    for (const p of paths) expect(onDisk(p)).toBe(true);
  });

  it('refuses a document of another call, or a file field that names no document', async () => {
    const other = ids.closedAttacheds[0]!;
    const answer = await refusedWithNothingStored(400, () => saveProject(t, t.docente, validProjectBody(ids), [{ attachedId: other.id, filename: 'carta.pdf', content: PDF }]));
    expect(answer).toEqual({ message: PROJECT_MSG.attachedNotInCall, errors: { [projectFileField(other.id)]: [PROJECT_MSG.attachedNotInCall] } });
    const listed = await saveProject(t, t.docente, { ...validProjectBody(ids), attacheds: [{ attached_id: other.id }] });
    expect(listed.json().errors).toEqual({ 'attacheds.0.attached_id': [PROJECT_MSG.attachedNotInCall] });
    expect((await refusedWithNothingStored(400, () => saveProject(t, t.docente, validProjectBody(ids), [{ attachedId: 999_999, filename: 'x.pdf', content: PDF }]))).message).toBe(
      PROJECT_MSG.attachedNotInCall,
    );
    const twice = [{ attachedId: pdfDoc().id, filename: 'a.pdf', content: PDF }, { attachedId: pdfDoc().id, filename: 'b.pdf', content: PDF }];
    expect((await refusedWithNothingStored(400, () => saveProject(t, t.docente, validProjectBody(ids), twice))).errors).toEqual({ [projectFileField(pdfDoc().id)]: [UPLOAD_MSG.repeatedField] });
  });

  it("another lecturer cannot attach files to someone's project (404), and nothing of theirs is stored", async () => {
    const { id, version } = (await saveProject(t, t.docente, validProjectBody(ids))).json().data;
    const answer = await refusedWithNothingStored(404, () =>
      saveProject(t, docente2, { ...validProjectBody(ids), id, version }, [{ attachedId: pdfDoc().id, filename: 'intruso.pdf', content: PDF }]),
    );
    expect(answer.message).toBe(PROJECT_MSG.notFound);
  });

  it('answers a cut or malformed multipart body in Spanish (4xx), and a missing data field', async () => {
    const { payload, headers } = projectMultipart(validProjectBody(ids), [{ attachedId: pdfDoc().id, filename: 'carta.pdf', content: PDF }]);
    const cut = await refusedWithNothingStored(400, () =>
      t.app.inject({ method: 'POST', url: PROJECT_API.all, headers: { ...bearer(t.docente), ...headers }, payload: payload.subarray(0, payload.length - 30) }),
    );
    expect(cut.message).toBe(HTTP_MSG.badRequest);
    const noData = projectMultipart(validProjectBody(ids), []);
    const withoutData = Buffer.from(noData.payload.toString('latin1').replace('name="data"', 'name="otro"'), 'latin1');
    const res = await t.app.inject({ method: 'POST', url: PROJECT_API.all, headers: { ...bearer(t.docente), ...noData.headers }, payload: withoutData });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ data: ['Campo requerido'] });
  });
});
