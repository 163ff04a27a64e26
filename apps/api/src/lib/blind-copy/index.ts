import fs from 'node:fs/promises';
import type { TContentKind } from '../content-kinds';
import { BLIND_COPY_MAX_BYTES, BlindCopyError } from './error';
import { cleanImage } from './images';
import { cleanZipFile } from './package';
import { cleanPdf } from './pdf';

/*
 * The copy of a stored document that an evaluator of a blind call receives (issue 39): the same
 * document without what names who wrote it. By the kind the upload check found:
 *
 * - pdf: Info, XMP, comments' authors, signatures, JPEG metadata gone (pdf.ts);
 * - docx, xlsx, pptx, zip: rewritten entry by entry, the XML parts' authors 'Autor', documents and
 *   images inside cleaned as their kind, an ODF package (inside a zip, or a zip itself) as well
 *   (package.ts, xml.ts);
 * - png, jpeg, gif, webp: metadata segments dropped (images.ts);
 * - txt, csv: copied as they are (nothing but their text);
 * - doc, xls, ppt: refused ('oldFormat'): their OLE property streams are not edited here; the
 *   caller asks for a newer format.
 *
 * What cannot be parsed is refused with BlindCopyError, and nothing is left at `target`: the caller
 * refuses the download rather than hand out the original.
 */

export { BLIND_COPY_MAX_BYTES, BlindCopyError, type TBlindCopyProblem } from './error';

/** The file at `path`, refused past the upload limit (the file system's size, never one the file declares). */
async function readBounded(path: string): Promise<Buffer> {
  const handle = await fs.open(path, 'r');
  try {
    const { size } = await handle.stat();
    if (size > BLIND_COPY_MAX_BYTES) throw new BlindCopyError('tooLarge', `${size} bytes`);
    const bytes = Buffer.alloc(size);
    const { bytesRead } = await handle.read(bytes, 0, size, 0);
    return bytes.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Writes to `target` a copy of the file at `source` (of content kind `kind`, as the upload check
 * found it) without what identifies its authors. Throws BlindCopyError when it cannot (a file it
 * cannot parse): the caller then refuses the download rather than leak.
 */
export async function writeBlindCopy(kind: TContentKind, source: string, target: string): Promise<void> {
  try {
    switch (kind) {
      case 'txt':
      case 'csv':
        return await fs.copyFile(source, target);
      case 'doc':
      case 'xls':
      case 'ppt':
        throw new BlindCopyError('oldFormat', kind);
      case 'pdf':
        return await fs.writeFile(target, await cleanPdf(await readBounded(source)));
      case 'png':
      case 'jpeg':
      case 'gif':
      case 'webp':
        return await fs.writeFile(target, cleanImage(kind, await readBounded(source)));
      case 'docx':
      case 'xlsx':
      case 'pptx':
      case 'zip':
        return await cleanZipFile(source, target);
      default:
        throw new BlindCopyError('unreadable', `kind ${kind satisfies never}`);
    }
  } catch (err) {
    await fs.rm(target, { force: true });
    throw err;
  }
}
