import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { PDF_FONTS, fontFilesForWriter } from './pdf-fonts';
import { isWoff, sfntOfWoff } from './pdf-woff';

describe('a WOFF font unwrapped for the PDF writer', () => {
  it('is the same font: its name, glyphs, character map and advances', () => {
    const file = PDF_FONTS['NotoSansMath']!.normal;
    const woff = readFileSync(file);
    expect(isWoff(woff)).toBe(true);
    const sfnt = sfntOfWoff(woff);
    expect(isWoff(sfnt)).toBe(false);
    const [a, b] = [woff, sfnt].map((bytes) => fontkit.create(bytes) as fontkit.Font);
    expect(b!.postscriptName).toBe(a!.postscriptName);
    expect(b!.numGlyphs).toBe(a!.numGlyphs);
    for (const ch of '→∑√∞≥') {
      const cp = ch.codePointAt(0)!;
      expect(b!.hasGlyphForCodePoint(cp), ch).toBe(true);
      expect(b!.glyphForCodePoint(cp).advanceWidth).toBe(a!.glyphForCodePoint(cp).advanceWidth);
      expect(b!.glyphForCodePoint(cp).path.toSVG()).toBe(a!.glyphForCodePoint(cp).path.toSVG());
    }
  });

  it('every font the writer reads is an sfnt (TrueType/OpenType), WOFFs included', () => {
    const files = fontFilesForWriter();
    expect(files.size).toBeGreaterThan(4);
    for (const [file, bytes] of files) expect(isWoff(bytes), file).toBe(false);
  });
});
