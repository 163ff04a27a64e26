import JSZip from 'jszip';
import { deflateRawSync, deflateSync } from 'node:zlib';

/*
 * Tiny real files of each content kind, for tests (content-kinds.test.ts, the projects' uploads).
 * Office documents are Office Open XML packages (content types, relationships, the main part); the
 * rest are their first bytes and a little content.
 */

const zipOf = async (entries: Record<string, string>) => {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(entries)) zip.file(name, content);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
};

const OOXML = 'application/vnd.openxmlformats-officedocument';

/** An Office Open XML package's smallest parts: the content types naming its main part, and that part. */
const office = (mainPart: string, mainType: string, content: string) =>
  zipOf({
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/${mainPart}" ContentType="${OOXML}.${mainType}.main+xml"/></Types>`,
    '_rels/.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${mainPart}"/></Relationships>`,
    [mainPart]: content,
  });

export const SAMPLES = {
  pdf: () => Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  png: () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01', 'latin1')]),
  jpeg: () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]),
  gif: () => Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
  webp: () => Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8L\x0d\0\0\0\x2f\0\0\0\x10\x07\x10\x11\x11\x88\x88\xfe\x07\0', 'latin1')]),
  /** The header of the old binary Office documents (.doc, .xls, .ppt), then filler. */
  ole: () => Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504, 0)]),
  docx: () => office('word/document.xml', 'wordprocessingml.document', '<w:document/>'),
  xlsx: () => office('xl/workbook.xml', 'spreadsheetml.sheet', '<workbook/>'),
  pptx: () => office('ppt/presentation.xml', 'presentationml.presentation', '<p:presentation/>'),
  zip: () => zipOf({ 'leeme.txt': 'hola' }),
  /** Starts like a zip, but is not one. */
  fakeZip: () => Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.from('esto no es un zip '.repeat(20))]),
  txt: () => Buffer.from('Cronograma de actividades\nMes 1: revisión\n'),
  csv: () => Buffer.from('mes;actividad\n1;revisión\n'),
  /** Binary: a NUL byte in its first KB. */
  binary: () => Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
} as const;

/*
 * PDFs as a writer makes them, for the active-content tests: objects 1 (catalog) to n, then either
 * a cross-reference table, or (PDF 1.5) every object compressed in an object stream with a
 * cross-reference stream. `qpdf --check` finds both well formed.
 */

/** A one-page document's objects; `catalog` and `page` add entries to the catalog and the page. */
export function pdfObjects(opts: { catalog?: string; page?: string; extra?: string[] } = {}): string[] {
  const text = 'BT /F1 12 Tf 72 720 Td (Carta de aval) Tj ET';
  return [
    `<< /Type /Catalog /Pages 2 0 R ${opts.catalog ?? ''} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> ${opts.page ?? ''} >>`,
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...(opts.extra ?? []),
  ];
}

const pad10 = (n: number) => String(n).padStart(10, '0');

