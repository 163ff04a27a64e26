import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { getDocument } from '../../test/pdfjs';
import { leaksOf, pdfStreams, tokensIn as tokensFound } from '../../test/identity-leaks';
import { BlindCopyError, writeBlindCopy } from './blind-copy';
import { cleanGif, cleanJpeg } from './blind-copy/images';
import { cleanXmlText } from './blind-copy/xml';
import { CONTENT_KINDS, contentCheck, type TContentKind } from './content-kinds';
import { SAMPLES, lyingSizeDocx, zipBombDocx } from './content-samples';

/*
 * The blind copy (issue 39) on documents written by a real producer: LibreOffice made the fixtures
 * (apps/api/test/fixtures/blind/make.sh) with 'María Fernanda Rojas Quintero' as their author, in
 * their metadata, a comment and a tracked change, her e-mail in a custom property and her initials
 * on the comment; the images carry her in Exif, XMP, IPTC and text chunks. Each cleaned copy is
 * searched for every form of her name, byte by byte, in every inflated zip entry (zips inside zips
 * too) and in every inflated PDF stream; its content must still be there, and the product's own
 * upload check must still take it for a file of its kind.
 */

const FIXTURES = path.join(import.meta.dirname, '../../test/fixtures/blind');
const fixture = (name: string) => path.join(FIXTURES, name);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'siiicca-blind-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** What names her: the name, its parts, the initials, the e-mail. */
const TOKENS = ['María Fernanda Rojas Quintero', 'Fernanda', 'Rojas', 'Quintero', 'MFRQ', 'maria.rojas', 'unal.example'];

/** The tokens found in `bytes` itself. */
const tokensIn = (bytes: Buffer) => tokensFound(bytes, TOKENS);

/** Where in the file (and its layers) any form of her name is. */
const leaks = (bytes: Buffer) => leaksOf(bytes, TOKENS);

/** Cleans the fixture (or bytes) as `kind`: the copy's bytes. */
async function blind(kind: TContentKind, source: string | Buffer, name = `copy-${Math.random().toString(36).slice(2)}`): Promise<Buffer> {
  let from = source as string;
  if (Buffer.isBuffer(source)) {
    from = path.join(dir, `${name}.source`);
    fs.writeFileSync(from, source);
  }
  const target = path.join(dir, name);
  await writeBlindCopy(kind, from, target);
  return fs.readFileSync(target);
}

/** The refusal of the blind copy of `bytes` as `kind` (nothing left at the target). */
async function refusal(kind: TContentKind, bytes: Buffer): Promise<BlindCopyError> {
  const name = `refused-${Math.random().toString(36).slice(2)}`;
  const err = await blind(kind, bytes, name).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(BlindCopyError);
  expect(fs.existsSync(path.join(dir, name))).toBe(false);
  return err as BlindCopyError;
}

/** Whether the product's upload check (first bytes, then its scan of the whole file) takes `bytes` for a `kind`. */
async function uploadCheckTakes(kind: TContentKind, bytes: Buffer): Promise<boolean> {
  const file = path.join(dir, `checked-${Math.random().toString(36).slice(2)}`);
  fs.writeFileSync(file, bytes);
  const check = contentCheck([kind]);
  const head = bytes.subarray(0, check.headBytes);
  return check.accepts(head) && (await check.after(file, head)) === CONTENT_KINDS[kind].extension;
}

