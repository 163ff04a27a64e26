import { UPLOAD_MSG, acceptTokens, isAcceptToken, type TAcceptToken } from '@siiicca/shared';
import { AppError } from './app-error';
import type { ContentCheck } from './files';
import { holdsWebMarkup, scanPdf } from './pdf-scan';
import { ZIP_MAX_ENTRIES, inspectZip, type TZipContents } from './zip-scan';

/*
 * What an uploaded file is, read from its content rather than its name, all the way down: the
 * first bytes of each kind while it streams; then, from the stored file, a PDF's objects (no
 * active content: pdf-scan.ts), an image's or a PDF's bytes (no web page in them), and a zip's
 * entries, each inflated with caps (zip-scan.ts), an Office document's being a real Office Open
 * XML package (its [Content_Types].xml names the main part of its kind, and that part is there).
 * The tokens a call's document may accept are shared (ACCEPT_TOKENS); each one names the kinds it
 * admits here.
 */

type TKind = {
  /** The stored file's extension. */
  extension: string;
  /** How many first bytes `head` reads. */
  headBytes: number;
  head: (b: Buffer) => boolean;
  /** A zip format: the content types its main part may have (Office Open XML); [] any zip. */
  mainPart?: readonly string[];
  /** What else the stored file must not hold: 'pdf' active content, 'web' a web page. */
  scan?: 'pdf' | 'web';
};

