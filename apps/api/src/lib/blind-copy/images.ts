import { BlindCopyError } from './error';

/*
 * Images without their metadata, by walking their segments (no image library, no decoding): what
 * a camera, a phone or an editor writes about who made the picture goes, the picture stays byte
 * for byte. Every length is checked against the bytes really there; what does not add up is
 * refused, and bytes after the image's end (where anything may be hidden) are dropped.
 */

export type TImageKind = 'jpeg' | 'png' | 'gif' | 'webp';

const broken = (what: string) => new BlindCopyError('unreadable', what);

/** JPEG markers left out: APP1 (Exif, XMP), APP11 (JUMBF: C2PA credentials), APP12 (Ducky, picture info), APP13 (Photoshop, IPTC), COM. */
const JPEG_DROPPED = new Set([0xe1, 0xeb, 0xec, 0xed, 0xfe]);
/** Markers with no length after them: TEM, RST0-7. */
const standalone = (m: number) => m === 0x01 || (m >= 0xd0 && m <= 0xd7);

/** The Exif orientation (2-8) of an APP1 segment's payload, when it has one other than 1. */
function exifOrientation(payload: Buffer): number | null {
  if (payload.length < 14 || payload.toString('latin1', 0, 6) !== 'Exif\0\0') return null;
  const tiff = payload.subarray(6);
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return null;
  const le = order === 'II';
  const u16 = (at: number) => (at + 2 <= tiff.length ? (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at)) : -1);
  const u32 = (at: number) => (at + 4 <= tiff.length ? (le ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at)) : -1);
  const ifd = u32(4);
  const count = ifd < 0 ? -1 : u16(ifd);
  for (let i = 0; i < count; i++) {
    const at = ifd + 2 + i * 12;
    if (at + 12 > tiff.length) return null;
    if (u16(at) === 0x0112 && u16(at + 2) === 3) {
      const value = u16(at + 8);
      return value >= 2 && value <= 8 ? value : null;
    }
  }
  return null;
}

/** An APP1 segment holding only an Exif orientation (a big-endian TIFF with one IFD entry). */
function orientationSegment(orientation: number): Buffer {
  const b = Buffer.alloc(36);
  b.writeUInt16BE(0xffe1, 0);
  b.writeUInt16BE(34, 2);
  b.write('Exif\0\0MM\0*', 4, 'latin1');
  b.writeUInt32BE(8, 14);
  b.writeUInt16BE(1, 18);
  b.writeUInt16BE(0x0112, 20);
  b.writeUInt16BE(3, 22);
  b.writeUInt32BE(1, 24);
  b.writeUInt16BE(orientation, 28);
  // 30-31 padding of the value, 32-35 no next IFD.
  return b;
}

/** A JPEG without its APP1/APP11/APP12/APP13 and comment segments; an Exif orientation is kept (the picture would turn otherwise). */
export function cleanJpeg(src: Buffer): Buffer {
  if (src.length < 4 || src[0] !== 0xff || src[1] !== 0xd8) throw broken('jpeg: no SOI');
  const out: Buffer[] = [src.subarray(0, 2)];
  let orientation: number | null = null;
  let orientationAt = -1;
  let i = 2;
  for (;;) {
    if (i >= src.length) break;
    if (src[i] !== 0xff) throw broken('jpeg: no marker');
    while (src[i + 1] === 0xff) i++;
    if (i + 1 >= src.length) break;
    const marker = src[i + 1]!;
    if (marker === 0xd9) {
      out.push(src.subarray(i, i + 2));
      break;
    }
    if (standalone(marker)) {
      out.push(src.subarray(i, i + 2));
      i += 2;
      continue;
    }
    if (marker === 0xd8 || marker === 0x00 || i + 4 > src.length) throw broken('jpeg: bad marker');
    const end = i + 2 + src.readUInt16BE(i + 2);
    if (end > src.length || end < i + 4) throw broken('jpeg: segment past the end');
    if (JPEG_DROPPED.has(marker)) {
      if (marker === 0xe1 && orientation === null) {
        orientation = exifOrientation(src.subarray(i + 4, end));
        orientationAt = out.length;
      }
    } else out.push(src.subarray(i, end));
    i = end;
    if (marker !== 0xda) continue;
    // Entropy-coded data after a start of scan, up to the next marker (0xFF not followed by a stuffed 0 or a restart).
    let j = i;
    for (;;) {
      j = src.indexOf(0xff, j);
      if (j < 0 || j + 1 >= src.length) {
        j = src.length;
        break;
      }
      const next = src[j + 1]!;
      if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) j += 2;
      else if (next === 0xff) j += 1;
      else break;
    }
    out.push(src.subarray(i, j));
    i = j;
  }
  if (orientation !== null) out.splice(orientationAt, 0, orientationSegment(orientation));
  return Buffer.concat(out);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** PNG chunks left out: text of any kind, Exif, and C2PA content credentials. */
const PNG_DROPPED = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'caBX']);

