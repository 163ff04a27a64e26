import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { ACCEPT_TOKENS, UPLOAD_MSG } from '@siiicca/shared';
import { acceptCheck, kindsOf } from './content-kinds';
import { ACTIVE_PDF_CONTENT, SAMPLES, lyingSizeDocx, macroDocx, manyEntriesZip, notOoxmlDocx, pdfObjects, pdfOf, zipBombDocx } from './content-samples';
import { createFileStore } from './files';
import { renderPdf } from './pdf';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'siiicca-kinds-'));
const files = createFileStore(dataDir);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const folder = path.join(dataDir, 'files', 'checks');
const stored = () => (fs.existsSync(folder) ? fs.readdirSync(folder) : []);

/** Stores `content` as a document that accepts `accept`: the stored path, or the refusal's status. */
async function store(accept: string, content: Buffer, maxBytes = 1e6) {
  const answer = await refusal(accept, content, maxBytes);
  return typeof answer === 'string' ? answer : answer.statusCode;
}

/** The stored path, or the refusal's status and message ('tipo' when no kind admits it). */
async function refusal(accept: string, content: Buffer, maxBytes = 1e6): Promise<string | { statusCode: number; message: string }> {
  try {
    const saved = await files.save('checks', Readable.from([content]), { ...acceptCheck(accept), maxBytes, tooLarge: 'grande', wrongType: 'tipo' });
    return saved.path;
  } catch (err) {
    const { statusCode, message } = err as { statusCode: number; message: string };
    return { statusCode, message };
  }
}

/** Expects `content` refused as `accept` with `message`, and nothing kept. */
async function refusedWith(accept: string, content: Buffer, message: string) {
  const before = stored();
  expect(await refusal(accept, content, 2e8)).toEqual({ statusCode: 400, message });
  expect(stored()).toEqual(before);
}

describe('content kinds', () => {
  it('every accept token a call may use is one the server checks', () => {
    for (const token of ACCEPT_TOKENS) expect(kindsOf(token), token).not.toHaveLength(0);
    expect(kindsOf('.exe')).toEqual([]);
    // Upper case and spaces as people type them.
    expect(kindsOf(' .PDF , .Docx')).toEqual(['pdf', 'docx']);
  });

  it.each([
    ['.pdf', SAMPLES.pdf(), 'pdf'],
    ['application/pdf', SAMPLES.pdf(), 'pdf'],
    ['.pdf,.doc,.docx', SAMPLES.ole(), 'doc'],
    ['.xls,.xlsx', SAMPLES.ole(), 'xls'],
    ['image/*', SAMPLES.png(), 'png'],
    ['image/*', SAMPLES.jpeg(), 'jpg'],
    ['image/*', SAMPLES.gif(), 'gif'],
    ['image/*', SAMPLES.webp(), 'webp'],
    ['.txt', SAMPLES.txt(), 'txt'],
    ['.csv', SAMPLES.csv(), 'csv'],
  ])('%s takes its kind and is stored with its extension (%#)', async (accept, content, extension) => {
    const saved = await store(accept, content);
    expect(saved).toMatch(new RegExp(`^checks/[0-9a-f-]{36}\\.${extension}$`));
    expect(fs.readFileSync(path.join(dataDir, 'files', saved as string))).toEqual(content);
  });

  it('an Office document is its Office Open XML package; a plain zip is not a .docx, but a .docx is a zip', async () => {
    expect(await store('.pdf,.doc,.docx', await SAMPLES.docx())).toMatch(/\.docx$/);
    expect(await store('.xls,.xlsx', await SAMPLES.xlsx())).toMatch(/\.xlsx$/);
    expect(await store('.pptx', await SAMPLES.pptx())).toMatch(/\.pptx$/);
    expect(await store('.docx', await SAMPLES.zip())).toBe(400);
    expect(await store('.xls,.xlsx', await SAMPLES.docx())).toBe(400);
    expect(await store('.zip', await SAMPLES.docx())).toMatch(/\.zip$/);
    expect(await store('.zip,.docx', await SAMPLES.docx())).toMatch(/\.docx$/);
    expect(await store('.zip', await SAMPLES.zip())).toMatch(/\.zip$/);
  });

  it.each([
    ['.pdf', 'a PNG named .pdf', SAMPLES.png()],
    ['.pdf', 'an empty file', Buffer.alloc(0)],
    ['.pdf,.doc,.docx', 'a PNG', SAMPLES.png()],
    ['image/*', 'a PDF', SAMPLES.pdf()],
    ['.zip', 'something that starts like a zip', SAMPLES.fakeZip()],
    ['.docx', 'something that starts like a zip', SAMPLES.fakeZip()],
    ['.txt', 'a binary file', SAMPLES.binary()],
    ['.txt', 'an empty file', Buffer.alloc(0)],
    ['.exe', 'anything: the server cannot check it', SAMPLES.txt()],
  ])('%s refuses %s (400) and keeps nothing', async (accept, _what, content) => {
    const before = stored();
    expect(await store(accept, content)).toBe(400);
    expect(stored()).toEqual(before);
  });

  it('refuses a wrong file at its first bytes, before the rest has arrived', async () => {
    let sent = 0;
    const endless = new Readable({
      read() {
        sent += 1;
        this.push(sent > 1000 ? null : Buffer.alloc(64 * 1024, 0x41));
      },
    });
    const check = { ...acceptCheck('.pdf'), maxBytes: 1e9, tooLarge: 'grande', wrongType: 'tipo' };
    await expect(files.save('checks', endless, check)).rejects.toMatchObject({ statusCode: 400 });
    expect(sent).toBeLessThan(1000);
  });

  it('refuses a file over the limit (413) and keeps nothing', async () => {
    const before = stored();
    expect(await store('.txt', Buffer.alloc(2048, 0x41), 1024)).toBe(413);
    expect(stored()).toEqual(before);
  });
});

