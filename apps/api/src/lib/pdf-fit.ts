import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { fontRuns } from './pdf-fonts';
import { BREAK, breakAtLineEnds, continues, type TCursor } from './pdf-lines';
import { PDFMAKE_DEFAULTS, resolveStyle, type TStyleDictionary, type TTextStyle } from './pdf-measure';

/*
 * Makes a document definition print inside its margins with every character visible, whatever the
 * user typed (issue 26):
 *   - pdfmake sizes a '*' or 'auto' column of a table (or of `columns`) at least as wide as its
 *     longest word, so an e-mail of 150 characters pushed the actor tables past the right edge.
 *     Every such width becomes a number that shares what the parent leaves; pdfmake then cuts a
 *     word longer than its column (LayoutBuilder's hard wrap) instead of widening it.
 *   - every text is cut into runs of the font that has its glyphs (pdf-fonts.ts), so an emoji or a
 *     symbol prints with a fallback font instead of an empty box.
 *   - a word wider than its line gets places to break (a zero-width space): where its lines end
 *     when the text's style is known (pdf-lines.ts, issue 22: one inline a line for pdfmake to lay
 *     out and draw), every quarter line otherwise (breakLongWords: list items, headers, footers).
 */

export { BREAK };

type Node = Record<string, unknown>;
/** The named styles and the style a subtree's text prints with; none where it is unknown (the old quarter-line breaks then). */
export type TFitContext = { styles: TStyleDictionary; style: TTextStyle } | undefined;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

const PAGE_SIZES: Record<string, [number, number]> = { LETTER: [612, 792], A4: [595.28, 841.89], LEGAL: [612, 1008] };
/** The narrowest a shared column gets, so a table with fixed columns that fill the row still shows the others. */
const MIN_COLUMN = 24;

/** [left, top, right, bottom] of pdfmake's margin forms (one number, [horizontal, vertical] or four). */
export function marginsOf(m: unknown): [number, number, number, number] {
  if (typeof m === 'number') return [m, m, m, m];
  if (Array.isArray(m) && m.length === 2) return [m[0], m[1], m[0], m[1]];
  if (Array.isArray(m) && m.length === 4) return m as [number, number, number, number];
  return [0, 0, 0, 0];
}

/** The width pdfmake lays content out in: the page less its side margins. */
export function contentWidth(doc: Pick<TDocumentDefinitions, 'pageSize' | 'pageMargins' | 'pageOrientation'>): number {
  const size = typeof doc.pageSize === 'string' ? PAGE_SIZES[doc.pageSize] : undefined;
  const [w, h] = size ?? (isNode(doc.pageSize) ? [Number(doc.pageSize.width), Number(doc.pageSize.height)] : PAGE_SIZES.A4!);
  const width = doc.pageOrientation === 'landscape' ? Math.max(w, h) : w;
  const [l, , r] = marginsOf(doc.pageMargins ?? 40);
  return width - l - r;
}

/** Fixed widths stay; '*' and 'auto' share what is left (fixed ones shrink in proportion when they alone overflow). */
export function fitWidths(widths: unknown[], available: number): number[] {
  const fixed = widths.map((w) => (typeof w === 'number' ? w : null));
  const shared = fixed.filter((w) => w === null).length;
  const fixedSum = fixed.reduce<number>((s, w) => s + (w ?? 0), 0);
  const room = available - shared * MIN_COLUMN;
  const scale = fixedSum > room && fixedSum > 0 ? Math.max(room, 0) / fixedSum : 1;
  const rest = available - fixedSum * scale;
  return fixed.map((w) => Math.floor((w === null ? rest / shared : w * scale) * 100) / 100);
}

/** The space a table layout puts around its columns: the paddings and the vertical lines. */
function tableGutters(layout: unknown, n: number): number {
  if (layout === 'lightHorizontalLines' || layout === 'headerLineOnly') return 16 * (n - 1);
  if (layout === 'noBorders') return 8 * (n - 1);
  return 8 * n + (n + 1);
}

function fitTable(node: Node, available: number, ctx: TFitContext) {
  const table = node.table as Node & { body: unknown[][]; widths?: unknown[] };
  const n = table.body[0]?.length ?? 0;
  if (n === 0) return;
  const widths = fitWidths(table.widths ?? Array.from({ length: n }, () => '*'), available - tableGutters(node.layout, n));
  table.widths = widths;
  table.body = table.body.map((row) =>
    row.map((cell, i) => {
      const span = isNode(cell) && typeof cell.colSpan === 'number' ? cell.colSpan : 1;
      return fit(cell, widths.slice(i, i + span).reduce((s, w) => s + w, 0) + 16 * (span - 1), ctx);
    }),
  );
}

function fitColumns(node: Node, available: number, ctx: TFitContext) {
  const columns = node.columns as unknown[];
  const gap = typeof node.columnGap === 'number' ? node.columnGap : 0;
  const widths = fitWidths(
    columns.map((c) => (isNode(c) ? c.width : undefined)),
    available - gap * Math.max(columns.length - 1, 0),
  );
  node.columns = columns.map((c, i) => fit({ ...(isNode(c) ? c : { text: c }), width: widths[i] }, widths[i]!, ctx));
}

