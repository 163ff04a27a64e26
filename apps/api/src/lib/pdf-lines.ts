import { measureOf, type TMeasure, type TTextStyle } from './pdf-measure';

/*
 * Where a word wider than its line breaks (issue 22). pdfmake lays out and draws every piece between
 * two places to break as an inline of its own (style look-ups, measuring, one text operation of the
 * PDF each), so the quarter-line pieces of pdf-fit.ts's breakLongWords cost three or four inlines a
 * line: a strategy at its bounds is some 200 pages of them. Here the lines pdfmake will fill are
 * followed (each word's advance in the font it prints with) and such a word breaks only where a line
 * ends: one inline a line, lines as full as the font allows.
 */

const MARK = /^\p{M}$/u;
/** Whether the code unit at `i` belongs to the character before it: a mark, a joiner or what follows one, a variation selector, a skin tone, the second half of a surrogate pair. */
export function continues(word: string, i: number): boolean {
  const unit = word.charCodeAt(i);
  if (unit >= 0xdc00 && unit <= 0xdfff) return true;
  if (word.charCodeAt(i - 1) === 0x200d) return true;
  const cp = word.codePointAt(i)!;
  // Below U+0300 (combining marks start there) nothing continues a character: most letters stop here.
  if (cp < 0x300) return false;
  return cp === 0x200d || cp === 0xfe0e || cp === 0xfe0f || (cp >= 0x1f3fb && cp <= 0x1f3ff) || MARK.test(String.fromCodePoint(cp));
}
/** Zero-width space: a place where a line may break, drawn as nothing (Roboto has its empty glyph). */
export const BREAK = '\u200b';

/** How far along its line the text so far ends, in points (shared by the pieces of one text array). */
export type TCursor = { x: number };

/**
 * What a cut line leaves unused at its end: kerning (left out of the advances) may widen a line by a
 * fraction of a percent; a piece wider than its line would make pdfmake cut it again, one or two
 * letters on a line of their own.
 */
const slackOf = (available: number) => Math.max(1, available * 0.015);
/** The least room at a line's end worth starting a cut word in (less, and it starts on the next line). */
const minRoom = (style: TTextStyle) => 3 * style.fontSize;

/** `word` cut where its lines end, the first line starting at `cursor.x`; the cursor moves to its end. */
function cutAtLineEnds(word: string, available: number, style: TTextStyle, measure: TMeasure, cursor: TCursor): string[] {
  const slack = slackOf(available);
  if (cursor.x > 0 && available - cursor.x < minRoom(style)) cursor.x = 0;
  let room = available - cursor.x;
  const pieces: string[] = [];
  let start = 0;
  let width = 0;
  for (let i = 0; i < word.length; ) {
    let next = i + 1;
    while (next < word.length && continues(word, next)) next++;
    const advance = measure(word, i, next);
    if (i > start && width + advance > room - slack) {
      pieces.push(word.slice(start, i));
      start = i;
      width = 0;
      room = available;
    }
    width += advance;
    i = next;
  }
  pieces.push(word.slice(start));
  cursor.x = (pieces.length === 1 ? cursor.x : 0) + width;
  return pieces;
}

/**
 * `text` with a place to break (BREAK) at each line end inside a word wider than `available` points,
 * in `style`; other words are left whole (pdfmake breaks between them, as the simulation here does).
 * The result reads the same once the breaks are taken out.
 */
export function breakAtLineEnds(text: string, available: number, style: TTextStyle, cursor: TCursor = { x: 0 }): string {
  if (!Number.isFinite(available) || available <= 0) return text;
  const measure = measureOf(style);
  return text.replace(/(\S+)|\s+/gu, (token: string, word: string | undefined) => {
    if (word === undefined) {
      // A new line starts after a line feed; spaces move the cursor like a word.
      const lines = token.split(/\r?\n|\r/u);
      cursor.x = (lines.length > 1 ? 0 : cursor.x) + measure(lines[lines.length - 1]!);
      return token;
    }
    const width = measure(word);
    if (width <= available) {
      if (cursor.x > 0 && cursor.x + width > available) cursor.x = 0;
      cursor.x += width;
      return word;
    }
    return cutAtLineEnds(word, available, style, measure, cursor).join(BREAK);
  });
}