describe('a PDF is pages, not a program', () => {
  it.each(ACTIVE_PDF_CONTENT.flatMap((c) => [{ ...c, objectStream: false }, { ...c, objectStream: true }]))(
    '/$key (in an object stream: $objectStream) is refused and nothing is kept',
    async ({ objectStream, ...content }) => {
      await refusedWith('.pdf', pdfOf(pdfObjects(content), { objectStream }), UPLOAD_MSG.pdfActiveContent);
    },
  );

  it.each([
    ['a key written with #-escapes (/J#53, /Open#41ction)', pdfOf(pdfObjects({ page: '/A#41 << /O << /S /GoTo /D [3 0 R /Fit] >> >>' }))],
    ['an escaped key in an object stream', pdfOf(pdfObjects({ catalog: '/Open#41ction << /S /GoTo /D [3 0 R /Fit] >>' }), { objectStream: true })],
    ['a key inside a string the lexer would skip (a reader parses objects at their offsets)', pdfOf(pdfObjects({ catalog: '/Title (x) /Names << /JavaScript << /Names [] >> >>' }))],
  ])('%s is refused', async (_what, content) => {
    await refusedWith('.pdf', content, UPLOAD_MSG.pdfActiveContent);
  });

  it("an object stream cut short by an 'endstream' inside its compressed data is read to its real end", async () => {
    // A stored deflate block holding 'endstream' and an open string, then the objects compressed.
    const fake = Buffer.from('endstream\nendobj\n9 0 obj (');
    const objects = Buffer.from('1 0 2 40\n<< /Type /Catalog /Pages 2 0 R >>          \n<< /AA << /O << /S /GoTo /D [0 /Fit] >> >> >>\n');
    const all = Buffer.concat([fake, objects]);
    let a = 1;
    let b = 0;
    for (const c of all) [a, b] = [(a + c) % 65521, (b + ((a + c) % 65521)) % 65521];
    const adler = Buffer.alloc(4);
    adler.writeUInt32BE(((b << 16) | a) >>> 0);
    const storedBlock = Buffer.concat([Buffer.from([0x00, fake.length, 0x00, ~fake.length & 0xff, 0xff]), fake]);
    const data = Buffer.concat([Buffer.from([0x78, 0x01]), storedBlock, zlib.deflateRawSync(objects), adler]);
    expect(zlib.inflateSync(data).equals(all)).toBe(true);
    const pdf = Buffer.concat([
      Buffer.from(`%PDF-1.7\n5 0 obj\n<< /Type /ObjStm /N 2 /First 9 /Filter /FlateDecode /Length ${data.length} >>\nstream\n`),
      data,
      Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
    ]);
    await refusedWith('.pdf', pdf, UPLOAD_MSG.pdfActiveContent);
  });

  it('a key, a keyword or a tag cut by the 256 KB read boundary is still seen', async () => {
    const CHUNK = 256 * 1024;
    const objectStream = pdfOf(pdfObjects({ page: '/Annots [<< /Type /Annot /Subtype /Link /Rect [0 0 9 9] /A << /JS (x) >> >>]' }), { objectStream: true });
    const body = objectStream.subarray(objectStream.indexOf('\n') + 1);
    const cases: [Buffer, string, string][] = [
      [Buffer.from('1 0 obj << /Type /Catalog /AA << /O 2 0 R >> >> endobj\n'), '/AA', UPLOAD_MSG.pdfActiveContent],
      [Buffer.from('1 0 obj << /Names << /JavaScript 2 0 R >> >> endobj\n'), '/JavaScript', UPLOAD_MSG.pdfActiveContent],
      [body, 'stream\n', UPLOAD_MSG.pdfActiveContent],
      [body, 'endstream', UPLOAD_MSG.pdfActiveContent],
      [Buffer.from('1 0 obj << >> endobj\n<script>alert(1)</script>'), '<script', UPLOAD_MSG.webContent],
    ];
    for (const [content, target, message] of cases) {
      // The object stream's own 'stream' and 'endstream', not the page's content stream's.
      const at = target.includes('stream') ? content.indexOf(target, content.indexOf('/ObjStm')) : content.indexOf(target);
      for (let shift = 1; shift <= target.length; shift++) {
        const prefix = Buffer.from(`%PDF-1.7\n%${'x'.repeat(CHUNK - shift - at - 11)}\n`);
        expect(prefix.length + at).toBe(CHUNK - shift);
        expect(await refusal('.pdf', Buffer.concat([prefix, content]))).toEqual({ statusCode: 400, message });
      }
    }
  });

  it('a PDF that is also a web page (a polyglot) is refused', async () => {
    const plain = pdfOf(pdfObjects());
    await refusedWith('.pdf', Buffer.concat([Buffer.from('%PDF-1.4\n%<html><body><script>alert(1)</script></body></html>\n'), plain.subarray(9)]), UPLOAD_MSG.webContent);
    await refusedWith('.pdf', Buffer.concat([plain, Buffer.from('<!DOCTYPE html><p>hola</p>')]), UPLOAD_MSG.webContent);
    await refusedWith('image/*', Buffer.concat([SAMPLES.png(), Buffer.from('<script>alert(1)</script>')]), UPLOAD_MSG.webContent);
  });

  it('an object stream that cannot be read (encrypted, another filter) is refused', async () => {
    const plain = pdfOf(pdfObjects(), { objectStream: true });
    const scrambled = Buffer.from(plain.toString('latin1').replace(/(\/Type \/ObjStm[^\n]*\nstream\n)([\s\S]*?)(\nendstream)/, (_m, head: string, data: string, end: string) => `${head}${'x'.repeat(data.length)}${end}`), 'latin1');
    await refusedWith('.pdf', scrambled, UPLOAD_MSG.pdfUnreadable);
    await refusedWith('.pdf', Buffer.from(plain.toString('latin1').replace('/Type /ObjStm', '/Type /ObjStm /DecodeParms << /Predictor 12 >>'), 'latin1'), UPLOAD_MSG.pdfUnreadable);
  });

  it.each([
    ['a page and a font', () => pdfOf(pdfObjects())],
    ['the same in an object stream (PDF 1.5)', () => pdfOf(pdfObjects(), { objectStream: true })],
    ["'/OpenAction [3 0 R /Fit]' (LaTeX's hyperref opens the first page)", () => pdfOf(pdfObjects({ catalog: '/OpenAction [3 0 R /Fit]' }))],
    ['a reference to the open view, in an object stream', () => pdfOf(pdfObjects({ catalog: '/OpenAction 3 0 R /PageMode /UseOutlines' }), { objectStream: true })],
    ['links to web pages', () => pdfOf(pdfObjects({ page: '/Annots [<< /Type /Annot /Subtype /Link /Rect [0 0 9 9] /A << /S /URI /URI (https://www.usta.edu.co) >> >>]' }))],
    ['the demo data and the product\'s own PDFs (pdfmake)', () => renderPdf({ content: ['Carta de aval', { text: 'usta.edu.co', link: 'https://www.usta.edu.co' }] })],
  ])('%s is accepted', async (_what, make) => {
    expect(await store('.pdf', await make())).toMatch(/\.pdf$/);
  });
});

