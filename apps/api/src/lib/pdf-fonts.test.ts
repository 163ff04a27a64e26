import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FONT, PDF_FONTS, fontForCodePoint, fontRuns } from './pdf-fonts';

const face = (family: string) => fontkit.create(readFileSync(PDF_FONTS[family]!.normal)) as fontkit.Font;

describe('the font that draws each character', () => {
  it('every character a user may type here has a font with its glyph', () => {
    for (const ch of 'aZñÑáéíóúüÁ¿¡ºª€$£¥≥≤±×÷½°%&@#“”‘’…–—•ΩЖ😀👍❤→⇒✓✔★☺⚠∑√∞') {
      const cp = ch.codePointAt(0)!;
      const family = fontForCodePoint(cp);
      expect(face(family).hasGlyphForCodePoint(cp), `${ch} in ${family}`).toBe(true);
    }
  });

  it('Spanish text stays in the default font, one run without a font of its own', () => {
    expect(fontRuns('Año de ejecución: 2026 — 50 € ≥ 3')).toEqual([{ text: 'Año de ejecución: 2026 — 50 € ≥ 3' }]);
  });

  it('an emoji, an arrow and a check mark get fallback fonts; selectors and skin tones stay with their emoji', () => {
    const runs = fontRuns('Listo ✓ 😀👍🏽 ❤️ → fin');
    expect(runs.map((r) => r.text).join('')).toBe('Listo ✓ 😀👍🏽 ❤️ → fin');
    expect(runs.find((r) => r.text.includes('😀'))!.font).toBe('NotoEmoji');
    expect(runs.find((r) => r.text.includes('🏽'))!.font).toBe('NotoEmoji');
    for (const r of runs.filter((x) => x.font)) {
      for (const ch of r.text) expect(face(r.font!).hasGlyphForCodePoint(ch.codePointAt(0)!), `${ch} in ${r.font}`).toBe(true);
    }
    expect(runs.filter((r) => !r.font).every((r) => [...r.text].every((ch) => face(DEFAULT_FONT).hasGlyphForCodePoint(ch.codePointAt(0)!)))).toBe(true);
  });
});
