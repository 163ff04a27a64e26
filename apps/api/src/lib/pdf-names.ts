/*
 * The smallest pieces of PDF's syntax that the upload scan (pdf-scan.ts, pdf-lexer.ts) reads:
 * which bytes are white space, delimiters or regular characters, and names ('/JavaScript', also
 * written '/Java#53cript'), decoded as a PDF reader decodes them.
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
/** The byte classes as tables, for the lexer's tight loops: 1 white space / regular, 0 not. */
export const WHITE_BYTES: Readonly<Uint8Array> = WHITE;
export const REGULAR_BYTES: Readonly<Uint8Array> = REGULAR;

/** A problem that ends the scan: what the file holds that is refused. */
export class PdfProblem extends Error {
  constructor(readonly problem: 'active' | 'unreadable' | 'web') {
    super(problem);
  }
}

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