describe('an Office document is a real Office Open XML package', () => {
  it('documents written by Office libraries are accepted (exceljs, the demo budget)', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Presupuesto').addRows([['Rubro', 'Valor (COP)'], ['Personal', 24000000]]);
    expect(await store('.xls,.xlsx', Buffer.from(await book.xlsx.writeBuffer()))).toMatch(/\.xlsx$/);
  });

  it("a zip with a 'word/' folder but no package (no [Content_Types].xml naming the main part) is not a .docx", async () => {
    await refusedWith('.docx', await notOoxmlDocx(), 'tipo');
    await refusedWith('.pdf,.doc,.docx', await macroDocx(), 'tipo');
    // As a plain zip it is what it is.
    expect(await store('.zip', await notOoxmlDocx())).toMatch(/\.zip$/);
  });

  it('a zip bomb (4 GiB from 34 KB) is refused while inflating, as a .docx and as a .zip', async () => {
    const bomb = zipBombDocx();
    expect(bomb.length).toBeLessThan(64 * 1024);
    await refusedWith('.docx', bomb, UPLOAD_MSG.zipTooLarge);
    await refusedWith('.zip', bomb, UPLOAD_MSG.zipTooLarge);
  });

  it('a part that inflates past the size its directory declares is refused', async () => {
    await refusedWith('.docx', lyingSizeDocx(), UPLOAD_MSG.zipUnreadable);
  });

  it('a zip of more than 10,000 entries is refused; a folder of 1,000 annexes is fine', async () => {
    await refusedWith('.zip', manyEntriesZip(10_001), UPLOAD_MSG.zipTooManyEntries(10_000));
    expect(await store('.zip', manyEntriesZip(1_000), 2e8)).toMatch(/\.zip$/);
  });
});
