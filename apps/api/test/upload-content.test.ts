import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PROJECT_API, PROJECT_MSG, STRATEGY_API, UPLOAD_MSG, projectFileField, type TProjectDetail } from '@siiicca/shared';
import { queryRows } from '../src/db/query-rows';
import { MIGRATIONS_DIR } from '../src/paths';
import { ACTIVE_PDF_CONTENT, SAMPLES, notOoxmlDocx, pdfObjects, pdfOf, zipBombDocx } from '../src/lib/content-samples';
import { renderPdf } from '../src/lib/pdf';
import { documentUploads, projectFixture, saveProject, validProjectBody, type TProjectFixtureIds, type TUpload } from '../src/modules/projects/test-fixtures';
import { save, saveMultipart, strategyOf } from '../src/modules/strategies/test-fixtures';
import { bearer, useTestApp } from './helpers';

/*
 * Issue 23, part 7: an upload is what it claims all the way down, through every upload route
 * (a project's documents, a strategy's approval letter, its final report), with nothing kept of
 * a refused one; the name it came with is shown without control or bidirectional characters; a
 * multipart field sent twice is refused.
 */

const t = useTestApp();
let ids: TProjectFixtureIds;
beforeAll(async () => {
  ids = await projectFixture(t.db);
});

const filesRoot = () => path.join(t.deps.config.DATA_DIR, 'files');
const storedFiles = () =>
  fs.existsSync(filesRoot())
    ? fs.readdirSync(filesRoot(), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)).sort()
    : [];
