import yauzl from 'yauzl';
import { acceptTokens, isAcceptToken, type TAcceptToken } from '@siiicca/shared';
import type { ContentCheck } from './files';

/*
 * What an uploaded file is, read from its content rather than its name: the first bytes of each
 * kind, and for Office's zip formats the zip's entries (read from the stored file's central
 * directory, so a 100 MB file is never read whole). The tokens a call's document may accept are
 * shared (ACCEPT_TOKENS); each one names the kinds it admits here.
 */

type TKind = {
  /** The stored file's extension. */
  extension: string;
  /** How many first bytes `head` reads. */
  headBytes: number;
  head: (b: Buffer) => boolean;
  /** A zip format: an entry's name must start with this folder ('word/'); '' any valid zip. */
  zipFolder?: string;
};

const startsWith = (bytes: number[] | string) => {
  const magic = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return { headBytes: magic.length, head: (b: Buffer) => b.length >= magic.length && b.subarray(0, magic.length).equals(magic) };
};
const OLE = startsWith([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = { headBytes: 4, head: (b: Buffer) => startsWith('PK\x03\x04').head(b) || startsWith('PK\x05\x06').head(b) };
/** Text: something, and no NUL byte in its first KB (a binary file has them early). */
const TEXT = { headBytes: 1024, head: (b: Buffer) => b.length > 0 && !b.subarray(0, 1024).includes(0) };

export const CONTENT_KINDS = {
  pdf: { extension: 'pdf', ...startsWith('%PDF-') },
  // The old binary Office formats share one container; the first bytes do not tell them apart.
  doc: { extension: 'doc', ...OLE },
  xls: { extension: 'xls', ...OLE },
  ppt: { extension: 'ppt', ...OLE },
  docx: { extension: 'docx', ...ZIP, zipFolder: 'word/' },
  xlsx: { extension: 'xlsx', ...ZIP, zipFolder: 'xl/' },
  pptx: { extension: 'pptx', ...ZIP, zipFolder: 'ppt/' },
  zip: { extension: 'zip', ...ZIP, zipFolder: '' },
  png: { extension: 'png', ...startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  jpeg: { extension: 'jpg', ...startsWith([0xff, 0xd8, 0xff]) },
  gif: { extension: 'gif', headBytes: 6, head: (b: Buffer) => startsWith('GIF87a').head(b) || startsWith('GIF89a').head(b) },
  webp: { extension: 'webp', headBytes: 12, head: (b: Buffer) => startsWith('RIFF').head(b) && b.subarray(8, 12).toString('latin1') === 'WEBP' },
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

/** The kinds an `accept` value admits, the zip formats with a folder first (a .docx is also a zip). Tokens the server cannot check admit nothing. */
export function kindsOf(accept: string): TContentKind[] {
  const kinds = new Set(acceptTokens(accept).flatMap((t) => (isAcceptToken(t) ? ACCEPT_KINDS[t] : [])));
  const order = (k: TContentKind) => {
    const folder = (CONTENT_KINDS[k] as TKind).zipFolder;
    return folder === undefined ? 0 : folder === '' ? 2 : 1;
  };
  return [...kinds].sort((a, b) => order(a) - order(b));
}

/** The most entries a zip's directory is read for before it is refused (a zip bomb of names). */
const MAX_ZIP_ENTRIES = 20_000;

/** Whether a stored file is a readable zip with an entry under `folder` ('' any readable zip). */
async function zipHas(fullPath: string, folder: string): Promise<boolean> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(fullPath, { lazyEntries: true, decodeStrings: true, validateEntrySizes: false });
  } catch {
    return false;
  }
  try {
    if (folder === '') return true;
    let seen = 0;
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.startsWith(folder)) return true;
      if (++seen >= MAX_ZIP_ENTRIES) return false;
    }
    return false;
  } catch {
    return false;
  } finally {
    zip.close();
  }
}

/**
 * The content check of an upload whose kinds are these (FileStore.save): the first bytes while it
 * streams, then the zip's entries when a zip format needs them; the stored file takes the
 * extension of the first kind it turns out to be.
 */
export function contentCheck(kinds: readonly TContentKind[]): ContentCheck {
  const defs = kinds.map((k) => CONTENT_KINDS[k] as TKind);
  return {
    headBytes: Math.max(0, ...defs.map((d) => d.headBytes)),
    accepts: (head) => defs.some((d) => d.head(head)),
    after: async (fullPath, head) => {
      for (const d of defs) {
        if (!d.head(head)) continue;
        if (d.zipFolder === undefined || (await zipHas(fullPath, d.zipFolder))) return d.extension;
      }
      return null;
    },
  };
}

/** The check of an upload for a document that accepts `accept` ('.pdf,.docx'). */
export const acceptCheck = (accept: string) => contentCheck(kindsOf(accept));

/** A PDF: what strategies' approval letters and final reports must be. */
export const PDF_CONTENT = contentCheck(['pdf']);
