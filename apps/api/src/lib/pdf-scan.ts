import fs from 'node:fs';
import { PdfLexer } from './pdf-lexer';
import { PdfProblem, decodeName } from './pdf-names';

/*
 * What a stored PDF holds besides pages, read in one bounded pass over the file (never held whole):
 * active content (scripts, actions that run by themselves, forms that send data, embedded files)
 * and a web page hidden in it (a polyglot). The keys that carry active content are looked for
 * three ways, so that no one trick hides them:
 *
 * - every name anywhere in the raw bytes, whatever surrounds it: a key of three letters or more
 *   ('/JavaScript', '/XFA') does not occur by chance in compressed data, and no string, comment or
 *   wrong stream length hides it from a search that ignores them all;
 * - the two-letter keys ('/AA', '/JS', which compressed data holds by chance) and '/OpenAction'
 *   outside strings, comments and stream data, by a lexer of PDF's syntax;
 * - every name inside object streams (PDF 1.5's compressed objects), inflated with a cap: such a
 *   stream's data ends where its zlib data ends, not where an 'endstream' inside it says, and an
 *   object stream the lexer did not open (the raw search counts them) is refused.
 *
 * What cannot be read is refused too: an object stream that is encrypted, cut, over its caps, or
 * packed other than with Flate alone. docs/decisions/011-upload-content.md says what is not caught.
 */

export type TPdfProblem = PdfProblem['problem'];

/** Keys of active content (ISO 32000-2: actions, JavaScript, embedded files, XFA forms, multimedia). */
const LONG_KEYS = new Set(['JavaScript', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'FileAttachment', 'RichMedia', 'SubmitForm', 'ImportData', 'GoToR', 'GoToE', 'Rendition', 'XFA']);
/** Additional actions, and a JavaScript action's script. */
const SHORT_KEYS = new Set(['AA', 'JS']);

/** Tags that make a browser take bytes for a web page (MIME sniffing's HTML patterns, the unambiguous ones). */
const WEB_MARKUP = /<(?:!doctype\s+html|html|head|body|script|iframe|object|embed|meta|title|style)[\s/>]/i;
/** A name: '/' and the regular characters after it, up to the white space or delimiter that ends it. */
const NAME = /\/([^\0\t\n\f\r ()<>[\]{}/%]{2,127})(?=[\0\t\n\f\r ()<>[\]{}/%])/g;
/** The same for the raw bytes, only names that may be a long key or '/ObjStm' by their first letter ('#' an escaped one): a tenth of the work on compressed data. */
const RAW_NAME = /\/([JLEFRSIGXO#][^\0\t\n\f\r ()<>[\]{}/%]{1,126})(?=[\0\t\n\f\r ()<>[\]{}/%])/g;
/** What of a chunk is kept for the next, so that a name or a tag across the boundary is seen whole. */
const CARRY = 160;

const nameOf = (raw: string) => (raw.includes('#') ? decodeName(Buffer.from(raw, 'latin1')) : raw);

/**
 * Hands each name of latin1 `text` from `from` to `onName` (true stops: a refused key) with what
 * follows it; returns where the next text's names begin, past those judged here.
 */
function eachName(pattern: RegExp, text: string, from: number, onName: (name: string, at: number) => boolean): number {
  pattern.lastIndex = from;
  let next = from;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    if (onName(nameOf(m[1]!), pattern.lastIndex)) throw new PdfProblem('active');
    next = pattern.lastIndex;
  }
  return next;
}

/** Whether an object stream's objects hold any key, or an '/OpenAction' followed by '<<' (an action written in place). */
function objectsHoldKeys(objects: string): boolean {
  try {
    eachName(NAME, `${objects} `, 0, (name, at) => LONG_KEYS.has(name) || SHORT_KEYS.has(name) || (name === 'OpenAction' && /^[\0\t\n\f\r ]*</.test(objects.slice(at, at + 64))));
    return false;
  } catch {
    return true;
  }
}

/** What is wrong with the stored PDF at `fullPath`, or null when it holds only what a document needs. */
export async function scanPdf(fullPath: string): Promise<TPdfProblem | null> {
  const lexer = new PdfLexer({
    name: (name) => {
      if (SHORT_KEYS.has(name)) throw new PdfProblem('active');
    },
    objects: (objects) => {
      if (objectsHoldKeys(objects.toString('latin1'))) throw new PdfProblem('active');
    },
  });
  let objectStreams = 0;
  const raw = (name: string) => {
    if (name === 'ObjStm') objectStreams++;
    return LONG_KEYS.has(name);
  };
  let carry = '';
  let from = 0;
  try {
    for await (const chunk of fs.createReadStream(fullPath, { highWaterMark: 256 * 1024 })) {
      const bytes = chunk as Buffer;
      const text = carry + bytes.toString('latin1');
      if (WEB_MARKUP.test(text)) return 'web';
      // A name is judged once, when what ends it has arrived.
      const next = eachName(RAW_NAME, text, from, raw);
      carry = text.slice(-CARRY);
      from = Math.max(0, next - (text.length - carry.length));
      lexer.push(bytes);
    }
    eachName(RAW_NAME, `${carry} `, from, raw);
    lexer.end();
    return lexer.objectStreams < objectStreams ? 'unreadable' : null;
  } catch (err) {
    if (err instanceof PdfProblem) return err.problem;
    throw err;
  }
}

/** Whether the stored file at `fullPath` holds a web page's tags anywhere (an image that is also a page). */
export async function holdsWebMarkup(fullPath: string): Promise<boolean> {
  let carry = '';
  for await (const chunk of fs.createReadStream(fullPath, { highWaterMark: 256 * 1024 })) {
    const text = carry + (chunk as Buffer).toString('latin1');
    if (WEB_MARKUP.test(text)) return true;
    carry = text.slice(-CARRY);
  }
  return false;
}