const count = async (table: 'projects' | 'strategies') => Number((await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n);
const pdfDoc = () => ids.openAttacheds.find((a) => a.accept === '.pdf')!;
const wordDoc = () => ids.openAttacheds.find((a) => a.accept.split(',').includes('.docx'))!;

/** A multipart body of text fields and files, in this order. */
function form(parts: ({ field: string; value: string } | { field: string; filename: string; content: Buffer })[]) {
  const boundary = `----siiicca${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((p) =>
    'value' in p
      ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"\r\n\r\n${p.value}\r\n`)]
      : [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`), p.content, Buffer.from('\r\n')],
  );
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const post = (url: string, body: ReturnType<typeof form>) => t.app.inject({ method: 'POST', url, headers: { ...bearer(t.docente), ...body.headers }, payload: body.payload });

/** Sends, expects `status` and that no file and no record was kept; the answer's JSON. */
async function refused(status: number, send: () => Promise<{ statusCode: number; body: string; json: () => unknown }>) {
  const before = { files: storedFiles(), projects: await count('projects'), strategies: await count('strategies') };
  const res = await send();
  expect(res.statusCode, res.body).toBe(status);
  expect({ files: storedFiles(), projects: await count('projects'), strategies: await count('strategies') }).toEqual(before);
  return res.json() as { message: string; errors?: Record<string, string[]> };
}

const projectWith = (doc: { id: number }, content: Buffer, filename = 'documento.pdf') => () =>
  saveProject(t, t.docente, validProjectBody(ids), [{ attachedId: doc.id, filename, content }]);

describe("a project's document is pages, not a program", () => {
  it.each(ACTIVE_PDF_CONTENT.flatMap((c) => [{ ...c, objectStream: false }, { ...c, objectStream: true }]))(
    'a PDF with /$key (in a compressed object stream: $objectStream) is refused in Spanish on its field',
    async ({ objectStream, ...content }) => {
      const answer = await refused(400, projectWith(pdfDoc(), pdfOf(pdfObjects(content), { objectStream })));
      expect(answer).toEqual({ message: UPLOAD_MSG.pdfActiveContent, errors: { [projectFileField(pdfDoc().id)]: [UPLOAD_MSG.pdfActiveContent] } });
    },
  );

  it('a PDF that is also a web page (a polyglot) is refused', async () => {
    const polyglot = Buffer.concat([Buffer.from('%PDF-1.4\n%<html><body><script>alert(document.cookie)</script></body></html>\n'), pdfOf(pdfObjects()).subarray(9)]);
    expect((await refused(400, projectWith(pdfDoc(), polyglot))).message).toBe(UPLOAD_MSG.webContent);
  });

  it('a .docx that expands to 4 GiB (a zip bomb of 34 KB) is refused while inflating, nothing kept', async () => {
    expect((await refused(400, projectWith(wordDoc(), zipBombDocx(), 'cronograma.docx'))).message).toBe(UPLOAD_MSG.zipTooLarge);
  });

  it('a zip renamed .docx (a word/ folder, no Office package) is not the accepted type', async () => {
    expect((await refused(400, projectWith(wordDoc(), await notOoxmlDocx(), 'cronograma.docx'))).message).toBe(PROJECT_MSG.fileWrongType(wordDoc().accept));
  });

  it("documents as people send them still pass: the demo data's PDFs, a PDF 1.5 with object streams, a real .docx and .xlsx", async () => {
    const uploads = (await documentUploads(ids.openAttacheds, { all: true })).map((u): TUpload => u);
    const demoPdf = await renderPdf({ content: [{ text: 'Carta de aval de la Facultad', bold: true }, 'Documento de demostración.'] });
    const contentOf = (u: TUpload) => (u.attachedId === pdfDoc().id ? demoPdf : u.attachedId === wordDoc().id ? null : u.filename.endsWith('.pdf') ? pdfOf(pdfObjects(), { objectStream: true }) : u.content);
    const docx = await SAMPLES.docx();
    const sent = uploads.map((u) => ({ ...u, ...(contentOf(u) ? { content: contentOf(u)! } : { content: docx, filename: 'cronograma.docx' }) }));
    const res = await saveProject(t, t.docente, validProjectBody(ids), sent);
    expect(res.statusCode, res.body).toBe(201);
    const detail = (await t.app.inject({ url: PROJECT_API.one(res.json().data.id), headers: bearer(t.docente) })).json() as TProjectDetail;
    expect(detail.attacheds.map((a) => a.size).sort()).toEqual(sent.map((u) => u.content.length).sort());
  });
});

describe("the strategies' PDFs are checked the same way", () => {
  it('an approval letter with JavaScript in an object stream is refused, nothing kept', async () => {
    const input = await strategyOf(t.db, 'Grupos de Estudio');
    const letter = pdfOf(pdfObjects({ catalog: '/OpenAction 6 0 R', extra: ['<< /S /JavaScript /JS (app.launchURL\\("https://evil.example"\\)) >>'] }), { objectStream: true });
    const answer = await refused(400, () => saveMultipart(t, t.docente, input, [{ field: 'approvement_letter', filename: 'carta.pdf', content: letter }]));
    expect(answer.message).toBe(UPLOAD_MSG.pdfActiveContent);
  });

  it("a final report that is also a web page is refused on its field, with the form's other problems", async () => {
    const saved = await save(t, t.docente, await strategyOf(t.db, 'Grupos de Estudio'));
    expect(saved.statusCode, saved.body).toBe(201);
    const { id, version } = saved.json().data as { id: number; version: string };
    const polyglot = Buffer.concat([pdfOf(pdfObjects()), Buffer.from('<html><script>alert(1)</script></html>')]);
    const body = form([
      { field: 'id', value: String(id) },
      { field: 'version', value: version },
      { field: 'accept', value: 'true' },
      { field: 'final_report_file', filename: 'informe.pdf', content: polyglot },
    ]);
    const answer = await refused(400, () => post(STRATEGY_API.finish, body));
    expect(answer.errors?.final_report_file).toEqual([UPLOAD_MSG.webContent]);
  });
});

describe('a file name is shown without control or bidirectional characters', () => {
  // U+202E (right-to-left override) makes 'carta\u202Efdp.exe' read as 'cartaexe.pdf'.
  const RLO = '\u202E';
  const expectClean = (disposition: string | string[] | number | undefined, name: string) => {
    const header = String(disposition);
    // Control (C0, C1) and format characters (U+200E/F, U+202A–U+202E, U+2066–U+2069...), raw or percent-encoded.
    expect(header).not.toMatch(/[\p{Cc}\p{Cf}]/u);
    expect(header).not.toMatch(/%E2%80%A[A-E]|%E2%81%A[6-9]|%E2%80%8[EF]/i);
    expect(header).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
  };

  it("a project's document: stored and downloaded as 'cartafdp.exe', and a name stored before the fix is cleaned on download", async () => {
    const uploads = await documentUploads(ids.openAttacheds);
    const sent = uploads.map((u) => (u.attachedId === pdfDoc().id ? { ...u, filename: `carta${RLO}fdp.exe\u0007` } : u));
    const res = await saveProject(t, t.docente, validProjectBody(ids), sent);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as number;
    const detail = (await t.app.inject({ url: PROJECT_API.one(id), headers: bearer(t.docente) })).json() as TProjectDetail;
    const doc = detail.attacheds.find((a) => a.attached_id === pdfDoc().id)!;
    expect(doc.file).toBe('cartafdp.exe');
    const [row] = await queryRows<{ name: string }>(t.db, sql`select name from project_documents where id = ${doc.id}`);
    expect(row!.name).toBe('cartafdp.exe');
    const download = () => t.app.inject({ url: `${PROJECT_API.file}?id=${id}&file=${doc.id}`, headers: bearer(t.docente) });
    expectClean((await download()).headers['content-disposition'], 'cartafdp.exe');

    await t.db.execute(sql`update project_documents set name = ${`anexo${RLO}fdp.scr\u2066`} where id = ${doc.id}`);
    expectClean((await download()).headers['content-disposition'], 'anexofdp.scr');
  });

  it("a strategy's approval letter: stored and downloaded cleaned, old names too", async () => {
    const input = await strategyOf(t.db, 'Grupos de Estudio');
    const res = await saveMultipart(t, t.docente, input, [{ field: 'approvement_letter', filename: `aval${RLO}fdp.bat\u200F`, content: pdfOf(pdfObjects()) }]);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as number;
    const [row] = await queryRows<{ name: string }>(t.db, sql`select approvement_letter_name as name from strategies where id = ${id}`);
    expect(row!.name).toBe('avalfdp.bat');
    const download = () => t.app.inject({ url: `${STRATEGY_API.file}?id=${id}&file=approvement_letter`, headers: bearer(t.docente) });
    const first = await download();
    expect(first.statusCode).toBe(200);
    expectClean(first.headers['content-disposition'], 'avalfdp.bat');
    expect(first.headers['x-content-type-options']).toBe('nosniff');

    await t.db.execute(sql`update strategies set approvement_letter_name = ${`viejo${RLO}fdp.exe`} where id = ${id}`);
    expectClean((await download()).headers['content-disposition'], 'viejofdp.exe');
  });
});

describe('names stored before uploads were cleaned are cleaned by migration 0012', () => {
  /** Runs the migration's statements in one transaction, as the migrator does (its function lives in pg_temp). */
  const migrate = async () => {
    const text = fs.readFileSync(path.join(MIGRATIONS_DIR, '0012_clean_stored_file_names.sql'), 'utf8');
    await t.db.transaction(async (tx) => {
      for (const statement of text.split('--> statement-breakpoint')) await tx.execute(sql.raw(statement));
    });
  };

  it("a project's document and a strategy's letters show the cleaned name in the record, not only on download", async () => {
    const project = await saveProject(t, t.docente, validProjectBody(ids), await documentUploads(ids.openAttacheds));
    expect(project.statusCode, project.body).toBe(201);
    const projectId = project.json().data.id as number;
    const strategy = await saveMultipart(t, t.docente, await strategyOf(t.db, 'Grupos de Estudio'), [{ field: 'approvement_letter', filename: 'aval.pdf', content: pdfOf(pdfObjects()) }]);
    expect(strategy.statusCode, strategy.body).toBe(201);
    const strategyId = strategy.json().data.id as number;
    await t.db.execute(sql`update project_documents set name = ${'anexo\u202Efdp.scr\u0007'} where project_id = ${projectId} and attached_id = ${pdfDoc().id}`);
    await t.db.execute(sql`update project_documents set name = ${'\u2066..\u2069'} where project_id = ${projectId} and attached_id <> ${pdfDoc().id}`);
    await t.db.execute(sql`update strategies set approvement_letter_name = ${'aval\u202Efdp.bat\u200F'}, final_report_name = ${'Informe año 2026 "final".pdf'} where id = ${strategyId}`);

    await migrate();

    const detail = (await t.app.inject({ url: PROJECT_API.one(projectId), headers: bearer(t.docente) })).json() as TProjectDetail;
    const names = detail.attacheds.map((a) => ({ pdf: a.attached_id === pdfDoc().id, file: a.file }));
    expect(names.filter((n) => n.pdf).map((n) => n.file)).toEqual(['anexofdp.scr']);
    expect(new Set(names.filter((n) => !n.pdf).map((n) => n.file))).toEqual(new Set(['archivo']));
    const [row] = await queryRows<{ letter: string; report: string }>(t.db, sql`select approvement_letter_name as letter, final_report_name as report from strategies where id = ${strategyId}`);
    expect(row).toEqual({ letter: 'avalfdp.bat', report: 'Informe año 2026 final.pdf' });
  });
});

describe('a multipart field sent twice is a 400, not the last one silently', () => {
  const data = () => JSON.stringify(validProjectBody(ids));

  it('a project with two data fields, or one document twice', async () => {
    const twice = await refused(400, () => post(PROJECT_API.all, form([{ field: 'data', value: data() }, { field: 'data', value: data() }])));
    expect(twice).toEqual({ message: UPLOAD_MSG.repeatedField, errors: { data: [UPLOAD_MSG.repeatedField] } });
    const file = projectFileField(pdfDoc().id);
    const pdf = pdfOf(pdfObjects());
    const files = await refused(400, () =>
      post(PROJECT_API.all, form([{ field: 'data', value: data() }, { field: file, filename: 'a.pdf', content: pdf }, { field: file, filename: 'b.pdf', content: pdf }])),
    );
    expect(files.errors).toEqual({ [file]: [UPLOAD_MSG.repeatedField] });
  });

  it('a strategy with two data fields, or two approval letters; a final report form with two ids', async () => {
    const input = JSON.stringify(await strategyOf(t.db, 'Grupos de Estudio'));
    const pdf = pdfOf(pdfObjects());
    expect((await refused(400, () => post('/api/siiicca/strategies', form([{ field: 'data', value: input }, { field: 'data', value: input }])))).message).toBe(UPLOAD_MSG.repeatedField);
    const letters = form([
      { field: 'data', value: input },
      { field: 'approvement_letter', filename: 'a.pdf', content: pdf },
      { field: 'approvement_letter', filename: 'b.pdf', content: pdf },
    ]);
    expect((await refused(400, () => post('/api/siiicca/strategies', letters))).errors).toEqual({ approvement_letter: [UPLOAD_MSG.repeatedField] });
    const ids2 = form([{ field: 'id', value: '1' }, { field: 'id', value: '2' }, { field: 'accept', value: 'true' }, { field: 'final_report_file', filename: 'i.pdf', content: pdf }]);
    expect((await refused(400, () => post(STRATEGY_API.finish, ids2))).errors).toEqual({ id: [UPLOAD_MSG.repeatedField] });
  });
});
