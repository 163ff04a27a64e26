import fs from 'node:fs';
import zlib from 'node:zlib';
import { NameScanner, PdfProblem, decodeName, isRegular } from './pdf-names';

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

/** The most one object stream may hold compressed and inflated, and all of a file's together inflated. */
const OBJSTM_MAX_RAW = 32 * 1024 * 1024;
const OBJSTM_MAX_INFLATED = 64 * 1024 * 1024;
const OBJSTM_MAX_TOTAL = 256 * 1024 * 1024;

/** Tags that make a browser take bytes for a web page (MIME sniffing's HTML patterns, the unambiguous ones). */
const WEB_MARKUP = /<(?:!doctype\s+html|html|head|body|script|iframe|object|embed|meta|title|style)[\s/>]/i;
/** A name: '/' and the regular characters after it, up to the white space or delimiter that ends it. */
const NAME = /\/([^\0\t\n\f\r ()<>[\]{}/%]{2,127})(?=[\0\t\n\f\r ()<>[\]{}/%])/g;
/** The same for the raw bytes, only names that may be a long key or '/ObjStm' by their first letter ('#' an escaped one): a tenth of the work on compressed data. */
const RAW_NAME = /\/([JLEFRSIGXO#][^\0\t\n\f\r ()<>[\]{}/%]{1,126})(?=[\0\t\n\f\r ()<>[\]{}/%])/g;
/** What of a chunk is kept for the next, so that a name or a tag across the boundary is seen whole. */
const CARRY = 160;

const ENDSTREAM = Buffer.from('endstream', 'latin1');

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

/** An object stream's data as it arrives; `afterCR` when 'stream' ended with CR (its LF is not data). */
type TCapture = { parts: Buffer[]; size: number; flate: boolean; afterCR: boolean };

/** The two-letter keys and '/OpenAction' outside comments, strings and stream data; object streams' objects. */
class Lexer {
  private mode: 'normal' | 'comment' | 'string' | 'hex' | 'stream' = 'normal';
  private depth = 0;
  private escaped = false;
  private lessThan = false;
  private word = '';
  private header: string[] = [];
  private capture: TCapture | null = null;
  private streamTail = Buffer.alloc(0);
  private inflatedTotal = 0;
  objectStreams = 0;
  private readonly names = new NameScanner((name) => {
    if (SHORT_KEYS.has(name)) throw new PdfProblem('active');
    if (this.header.length < 64) this.header.push(name);
  });

  push(chunk: Buffer): void {
    let i = 0;
    while (i < chunk.length) {
      if (this.mode === 'stream') {
        i = this.inStream(chunk, i);
        continue;
      }
      const b = chunk[i++]!;
      if (this.mode === 'normal') this.normal(b);
      else if (this.mode === 'comment') {
        if (b === 0x0a || b === 0x0d) this.mode = 'normal';
      } else if (this.mode === 'hex') {
        if (b === 0x3e) this.mode = 'normal';
      } else if (this.escaped) this.escaped = false;
      else if (b === 0x5c) this.escaped = true;
      else if (b === 0x28) this.depth++;
      else if (b === 0x29 && --this.depth === 0) this.mode = 'normal';
    }
  }

  end(): void {
    this.names.end();
    if (this.capture) throw new PdfProblem('unreadable');
  }

  private normal(b: number): void {
    // '<<' opens a dictionary, a single '<' a hex string.
    if (this.lessThan) {
      this.lessThan = false;
      if (b === 0x3c) return;
      this.mode = b === 0x3e ? 'normal' : 'hex';
      return;
    }
    this.names.byte(b);
    if (isRegular(b) && !this.names.inName) {
      if (this.word.length < 16) this.word += String.fromCharCode(b);
      return;
    }
    const word = this.word;
    this.word = '';
    if (word === 'obj' || word === 'endobj') this.header = [];
    if (word === 'stream') this.startStream(b);
    else if (b === 0x25) this.mode = 'comment';
    else if (b === 0x28) {
      this.mode = 'string';
      this.depth = 1;
    } else if (b === 0x3c) this.lessThan = true;
  }

  private startStream(eol: number): void {
    this.mode = 'stream';
    this.streamTail = Buffer.alloc(0);
    const h = this.header;
    if (!h.includes('ObjStm') && !h.includes('First')) return;
    // Flate alone: '/Filter /FlateDecode' or '/Filter [/FlateDecode]', no other filter, no predictor.
    const filters = h.filter((n) => n === 'DecodeParms' || FILTER_NAMES.test(n));
    this.capture = { parts: [], size: 0, flate: filters.length === 1 && filters[0] === 'FlateDecode', afterCR: eol === 0x0d };
  }

  /** Stream data from `i`: skipped (an object stream's kept) up to 'endstream'; where the lexer goes on. */
  private inStream(chunk: Buffer, i: number): number {
    // 'endstream' across the previous chunk's end.
    const seam = Buffer.concat([this.streamTail, chunk.subarray(i, i + ENDSTREAM.length - 1)]);
    let at = this.streamTail.length > 0 ? seam.indexOf(ENDSTREAM) : -1;
    let end = at >= 0 ? i + at + ENDSTREAM.length - this.streamTail.length : -1;
    if (end < 0) {
      at = chunk.indexOf(ENDSTREAM, i);
      end = at >= 0 ? at + ENDSTREAM.length : -1;
    }
    const upTo = end < 0 ? chunk.length : end;
    if (this.capture) this.keep(chunk.subarray(i, upTo));
    if (end < 0) {
      this.streamTail = Buffer.from(chunk.subarray(Math.max(i, chunk.length - ENDSTREAM.length + 1)));
      return chunk.length;
    }
    this.streamTail = Buffer.alloc(0);
    if (!this.capture || this.endOfObjectStream()) this.mode = 'normal';
    return end;
  }

  private keep(bytes: Buffer): void {
    const c = this.capture!;
    c.size += bytes.length;
    if (c.size > OBJSTM_MAX_RAW) throw new PdfProblem('unreadable');
    c.parts.push(Buffer.from(bytes));
  }

  /** At an 'endstream' of an object stream: scans its objects (true) when its zlib data is complete, else the data goes on (false). */
  private endOfObjectStream(): boolean {
    const c = this.capture!;
    if (!c.flate) throw new PdfProblem('unreadable');
    const joined = Buffer.concat(c.parts);
    c.parts = [joined];
    // The data starts after the end of line that follows 'stream'; zlib ignores what follows its end.
    const data = joined.subarray(c.afterCR && joined[0] === 0x0a ? 1 : 0);
    let objects: Buffer;
    try {
      objects = zlib.inflateSync(data, { maxOutputLength: Math.max(1, Math.min(OBJSTM_MAX_INFLATED, OBJSTM_MAX_TOTAL - this.inflatedTotal)) });
    } catch (err) {
      // Cut short by an 'endstream' inside the compressed data: the stream goes on to the next one.
      if ((err as { code?: string }).code === 'Z_BUF_ERROR') return false;
      throw new PdfProblem('unreadable');
    }
    this.inflatedTotal += objects.length;
    this.capture = null;
    this.objectStreams++;
    // Every key counts wherever it stands: a reader takes the objects at their offsets, not in order.
    if (objectsHoldKeys(objects.toString('latin1'))) throw new PdfProblem('active');
    return true;
  }
}

/** Filter names (standard and abbreviated). */
const FILTER_NAMES = /^(?:FlateDecode|Fl|AHx|ASCIIHexDecode|A85|ASCII85Decode|LZW|LZWDecode|RL|RunLengthDecode|Crypt|JBIG2Decode|DCTDecode|DCT|JPXDecode|CCF|CCITTFaxDecode|BrotliDecode)$/;

/** What is wrong with the stored PDF at `fullPath`, or null when it holds only what a document needs. */
export async function scanPdf(fullPath: string): Promise<TPdfProblem | null> {
  const lexer = new Lexer();
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
