import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import { getDocument } from './pdfjs';
import { expect } from 'vitest';
import { PDF_FONTS } from '../src/lib/pdf-fonts';

/*
 * A generated PDF read back with positions (pdfjs getTextContent): what a reader sees cut off at
 * the page's edge, or printed as an empty box, fails the test.
 */

/** What a user may type that Roboto alone does not print: emoji, arrows, check marks, beside accents and currency. */
export const PROBE = 'ñÁü 😀 👍🏽 ❤️ ≥ € → ✓ ★ ∑ ';
/** `text` with PROBE at its start, no longer than it was (so a field at its maximum stays there). */
export const probed = (text: string) => (PROBE + text).slice(0, text.length);

/**
 * Every face the writer embeds, by PostScript name (as a PDF's BaseFont names it, after the subset
 * tag); the Unicode blocks of Noto Sans Symbols 2 are separate files under one name.
 */
const FACES = new Map<string, fontkit.Font[]>();
for (const files of Object.values(PDF_FONTS)) {
  for (const file of new Set(Object.values(files))) {
    const font = fontkit.create(readFileSync(file)) as fontkit.Font;
    FACES.set(font.postscriptName, [...(FACES.get(font.postscriptName) ?? []), font]);
  }
}

/** Whether one of a face's files draws the code point, remembered per face name (a long PDF repeats the same letters). */
const GLYPHS = new Map<string, Map<number, boolean>>();
function hasGlyph(name: string, faces: fontkit.Font[], codePoint: number) {
  let known = GLYPHS.get(name);
  if (!known) GLYPHS.set(name, (known = new Map()));
  let has = known.get(codePoint);
  if (has === undefined) known.set(codePoint, (has = faces.some((f) => f.hasGlyphForCodePoint(codePoint))));
  return has;
}

export type TPlacedText = { page: number; str: string; x: number; width: number; font: string };

/** Every text item of every page with its left edge, width, page width and embedded font's name. */
export async function placedText(body: Buffer) {
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const doc = await getDocument({ data: new Uint8Array(body), useSystemFonts: false, isEvalSupported: false }).promise;
  const items: (TPlacedText & { pageWidth: number })[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const [x0, , x1] = page.view as [number, number, number, number];
    const content = await page.getTextContent();
    // A font's name is known once its page's operators are read (which loads it into commonObjs,
    // shared by the document's pages): read them only on a page that brings a font not seen yet.
    if (content.items.some((item) => 'fontName' in item && !page.commonObjs.has(item.fontName))) await page.getOperatorList();
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const [a, b] = item.transform as number[];
      if (b !== 0 || a < 0) continue; // a rotated watermark is no line of text
      const font = (page.commonObjs.get(item.fontName) as { name: string }).name.replace(/^[A-Z]{6}\+/, '');
      items.push({ page: n, str: item.str, x: item.transform[4] as number, width: item.width, font, pageWidth: x1 - x0 });
    }
  }
  return items;
}

/**
 * Every text item lies between the side margins (half a point of rounding allowed) and every
 * character is drawn by a font that has its glyph; answers the text, joined, for further checks.
 */
export async function expectInsideAndPrinted(body: Buffer, margin: number) {
  const items = await placedText(body);
  const outside = items.filter((i) => i.x < margin - 0.5 || i.x + i.width > i.pageWidth - margin + 0.5);
  expect(outside.slice(0, 5).map((i) => `p${i.page} x=${i.x.toFixed(1)} w=${i.width.toFixed(1)} '${i.str.slice(0, 40)}'`)).toEqual([]);
  // Plain checks per item, one assertion per kind of fault: an expect() for each of the thousands of
  // text items of a long PDF was a tenth of the file's CPU.
  const unknownFonts = new Set<string>();
  const boxes = new Set<string>();
  for (const i of items) {
    const faces = FACES.get(i.font);
    if (!faces) {
      unknownFonts.add(i.font);
      continue;
    }
    for (const ch of i.str) if (ch.trim() !== '' && !hasGlyph(i.font, faces, ch.codePointAt(0)!)) boxes.add(`${ch} (U+${ch.codePointAt(0)!.toString(16)}) in ${i.font}`);
  }
  expect([...unknownFonts], 'fonts the writer does not embed').toEqual([]);
  expect([...boxes]).toEqual([]);
  return items.map((i) => i.str).join('');
}
