import type { PDFContext, PDFDict, PDFDocument, PDFObject, PDFRawStream, PDFRef } from 'pdf-lib';
import { BlindCopyError } from './error';
import { cleanJpeg } from './images';

/*
 * A PDF without what names its authors, with pdf-lib: the document Info dictionary (Author,
 * Creator, Producer, Title, Subject, Keywords, any other key, the dates too), every XMP /Metadata
 * stream (the catalog's, a page's, an image's, a font's), applications' /PieceInfo, the author (/T)
 * of comments and their pop-ups, article threads' information, digital signatures (their
 * certificate names the signer) and the Exif/XMP inside embedded JPEG images. Then every object
 * the document no longer reaches is deleted (pdf-lib keeps unreferenced objects, older revisions'
 * Info among them, and would write them back). Loaded with updateMetadata: false, so pdf-lib adds
 * no Producer/ModDate of its own. pdf-lib (over a second to import) is loaded on the first PDF.
 */

type TPdfLib = typeof import('pdf-lib');

/** Annotations that carry an author in /T (ISO 32000-2, 12.5.6.2: the markup annotations), and pop-ups, which repeat it. */
const AUTHORED_ANNOTATIONS = ['Text', 'FreeText', 'Line', 'Square', 'Circle', 'Polygon', 'PolyLine', 'Highlight', 'Underline', 'Squiggly', 'StrikeOut', 'Caret', 'Stamp', 'Ink', 'FileAttachment', 'Sound', 'Redact', 'Projection', 'Popup'];
/** Keys removed from every dictionary: XMP metadata, applications' private data, the signatures' store and permissions. */
const DROPPED_KEYS = ['Metadata', 'PieceInfo', 'DSS', 'Perms'];

/** pdf-lib and the names the cleaning looks for, made once. */
let loaded: Promise<ReturnType<typeof withNames>> | null = null;
const withNames = (lib: TPdfLib) => {
  const name = (s: string) => lib.PDFName.of(s);
  return {
    lib,
    authoredAnnotations: new Set(AUTHORED_ANNOTATIONS.map(name)),
    droppedKeys: DROPPED_KEYS.map(name),
    T: name('T'),
    V: name('V'),
    I: name('I'),
    type: name('Type'),
    thread: name('Thread'),
    subtype: name('Subtype'),
    filter: name('Filter'),
    length: name('Length'),
    byteRange: name('ByteRange'),
    dct: name('DCTDecode'),
  };
};
type TPdf = ReturnType<typeof withNames>;

/** Removes, in a dictionary and the direct dictionaries and arrays inside it, what names an author. */
function cleanDict(pdf: TPdf, context: PDFContext, dict: PDFDict): void {
  const { lib } = pdf;
  for (const key of pdf.droppedKeys) dict.delete(key);
  const subtype = dict.get(pdf.subtype);
  if (subtype instanceof lib.PDFName && pdf.authoredAnnotations.has(subtype)) dict.delete(pdf.T);
  // An article thread's information dictionary (Title, Author, like the document's Info).
  if (dict.get(pdf.type) === pdf.thread) dict.delete(pdf.I);
  // A signature field's value (the signature, with the signer's certificate): gone, it would not verify on a changed file anyway.
  const value = dict.get(pdf.V);
  const signature = value && context.lookup(value);
  if (signature instanceof lib.PDFDict && signature.has(pdf.byteRange)) dict.delete(pdf.V);
  for (const [, inner] of dict.entries()) cleanDirect(pdf, context, inner);
}

function cleanDirect(pdf: TPdf, context: PDFContext, object: PDFObject): void {
  if (object instanceof pdf.lib.PDFDict) cleanDict(pdf, context, object);
  else if (object instanceof pdf.lib.PDFArray) for (const item of object.asArray()) cleanDirect(pdf, context, item);
}

/** Whether a stream's data is a JPEG (DCTDecode its only filter). */
function isJpeg(pdf: TPdf, stream: PDFRawStream): boolean {
  const filter = stream.dict.get(pdf.filter);
  return filter === pdf.dct || (filter instanceof pdf.lib.PDFArray && filter.size() === 1 && filter.get(0) === pdf.dct);
}

/** Deletes every indirect object the trailer's Root does not reach. */
function deleteUnreachable({ lib }: TPdf, context: PDFContext): void {
  const reached = new Set<PDFRef>();
  const root = context.trailerInfo.Root;
  if (!(root instanceof lib.PDFRef)) throw new BlindCopyError('unreadable', 'pdf: no catalog');
  const pending: PDFObject[] = [root];
  while (pending.length > 0) {
    const object = pending.pop()!;
    if (object instanceof lib.PDFRef) {
      if (reached.has(object)) continue;
      reached.add(object);
      const target = context.lookup(object);
      if (target) pending.push(target);
    } else if (object instanceof lib.PDFDict) pending.push(...object.values());
    else if (object instanceof lib.PDFArray) pending.push(...object.asArray());
    else if (object instanceof lib.PDFStream) pending.push(object.dict);
    else if (object instanceof lib.PDFInvalidObject) throw new BlindCopyError('unreadable', 'pdf: invalid object');
  }
  for (const [ref] of context.enumerateIndirectObjects()) if (!reached.has(ref)) context.delete(ref);
}

/** The bytes of a copy of the PDF `bytes` without its authors. */
export async function cleanPdf(bytes: Uint8Array): Promise<Uint8Array> {
  loaded ??= import('pdf-lib').then(withNames);
  const pdf = await loaded;
  const { lib } = pdf;
  let doc: PDFDocument;
  try {
    // Encryption is checked below (pdf-lib's own EncryptedPDFError is no instance of its class once compiled).
    doc = await lib.PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true, ignoreEncryption: true });
  } catch (err) {
    throw new BlindCopyError('unreadable', `pdf: ${(err as Error).message}`);
  }
  // Its strings and streams are ciphered: neither cleaned nor checked here.
  if (doc.isEncrypted) throw new BlindCopyError('encrypted', 'pdf');
  const { context } = doc;
  context.trailerInfo.Info = undefined;
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (object instanceof lib.PDFDict) cleanDict(pdf, context, object);
    else if (object instanceof lib.PDFStream) {
      cleanDict(pdf, context, object.dict);
      if (object instanceof lib.PDFRawStream && isJpeg(pdf, object)) {
        const cleaned = cleanJpeg(Buffer.from(object.contents.buffer, object.contents.byteOffset, object.contents.byteLength));
        object.dict.set(pdf.length, lib.PDFNumber.of(cleaned.length));
        context.assign(ref, lib.PDFRawStream.of(object.dict, new Uint8Array(cleaned)));
      }
    } else if (object instanceof lib.PDFInvalidObject) throw new BlindCopyError('unreadable', 'pdf: invalid object');
  }
  deleteUnreachable(pdf, context);
  try {
    return await doc.save({ addDefaultPage: false, updateFieldAppearances: false });
  } catch (err) {
    throw new BlindCopyError('unreadable', `pdf: ${(err as Error).message}`);
  }
}
