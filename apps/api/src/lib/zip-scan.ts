import yauzl from 'yauzl';

/*
 * What a stored zip (a .zip, or an Office document, which is a zip) really holds, read by inflating
 * every entry with caps: the sizes its directory declares are never trusted, so a small file that
 * expands to gigabytes (a zip bomb) is refused after a few megabytes, without writing anything.
 */

/** The most entries a zip may have (an Office document has tens; a folder of annexes hundreds). */
export const ZIP_MAX_ENTRIES = 10_000;
/** The most all entries together may expand to. */
export const ZIP_MAX_EXPANDED = 1024 * 1024 * 1024;
/** An entry may expand past 1 MiB only at this many times its compressed size (text compresses 5-20 times, a bomb a thousand). */
const ZIP_MAX_RATIO = 200;
const RATIO_FREE_BYTES = 1024 * 1024;
/** The most of one entry kept to be read (an Office document's [Content_Types].xml). */
const KEPT_MAX = 1024 * 1024;
const STORED = 0;
const DEFLATED = 8;

export type TZipContents =
  | { ok: true; names: Set<string>; kept: Map<string, string> }
  | { ok: false; problem: 'notZip' | 'tooManyEntries' | 'tooLarge' | 'unreadable' };

class ZipProblem extends Error {
  constructor(readonly problem: 'tooLarge' | 'unreadable') {
    super(problem);
  }
}

/**
 * The entries of the zip at `fullPath` (names in lower case, as Office's part names compare), each
 * inflated and counted, and the text of the entries named in `keep` (lower case).
 */
export async function inspectZip(fullPath: string, keep: readonly string[] = []): Promise<TZipContents> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(fullPath, { lazyEntries: true, decodeStrings: true, validateEntrySizes: true, strictFileNames: false });
  } catch {
    return { ok: false, problem: 'notZip' };
  }
  try {
    if (zip.entryCount > ZIP_MAX_ENTRIES) return { ok: false, problem: 'tooManyEntries' };
    const names = new Set<string>();
    const kept = new Map<string, string>();
    let total = 0;
    for await (const entry of zip.eachEntry()) {
      const name = entry.fileName.toLowerCase();
      // Two entries of one name: which one a program reads is its own choice.
      if (names.has(name)) return { ok: false, problem: 'unreadable' };
      names.add(name);
      // A folder, or an empty file: nothing to inflate.
      if (entry.compressedSize === 0 && entry.uncompressedSize === 0) continue;
      if (entry.isEncrypted() || (entry.compressionMethod !== STORED && entry.compressionMethod !== DEFLATED)) return { ok: false, problem: 'unreadable' };
      const chunks: Buffer[] = [];
      let size = 0;
      const entryMax = Math.max(RATIO_FREE_BYTES, entry.compressedSize * ZIP_MAX_RATIO);
      const stream = await zip.openReadStreamPromise(entry);
      try {
        for await (const chunk of stream) {
          const bytes = chunk as Buffer;
          size += bytes.length;
          total += bytes.length;
          if (size > entryMax || total > ZIP_MAX_EXPANDED) throw new ZipProblem('tooLarge');
          if (keep.includes(name) && size <= KEPT_MAX) chunks.push(bytes);
        }
      } finally {
        stream.destroy();
      }
      if (keep.includes(name)) kept.set(name, size <= KEPT_MAX ? Buffer.concat(chunks).toString('utf8') : '');
    }
    return { ok: true, names, kept };
  } catch (err) {
    return { ok: false, problem: err instanceof ZipProblem ? err.problem : 'unreadable' };
  } finally {
    zip.close();
  }
}
