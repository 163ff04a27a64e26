import { inflateSync } from 'node:zlib';

/*
 * A WOFF 1.0 font as the plain TrueType/OpenType file it wraps (issue 22). fontkit reads a WOFF
 * table by inflating it on every read, and pdfkit's subsetter reads the whole 'glyf' table again for
 * each glyph it embeds: a PDF with a few symbols of Noto Sans Symbols 2 or Math spent about half a
 * second inflating. Unwrapped once when pdfmake is configured, each document reads plain tables.
 */

const HEADER = 44;
const ENTRY = 20;
const align4 = (n: number) => (n + 3) & ~3;

/** Whether `bytes` is a WOFF 1.0 file ('wOFF' signature). */
export const isWoff = (bytes: Buffer) => bytes.length >= HEADER && bytes.readUInt32BE(0) === 0x774f4646;

/** The sfnt (TrueType/OpenType) file inside a WOFF 1.0 file: the same tables, uncompressed, with their checksums. */
export function sfntOfWoff(woff: Buffer): Buffer {
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = HEADER + i * ENTRY;
    const [tag, offset, compLength, origLength, checksum] = [0, 4, 8, 12, 16].map((d) => woff.readUInt32BE(at + d)) as [number, number, number, number, number];
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error(`WOFF table ${tag.toString(16)}: ${data.length} bytes instead of ${origLength}`);
    return { tag, checksum, data };
  });
  const power = 2 ** Math.floor(Math.log2(numTables));
  let offset = 12 + 16 * numTables;
  const out = Buffer.alloc(offset + tables.reduce((s, t) => s + align4(t.data.length), 0));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(numTables * 16 - power * 16, 10);
  tables.forEach((t, i) => {
    const at = 12 + 16 * i;
    out.writeUInt32BE(t.tag, at);
    out.writeUInt32BE(t.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(t.data.length, at + 12);
    t.data.copy(out, offset);
    offset += align4(t.data.length);
  });
  return out;
}
