import fs from 'node:fs';
import { PassThrough, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import type { ZipArchive } from 'archiver';
import { ZIP_MAX_ENTRIES, ZIP_MAX_EXPANDED } from '../zip-scan';
import { BLIND_COPY_MAX_BYTES, BlindCopyError } from './error';
import { cleanImage } from './images';
import { cleanPdf } from './pdf';
import { cleanXmlPart, isXmlPart } from './xml';

/*
 * A zip rewritten entry by entry (read with yauzl, written with archiver, each entry's name, order
 * and compression kept): an Office Open XML or OpenDocument package, or a .zip of annexes. A
 * package's XML parts lose their authors (xml.ts; a plain zip's XML files are someone's data, left
 * alone); what an entry's first bytes say is a PDF, an image or a zip (a document in a .zip, a
 * workbook embedded in a document) is cleaned like a stored file of its kind, down to MAX_DEPTH
 * zips deep; an old binary Office file is refused unless it is one of the
 * embedded objects that hold nothing of their author (an equation). Everything else is copied as
 * it is. Read with the caps of zip-scan.ts: the sizes a zip declares are never trusted; each entry
 * is counted while it inflates, against its ratio and the whole's budget, across nested zips too.
 */

/** The same bounds as zip-scan.ts's (not exported there): past 1 MiB an entry expands at most 200 times its compressed size. */
const ZIP_MAX_RATIO = 200;
const RATIO_FREE_BYTES = 1024 * 1024;
const STORED = 0;
const DEFLATED = 8;
/** Zips inside zips cleaned: a .zip holding a .docx holding an embedded .xlsx. A zip deeper is refused. */
const MAX_DEPTH = 2;

type TBudget = { expanded: number; entries: number };
type TSniffed = 'pdf' | 'jpeg' | 'png' | 'gif' | 'webp' | 'zip' | 'ole' | null;

const YAUZL_OPTIONS = { lazyEntries: true, decodeStrings: true, validateEntrySizes: true, strictFileNames: false } as const;

/** What the first bytes of an entry say it is, among the kinds that carry authors. */
function sniff(head: Buffer): TSniffed {
  const ascii = head.toString('latin1', 0, 12);
  if (ascii.startsWith('%PDF-')) return 'pdf';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (ascii.startsWith('\x89PNG\r\n\x1a\n')) return 'png';
  if (ascii.startsWith('GIF87a') || ascii.startsWith('GIF89a')) return 'gif';
  if (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') return 'webp';
  if (ascii.startsWith('PK\x03\x04') || ascii.startsWith('PK\x05\x06')) return 'zip';
  if (head.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) return 'ole';
  return null;
}

/**
 * The streams and storages an embedded OLE object may hold and still say nothing of its author:
 * the object's own bookkeeping, its picture, an equation. A Word, Excel or PowerPoint document, a
 * packaged file (its original path), property streams (\x05SummaryInformation): refused.
 */
const HARMLESS_OLE_NAMES = new Set(['Root Entry', '\x01Ole', '\x01CompObj', '\x03ObjInfo', '\x03EPRINT', 'Equation Native']);
/** '\x02OlePres000' to '\x02OlePres999': the object's picture. */
const isHarmlessOleName = (name: string) => HARMLESS_OLE_NAMES.has(name) || (name.charCodeAt(0) === 2 && /^OlePres\d{3}$/.test(name.slice(1)));
/** A directory entry's name: an optional control character (1-5) first, then printable characters. */
const looksLikeOleName = (name: string) => [...name].every((c, i) => (i === 0 && c.charCodeAt(0) >= 1 && c.charCodeAt(0) <= 5) || c.charCodeAt(0) >= 0x20);

/**
 * Whether an OLE file holds only harmless streams. Its directory entries (128 bytes each, at
 * offsets that are multiples of 128 past the 512-byte header, whatever the sector size) are found
 * by their shape (a UTF-16 name, its length, a type); data that happens to look like one can only
 * make the answer 'no'.
 */
function oleIsHarmless(bytes: Buffer): boolean {
  for (let at = 512; at + 128 <= bytes.length; at += 128) {
    const nameBytes = bytes.readUInt16LE(at + 64);
    const type = bytes[at + 66]!;
    if (nameBytes < 4 || nameBytes > 64 || nameBytes % 2 !== 0 || (type !== 1 && type !== 2 && type !== 5)) continue;
    if (bytes.readUInt16LE(at + nameBytes - 2) !== 0) continue;
    const name = bytes.toString('utf16le', at, at + nameBytes - 2);
    if (!looksLikeOleName(name)) continue;
    if (!isHarmlessOleName(name)) return false;
  }
  return true;
}

/** Reads an entry's inflated data as chunks, counted against its ratio and the budget. */
async function* inflated(zip: yauzl.ZipFile, entry: yauzl.Entry, budget: TBudget): AsyncGenerator<Buffer> {
  const entryMax = Math.max(RATIO_FREE_BYTES, entry.compressedSize * ZIP_MAX_RATIO);
  let size = 0;
  const stream = await zip.openReadStreamPromise(entry);
  try {
    for await (const chunk of stream) {
      const bytes = chunk as Buffer;
      size += bytes.length;
      budget.expanded += bytes.length;
      if (size > entryMax || budget.expanded > ZIP_MAX_EXPANDED) throw new BlindCopyError('tooLarge', `zip entry ${entry.fileName}`);
      yield bytes;
    }
  } finally {
    stream.destroy();
  }
}

/** The whole of what `chunks` has left after `first`, at most BLIND_COPY_MAX_BYTES. */
async function collect(first: Buffer[], chunks: AsyncIterator<Buffer>, what: string): Promise<Buffer> {
  const parts = [...first];
  let size = parts.reduce((n, b) => n + b.length, 0);
  for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
    size += next.value.length;
    if (size > BLIND_COPY_MAX_BYTES) throw new BlindCopyError('tooLarge', what);
    parts.push(next.value);
  }
  return Buffer.concat(parts);
}

/** An embedded file of kind `kind` cleaned (a zip at `depth`, the outer one being 0). */
async function cleanEmbedded(kind: Exclude<TSniffed, null>, bytes: Buffer, depth: number, budget: TBudget, name: string): Promise<Buffer> {
  switch (kind) {
    case 'pdf':
      return Buffer.from(await cleanPdf(bytes));
    case 'zip':
      if (depth > MAX_DEPTH) throw new BlindCopyError('tooLarge', `zip nested too deep: ${name}`);
      return rewriteZipBuffer(bytes, depth, budget);
    case 'ole':
      if (!oleIsHarmless(bytes)) throw new BlindCopyError('oldFormat', name);
      return bytes;
    default:
      return cleanImage(kind, bytes);
  }
}

/** Waits until the archive has written the entry just appended (its 'entry' event), or fails with it. */
function written(archive: ZipArchive): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      archive.off('error', failed);
      resolve();
    };
    const failed = (err: Error) => {
      archive.off('entry', done);
      reject(err);
    };
    archive.once('entry', done);
    archive.once('error', failed);
  });
}