/** The bytes of a PDF of `objects` (numbered from 1, the first the catalog). */
export function pdfOf(objects: string[], opts: { objectStream?: boolean } = {}): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]!.length;
  const add = (b: Buffer) => {
    parts.push(b);
    length += b.length;
  };
  const offsets: number[] = [];
  const writeObject = (n: number, body: Buffer | string) => {
    offsets[n] = length;
    add(Buffer.concat([Buffer.from(`${n} 0 obj\n`), Buffer.from(body as string, 'latin1'), Buffer.from('\nendobj\n')]));
  };
  const n = objects.length;
  // Objects with a stream cannot go into an object stream.
  const inStream = opts.objectStream ? objects.map((o) => !o.includes('\nstream\n')) : objects.map(() => false);
  objects.forEach((o, i) => {
    if (!inStream[i]) writeObject(i + 1, o);
  });
  if (!opts.objectStream) {
    const xref = length;
    add(Buffer.from(`xref\n0 ${n + 1}\n0000000000 65535 f \n${offsets.slice(1).map((o) => `${pad10(o)} 00000 n \n`).join('')}`));
    add(Buffer.from(`trailer\n<< /Size ${n + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`));
    return Buffer.concat(parts);
  }
  // The object stream (n + 1): "number offset" pairs, then the objects.
  const packed = objects.map((o, i) => ({ o, i })).filter(({ i }) => inStream[i]);
  let body = '';
  const index: string[] = [];
  for (const { o, i } of packed) {
    index.push(`${i + 1} ${body.length}`);
    body += `${o}\n`;
  }
  const head = `${index.join(' ')}\n`;
  const data = deflateSync(Buffer.from(head + body, 'latin1'));
  writeObject(n + 1, Buffer.concat([Buffer.from(`<< /Type /ObjStm /N ${packed.length} /First ${head.length} /Filter /FlateDecode /Length ${data.length} >>\nstream\n`), data, Buffer.from('\nendstream')]).toString('latin1'));
  // The cross-reference stream (n + 2): per object its type, offset or object stream, generation or index.
  offsets[n + 2] = length;
  const rows = Buffer.alloc((n + 3) * 7);
  const row = (k: number, type: number, field2: number, field3: number) => {
    rows.writeUInt8(type, k * 7);
    rows.writeUInt32BE(field2, k * 7 + 1);
    rows.writeUInt16BE(field3, k * 7 + 5);
  };
  row(0, 0, 0, 65535);
  objects.forEach((_, i) => (inStream[i] ? row(i + 1, 2, n + 1, packed.findIndex((p) => p.i === i)) : row(i + 1, 1, offsets[i + 1]!, 0)));
  row(n + 1, 1, offsets[n + 1]!, 0);
  row(n + 2, 1, offsets[n + 2]!, 0);
  const xrefData = deflateSync(rows);
  add(Buffer.from(`${n + 2} 0 obj\n<< /Type /XRef /Size ${n + 3} /W [1 4 2] /Root 1 0 R /Filter /FlateDecode /Length ${xrefData.length} >>\nstream\n`, 'latin1'));
  add(xrefData);
  add(Buffer.from(`\nendstream\nendobj\nstartxref\n${offsets[n + 2]}\n%%EOF\n`));
  return Buffer.concat(parts);
}

/**
 * Active content of a PDF, one key each (by itself, not with others), as a writer puts it in the
 * catalog or the page: `key` is the name the scan must find.
 */
export const ACTIVE_PDF_CONTENT: { key: string; catalog?: string; page?: string; extra?: string[] }[] = [
  { key: 'OpenAction', catalog: '/OpenAction << /S /GoTo /D [3 0 R /Fit] >>' },
  { key: 'JavaScript', catalog: '/Names << /JavaScript << /Names [(a) 6 0 R] >> >>', extra: ['<< /S /Named /N /Print >>'] },
  { key: 'JS', page: '/Annots [<< /Type /Annot /Subtype /Link /Rect [0 0 100 100] /A << /JS (app.alert\\(1\\)) >> >>]' },
  { key: 'Launch', page: '/Annots [<< /Type /Annot /Subtype /Link /Rect [0 0 100 100] /A << /S /Launch /F (calc.exe) >> >>]' },
  { key: 'EmbeddedFiles', catalog: '/Names << /EmbeddedFiles << /Names [] >> >>' },
  { key: 'EmbeddedFile', extra: ['<< /Type /EmbeddedFile /Length 4 >>\nstream\nMZ\x90\x00\nendstream'] },
  { key: 'FileAttachment', page: '/Annots [<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 10 10] /FS (a.exe) >>]' },
  { key: 'RichMedia', page: '/Annots [<< /Type /Annot /Subtype /RichMedia /Rect [0 0 10 10] >>]' },
  { key: 'AA', page: '/AA << /O << /S /GoTo /D [3 0 R /Fit] >> >>' },
  { key: 'SubmitForm', page: '/Annots [<< /Type /Annot /Subtype /Widget /Rect [0 0 10 10] /A << /S /SubmitForm /F (https://example.com/x) >> >>]' },
  { key: 'ImportData', page: '/Annots [<< /Type /Annot /Subtype /Widget /Rect [0 0 10 10] /A << /S /ImportData /F (datos.fdf) >> >>]' },
  { key: 'XFA', catalog: '/AcroForm << /Fields [] /XFA 6 0 R >>', extra: ['<< /Length 6 >>\nstream\n<xdp/>\nendstream'] },
  { key: 'GoToR', page: '/Annots [<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A << /S /GoToR /F (otro.pdf) /D [0 /Fit] >> >>]' },
  { key: 'GoToE', page: '/Annots [<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A << /S /GoToE /D [0 /Fit] >> >>]' },
  { key: 'Rendition', page: '/Annots [<< /Type /Annot /Subtype /Screen /Rect [0 0 10 10] /A << /S /Rendition /OP 0 >> >>]' },
];

