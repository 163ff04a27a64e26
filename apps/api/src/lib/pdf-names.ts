/*
 * The smallest pieces of PDF's syntax that the upload scan (pdf-scan.ts) reads: which bytes are
 * white space, delimiters or regular characters, and names ('/JavaScript', also written
 * '/Java#53cript'), decoded as a PDF reader decodes them.
 */

const WHITE = new Uint8Array(256);
const REGULAR = new Uint8Array(256).fill(1);
for (const b of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) {
  WHITE[b] = 1;
  REGULAR[b] = 0;
}
for (const c of '()<>[]{}/%') REGULAR[c.charCodeAt(0)] = 0;

export const isWhite = (b: number) => WHITE[b] === 1;
export const isRegular = (b: number) => REGULAR[b] === 1;

/** A problem that ends the scan: what the file holds that is refused. */
export class PdfProblem extends Error {
  constructor(readonly problem: 'active' | 'unreadable' | 'web') {
    super(problem);
  }
}

/** PDF names are at most 127 bytes; a longer run is kept no further (it matches no key). */
const NAME_MAX = 128;

const hexValue = (b: number) => (b >= 0x30 && b <= 0x39 ? b - 0x30 : (b | 0x20) >= 0x61 && (b | 0x20) <= 0x66 ? (b | 0x20) - 0x57 : -1);

/** A name's bytes as a reader takes them: '#xx' is the byte xx. */
export function decodeName(bytes: ArrayLike<number>): string {
  let out = '';
  for (let i = 0; i < bytes.length; i++) {
    const hi = bytes[i] === 0x23 ? hexValue(bytes[i + 1] ?? -1) : -1;
    const lo = hi >= 0 ? hexValue(bytes[i + 2] ?? -1) : -1;
    if (lo >= 0) {
      out += String.fromCharCode(hi * 16 + lo);
      i += 2;
    } else out += String.fromCharCode(bytes[i]!);
  }
  return out;
}

/**
 * Reads names out of bytes given one at a time, and hands each to `onName`. '/OpenAction' is
 * judged by what follows it: an action written in place ('<<') is refused; a destination array
 * ('[3 0 R /Fit]', what LaTeX's hyperref writes) or a reference is a view, and a reference to an
 * action is judged by the action's own keys ('/JavaScript', '/Launch'...).
 */
export class NameScanner {
  inName = false;
  private bytes: number[] = [];
  private openActionPending = false;

  constructor(private readonly onName: (name: string) => void) {}

  byte(b: number): void {
    if (this.openActionPending && !isWhite(b)) {
      this.openActionPending = false;
      if (b === 0x3c) throw new PdfProblem('active');
    }
    if (this.inName) {
      if (REGULAR[b] === 1) {
        if (this.bytes.length < NAME_MAX) this.bytes.push(b);
        return;
      }
      this.inName = false;
      const name = decodeName(this.bytes);
      if (name === 'OpenAction') {
        if (b === 0x3c) throw new PdfProblem('active');
        this.openActionPending = isWhite(b);
      } else this.onName(name);
    }
    if (b === 0x2f) {
      this.inName = true;
      this.bytes = [];
    }
  }

  /** The end of the bytes: a name still open is judged now. */
  end(): void {
    this.byte(0x20);
  }
}
