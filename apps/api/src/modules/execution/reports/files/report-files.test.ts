import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  addDays,
  EXECUTION_MSG,
  EXECUTION_REPORT_API,
  REPORT_FILE_MSG,
  REPORT_FILES_API,
  REPORT_MSG,
  todayInBogota,
  UPLOAD_MSG,
  type TExecutionReport,
} from '@siiicca/shared';
import { queryRows } from '../../../../db/query-rows';
import { pdfObjects, pdfOf, SAMPLES } from '../../../../lib/content-samples';
import { bearer, loginAs, useTestApp } from '../../../../../test/helpers';
import { approvedProject, newCall, startProject, userIdOf, viewOf, withResults } from '../../test-fixtures';

const t = useTestApp();
const today = todayInBogota();
let docente2: string;
let callId: number;
let ownerId: number;

beforeAll(async () => {
  docente2 = await loginAs(t, 'docente2');
  callId = (await newCall(t.db)).id;
  ownerId = await userIdOf(t.db, 'docente');
});

/** A project En ejecución with two expected results, started 200 days ago: its first report is due. */
async function running() {
  const p = await approvedProject(t.db, { callId, ownerId, approvedAt: new Date(Date.now() - 800 * 86_400_000) });
  const results = await withResults(t.db, p.id, 2);
  const res = await startProject(t, t.admin, p.id, addDays(today, -200));
  expect(res.statusCode, res.body).toBe(200);
  const view = await viewOf(t, t.admin, p.id);
  return { id: p.id, results, lines: view.budget.map((l) => l.id), rid: view.schedule[0]!.id };
}
type TRunning = Awaited<ReturnType<typeof running>>;