/** A PNG without its text, Exif and credential chunks; nothing after IEND. */
export function cleanPng(src: Buffer): Buffer {
  if (src.length < 8 || !src.subarray(0, 8).equals(PNG_SIGNATURE)) throw broken('png: no signature');
  const out: Buffer[] = [PNG_SIGNATURE];
  let i = 8;
  for (;;) {
    if (i + 12 > src.length) throw broken('png: no IEND');
    const length = src.readUInt32BE(i);
    const type = src.toString('latin1', i + 4, i + 8);
    const end = i + 12 + length;
    if (!/^[A-Za-z]{4}$/.test(type) || length > 0x7fffffff || end > src.length) throw broken('png: bad chunk');
    if (!PNG_DROPPED.has(type)) out.push(src.subarray(i, end));
    if (type === 'IEND') break;
    i = end;
  }
  return Buffer.concat(out);
}

/** A WebP without its EXIF and XMP chunks (and their flags in VP8X), its RIFF size made right. */
export function cleanWebp(src: Buffer): Buffer {
  if (src.length < 20 || src.toString('latin1', 0, 4) !== 'RIFF' || src.toString('latin1', 8, 12) !== 'WEBP') throw broken('webp: no header');
  const riffEnd = 8 + src.readUInt32LE(4);
  if (riffEnd > src.length || riffEnd < 20) throw broken('webp: size past the end');
  const chunks: Buffer[] = [];
  for (let i = 12; i < riffEnd; ) {
    if (i + 8 > riffEnd) throw broken('webp: cut chunk');
    const fourcc = src.toString('latin1', i, i + 4);
    const size = src.readUInt32LE(i + 4);
    const dataEnd = i + 8 + size;
    if (dataEnd > riffEnd) throw broken('webp: chunk past the end');
    // A chunk of odd size has a padding byte (some writers leave out the last one).
    const end = Math.min(dataEnd + (size & 1), riffEnd);
    const chunk = end - i === 8 + size + (size & 1) ? src.subarray(i, end) : Buffer.concat([src.subarray(i, end), Buffer.alloc(1)]);
    if (fourcc === 'VP8X' && size >= 10) {
      const vp8x = Buffer.from(chunk);
      vp8x[8] = vp8x[8]! & ~(0x08 | 0x04);
      chunks.push(vp8x);
    } else if (fourcc !== 'EXIF' && fourcc !== 'XMP ') chunks.push(chunk);
    i = end;
  }
  const body = Buffer.concat([Buffer.from('WEBP', 'latin1'), ...chunks]);
  const head = Buffer.alloc(8);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body]);
}

/** GIF application extensions kept: looping (Netscape, AnimExts) and the ICC profile; the rest (XMP, vendors' data) goes. */
const GIF_KEPT_APPLICATIONS = new Set(['NETSCAPE2.0', 'ANIMEXTS1.0', 'ICCRGBG1012']);

/** A GIF without its comment extensions and application extensions other than looping and colour; nothing after the trailer. */
export function cleanGif(src: Buffer): Buffer {
  const signature = src.toString('latin1', 0, 6);
  if (src.length < 13 || (signature !== 'GIF87a' && signature !== 'GIF89a')) throw broken('gif: no header');
  const colourTable = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  /** Where the sub-blocks starting at `at` end (past their empty terminator). */
  const afterSubBlocks = (at: number) => {
    let j = at;
    for (;;) {
      if (j >= src.length) throw broken('gif: cut block');
      const size = src[j]!;
      j += 1 + size;
      if (size === 0) return j;
    }
  };
  let i = 13 + colourTable(src[10]!);
  if (i > src.length) throw broken('gif: cut colour table');
  const out: Buffer[] = [src.subarray(0, i)];
  for (;;) {
    if (i >= src.length) throw broken('gif: no trailer');
    const block = src[i]!;
    if (block === 0x3b) {
      out.push(src.subarray(i, i + 1));
      break;
    }
    if (block === 0x21) {
      if (i + 2 > src.length) throw broken('gif: cut extension');
      const label = src[i + 1]!;
      const end = afterSubBlocks(i + 2);
      const application = label === 0xff && src[i + 2] === 11 ? src.toString('latin1', i + 3, i + 14) : null;
      const dropped = label === 0xfe || (label === 0xff && (application === null || !GIF_KEPT_APPLICATIONS.has(application)));
      if (!dropped) out.push(src.subarray(i, end));
      i = end;
    } else if (block === 0x2c) {
      if (i + 11 > src.length) throw broken('gif: cut image');
      // Descriptor (10 bytes), local colour table, LZW minimum code size, then the data sub-blocks.
      const end = afterSubBlocks(i + 10 + colourTable(src[i + 9]!) + 1);
      out.push(src.subarray(i, end));
      i = end;
    } else throw broken('gif: unknown block');
  }
  return Buffer.concat(out);
}

/** The image without its metadata, by its kind. */
export function cleanImage(kind: TImageKind, src: Buffer): Buffer {
  switch (kind) {
    case 'jpeg':
      return cleanJpeg(src);
    case 'png':
      return cleanPng(src);
    case 'gif':
      return cleanGif(src);
    case 'webp':
      return cleanWebp(src);
  }
}