/** Copies the entries of `zip` into `archive`, cleaned; `depth` is how many zips hold this one. */
async function rewriteEntries(zip: yauzl.ZipFile, archive: ZipArchive, depth: number, budget: TBudget, isPackage: boolean): Promise<void> {
  budget.entries += zip.entryCount;
  if (zip.entryCount > ZIP_MAX_ENTRIES || budget.entries > ZIP_MAX_ENTRIES) throw new BlindCopyError('tooLarge', 'zip entries');
  const names = new Set<string>();
  let index = 0;
  for await (const entry of zip.eachEntry()) {
    const name = entry.fileName;
    const first = index++ === 0;
    // Two entries of one name: which one a program reads is its own choice (zip-scan.ts refuses them too).
    if (names.has(name.toLowerCase())) throw new BlindCopyError('unreadable', `zip: two entries ${name}`);
    names.add(name.toLowerCase());
    const data = { name, date: entry.getLastModDate(), store: entry.compressionMethod === STORED };
    if (name.endsWith('/') || (entry.compressedSize === 0 && entry.uncompressedSize === 0)) {
      const done = written(archive);
      archive.append(Buffer.alloc(0), data);
      await done;
      continue;
    }
    if (entry.isEncrypted()) throw new BlindCopyError('encrypted', `zip entry ${name}`);
    if (entry.compressionMethod !== STORED && entry.compressionMethod !== DEFLATED) throw new BlindCopyError('unreadable', `zip entry ${name}: method ${entry.compressionMethod}`);
    const chunks = inflated(zip, entry, budget);
    // The first bytes (at least 16, unless the entry is shorter) tell what the entry is.
    const head: Buffer[] = [];
    let headSize = 0;
    let ended = false;
    while (headSize < 16) {
      const next = await chunks.next();
      if (next.done) {
        ended = true;
        break;
      }
      head.push(next.value);
      headSize += next.value.length;
    }
    const kind = sniff(Buffer.concat(head));
    const mimetype = first && name === 'mimetype';
    let content: Buffer | null = null;
    if (isPackage && isXmlPart(name)) content = cleanXmlPart(await collect(head, chunks, name));
    else if (kind) content = await cleanEmbedded(kind, await collect(head, chunks, name), depth + 1, budget, name);
    else if (ended || mimetype) content = await collect(head, chunks, name);
    // ODF: the mimetype entry first and stored, with no data descriptor (a stored Buffer's entry has none).
    if (mimetype) data.store = true;
    const done = written(archive);
    if (content) {
      archive.append(content, data);
      await done;
      continue;
    }
    // Anything else streams through, the caps still counted while it does.
    const through = new PassThrough();
    archive.append(through, data);
    const pump = async () => {
      try {
        for (const b of head) if (!through.write(b)) await new Promise((r) => through.once('drain', r));
        for (let next = await chunks.next(); !next.done; next = await chunks.next()) if (!through.write(next.value)) await new Promise((r) => through.once('drain', r));
        through.end();
      } catch (err) {
        // No 'error' event on the way in (the archive may not listen yet): rewriteZip destroys the archive.
        through.destroy();
        throw err;
      }
    };
    await Promise.all([pump(), done]);
  }
}