const zipEntries = async (bytes: Buffer) => (await JSZip.loadAsync(bytes)).files;
const entryText = async (bytes: Buffer, name: string) => (await JSZip.loadAsync(bytes)).file(name)!.async('string');
/** The text runs of a Word document, joined. */
const wordText = (xml: string) => [...xml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('');

describe('the fixtures carry her name (the search finds it)', () => {
  it.each(['informe.docx', 'informe.odt', 'informe.pdf', 'presupuesto.xlsx', 'presentacion.pptx', 'foto.jpg', 'imagen.png', 'imagen.webp'])('%s', async (name) => {
    const found = await leaks(fs.readFileSync(fixture(name)));
    expect(found.length, name).toBeGreaterThan(0);
  });
});

describe('blind copy of Office documents', () => {
  it('a DOCX keeps its text, comment and tracked change, without her name, e-mail or initials anywhere', async () => {
    const source = fs.readFileSync(fixture('informe.docx'));
    const copy = await blind('docx', fixture('informe.docx'));
    expect(await leaks(copy)).toEqual([]);
    // The same parts, in the same order.
    expect(Object.keys(await zipEntries(copy))).toEqual(Object.keys(await zipEntries(source)));
    const document = await entryText(copy, 'word/document.xml');
    expect(wordText(document)).toContain('Cronograma de actividades del proyecto de investigación.');
    expect(wordText(document)).toContain('Muestreo trimestral en tres cuencas.');
    expect(document).toMatch(/<w:ins w:id="\d+" w:author="Autor"/);
    const comments = await entryText(copy, 'word/comments.xml');
    expect(wordText(comments)).toContain('Revisar el presupuesto del segundo año.');
    expect(comments).toMatch(/<w:comment [^>]*w:author="Autor"[^>]*w:initials=""/);
    const core = await entryText(copy, 'docProps/core.xml');
    expect(core).toContain('<dc:creator>Autor</dc:creator>');
    expect(core).toContain('<cp:lastModifiedBy>Autor</cp:lastModifiedBy>');
    expect(core).toContain('<dcterms:created xsi:type="dcterms:W3CDTF">2024-03-01T10:00:00Z</dcterms:created>');
    // The custom properties part stays (the package's relationships name it), empty.
    expect(await entryText(copy, 'docProps/custom.xml')).toMatch(/<Properties xmlns="[^"]*custom-properties"[^>]*\/>$/);
    // The photo in it lost its Exif, XMP, IPTC and comment, and is still the same picture.
    const photo = await (await JSZip.loadAsync(copy)).file('word/media/image1.jpeg')!.async('nodebuffer');
    expect(photo.subarray(photo.indexOf(Buffer.from([0xff, 0xda])))).toEqual(fs.readFileSync(fixture('foto.jpg')).subarray(fs.readFileSync(fixture('foto.jpg')).indexOf(Buffer.from([0xff, 0xda]))));
    expect(await uploadCheckTakes('docx', copy)).toBe(true);
  });

  it('an XLSX keeps its cells and comment; the comment author is Autor', async () => {
    const copy = await blind('xlsx', fixture('presupuesto.xlsx'));
    expect(await leaks(copy)).toEqual([]);
    expect(await entryText(copy, 'xl/sharedStrings.xml')).toContain('Equipos de laboratorio');
    const comments = await entryText(copy, 'xl/comments1.xml');
    expect(comments).toContain('<authors><author>Autor</author></authors>');
    expect(comments).toContain('Cotización de marzo.');
    expect(await uploadCheckTakes('xlsx', copy)).toBe(true);
  });

  it('a PPTX keeps its slide and comment; the comment author is Autor, no initials', async () => {
    const copy = await blind('pptx', fixture('presentacion.pptx'));
    expect(await leaks(copy)).toEqual([]);
    expect(await entryText(copy, 'ppt/slides/slide1.xml')).toContain('Resultados esperados del proyecto');
    expect(await entryText(copy, 'ppt/commentAuthors.xml')).toMatch(/<p:cmAuthor id="0" name="Autor" initials=""/);
    expect(await entryText(copy, 'ppt/comments/comment1.xml')).toContain('Agregar el mapa de las cuencas.');
    expect(await uploadCheckTakes('pptx', copy)).toBe(true);
  });

  it('an ODT (a zip to the upload check) keeps its text; meta.xml has no user-defined or printed-by; mimetype stays first and stored', async () => {
    const copy = await blind('zip', fixture('informe.odt'));
    expect(await leaks(copy)).toEqual([]);
    // The bytes a program reads an ODF package's type from: the first entry's name and its stored content.
    expect(copy.toString('latin1', 30, 38)).toBe('mimetype');
    expect(copy.toString('latin1', 38, 77)).toBe('application/vnd.oasis.opendocument.text');
    expect(copy.readUInt16LE(8)).toBe(0);
    const meta = await entryText(copy, 'meta.xml');
    expect(meta).toContain('<meta:initial-creator>Autor</meta:initial-creator>');
    expect(meta).not.toMatch(/user-defined|printed-by|<dc:title|meta:keyword/);
    const content = await entryText(copy, 'content.xml');
    expect(content).toContain('Cronograma de actividades del proyecto de investigación.');
    expect(content).toContain('<office:change-info><dc:creator>Autor</dc:creator>');
    expect(await uploadCheckTakes('zip', copy)).toBe(true);
  });
});

describe('blind copy of a PDF', () => {
  it('a PDF/A exported by LibreOffice: no Info, no XMP, no comment author, and its text and comment still there', async () => {
    const copy = await blind('pdf', fixture('informe.pdf'));
    expect(await leaks(copy)).toEqual([]);
    const all = [copy, ...pdfStreams(copy)].map((b) => b.toString('latin1')).join('\n');
    expect(all).not.toMatch(/\/Author|\/Producer|\/Creator|\/Metadata|pdf-lib/);
    const doc = await getDocument({ data: new Uint8Array(copy), useSystemFonts: false, isEvalSupported: false }).promise;
    const page = await doc.getPage(1);
    const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
    expect(text).toContain('Cronograma de actividades del proyecto de investigación.');
    const { info, metadata } = await doc.getMetadata();
    expect(info).not.toHaveProperty('Author');
    expect(metadata).toBeNull();
    const notes = (await page.getAnnotations()).filter((a: { subtype: string }) => a.subtype === 'Text');
    expect(notes).toHaveLength(1);
    expect(notes[0].contentsObj.str).toBe('Revisar el presupuesto del segundo año.');
    expect(notes[0].titleObj.str).toBe('');
    await doc.destroy();
    expect(await uploadCheckTakes('pdf', copy)).toBe(true);
  });

  it('removed objects are gone from the file: an orphan, a page XMP, an image XMP, the Exif of a JPEG image', async () => {
    // A PDF as pdf-lib writes one with her photo (its JPEG bytes as they are), her name in Info,
    // an XMP stream on the page, and an object nothing refers to.
    const pdf = await PDFDocument.create();
    pdf.setAuthor('María Fernanda Rojas Quintero');
    pdf.setKeywords(['MFRQ']);
    // A copy in its own ArrayBuffer: pdf-lib reads a small Buffer's pooled ArrayBuffer from its start.
    const photo = await pdf.embedJpg(new Uint8Array(fs.readFileSync(fixture('foto.jpg'))));
    const page = pdf.addPage([200, 200]);
    page.drawImage(photo, { x: 10, y: 10, width: 100, height: 50 });
    page.drawText('Carta de aval', { x: 10, y: 100 });
    const xmp = pdf.context.stream('<x:xmpmeta><dc:creator>maria.rojas@unal.example.edu.co</dc:creator></x:xmpmeta>', { Type: 'Metadata', Subtype: 'XML' });
    page.node.set(PDFName.of('Metadata'), pdf.context.register(xmp));
    pdf.context.register(pdf.context.obj({ Note: PDFHexString.fromText('Rojas Quintero'), Other: PDFString.of('Fernanda') }));
    const source = Buffer.from(await pdf.save({ useObjectStreams: false }));
    expect(await leaks(source)).not.toEqual([]);

    const copy = await blind('pdf', source);
    expect(await leaks(copy)).toEqual([]);
    const doc = await getDocument({ data: new Uint8Array(copy), useSystemFonts: false, isEvalSupported: false }).promise;
    const text = (await (await doc.getPage(1)).getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
    expect(text).toContain('Carta de aval');
    await doc.destroy();
    expect(await uploadCheckTakes('pdf', copy)).toBe(true);
  });

  it('an encrypted PDF is refused', async () => {
    expect((await refusal('pdf', fs.readFileSync(fixture('cifrado.pdf')))).problem).toBe('encrypted');
  });

  it('a PDF it cannot parse is refused', async () => {
    expect((await refusal('pdf', Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R\nendobj\n%%EOF\n'))).problem).toBe('unreadable');
  });
});

describe('blind copy of images', () => {
  /** The bytes from the first start of scan on: the picture itself. */
  const scans = (jpeg: Buffer) => jpeg.subarray(jpeg.indexOf(Buffer.from([0xff, 0xda])));

  it('a JPEG loses its Exif, XMP, IPTC and comment, keeps its picture and its orientation', async () => {
    const source = fs.readFileSync(fixture('foto.jpg'));
    const copy = await blind('jpeg', fixture('foto.jpg'));
    expect(await leaks(copy)).toEqual([]);
    expect(scans(copy)).toEqual(scans(source));
    // The only APP1 left is an Exif with the orientation (6: turned a quarter) and nothing else.
    const app1 = copy.indexOf(Buffer.from([0xff, 0xe1]));
    expect(copy.toString('latin1', app1 + 4, app1 + 10)).toBe('Exif\0\0');
    expect(copy.readUInt16BE(app1 + 2)).toBe(34);
    expect(copy.readUInt16BE(app1 + 4 + 6 + 8 + 2 + 8)).toBe(6);
    expect(copy.indexOf(Buffer.from([0xff, 0xed]))).toBe(-1);
    expect(copy.indexOf(Buffer.from([0xff, 0xfe]))).toBe(-1);
    expect(await uploadCheckTakes('jpeg', copy)).toBe(true);
  });

  it('a JPEG with nothing to drop and what follows its end: the picture stays, the tail goes', () => {
    const plain = cleanJpeg(fs.readFileSync(fixture('foto.jpg')));
    expect(cleanJpeg(Buffer.concat([plain, Buffer.from('Rojas Quintero')]))).toEqual(plain);
    expect(() => cleanJpeg(Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff]))).toThrow(BlindCopyError);
  });

  it('a PNG loses its tEXt, zTXt, iTXt and eXIf chunks, keeps the rest byte for byte', async () => {
    const source = fs.readFileSync(fixture('imagen.png'));
    const copy = await blind('png', fixture('imagen.png'));
    expect(await leaks(copy)).toEqual([]);
    for (const type of ['tEXt', 'zTXt', 'iTXt', 'eXIf']) expect(copy.includes(type)).toBe(false);
    const idat = (b: Buffer) => b.subarray(b.indexOf('IDAT') - 4, b.indexOf('IEND') - 4);
    expect(idat(copy)).toEqual(idat(source));
    expect(await uploadCheckTakes('png', copy)).toBe(true);
  });

  it('a WebP loses its EXIF and XMP chunks and their flags; its RIFF size is right', async () => {
    const copy = await blind('webp', fixture('imagen.webp'));
    expect(await leaks(copy)).toEqual([]);
    expect(copy.readUInt32LE(4)).toBe(copy.length - 8);
    expect(copy.toString('latin1', 12, 16)).toBe('VP8X');
    expect(copy[20]! & 0x0c).toBe(0);
    expect(copy.includes('EXIF') || copy.includes('XMP ')).toBe(false);
    expect(await uploadCheckTakes('webp', copy)).toBe(true);
  });

  it('a GIF loses its comments and XMP, keeps its looping and its image', async () => {
    const subBlocks = (data: Buffer) => Buffer.concat([Buffer.from([data.length]), data, Buffer.from([0])]);
    const head = Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00\x00\x00\x00\xff\xff\xff', 'latin1');
    const loop = Buffer.concat([Buffer.from([0x21, 0xff]), Buffer.from('\x0bNETSCAPE2.0\x03\x01\x00\x00\x00', 'latin1')]);
    const comment = Buffer.concat([Buffer.from([0x21, 0xfe]), subBlocks(Buffer.from('Autora: María Fernanda Rojas Quintero', 'latin1'))]);
    const xmp = Buffer.concat([Buffer.from([0x21, 0xff, 0x0b]), Buffer.from('XMP DataXMP'), subBlocks(Buffer.from('<dc:creator>MFRQ</dc:creator>'))]);
    const image = Buffer.from('\x2c\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02\x44\x01\x00', 'latin1');
    const gif = Buffer.concat([head, loop, comment, xmp, image, Buffer.from(';maria.rojas')]);
    expect(tokensIn(gif)).not.toEqual([]);
    const copy = await blind('gif', gif);
    expect(copy).toEqual(Buffer.concat([head, loop, image, Buffer.from(';')]));
    expect(await uploadCheckTakes('gif', copy)).toBe(true);
    expect(() => cleanGif(Buffer.concat([head, image]))).toThrow(BlindCopyError);
  });
});

describe('kinds copied or refused as they are', () => {
  it.each(['txt', 'csv'] as const)('%s is copied byte for byte', async (kind) => {
    const text = SAMPLES[kind]();
    expect(await blind(kind, text)).toEqual(text);
  });

  it.each(['doc', 'xls', 'ppt'] as const)('an old binary Office document (%s) is refused: its property streams are not edited', async (kind) => {
    expect((await refusal(kind, SAMPLES.ole())).problem).toBe('oldFormat');
  });

  it('a zip bomb is refused while inflating, nothing written', async () => {
    // 'tooLarge' comes from the inflation cap, so it stopped there (how fast is not this test's to time).
    expect((await refusal('docx', zipBombDocx())).problem).toBe('tooLarge');
    await refusal('docx', lyingSizeDocx());
  });
});

/** An OLE file whose directory lists these streams (a header and one directory sector; enough for the directory check). */
function oleWith(names: string[]): Buffer {
  const header = Buffer.concat([SAMPLES.ole().subarray(0, 8), Buffer.alloc(504)]);
  const directory = Buffer.alloc(512);
  ['Root Entry', ...names].forEach((name, i) => {
    const at = i * 128;
    directory.write(`${name}\0`, at, 'utf16le');
    directory.writeUInt16LE((name.length + 1) * 2, at + 64);
    directory[at + 66] = i === 0 ? 5 : 2;
  });
  return Buffer.concat([header, directory]);
}

describe('documents inside a zip', () => {
  const zipOf = async (entries: Record<string, Buffer | string>) => {
    const zip = new JSZip();
    for (const [name, content] of Object.entries(entries)) zip.file(name, content);
    return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
  };

  it('a zip of annexes: the DOCX, ODT, PDF and photo in it are cleaned, the rest copied as it is', async () => {
    const notes = 'Anexo 3: cronograma detallado.\n';
    // Someone's data in XML: not a package's part, left as it is.
    const data = '<registro><dc:creator>Instituto de Hidrología</dc:creator><muestra author="laboratorio"/></registro>';
    const source = await zipOf({
      'anexos/informe.docx': fs.readFileSync(fixture('informe.docx')),
      'anexos/informe.odt': fs.readFileSync(fixture('informe.odt')),
      'anexos/informe.pdf': fs.readFileSync(fixture('informe.pdf')),
      'anexos/foto.jpg': fs.readFileSync(fixture('foto.jpg')),
      'anexos/notas.txt': notes,
      'anexos/datos.xml': data,
    });
    const copy = await blind('zip', source);
    expect(await leaks(copy)).toEqual([]);
    const entries = await JSZip.loadAsync(copy);
    expect(Object.keys(entries.files)).toEqual(['anexos/', 'anexos/informe.docx', 'anexos/informe.odt', 'anexos/informe.pdf', 'anexos/foto.jpg', 'anexos/notas.txt', 'anexos/datos.xml']);
    expect(await entries.file('anexos/notas.txt')!.async('string')).toBe(notes);
    expect(await entries.file('anexos/datos.xml')!.async('string')).toBe(data);
    const docx = await entries.file('anexos/informe.docx')!.async('nodebuffer');
    expect(wordText(await entryText(docx, 'word/document.xml'))).toContain('Muestreo trimestral en tres cuencas.');
    expect(await uploadCheckTakes('docx', docx)).toBe(true);
    expect(await uploadCheckTakes('pdf', await entries.file('anexos/informe.pdf')!.async('nodebuffer'))).toBe(true);
    expect(await uploadCheckTakes('zip', copy)).toBe(true);
  });

  it('zips nested deeper than a zip in a document in a zip are refused', async () => {
    const docx = fs.readFileSync(fixture('informe.docx'));
    expect(await leaks(await blind('zip', await zipOf({ 'a.zip': await zipOf({ 'b.docx': docx }) })))).toEqual([]);
    expect((await refusal('zip', await zipOf({ 'a.zip': await zipOf({ 'b.zip': await zipOf({ 'c.docx': docx }) }) }))).problem).toBe('tooLarge');
  });

  it('an embedded OLE object: an equation is copied, a Word document or a packaged file is refused', async () => {
    const docx = await JSZip.loadAsync(fs.readFileSync(fixture('informe.docx')));
    const equation = oleWith(['\x01CompObj', '\x03ObjInfo', 'Equation Native']);
    docx.file('word/embeddings/oleObject1.bin', equation);
    const copy = await blind('docx', await docx.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }));
    expect(await (await JSZip.loadAsync(copy)).file('word/embeddings/oleObject1.bin')!.async('nodebuffer')).toEqual(equation);
    for (const streams of [['WordDocument', '\x05SummaryInformation'], ['\x01Ole10Native']]) {
      docx.file('word/embeddings/oleObject1.bin', oleWith(streams));
      expect((await refusal('docx', await docx.generateAsync({ type: 'nodebuffer' }))).problem).toBe('oldFormat');
    }
  });
});

describe('the XML parts Word, Excel and PowerPoint write (LibreOffice does not)', () => {
  const NAME = 'María Fernanda Rojas Quintero';
  const EMAIL = 'maria.rojas@unal.example.edu.co';
  const clean = (xml: string) => {
    const out = cleanXmlText(xml);
    expect(tokensIn(Buffer.from(out, 'latin1'))).toEqual([]);
    return out;
  };
  // The parts are latin1 text of their UTF-8 bytes, as the module reads them.
  const utf8 = (s: string) => Buffer.from(s, 'utf8').toString('latin1');

  it('word/people.xml: the person is Autor, the presence (her e-mail) gone', () => {
    const out = clean(
      utf8(
        `<w15:people xmlns:w15="http://schemas.microsoft.com/office/word/2012/wordml"><w15:person w15:author="${NAME}"><w15:presenceInfo w15:providerId="AD" w15:userId="S::${EMAIL}::1b2c"/></w15:person></w15:people>`,
      ),
    );
    expect(out).toBe('<w15:people xmlns:w15="http://schemas.microsoft.com/office/word/2012/wordml"><w15:person w15:author="Autor"></w15:person></w15:people>');
  });

  it('tracked changes of every kind and comments in word/document.xml and word/comments.xml', () => {
    const out = clean(
      utf8(
        `<w:body><w:p><w:ins w:id="1" w:author="${NAME}" w:date="2024-03-02T11:00:00Z"><w:r><w:t>nuevo</w:t></w:r></w:ins><w:del w:id="2" w:author='${NAME}'><w:r><w:delText>viejo</w:delText></w:r></w:del><w:r><w:rPr><w:rPrChange w:id="3" w:author="${NAME}"/></w:rPr></w:r></w:p></w:body><w:comment w:id="0" w:author="${NAME}" w:initials="MFRQ"/>`,
      ),
    );
    expect(out).toContain('<w:ins w:id="1" w:author="Autor" w:date="2024-03-02T11:00:00Z">');
    expect(out).toContain('<w:del w:id="2" w:author="Autor">');
    expect(out).toContain('<w:rPrChange w:id="3" w:author="Autor"/>');
    expect(out).toContain('<w:comment w:id="0" w:author="Autor" w:initials=""/>');
    expect(out).toContain('<w:t>nuevo</w:t>');
  });

  it('Excel: comment authors and the name Excel writes into the comment, persons of threaded comments, revisions, the file path', () => {
    const comments = clean(
      utf8(`<comments><authors><author>${NAME}</author><author>tc={6F1E}</author></authors><commentList><comment ref="B2" authorId="0"><text><r><rPr><b/></rPr><t>${NAME}:</t></r><r><t>Cotización de marzo.</t></r></text></comment></commentList></comments>`),
    );
    expect(comments).toContain('<authors><author>Autor</author><author>tc={6F1E}</author></authors>');
    expect(comments).toContain('<t>Autor:</t>');
    expect(comments).toContain(utf8('<t>Cotización de marzo.</t>'));
    expect(clean(utf8(`<personList><person displayName="${NAME}" id="{A1}" userId="${EMAIL}" providerId="AD"/></personList>`))).toBe(
      '<personList><person displayName="Autor" id="{A1}" userId="" providerId="AD"/></personList>',
    );
    expect(clean(utf8(`<users><userInfo guid="{B2}" name="${NAME}" id="1" dateTime="2024-03-02T11:00:00"/></users><headers><header userName="${NAME}"/></headers>`))).toContain(
      '<userInfo guid="{B2}" name="Autor" id="1"',
    );
    expect(clean('<workbook><fileSharing userName="MFRQ"/><x15ac:absPath url="C:\\Users\\mrojas\\Documents\\Rojas\\" xmlns:x15ac="x"/></workbook>')).toContain('<x15ac:absPath url=""');
  });

  it('PowerPoint: comment authors, old and modern', () => {
    expect(clean(utf8(`<p:cmAuthorLst><p:cmAuthor id="0" name="${NAME}" initials="MFRQ" lastIdx="1" clrIdx="0"/></p:cmAuthorLst>`))).toBe(
      '<p:cmAuthorLst><p:cmAuthor id="0" name="Autor" initials="" lastIdx="1" clrIdx="0"/></p:cmAuthorLst>',
    );
    expect(clean(utf8(`<p188:authorLst><p188:author id="{C3}" name="${NAME}" initials="MR" userId="${EMAIL}" providerId="AD"/></p188:authorLst>`))).toBe(
      '<p188:authorLst><p188:author id="{C3}" name="Autor" initials="" userId="" providerId="AD"/></p188:authorLst>',
    );
  });

  it('docProps/app.xml and core.xml as Office writes them; a template linked from her folder', () => {
    const app = clean(
      '<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Template>C:\\Users\\mrojas\\plantilla.dotx</Template><Manager>MFRQ</Manager><Company>Grupo Rojas Quintero</Company><Pages>3</Pages></Properties>',
    );
    expect(app).toBe('<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Template>plantilla.dotx</Template><Manager></Manager><Company></Company><Pages>3</Pages></Properties>');
    const core = clean(
      utf8(`<cp:coreProperties xmlns:cp="c"><dc:creator>${NAME}</dc:creator><cp:lastModifiedBy>${EMAIL}</cp:lastModifiedBy><dc:title>Informe de ${NAME}</dc:title><cp:keywords>MFRQ</cp:keywords><cp:category/></cp:coreProperties>`),
    );
    expect(core).toBe('<cp:coreProperties xmlns:cp="c"><dc:creator>Autor</dc:creator><cp:lastModifiedBy>Autor</cp:lastModifiedBy><dc:title></dc:title><cp:keywords></cp:keywords><cp:category/></cp:coreProperties>');
    const rels = clean(
      '<Relationships><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/attachedTemplate" Target="file:///C:\\Users\\mrojas.quintero\\AppData\\Roaming\\Microsoft\\Templates\\Normal.dotm" TargetMode="External"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="https://example.org/informe" TargetMode="External"/></Relationships>',
    );
    expect(rels).toContain('Target="Normal.dotm" TargetMode="External"/>');
    expect(rels).toContain('Target="https://example.org/informe" TargetMode="External"/>');
  });
});
