import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fontkit, type TFontkitFont } from './fontkit-lazy';
import { isWoff, sfntOfWoff } from './pdf-woff';

/*
 * The fonts of every generated PDF, and which one draws each character. Roboto (Apache-2.0, shipped
 * by pdfmake) draws Latin, Greek and Cyrillic text, but a user can type an emoji, an arrow or a check
 * mark, which Roboto prints as an empty box. Those characters fall back, in this order, to:
 *   - Noto Emoji (monochrome, SIL OFL 1.1, npm @expo-google-fonts/noto-emoji, TTF),
 *   - Noto Sans Symbols 2 (SIL OFL 1.1, npm @fontsource/noto-sans-symbols-2, WOFF by Unicode block),
 *   - Noto Sans Math (SIL OFL 1.1, npm @fontsource/noto-sans-math, WOFF).
 * pdfkit (through fontkit) embeds only the glyphs a document uses, so the fallbacks cost a few KB
 * in a PDF that uses them and nothing in one that does not. A character no font has (CJK, for
 * instance: docs/limits.md) stays in Roboto.
 */

const require = createRequire(import.meta.url);
/** A package's folder (its package.json may be hidden by `exports`, so resolve a file we know it ships). */
const packageDir = (file: string) => path.dirname(require.resolve(file));

const robotoDir = packageDir('pdfmake/fonts/Roboto.js');
const emojiDir = path.dirname(packageDir('@expo-google-fonts/noto-emoji/400Regular/index.js'));
const symbolsDir = packageDir('@fontsource/noto-sans-symbols-2/files/noto-sans-symbols-2-symbols-400-normal.woff');
const mathDir = packageDir('@fontsource/noto-sans-math/files/noto-sans-math-latin-400-normal.woff');

type TFontFiles = { normal: string; bold: string; italics: string; bolditalics: string };
const same = (file: string): TFontFiles => ({ normal: file, bold: file, italics: file, bolditalics: file });

/** The default family first, then the fallbacks in the order they are tried. */
export const PDF_FONTS: Record<string, TFontFiles> = {
  Roboto: {
    normal: path.join(robotoDir, 'Roboto/Roboto-Regular.ttf'),
    bold: path.join(robotoDir, 'Roboto/Roboto-Medium.ttf'),
    italics: path.join(robotoDir, 'Roboto/Roboto-Italic.ttf'),
    bolditalics: path.join(robotoDir, 'Roboto/Roboto-MediumItalic.ttf'),
  },
  NotoEmoji: (() => {
    const regular = path.join(emojiDir, '400Regular/NotoEmoji_400Regular.ttf');
    const bold = path.join(emojiDir, '700Bold/NotoEmoji_700Bold.ttf');
    return { normal: regular, bold, italics: regular, bolditalics: bold };
  })(),
  ...Object.fromEntries(
    ['symbols', 'math', 'latin', 'latin-ext', 'braille', 'mayan-numerals'].map((block) => [
      `NotoSansSymbols2-${block}`,
      same(path.join(symbolsDir, `noto-sans-symbols-2-${block}-400-normal.woff`)),
    ]),
  ),
  NotoSansMath: same(path.join(mathDir, 'noto-sans-math-latin-400-normal.woff')),
};

export const DEFAULT_FONT = 'Roboto';
/** The folders the PDF writer may read fonts from. */
export const FONT_DIRS = [robotoDir, emojiDir, symbolsDir, mathDir];

/** Every font file of PDF_FONTS with the bytes the PDF writer reads: a WOFF unwrapped to its sfnt (pdf-woff.ts). */
export function fontFilesForWriter(): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const faces of Object.values(PDF_FONTS)) {
    for (const file of Object.values(faces)) {
      if (files.has(file)) continue;
      const bytes = readFileSync(file);
      files.set(file, isWoff(bytes) ? sfntOfWoff(bytes) : bytes);
    }
  }
  return files;
}

type TCoverage = { family: string; has: (codePoint: number) => boolean };
let coverage: TCoverage[] | null = null;
/** Each family's regular face, opened on its first question (only its character map is read): a text Roboto draws opens no fallback. */
function fontsInOrder(): TCoverage[] {
  coverage ??= Object.entries(PDF_FONTS).map(([family, files]) => {
    let font: TFontkitFont | undefined;
    return { family, has: (cp: number) => (font ??= fontkit().create(readFileSync(files.normal)) as TFontkitFont).hasGlyphForCodePoint(cp) };
  });
  return coverage;
}

const chosen = new Map<number, string>();
/** The first family that has a glyph for the character (the default one when none has). */
export function fontForCodePoint(codePoint: number): string {
  let family = chosen.get(codePoint);
  if (family === undefined) {
    family = fontsInOrder().find((f) => f.has(codePoint))?.family ?? DEFAULT_FONT;
    chosen.set(codePoint, family);
  }
  return family;
}

/** Selectors and joiners that only modify the character before them: they stay in its run. */
const JOINERS = new Set([0x200d, 0xfe0e, 0xfe0f, 0x20e3]);
/** A zero-width joiner, a variation selector, a keycap, a skin tone or a tag (of flag sequences). */
const isModifier = (cp: number) => JOINERS.has(cp) || (cp >= 0x1f3fb && cp <= 0x1f3ff) || (cp >= 0xe0020 && cp <= 0xe007f);

export type TFontRun = { text: string; font?: string };

/**
 * `text` cut into runs of one font each: a run of the default font carries no `font` (so the
 * node's own font, bold and style still apply). A text the default font draws entirely is one run.
 */
export function fontRuns(text: string): TFontRun[] {
  const runs: TFontRun[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const last = runs[runs.length - 1];
    const modifier = last !== undefined && isModifier(cp);
    const family = modifier ? (last.font ?? DEFAULT_FONT) : fontForCodePoint(cp);
    // A modifier the run's font lacks would print as a box: it selects nothing visible, so drop it.
    if (modifier && !fontsInOrder().find((f) => f.family === family)!.has(cp)) continue;
    const font = family === DEFAULT_FONT ? undefined : family;
    if (last && last.font === font) last.text += ch;
    else runs.push(font ? { text: ch, font } : { text: ch });
  }
  return runs;
}