/** The zip at a path or in memory, opened for one pass over its entries. */
async function openZip(source: string | Buffer): Promise<yauzl.ZipFile> {
  try {
    return typeof source === 'string' ? await yauzl.openPromise(source, YAUZL_OPTIONS) : await yauzl.fromBufferPromise(source, YAUZL_OPTIONS);
  } catch (err) {
    throw new BlindCopyError('unreadable', `zip: ${(err as Error).message}`);
  }
}

/**
 * Whether a zip is an Office Open XML ([Content_Types].xml) or OpenDocument (mimetype, manifest)
 * package, from its directory alone: only a package's XML parts are edited, a .zip's XML files
 * (someone's data) are copied as they are.
 */
async function isPackage(source: string | Buffer): Promise<boolean> {
  const zip = await openZip(source);
  try {
    if (zip.entryCount > ZIP_MAX_ENTRIES) return false;
    for await (const entry of zip.eachEntry()) {
      const name = entry.fileName.toLowerCase();
      if (name === '[content_types].xml' || name === 'mimetype' || name === 'meta-inf/manifest.xml') return true;
    }
    return false;
  } catch (err) {
    throw new BlindCopyError('unreadable', `zip: ${(err as Error).message}`);
  } finally {
    zip.close();
  }
}

/** Writes the cleaned copy of the zip `source` through `output()` (made once the zip opened); `depth` is how many zips hold it. */
async function rewriteZip(source: string | Buffer, output: () => Writable, depth: number, budget: TBudget): Promise<void> {
  const editParts = await isPackage(source);
  const zip = await openZip(source);
  const { ZipArchive } = await import('archiver');
  // No archive comment: what the zip said of itself stays behind.
  const archive = new ZipArchive({ zlib: { level: 6 } });
  // The archive's own errors reach `written` (an entry) or the pipeline (the output).
  const piped = pipeline(archive, output());
  try {
    await rewriteEntries(zip, archive, depth, budget, editParts);
    await archive.finalize();
    await piped;
  } catch (err) {
    archive.abort();
    archive.destroy();
    await piped.catch(() => undefined);
    throw err instanceof BlindCopyError ? err : new BlindCopyError('unreadable', `zip: ${(err as Error).message}`);
  } finally {
    zip.close();
  }
}

/** The cleaned copy of a zip held in memory (an entry of another zip). */
async function rewriteZipBuffer(bytes: Buffer, depth: number, budget: TBudget): Promise<Buffer> {
  const parts: Buffer[] = [];
  let size = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > BLIND_COPY_MAX_BYTES) return callback(new BlindCopyError('tooLarge', 'zip copy'));
      parts.push(chunk);
      callback();
    },
  });
  await rewriteZip(bytes, () => sink, depth, budget);
  return Buffer.concat(parts);
}

/** Writes to `target` the cleaned copy of the zip file (a package or a .zip) at `source`. */
export async function cleanZipFile(source: string, target: string): Promise<void> {
  await rewriteZip(source, () => fs.createWriteStream(target), 0, { expanded: 0, entries: 0 });
}
