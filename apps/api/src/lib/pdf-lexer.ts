import zlib from 'node:zlib';
import { PdfProblem, REGULAR_BYTES, WHITE_BYTES, decodeName } from './pdf-names';

/*
 * PDF's syntax as far as the upload scan (pdf-scan.ts) needs it, one chunk at a time: names outside
 * comments, strings and stream data, the words 'obj', 'endobj' and 'stream', and the data of object
 * streams. Runs of bytes are skipped with indexOf and tight loops, never a call per byte: a PDF made
 * only of dictionaries is its worst case.
 */

const NORMAL = 0;
const COMMENT = 1;
const STRING = 2;
const HEX = 3;
const STREAM = 4;

/** The most one object stream may hold compressed and inflated, and all of a file's together inflated. */
const OBJSTM_MAX_RAW = 32 * 1024 * 1024;
const OBJSTM_MAX_INFLATED = 64 * 1024 * 1024;
const OBJSTM_MAX_TOTAL = 256 * 1024 * 1024;
/** A name or word longer than this is kept no further (it is no key and no keyword; names are at most 127 bytes). */
const TOKEN_MAX = 128;

const ENDSTREAM = Buffer.from('endstream', 'latin1');
/** Filter names (standard and abbreviated). */
const FILTER_NAMES = /^(?:FlateDecode|Fl|AHx|ASCIIHexDecode|A85|ASCII85Decode|LZW|LZWDecode|RL|RunLengthDecode|Crypt|JBIG2Decode|DCTDecode|DCT|JPXDecode|CCF|CCITTFaxDecode|BrotliDecode)$/;

/** An object stream's data as it arrives; `afterCR` when 'stream' ended with CR (its LF is not data). */
type TCapture = { parts: Buffer[]; size: number; flate: boolean; afterCR: boolean };

export type TLexerHooks = {
  /** A name outside comments, strings and stream data (refused by throwing a PdfProblem). */
  name: (name: string) => void;
  /** An object stream's objects, inflated. */
  objects: (objects: Buffer) => void;
};

export class PdfLexer {
  private mode = NORMAL;
  private depth = 0;
  private escaped = false;
  private lessThan = false;
  private openActionPending = false;
  /** A name or word cut by the chunk's end: its bytes so far. */
  private pending: { name: boolean; bytes: Buffer } | null = null;
  private header: string[] = [];
  private capture: TCapture | null = null;
  private streamTail = Buffer.alloc(0);
  private inflatedTotal = 0;
  /** How many object streams were opened and read. */
  objectStreams = 0;

  constructor(private readonly hooks: TLexerHooks) {}

  push(chunk: Buffer): void {
    let i = 0;
    while (i < chunk.length) {
      if (this.mode === STREAM) i = this.inStream(chunk, i);
      else if (this.mode === COMMENT) i = this.inComment(chunk, i);
      else if (this.mode === HEX) {
        const end = chunk.indexOf(0x3e, i);
        if (end >= 0) this.mode = NORMAL;
        i = end < 0 ? chunk.length : end + 1;
      } else if (this.mode === STRING) i = this.inString(chunk, i);
      else i = this.inNormal(chunk, i);
    }
  }

  end(): void {
    if (this.pending) this.token(this.pending.bytes, 0, this.pending.bytes.length, this.pending.name, 0x20);
    this.pending = null;
    if (this.capture) throw new PdfProblem('unreadable');
  }

  private inComment(chunk: Buffer, i: number): number {
    for (; i < chunk.length; i++) {
      const b = chunk[i];
      if (b === 0x0a || b === 0x0d) {
        this.mode = NORMAL;
        return i;
      }
    }
    return i;
  }

  private inString(chunk: Buffer, i: number): number {
    let { depth, escaped } = this;
    for (; i < chunk.length; i++) {
      const b = chunk[i];
      if (escaped) escaped = false;
      else if (b === 0x5c) escaped = true;
      else if (b === 0x28) depth++;
      else if (b === 0x29 && --depth === 0) {
        this.mode = NORMAL;
        i++;
        break;
      }
    }
    this.depth = depth;
    this.escaped = escaped;
    return i;
  }

