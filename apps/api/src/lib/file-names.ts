/*
 * The name a person gave a file, made safe to store and to send back: it is only ever shown (in the
 * record, in a download's Content-Disposition, as an entry of a ZIP of downloads), never used as a
 * path on our disk (lib/files.ts names stored files itself).
 */

/**
 * What a shown name never keeps: control characters (C0, DEL, C1), Unicode's format characters,
 * among them the bidirectional overrides, embeddings and isolates (U+202A–U+202E, U+2066–U+2069),
 * the direction marks (U+200E, U+200F, U+061C) and zero-width characters, which make
 * 'factura\u202Efdp.exe' read as 'facturaexe.pdf'; line and paragraph separators; and the quote,
 * which ends a header's quoted name; and halves of a broken surrogate pair.
 */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}"]/gu;

/** The longest name kept, in characters: the end is kept, so the extension survives. */
export const FILE_NAME_MAX = 200;

/**
 * A file name as it may be stored and shown: its last path segment (a browser may send 'C:\\x\\y.pdf'),
 * without unsafe characters, trimmed, at most FILE_NAME_MAX characters;
 * `fallback` when nothing is left or it is only dots.
 */
export function cleanFileName(name: string, fallback: string): string {
  const base = name.replace(/\\/g, '/').split('/').pop() ?? '';
  const clean = base.normalize('NFC').replace(UNSAFE, '').trim();
  const chars = Array.from(clean);
  const kept = chars.slice(-FILE_NAME_MAX).join('').trim();
  return /^\.*$/.test(kept) ? fallback : kept;
}