const startsWith = (bytes: number[] | string) => {
  const magic = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return { headBytes: magic.length, head: (b: Buffer) => b.length >= magic.length && b.subarray(0, magic.length).equals(magic) };
};
const OLE = startsWith([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = { headBytes: 4, head: (b: Buffer) => startsWith('PK\x03\x04').head(b) || startsWith('PK\x05\x06').head(b) };
const OOXML = 'application/vnd.openxmlformats-officedocument';
/** Text: something, and no NUL byte in its first KB (a binary file has them early). */
const TEXT = { headBytes: 1024, head: (b: Buffer) => b.length > 0 && !b.subarray(0, 1024).includes(0) };

export const CONTENT_KINDS = {
  pdf: { extension: 'pdf', ...startsWith('%PDF-'), scan: 'pdf' },
  // The old binary Office formats share one container; the first bytes do not tell them apart.
  doc: { extension: 'doc', ...OLE },
  xls: { extension: 'xls', ...OLE },
  ppt: { extension: 'ppt', ...OLE },
  // Documents and templates; the macro-enabled kinds (.docm...) have other main types and are refused.
  docx: { extension: 'docx', ...ZIP, mainPart: [`${OOXML}.wordprocessingml.document.main+xml`, `${OOXML}.wordprocessingml.template.main+xml`] },
  xlsx: { extension: 'xlsx', ...ZIP, mainPart: [`${OOXML}.spreadsheetml.sheet.main+xml`, `${OOXML}.spreadsheetml.template.main+xml`] },
  pptx: { extension: 'pptx', ...ZIP, mainPart: [`${OOXML}.presentationml.presentation.main+xml`, `${OOXML}.presentationml.slideshow.main+xml`, `${OOXML}.presentationml.template.main+xml`] },
  zip: { extension: 'zip', ...ZIP, mainPart: [] },
  png: { extension: 'png', ...startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), scan: 'web' },
  jpeg: { extension: 'jpg', ...startsWith([0xff, 0xd8, 0xff]), scan: 'web' },
  gif: { extension: 'gif', headBytes: 6, head: (b: Buffer) => startsWith('GIF87a').head(b) || startsWith('GIF89a').head(b), scan: 'web' },
  webp: { extension: 'webp', headBytes: 12, head: (b: Buffer) => startsWith('RIFF').head(b) && b.subarray(8, 12).toString('latin1') === 'WEBP', scan: 'web' },
  txt: { extension: 'txt', ...TEXT },
  csv: { extension: 'csv', ...TEXT },
} as const satisfies Record<string, TKind>;
export type TContentKind = keyof typeof CONTENT_KINDS;

const IMAGES: TContentKind[] = ['png', 'jpeg', 'gif', 'webp'];

/** The kinds each accepted token admits. */
export const ACCEPT_KINDS: Record<TAcceptToken, TContentKind[]> = {
  '.pdf': ['pdf'],
  'application/pdf': ['pdf'],
  '.doc': ['doc'],
  '.xls': ['xls'],
  '.ppt': ['ppt'],
  '.docx': ['docx'],
  '.xlsx': ['xlsx'],
  '.pptx': ['pptx'],
  '.zip': ['zip'],
  'application/zip': ['zip'],
  'image/*': IMAGES,
  'image/png': ['png'],
  '.png': ['png'],
  'image/jpeg': ['jpeg'],
  '.jpg': ['jpeg'],
  '.jpeg': ['jpeg'],
  'image/gif': ['gif'],
  '.gif': ['gif'],
  'image/webp': ['webp'],
  '.webp': ['webp'],
  '.txt': ['txt'],
  'text/plain': ['txt'],
  '.csv': ['csv'],
  'text/csv': ['csv'],
};

/** The kinds an `accept` value admits, the Office packages before the plain zip (a .docx is also a zip). Tokens the server cannot check admit nothing. */
export function kindsOf(accept: string): TContentKind[] {
  const kinds = new Set(acceptTokens(accept).flatMap((t) => (isAcceptToken(t) ? ACCEPT_KINDS[t] : [])));
  const order = (k: TContentKind) => {
    const main = (CONTENT_KINDS[k] as TKind).mainPart;
    return main === undefined ? 0 : main.length === 0 ? 2 : 1;
  };
  return [...kinds].sort((a, b) => order(a) - order(b));
}

const CONTENT_TYPES = '[content_types].xml';

/** Whether a zip is an Office Open XML package whose main part has one of `types`: declared in [Content_Types].xml, and there. */
function isPackageOf(zip: Extract<TZipContents, { ok: true }>, types: readonly string[]): boolean {
  const declared = zip.kept.get(CONTENT_TYPES);
  if (!declared) return false;
  for (const [, attributes] of declared.matchAll(/<(?:\w+:)?Override\b([^>]*)>/g)) {
    const attr = (key: string) => new RegExp(`\\b${key}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(attributes ?? '');
    const part = attr('PartName');
    const type = attr('ContentType');
    const partName = (part?.[1] ?? part?.[2] ?? '').replace(/^\//, '').toLowerCase();
    if (types.includes((type?.[1] ?? type?.[2] ?? '').trim()) && zip.names.has(safeDecode(partName))) return true;
  }
  return false;
}

const safeDecode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** A zip's refusal for what it holds (not for what kind it is) as the person reads it. */
const ZIP_REFUSALS = {
  tooManyEntries: UPLOAD_MSG.zipTooManyEntries(ZIP_MAX_ENTRIES),
  tooLarge: UPLOAD_MSG.zipTooLarge,
  unreadable: UPLOAD_MSG.zipUnreadable,
};
const PDF_REFUSALS = { active: UPLOAD_MSG.pdfActiveContent, unreadable: UPLOAD_MSG.pdfUnreadable, web: UPLOAD_MSG.webContent };

/** Refuses (400) the stored file for what it holds beyond its first bytes, by the kind's `scan`. */
async function scanContent(scan: TKind['scan'], fullPath: string): Promise<void> {
  if (scan === 'pdf') {
    const problem = await scanPdf(fullPath);
    if (problem) throw new AppError(400, PDF_REFUSALS[problem]);
  } else if (scan === 'web' && (await holdsWebMarkup(fullPath))) throw new AppError(400, UPLOAD_MSG.webContent);
}

/**
 * The content check of an upload whose kinds are these (FileStore.save): the first bytes while it
 * streams, then what the stored file holds; the stored file takes the extension of the first kind
 * it turns out to be. What no kind admits is null (the caller's 'wrong type'); what a kind's own
 * deeper check refuses (active content, a zip bomb) throws its own message.
 */
export function contentCheck(kinds: readonly TContentKind[]): ContentCheck {
  const defs = kinds.map((k) => CONTENT_KINDS[k] as TKind);
  return {
    headBytes: Math.max(0, ...defs.map((d) => d.headBytes)),
    accepts: (head) => defs.some((d) => d.head(head)),
    after: async (fullPath, head) => {
      let zip: TZipContents | null = null;
      for (const d of defs) {
        if (!d.head(head)) continue;
        if (d.mainPart === undefined) {
          await scanContent(d.scan, fullPath);
          return d.extension;
        }
        zip ??= await inspectZip(fullPath, [CONTENT_TYPES]);
        if (!zip.ok) {
          if (zip.problem === 'notZip') return null;
          throw new AppError(400, ZIP_REFUSALS[zip.problem]);
        }
        if (d.mainPart.length === 0 || isPackageOf(zip, d.mainPart)) return d.extension;
      }
      return null;
    },
  };
}

/** The check of an upload for a document that accepts `accept` ('.pdf,.docx'). */
export const acceptCheck = (accept: string) => contentCheck(kindsOf(accept));

/** A PDF: what strategies' approval letters and final reports must be. */
export const PDF_CONTENT = contentCheck(['pdf']);