/** Points per character below which no printed character goes (a narrow letter at the smallest size). */
const NARROWEST = 4;

/** `word` cut into pieces of about `size` UTF-16 units, never inside a character. */
function cutWord(word: string, size: number): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (let i = size; i < word.length; i++) {
    if (i - start < size || continues(word, i)) continue;
    pieces.push(word.slice(start, i));
    start = i;
  }
  pieces.push(word.slice(start));
  return pieces;
}

/**
 * `text` with a place to break every few letters of each word longer than a line of `available`
 * points. pdfmake cuts such a word where the line ends, but measures the whole rest of the word each
 * time it cuts (quadratic: a 5,000-letter word in a table took seconds of font shaping); with places
 * to break, each line is a few short pieces measured once. Lines of such a word may end a piece
 * early (a quarter of a line at most); every other text prints as before. Used where the style or
 * the exact width is not known (fitDocument gives the content its style: pdf-lines.ts there).
 */
export function breakLongWords(text: string, available: number): string {
  const longest = Math.ceil(available / NARROWEST);
  if (!Number.isFinite(available) || text.length <= longest) return text;
  const size = Math.max(8, Math.ceil(available / (4 * NARROWEST)));
  return text.replace(/\S+/gu, (word) => (word.length <= longest ? word : cutWord(word, size).join(BREAK)));
}

/**
 * A text (a string or an array of strings and inline nodes) with each piece in the font that draws
 * it. With a known style, a word wider than the line gets its breaks where the lines end
 * (pdf-lines.ts); the pieces of an array share one cursor, as they share the lines.
 */
function fitText(text: unknown, available: number, ctx: TFitContext, cursor: TCursor = { x: 0 }): unknown {
  if (Array.isArray(text)) {
    return text.flatMap((t) => (typeof t === 'string' ? fitText(t, available, ctx, cursor) : isNode(t) ? [fitNode(t, available, ctx, cursor)] : [t]));
  }
  if (typeof text !== 'string') return text;
  const broken = ctx ? breakAtLineEnds(text, available, ctx.style, cursor) : breakLongWords(text, available);
  const runs = fontRuns(broken);
  return runs.length === 1 && !runs[0]!.font ? runs[0]!.text : runs;
}

function fitNode(node: Node, available: number, parent: TFitContext, cursor?: TCursor): Node {
  const style = parent && resolveStyle(parent.style, node, parent.styles);
  const ctx: TFitContext = parent && style ? { styles: parent.styles, style } : undefined;
  const [l, , r] = marginsOf(node.margin);
  const inner = available - l - r;
  if (node.text !== undefined) node.text = fitText(node.text, inner, ctx, cursor);
  if (Array.isArray(node.stack)) node.stack = node.stack.map((c) => fit(c, inner, ctx));
  // A list's marker width is an estimate here: its items keep the quarter-line breaks, which need no exact width.
  for (const key of ['ul', 'ol'] as const) if (Array.isArray(node[key])) node[key] = (node[key] as unknown[]).map((c) => fit(c, inner - 15));
  if (Array.isArray(node.columns)) fitColumns(node, inner, ctx);
  if (isNode(node.table) && Array.isArray(node.table.body)) fitTable(node, inner, ctx);
  return node;
}

/** One piece of content fitted to `available` points (a plain string becomes a text node when it needs fallback runs). */
export function fit(content: unknown, available: number, ctx?: TFitContext): Content {
  if (Array.isArray(content)) return content.map((c) => fit(c, available, ctx)) as Content;
  if (typeof content === 'string') {
    const text = fitText(content, available, ctx);
    return (typeof text === 'string' ? text : { text }) as Content;
  }
  if (isNode(content)) return fitNode(content, available, ctx) as unknown as Content;
  return content as Content;
}

type PageFn = (...args: never[]) => unknown;
/**
 * The whole document fitted: its content (with the document's styles, so long words break where
 * its lines end), and the header and footer each page draws (short texts: quarter-line breaks).
 */
export function fitDocument(doc: TDocumentDefinitions): TDocumentDefinitions {
  const width = contentWidth(doc);
  const [l, , r] = marginsOf(doc.pageMargins ?? 40);
  const pageWidth = width + l + r;
  const wrap = (f: unknown) =>
    typeof f === 'function' ? (...args: never[]) => fit((f as PageFn)(...args), pageWidth) : f === undefined ? undefined : fit(f, pageWidth);
  const header = wrap(doc.header);
  const footer = wrap(doc.footer);
  const styles = (doc.styles ?? {}) as TStyleDictionary;
  const root = resolveStyle(PDFMAKE_DEFAULTS, (doc.defaultStyle ?? {}) as Node, styles);
  return {
    ...doc,
    content: fit(doc.content, width, root ? { styles, style: root } : undefined),
    ...(header !== undefined ? { header: header as TDocumentDefinitions['header'] } : {}),
    ...(footer !== undefined ? { footer: footer as TDocumentDefinitions['footer'] } : {}),
  };
}