type TPart = { name: string; value: string } | { name: string; filename: string; content: Buffer };
/** A multipart body of text fields and files, in the order given. */
function form(parts: TPart[]) {
  const boundary = `----siiicca${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((p) =>
    'value' in p
      ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`)]
      : [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`), p.content, Buffer.from('\r\n')],
  );
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const file = (filename: string, content: Buffer): TPart => ({ name: 'file', filename, content });
const attach = (p: TRunning, parts: TPart[], token = t.docente) => {
  const f = form(parts);
  return t.app.inject({ method: 'POST', url: REPORT_FILES_API.all(p.id, p.rid), headers: { ...bearer(token), ...f.headers }, payload: f.payload });
};
const documentOf = (p: TRunning, name: string, content: Buffer, token = t.docente) => attach(p, [{ name: 'kind', value: 'Documento' }, file(name, content)], token);
const replace = (p: TRunning, fileId: number, content: Buffer, token = t.docente) => {
  const f = form([file('informe-corregido.pdf', content)]);
  return t.app.inject({ method: 'PUT', url: REPORT_FILES_API.one(p.id, p.rid, fileId), headers: { ...bearer(token), ...f.headers }, payload: f.payload });
};
const remove = (p: TRunning, fileId: number, token = t.docente) => t.app.inject({ method: 'DELETE', url: REPORT_FILES_API.one(p.id, p.rid, fileId), headers: bearer(token) });
const download = (p: TRunning, fileId: number, token = t.docente) => t.app.inject({ url: REPORT_FILES_API.one(p.id, p.rid, fileId), headers: bearer(token) });
const filesOf = async (p: TRunning, token = t.docente) => {
  const res = await t.app.inject({ url: EXECUTION_REPORT_API.one(p.id, p.rid), headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as TExecutionReport).files;
};

const folder = () => path.join(t.deps.config.DATA_DIR, 'files', 'execution-reports');
const stored = () => (fs.existsSync(folder()) ? fs.readdirSync(folder()).sort() : []);

/** Expects the request to be refused with `status` and `message`, and no file left in the store. */
async function refusedWithNothingStored(status: number, message: string, send: () => Promise<{ statusCode: number; body: string; json: () => unknown }>) {
  const before = stored();
  const res = await send();
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { message: string; errors?: Record<string, string[]> };
  expect(body.message).toBe(message);
  expect(stored()).toEqual(before);
  return body;
}

describe('a report’s documents and evidence files', () => {
  let p: TRunning;
  beforeAll(async () => {
    p = await running();
  });

  it('are attached by the owner (a document, an evidence of an expected result), listed with the report and downloaded by the owner and the office only', async () => {
    const pdf = SAMPLES.pdf();
    const doc = await documentOf(p, 'Informe firmado.pdf', pdf);
    expect(doc.statusCode, doc.body).toBe(201);
    expect(doc.json().message).toBe(REPORT_FILE_MSG.uploaded);
    const docx = await SAMPLES.docx();
    const evidence = await attach(p, [{ name: 'kind', value: 'Evidencia' }, { name: 'result_id', value: String(p.results[1]) }, file('Artículo.docx', docx)]);
    expect(evidence.statusCode, evidence.body).toBe(201);

    const listed = await filesOf(p);
    expect(listed.map((f) => [f.kind, f.result_id, f.name, f.size])).toEqual([
      ['Documento', null, 'Informe firmado.pdf', pdf.length],
      ['Evidencia', p.results[1], 'Artículo.docx', docx.length],
    ]);
    expect(await filesOf(p, t.admin)).toEqual(listed);

    for (const token of [t.docente, t.admin]) {
      const got = await download(p, listed[0]!.id, token);
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('application/pdf');
      expect(got.rawPayload.equals(pdf)).toBe(true);
    }
    // Each download leaves its line in the security trail (a download of personal data).
    const [line] = await queryRows<{ details: { what: string; ids: number[] } }>(
      t.db,
      sql`select details from security_events where event = 'personal_data_download' order by id desc limit 1`,
    );
    expect(line!.details).toMatchObject({ what: REPORT_FILE_MSG.auditWhat, ids: [p.id] });
    const word = await download(p, listed[1]!.id, t.admin);
    expect(word.headers['content-type']).toContain('wordprocessingml');
    expect(word.headers['content-disposition']).toContain('Art');

    // Another lecturer reaches neither the file nor the report's files; nor does a file of another report.
    for (const res of [await download(p, listed[0]!.id, docente2), await remove(p, listed[0]!.id, docente2)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(EXECUTION_MSG.projectNotFound);
    }
    await refusedWithNothingStored(404, EXECUTION_MSG.projectNotFound, () => documentOf(p, 'intruso.pdf', pdf, docente2));
    const other = await running();
    const elsewhere = await t.app.inject({ url: REPORT_FILES_API.one(other.id, other.rid, listed[0]!.id), headers: bearer(t.docente) });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe(REPORT_FILE_MSG.notFound);
    // The office reads and downloads, but writes nothing of the owner's.
    expect((await remove(p, listed[0]!.id, t.admin)).statusCode).toBe(404);
  });

  it('are checked by content, not by name, with the Spanish message on the file; a refusal stores nothing', async () => {
    const wrong = await refusedWithNothingStored(400, REPORT_FILE_MSG.wrongType, () => documentOf(p, 'informe.pdf', SAMPLES.binary()));
    expect(wrong.errors).toEqual({ file: [REPORT_FILE_MSG.wrongType] });
    await refusedWithNothingStored(400, REPORT_FILE_MSG.wrongType, () => documentOf(p, 'notas.pdf', SAMPLES.txt()));
    const active = await pdfOf(pdfObjects({ catalog: '/Names << /JavaScript << /Names [(a) 6 0 R] >> >>', extra: ['<< /S /Named /N /Print >>'] }));
    await refusedWithNothingStored(400, UPLOAD_MSG.pdfActiveContent, () => documentOf(p, 'informe.pdf', active));
    await refusedWithNothingStored(400, UPLOAD_MSG.webContent, () => documentOf(p, 'foto.png', Buffer.concat([SAMPLES.png(), Buffer.from('<script>alert(1)</script>')])));

    const noResult = await refusedWithNothingStored(400, REPORT_FILE_MSG.resultRequired, () => attach(p, [{ name: 'kind', value: 'Evidencia' }, file('a.pdf', SAMPLES.pdf())]));
    expect(noResult.errors).toEqual({ result_id: [REPORT_FILE_MSG.resultRequired] });
    const foreign = (await running()).results[0]!;
    const notOurs = await refusedWithNothingStored(400, REPORT_MSG.resultUnknown, () =>
      attach(p, [{ name: 'kind', value: 'Evidencia' }, { name: 'result_id', value: String(foreign) }, file('a.pdf', SAMPLES.pdf())]),
    );
    expect(notOurs.errors).toEqual({ result_id: [REPORT_MSG.resultUnknown] });
    await refusedWithNothingStored(400, REPORT_FILE_MSG.kindInvalid, () => attach(p, [{ name: 'kind', value: 'Otro' }, file('a.pdf', SAMPLES.pdf())]));
    await refusedWithNothingStored(400, REPORT_FILE_MSG.fileRequired, () => attach(p, [{ name: 'kind', value: 'Documento' }]));
    const json = await t.app.inject({ method: 'POST', url: REPORT_FILES_API.all(p.id, p.rid), headers: bearer(t.docente), payload: { kind: 'Documento' } });
    expect(json.statusCode).toBe(415);
    expect((await filesOf(p)).length).toBe(2);
  });

  it('are replaced and removed while a draft: the old content leaves the store', async () => {
    const [doc] = await filesOf(p);
    const before = stored();
    const newer = await pdfOf(pdfObjects());
    const replaced = await replace(p, doc!.id, newer);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({ message: REPORT_FILE_MSG.replaced, data: { id: doc!.id, kind: 'Documento', name: 'informe-corregido.pdf', size: newer.length } });
    expect((await download(p, doc!.id)).rawPayload.equals(newer)).toBe(true);
    expect(stored().length).toBe(before.length);
    expect(stored()).not.toEqual(before);
    // A wrong replacement keeps the file as it was.
    await refusedWithNothingStored(400, REPORT_FILE_MSG.wrongType, () => replace(p, doc!.id, SAMPLES.binary()));
    expect((await download(p, doc!.id)).rawPayload.equals(newer)).toBe(true);

    const removed = await remove(p, doc!.id);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe(REPORT_FILE_MSG.removed);
    expect((await filesOf(p)).map((f) => f.kind)).toEqual(['Evidencia']);
    expect(stored().length).toBe(before.length - 1);
    expect((await download(p, doc!.id)).statusCode).toBe(404);
  });

  it('are frozen once the report is sent: attaching, replacing and removing are refused (409), downloading still works', async () => {
    const version = (await viewOf(t, t.admin, p.id)).version;
    const content = {
      overall_progress: 40,
      results: p.results.map((result_id) => ({ result_id, progress: 40 })),
      activities_done: 'Revisión de literatura',
      limitations: 'Ninguna',
      dissemination: 'Ninguna',
      budget: p.lines.map((budget_line_id) => ({ budget_line_id, executed: 0, justification: '' })),
    };
    // Attaching a file left the version alone: the draft names the one read before.
    expect((await documentOf(p, 'anexo.pdf', SAMPLES.pdf())).statusCode).toBe(201);
    const saved = await t.app.inject({ method: 'PUT', url: EXECUTION_REPORT_API.one(p.id, p.rid), headers: bearer(t.docente), payload: { ...content, version } });
    expect(saved.statusCode, saved.body).toBe(200);
    const sent = await t.app.inject({ method: 'POST', url: EXECUTION_REPORT_API.submit(p.id, p.rid), headers: bearer(t.docente), payload: { version: saved.json().data.version } });
    expect(sent.statusCode, sent.body).toBe(200);

    const files = await filesOf(p);
    expect(files.length).toBe(2);
    const frozen = REPORT_MSG.notEditable('Enviado');
    await refusedWithNothingStored(409, frozen, () => documentOf(p, 'tarde.pdf', SAMPLES.pdf()));
    await refusedWithNothingStored(409, frozen, () => replace(p, files[0]!.id, SAMPLES.pdf()));
    await refusedWithNothingStored(409, frozen, () => remove(p, files[0]!.id));
    expect(await filesOf(p)).toEqual(files);
    for (const token of [t.docente, t.admin]) expect((await download(p, files[0]!.id, token)).statusCode).toBe(200);
  });
});
