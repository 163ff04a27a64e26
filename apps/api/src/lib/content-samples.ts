import JSZip from 'jszip';

/*
 * Tiny real files of each content kind, for tests (content-kinds.test.ts, the projects' uploads).
 * Office documents are zips with their folder (word/, xl/, ppt/); the rest are their first bytes
 * and a little content.
 */

const zipOf = async (entries: Record<string, string>) => {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(entries)) zip.file(name, content);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
};

const OFFICE_TYPES = '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

export const SAMPLES = {
  pdf: () => Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  png: () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01', 'latin1')]),
  jpeg: () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]),
  gif: () => Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
  webp: () => Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8L\x0d\0\0\0\x2f\0\0\0\x10\x07\x10\x11\x11\x88\x88\xfe\x07\0', 'latin1')]),
  /** The header of the old binary Office documents (.doc, .xls, .ppt), then filler. */
  ole: () => Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504, 0)]),
  docx: () => zipOf({ '[Content_Types].xml': OFFICE_TYPES, 'word/document.xml': '<w:document/>' }),
  xlsx: () => zipOf({ '[Content_Types].xml': OFFICE_TYPES, 'xl/workbook.xml': '<workbook/>' }),
  pptx: () => zipOf({ '[Content_Types].xml': OFFICE_TYPES, 'ppt/presentation.xml': '<p:presentation/>' }),
  zip: () => zipOf({ 'leeme.txt': 'hola' }),
  /** Starts like a zip, but is not one. */
  fakeZip: () => Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.from('esto no es un zip '.repeat(20))]),
  txt: () => Buffer.from('Cronograma de actividades\nMes 1: revisión\n'),
  csv: () => Buffer.from('mes;actividad\n1;revisión\n'),
  /** Binary: a NUL byte in its first KB. */
  binary: () => Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
} as const;