type TRawEntry = { name: string; data: Buffer; deflated: boolean; size: number; crc?: number; sameDataAs?: string };

/**
 * A zip written byte by byte, for what a zip library refuses to write: an entry's directory record
 * may declare any size, and several records may point to one entry's data (`sameDataAs`).
 */
function rawZip(entries: TRawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const offsets = new Map<string, number>();
  let offset = 0;
  const header = (e: TRawEntry, central: boolean, at: number) => {
    const name = Buffer.from(e.name);
    const h = Buffer.alloc(central ? 46 : 30);
    h.writeUInt32LE(central ? 0x02014b50 : 0x04034b50, 0);
    let p = 4;
    if (central) h.writeUInt16LE(20, (p += 2) - 2);
    h.writeUInt16LE(20, p);
    h.writeUInt16LE(0, p + 2);
    h.writeUInt16LE(e.deflated ? 8 : 0, p + 4);
    h.writeUInt32LE(e.crc ?? 0, p + 10);
    h.writeUInt32LE(e.data.length, p + 14);
    h.writeUInt32LE(e.size, p + 18);
    h.writeUInt16LE(name.length, p + 22);
    if (central) h.writeUInt32LE(at, 42);
    return Buffer.concat([h, name]);
  };
  for (const e of entries.filter((x) => !x.sameDataAs)) {
    offsets.set(e.name, offset);
    const local = Buffer.concat([header(e, false, 0), e.data]);
    locals.push(local);
    offset += local.length;
  }
  const central = Buffer.concat(entries.map((e) => header(e, true, offsets.get(e.sameDataAs ?? e.name)!)));
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, central, end]);
}

const stored = (name: string, text: string): TRawEntry => ({ name, data: Buffer.from(text), deflated: false, size: Buffer.byteLength(text) });
const DOCX_TYPES = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="${OOXML}.wordprocessingml.document.main+xml"/></Types>`;

/**
 * A .docx that expands to 4 GiB from about 40 KB: a real document's parts, and 256 directory
 * records of 16 MiB of zeros that all point to one deflated copy of them (the overlapping zip bomb).
 */
export function zipBombDocx(): Buffer {
  const zeros: TRawEntry = { name: 'word/media/image0.bin', data: deflateRawSync(Buffer.alloc(16 * 1024 * 1024)), deflated: true, size: 16 * 1024 * 1024 };
  const copies = Array.from({ length: 255 }, (_, i) => ({ ...zeros, name: `word/media/image${i + 1}.bin`, sameDataAs: zeros.name }));
  return rawZip([stored('[Content_Types].xml', DOCX_TYPES), stored('word/document.xml', '<w:document/>'), zeros, ...copies]);
}

/** A .docx whose one large part declares 100 bytes and inflates to 64 MiB (a directory that lies). */
export function lyingSizeDocx(): Buffer {
  const big: TRawEntry = { name: 'word/media/image1.bin', data: deflateRawSync(Buffer.alloc(64 * 1024 * 1024)), deflated: true, size: 100 };
  return rawZip([stored('[Content_Types].xml', DOCX_TYPES), stored('word/document.xml', '<w:document/>'), big]);
}

/** A zip with a 'word/' folder and nothing of a Word document's package ([Content_Types].xml, main part): a zip renamed .docx. */
export const notOoxmlDocx = () => zipOf({ 'word/document.xml': '<w:document/>', 'word/leeme.txt': 'no soy un documento' });

/** A macro-enabled Word document (.docm) named .docx: its main part has the macro-enabled type. */
export const macroDocx = () =>
  zipOf({
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/></Types>`,
    'word/document.xml': '<w:document/>',
    'word/vbaProject.bin': 'macros',
  });

/** A zip of `n` empty entries (stored), past the entry bound when n > 10,000. */
export const manyEntriesZip = (n: number) => rawZip(Array.from({ length: n }, (_, i) => stored(`anexos/${i}.txt`, '')));
