import { describe, expect, it } from 'vitest';
import { expectInsideAndPrinted } from '../../test/pdf-layout';
import { brandedDocument, renderPdf } from './pdf';
import { fitWidths } from './pdf-fit';

const brand = { institutionName: 'Universidad Santo Tomás', productName: 'SIIICCA' };
const word = (n: number) => 'áéíóúñ'.repeat(n).slice(0, n);
const email = `${'p'.repeat(64)}@${'d'.repeat(63)}.${'e'.repeat(18)}.co`;

describe('fitting a document to its page', () => {
  it('shared widths take what fixed ones leave; fixed ones shrink when they alone overflow', () => {
    expect(fitWidths(['*', 100, '*'], 300)).toEqual([100, 100, 100]);
    expect(fitWidths([400, 400], 400)).toEqual([200, 200]);
    expect(fitWidths([300, '*'], 300).every((w) => w > 0)).toBe(true);
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