  private inNormal(chunk: Buffer, i: number): number {
    const n = chunk.length;
    if (this.pending) {
      let j = i;
      while (j < n && REGULAR_BYTES[chunk[j]!] === 1) j++;
      const bytes = Buffer.concat([this.pending.bytes, chunk.subarray(i, Math.min(j, i + TOKEN_MAX))]);
      if (j === n) {
        this.pending.bytes = bytes.subarray(0, TOKEN_MAX);
        return n;
      }
      const { name } = this.pending;
      this.pending = null;
      // After 'stream', its data begins past the end of line that ends the word.
      return this.token(bytes, 0, Math.min(bytes.length, TOKEN_MAX), name, chunk[j]!) ? j + 1 : j;
    }
    while (i < n) {
      const b = chunk[i]!;
      // '<<' opens a dictionary, a single '<' a hex string ('<>' an empty one).
      if (this.lessThan) {
        this.lessThan = false;
        if (b === 0x3c || b === 0x3e) {
          i++;
          continue;
        }
        this.mode = HEX;
        return i;
      }
      if (WHITE_BYTES[b] === 1) {
        i++;
        continue;
      }
      if (this.openActionPending) {
        this.openActionPending = false;
        // An action written in place; a destination array or a reference is a view.
        if (b === 0x3c) throw new PdfProblem('active');
      }
      const name = b === 0x2f;
      if (name || REGULAR_BYTES[b] === 1) {
        const start = name ? i + 1 : i;
        let j = start;
        while (j < n && REGULAR_BYTES[chunk[j]!] === 1) j++;
        if (j === n) {
          this.pending = { name, bytes: Buffer.from(chunk.subarray(start, Math.min(n, start + TOKEN_MAX))) };
          return n;
        }
        if (this.token(chunk, start, Math.min(j, start + TOKEN_MAX), name, chunk[j]!)) return j + 1;
        i = j;
        continue;
      }
      i++;
      if (b === 0x25) {
        this.mode = COMMENT;
        return i;
      }
      if (b === 0x28) {
        this.mode = STRING;
        this.depth = 1;
        return i;
      }
      if (b === 0x3c) this.lessThan = true;
    }
    return i;
  }

  /** The name or word of bytes `start` to `end`, ended by the byte `next`; true when it was the word 'stream' (its data begins after `next`). */
  private token(bytes: Buffer, start: number, end: number, name: boolean, next: number): boolean {
    if (name) {
      let hashed = false;
      for (let k = start; k < end && !hashed; k++) hashed = bytes[k] === 0x23;
      const text = hashed ? decodeName(bytes.subarray(start, end)) : bytes.toString('latin1', start, end);
      if (text === 'OpenAction') this.openActionPending = true;
      else {
        this.hooks.name(text);
        if (this.header.length < 64) this.header.push(text);
      }
      return false;
    }
    const length = end - start;
    if (length !== 3 && length !== 6) return false;
    const word = bytes.toString('latin1', start, end);
    if (word === 'obj' || word === 'endobj') this.header = [];
    if (word !== 'stream') return false;
    this.startStream(next);
    return true;
  }

  private startStream(eol: number): void {
    this.mode = STREAM;
    this.streamTail = Buffer.alloc(0);
    const h = this.header;
    if (!h.includes('ObjStm') && !h.includes('First')) return;
    // Flate alone: '/Filter /FlateDecode' or '/Filter [/FlateDecode]', no other filter, no predictor.
    const filters = h.filter((f) => f === 'DecodeParms' || FILTER_NAMES.test(f));
    this.capture = { parts: [], size: 0, flate: filters.length === 1 && filters[0] === 'FlateDecode', afterCR: eol === 0x0d };
  }

  /** Stream data from `i`: skipped (an object stream's kept) up to 'endstream'; where the lexer goes on. */
  private inStream(chunk: Buffer, i: number): number {
    // 'endstream' across the previous chunk's end.
    let end = -1;
    if (this.streamTail.length > 0) {
      const at = Buffer.concat([this.streamTail, chunk.subarray(i, i + ENDSTREAM.length - 1)]).indexOf(ENDSTREAM);
      if (at >= 0) end = i + at + ENDSTREAM.length - this.streamTail.length;
    }
    if (end < 0) {
      const at = chunk.indexOf(ENDSTREAM, i);
      end = at >= 0 ? at + ENDSTREAM.length : -1;
    }
    if (this.capture) this.keep(chunk.subarray(i, end < 0 ? chunk.length : end));
    if (end < 0) {
      this.streamTail = Buffer.from(chunk.subarray(Math.max(i, chunk.length - ENDSTREAM.length + 1)));
      return chunk.length;
    }
    this.streamTail = Buffer.alloc(0);
    if (!this.capture || this.endOfObjectStream()) this.mode = NORMAL;
    return end;
  }

  private keep(bytes: Buffer): void {
    const c = this.capture!;
    c.size += bytes.length;
    if (c.size > OBJSTM_MAX_RAW) throw new PdfProblem('unreadable');
    c.parts.push(Buffer.from(bytes));
  }

  /** At an 'endstream' of an object stream: its objects (true) when its zlib data is complete, else the data goes on (false). */
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
    this.hooks.objects(objects);
    return true;
  }
}
