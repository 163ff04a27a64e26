import { acceptTokens, isAcceptToken, type TAcceptToken } from './announcements';

/*
 * The first bytes of each kind of file a call's document may accept: the cheap half of the server's
 * content check (apps/api/src/lib/content-kinds.ts, which also looks inside PDFs, zips and Office
 * packages), so that the browser can refuse an empty file, or an executable renamed '.pdf', as soon
 * as it is chosen. The server keeps checking everything; this only answers sooner.
 */

type THead = (b: Uint8Array) => boolean;

const startsWith = (magic: number[] | string): THead => {
  const bytes = typeof magic === 'string' ? [...magic].map((c) => c.charCodeAt(0)) : magic;
  return (b) => b.length >= bytes.length && bytes.every((v, i) => b[i] === v);
};
const OLE = startsWith([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP: THead = (b) => startsWith('PK\x03\x04')(b) || startsWith('PK\x05\x06')(b);
/** Text: something, and no NUL byte in its first KB (a binary file has them early). */
const TEXT: THead = (b) => b.length > 0 && !b.subarray(0, 1024).includes(0);
const PDF = startsWith('%PDF-');
const PNG = startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = startsWith([0xff, 0xd8, 0xff]);
const GIF: THead = (b) => startsWith('GIF87a')(b) || startsWith('GIF89a')(b);
const WEBP: THead = (b) => startsWith('RIFF')(b) && b.length >= 12 && String.fromCharCode(...b.subarray(8, 12)) === 'WEBP';
const IMAGES = [PNG, JPEG, GIF, WEBP];

/** How many first bytes `headMatches` needs (the text check reads 1 KB). */
export const FILE_HEAD_BYTES = 1024;

const HEADS: Record<TAcceptToken, THead[]> = {
  '.pdf': [PDF],
  'application/pdf': [PDF],
  '.doc': [OLE],
  '.xls': [OLE],
  '.ppt': [OLE],
  '.docx': [ZIP],
  '.xlsx': [ZIP],
  '.pptx': [ZIP],
  '.zip': [ZIP],
  'application/zip': [ZIP],
  'image/*': IMAGES,
  'image/png': [PNG],
  '.png': [PNG],
  'image/jpeg': [JPEG],
  '.jpg': [JPEG],
  '.jpeg': [JPEG],
  'image/gif': [GIF],
  '.gif': [GIF],
  'image/webp': [WEBP],
  '.webp': [WEBP],
  '.txt': [TEXT],
  'text/plain': [TEXT],
  '.csv': [TEXT],
  'text/csv': [TEXT],
};

/**
 * Whether a file's first bytes (at least FILE_HEAD_BYTES of them, or the whole file) can be one of
 * the kinds `accept` admits. An empty file is no kind at all.
 */
export function headMatches(accept: string, head: Uint8Array): boolean {
  return acceptTokens(accept).some((t) => isAcceptToken(t) && HEADS[t].some((matches) => matches(head)));
}
