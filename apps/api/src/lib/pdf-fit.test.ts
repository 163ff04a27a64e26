import { describe, expect, it } from 'vitest';
import { expectInsideAndPrinted } from '../../test/pdf-layout';
import { brandedDocument, renderPdf } from './pdf';
import { BREAK, breakLongWords, fitWidths } from './pdf-fit';

const brand = { institutionName: 'Universidad Santo Tomás', productName: 'SIIICCA' };
const word = (n: number) => 'áéíóúñ'.repeat(n).slice(0, n);
const email = `${'p'.repeat(64)}@${'d'.repeat(63)}.${'e'.repeat(18)}.co`;

describe('fitting a document to its page', () => {
  it('shared widths take what fixed ones leave; fixed ones shrink when they alone overflow', () => {
    expect(fitWidths(['*', 100, '*'], 300)).toEqual([100, 100, 100]);
    expect(fitWidths([400, 400], 400)).toEqual([200, 200]);
    expect(fitWidths([300, '*'], 300).every((w) => w > 0)).toBe(true);
  });

  it('gives words longer than a line places to break, never inside a character; other text is left as it is', () => {
    const short = `palabras cortas de una línea ${word(120)}`;
    expect(breakLongWords(short, 500)).toBe(short);
    const long = `${word(500)} corto ${'👍🏽❤️e\u0301'.repeat(100)}`;
    for (const available of [30, 80, 500]) {
      const broken = breakLongWords(long, available);
      expect(broken.replaceAll(BREAK, '')).toBe(long);
      const pieces = broken.split(/[\s\u200b]/u);
      expect(pieces.length).toBeGreaterThan(3);
      expect(Math.max(...pieces.map((p) => p.length))).toBeLessThanOrEqual(Math.max(8, Math.ceil(available / 16)) + 4);
      // No piece starts with a skin tone, a variation selector, a combining accent or half a surrogate pair.
      const joined = [0x1f3fb, 0x1f3fd, 0x1f3ff, 0xfe0f, 0x301];
      for (const p of pieces) {
        expect(joined).not.toContain(p.codePointAt(0));
        expect(p.charCodeAt(0) >= 0xdc00 && p.charCodeAt(0) <= 0xdfff, p).toBe(false);
      }
    }
    expect(breakLongWords(word(5000), Infinity)).toBe(word(5000));
  });

  // The widest values the forms take in narrow columns (names, e-mails), the longest texts across the page.
  it('a table of eight columns of unbroken words, e-mails and emoji runs stays inside the margins, every glyph printed', async () => {
    const row = [word(255), email, '😀'.repeat(60), `→${word(100)}✓`, '≥ € ★', email, word(200), '👍🏽❤️'];
    const pdf = await renderPdf(
      brandedDocument(brand, {
        title: `Título ${word(300)}`,
        content: [
          { text: word(2000), style: 'h1' },
          { table: { headerRows: 1, widths: row.map(() => '*'), body: [row.map((h) => ({ text: h, style: 'th' })), row, row] }, layout: 'lightHorizontalLines' },
          { columns: [{ text: email }, { text: word(500) }], columnGap: 40 },
          { text: word(2000) },
          { ul: [word(400), `😀 ${email}`] },
        ],
      }),
    );
    const text = await expectInsideAndPrinted(pdf, 45);
    for (const s of ['😀', '→', '✓', '≥', '€', '★']) expect(text).toContain(s);
  }, 60_000);
});
