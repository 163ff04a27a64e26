import { describe, expect, it } from 'vitest';
import { BREAK, breakAtLineEnds } from './pdf-lines';
import { advanceOf, resolveStyle, shapedWidthOf, type TTextStyle } from './pdf-measure';

const small: TTextStyle = { font: 'Roboto', fontSize: 9, bold: false, italics: false };
const word = (n: number) => 'áéíóúñ'.repeat(n).slice(0, n);

describe('breaking a word wider than its line where the line ends', () => {
  it('leaves text without such a word as it is', () => {
    const text = `palabras cortas que caben ${word(40)} y otras más`;
    expect(breakAtLineEnds(text, 476, small)).toBe(text);
  });

  it('cuts each line of a long word no wider than the line, shaped as pdfkit measures it, and nearly full', () => {
    for (const available of [51.25, 92.33, 476]) {
      const long = word(2000);
      const lines = breakAtLineEnds(long, available, small).split(BREAK);
      expect(lines.join('')).toBe(long);
      for (const line of lines) expect(shapedWidthOf(line, small), `${available}: ${line}`).toBeLessThanOrEqual(available);
      // Every line but the last leaves less than two letters and the kerning margin unused.
      for (const line of lines.slice(0, -1)) expect(available - advanceOf(line, small)).toBeLessThan(2 * advanceOf('á', small) + Math.max(1, available * 0.015));
    }
  });

  it('starts the first piece where the words before it end, and never cuts inside a character', () => {
    const available = 200;
    const text = `Inicio ${'👍🏽❤️e\u0301'.repeat(80)}`;
    const broken = breakAtLineEnds(text, available, small);
    expect(broken.replaceAll(BREAK, '')).toBe(text);
    const [first] = broken.split(BREAK);
    expect(advanceOf(first!, small)).toBeLessThanOrEqual(available);
    expect(advanceOf(first!, small)).toBeGreaterThan(available / 2);
    for (const piece of broken.split(BREAK).slice(1)) {
      expect([0x1f3fd, 0xfe0f, 0x301]).not.toContain(piece.codePointAt(0));
      expect(piece.charCodeAt(0) >= 0xdc00 && piece.charCodeAt(0) <= 0xdfff, piece).toBe(false);
    }
  });

  it("a shared cursor carries one text's line into the next: the first piece fills what is left of it, the others whole lines", () => {
    const cursor = { x: 0 };
    breakAtLineEnds(word(30), 100, small, cursor);
    const room = 100 - cursor.x - advanceOf(' ', small);
    const [first, ...rest] = breakAtLineEnds(` ${word(300)}`, 100, small, cursor).split(BREAK);
    expect(advanceOf(first!.trim(), small)).toBeLessThanOrEqual(room);
    expect(advanceOf(first!.trim(), small)).toBeGreaterThan(room - 1.5 - 2 * advanceOf('á', small));
    expect(rest.slice(0, -1).every((line) => advanceOf(line, small) > 95 - 2 * advanceOf('á', small))).toBe(true);
  });
});

describe("the style a node's text prints with", () => {
  const styles = { th: { bold: true, fontSize: 9 }, small: { fontSize: 9 }, big: { extends: 'small', fontSize: 14 } };
  const root: TTextStyle = { font: 'Roboto', fontSize: 10, bold: false, italics: false };
  it("follows pdfmake's order: the parent, the named styles (with what they extend), the node's own properties", () => {
    expect(resolveStyle(root, { style: 'th' }, styles)).toEqual({ ...root, bold: true, fontSize: 9 });
    expect(resolveStyle(root, { style: ['th', 'big'] }, styles)).toEqual({ ...root, bold: true, fontSize: 14 });
    expect(resolveStyle(root, { style: 'small', fontSize: 12, italics: true }, styles)).toEqual({ ...root, fontSize: 12, italics: true });
  });
  it('gives up (the quarter-line breaks then) on what changes widths otherwise, or a family the writer lacks', () => {
    expect(resolveStyle(root, { characterSpacing: 1 }, styles)).toBeNull();
    expect(resolveStyle(root, { font: 'Courier' }, styles)).toBeNull();
  });
});
