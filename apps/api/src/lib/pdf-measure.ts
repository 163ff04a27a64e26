import { readFileSync } from 'node:fs';
import { fontkit, type TFontkitFont } from './fontkit-lazy';
import { DEFAULT_FONT, PDF_FONTS, fontForCodePoint } from './pdf-fonts';

/*
 * How wide a text prints, before pdfmake lays it out (issue 22): pdf-fit.ts places the breaks of a
 * word longer than a line where the line ends, so it needs the font, size and face pdfmake will use
 * (resolved here as pdfmake's style stack does) and each character's advance in that font.
 */

/** What decides a text's width in pdfmake: its family, size and face. */
export type TTextStyle = { font: string; fontSize: number; bold: boolean; italics: boolean };
export type TStyleDictionary = Record<string, Record<string, unknown> | undefined>;

/** pdfmake's defaults (TextInlines.measure) before the document's defaultStyle. */
export const PDFMAKE_DEFAULTS: TTextStyle = { font: DEFAULT_FONT, fontSize: 12, bold: false, italics: false };

const KEYS = ['font', 'fontSize', 'bold', 'italics'] as const;
/** Properties that change widths in ways this module does not model: a subtree with one is left to pdfmake alone. */
const UNMODELLED = ['characterSpacing', 'sup', 'sub', 'noWrap', 'wordBreak', 'leadingIndent'];

type Props = Record<string, unknown>;
const isProps = (v: unknown): v is Props => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A named style's properties, its `extends` first (pdfmake reads the style's own value before its parents'). */
function styleProps(name: string, styles: TStyleDictionary, seen = new Set<string>()): Props {
  const style = styles[name];
  if (!style || seen.has(name)) return {};
  seen.add(name);
  const parents = style.extends === undefined ? [] : Array.isArray(style.extends) ? style.extends : [style.extends];
  return Object.assign({}, ...parents.map((p) => styleProps(String(p), styles, seen)), style);
}

/**
 * The style a node's text prints with: its parent's, then its named styles in order, then its own
 * properties (the order pdfmake's StyleContextStack pushes them). Null when the node or its styles
 * use a property that changes widths otherwise (letter spacing, superscript...).
 */
export function resolveStyle(parent: TTextStyle, node: Props, styles: TStyleDictionary): TTextStyle | null {
  const names = node.style === undefined ? [] : Array.isArray(node.style) ? node.style : [node.style];
  const layers = [...names.map((n) => (isProps(n) ? n : styleProps(String(n), styles))), node];
  const style = { ...parent };
  for (const layer of layers) {
    if (UNMODELLED.some((k) => layer[k] !== undefined && layer[k] !== null && layer[k] !== false && layer[k] !== 0)) return null;
    for (const k of KEYS) if (layer[k] !== undefined && layer[k] !== null) (style as Record<string, unknown>)[k] = layer[k];
  }
  return typeof style.fontSize === 'number' && PDF_FONTS[style.font] ? style : null;
}

type TFace = { font: TFontkitFont };
const faces = new Map<string, TFace>();
/** A family's face for the style (bold, italics), read once: only its character map and advances are used. */
function faceOf(family: string, style: TTextStyle): TFace {
  const kind = style.bold ? (style.italics ? 'bolditalics' : 'bold') : style.italics ? 'italics' : 'normal';
  const file = PDF_FONTS[family]![kind];
  let face = faces.get(file);
  if (!face) {
    face = { font: fontkit().create(readFileSync(file)) as TFontkitFont };
    faces.set(file, face);
  }
  return face;
}

/** Each character's advance in em for a style's family and face (the fallback's when the default font lacks it). */
const advanceTables = new Map<string, Map<number, number>>();

/** Measures text in one style: the advance in points of `text` from `start` to `end` (UTF-16 offsets). */
export type TMeasure = (text: string, start?: number, end?: number) => number;

/**
 * The measure of a style: each character's advance in the font pdf-fonts.ts gives it (the style's
 * family for what the default font draws), summed. Kerning is left out: in Roboto it narrows a line
 * more often than it widens it, and by well under 1 % (pdf-lines.ts keeps a margin for it).
 */
export function measureOf(style: TTextStyle): TMeasure {
  const key = `${style.font}|${style.bold}|${style.italics}`;
  let table = advanceTables.get(key);
  if (!table) advanceTables.set(key, (table = new Map()));
  const advances = table;
  return (text, start = 0, end = text.length) => {
    let em = 0;
    for (let i = start; i < end; i++) {
      const cp = text.codePointAt(i)!;
      if (cp > 0xffff) i++;
      let advance = advances.get(cp);
      if (advance === undefined) {
        const fallback = fontForCodePoint(cp);
        const { font } = faceOf(fallback === DEFAULT_FONT ? style.font : fallback, style);
        advance = font.glyphForCodePoint(cp).advanceWidth / font.unitsPerEm;
        advances.set(cp, advance);
      }
      em += advance;
    }
    return em * style.fontSize;
  };
}

/** The advance of `text` in points in `style` (measureOf, for one text). */
export const advanceOf = (text: string, style: TTextStyle) => measureOf(style)(text);

/** The width pdfkit gives `text` in the style's own family (shaped: kerning and ligatures included), for tests and checks. */
export function shapedWidthOf(text: string, style: TTextStyle): number {
  const { font } = faceOf(style.font, style);
  return (font.layout(text).advanceWidth / font.unitsPerEm) * style.fontSize;
}
