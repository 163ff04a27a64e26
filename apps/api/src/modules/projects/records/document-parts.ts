import type { Content, TableCell } from 'pdfmake/interfaces';
import { EMPLOYMENT_LINK_LABELS, PRODUCT_FAMILIES, PRODUCT_FAMILY_LABELS, payrollHoursTotal, type TProductFamily } from '@siiicca/shared';
import type { TDocInvestigator, TDocResult, TProjectDocumentData } from './project-document-data';

/** The pieces the project's PDF and its two records share. */

export type Value = string | number | null | undefined;
export const text = (v: Value) => (v === null || v === undefined || v === '' ? '—' : String(v));

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
/** '2026-03-04' (or '2026-03-04T10:05:00') → '4 de marzo de 2026'. */
export function longDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return `${d} de ${MONTHS[(m ?? 1) - 1]} de ${y}`;
}
/** '2026-03-04T10:05:00' (Bogotá) → '2026-03-04 10:05'. */
export const when = (v: string | null) => (v ? v.replace('T', ' ').slice(0, 16) : null);

/** 1536 → '1,5 KB'. */
export function fileSize(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let n = bytes;
  let u = 0;
  while (n >= 1024 && u < units.length - 1) {
    n /= 1024;
    u++;
  }
  return u === 0 ? `${n} bytes` : `${n.toFixed(1).replace('.', ',')} ${units[u]}`;
}

export const linkLabel = (i: TDocInvestigator) => (i.link ? EMPLOYMENT_LINK_LABELS[i.link] : null);
export const idOf = (i: TDocInvestigator) => `${i.type_id} ${i.identification}`;
export const roleOf = (i: TDocInvestigator) => (i.type_investigator === 'Principal' ? 'Investigador Principal' : 'Coinvestigador');
export const principalOf = (p: TProjectDocumentData) => p.internal.find((i) => i.type_investigator === 'Principal') ?? null;
export const totalHours = (p: TProjectDocumentData) => payrollHoursTotal(p.internal);

/** A two-column table of labels and values: an empty value reads '—'. */
export function facts(pairs: [string, Value][], labelWidth = 150): Content {
  return {
    table: { widths: [labelWidth, '*'], body: pairs.map(([k, v]): TableCell[] => [{ text: k, style: 'label' }, { text: text(v) }]) },
    layout: 'lightHorizontalLines',
    margin: [0, 0, 0, 4],
  };
}

/** A cell: a value ('—' when empty) or a cell made by the caller (nameAndGroup). */
export type Cell = Value | { stack: Content[] };

/** A table with a header row; `total` adds a last row with its label right-aligned across the other columns, in bold. */
export function table(headers: string[], rows: Cell[][], widths?: (string | number)[], total?: { label: string; value: Value }): Content {
  const cell = (v: Cell): TableCell => (v !== null && typeof v === 'object' ? { ...v, style: 'small' } : { text: text(v), style: 'small' });
  const totalRow: TableCell[] = total
    ? [
        { text: total.label, colSpan: headers.length - 1, alignment: 'right', bold: true, style: 'small' },
        ...headers.slice(2).map((): TableCell => ({ text: '' })),
        { text: text(total.value), bold: true, style: 'small' },
      ]
    : [];
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: widths ?? headers.map(() => '*'),
      body: [headers.map((h): TableCell => ({ text: h, style: 'th' })), ...rows.map((r) => r.map(cell)), ...(total ? [totalRow] : [])],
    },
    layout: 'lightHorizontalLines',
    margin: [0, 0, 0, 6],
  };
}

/** An internal investigator's name with their research group below it, smaller. */
export const nameAndGroup = (i: TDocInvestigator): Cell => ({
  stack: [{ text: i.name }, ...(i.group ? [{ text: i.group, fontSize: 8, color: '#555' } as Content] : [])],
});

export const none = (what: string): Content => ({ text: what, italics: true, color: '#555', margin: [0, 0, 0, 6] });

/** The results by family (in PRODUCT_FAMILIES order, then those of no family), each family with its table. */
export function resultsByFamily(results: TDocResult[]): Content[] {
  if (results.length === 0) return [none('Sin resultados registrados.')];
  const groups: [string, TDocResult[]][] = [
    ...PRODUCT_FAMILIES.map((f: TProductFamily): [string, TDocResult[]] => [PRODUCT_FAMILY_LABELS[f], results.filter((r) => r.family === f)]),
    ['Otros productos', results.filter((r) => r.family === null)],
  ];
  return groups
    .filter(([, rs]) => rs.length > 0)
    .flatMap(([label, rs]): Content[] => [
      { text: label, bold: true, margin: [0, 4, 0, 2] },
      table(['Tipo de Producto', 'Producto', 'Cantidad'], rs.map((r) => [r.product_type, r.product, r.quantity]), ['*', '*', 55]),
    ]);
}

/** Who signs: their name (none for an office whose holder the document does not know), role and a detail line. */
export type TSigner = { name?: string; role: string; detail?: string | null };

/**
 * Signature blocks, two per row: room to sign, a line, the name in bold, the role and a detail
 * (identification, faculty); an office without a name shows its role in bold. A row never breaks
 * across pages, and `lead` (the closing sentence) stays with the first row.
 */
export function signatures(people: TSigner[], lead?: Content): Content {
  const block = (s: TSigner): Content => ({
    stack: [
      { canvas: [{ type: 'line', x1: 0, y1: 42, x2: 220, y2: 42, lineWidth: 0.8 }] },
      ...(s.name ? [{ text: s.name, bold: true, margin: [0, 4, 0, 0] } as Content] : []),
      { text: s.role, bold: !s.name, margin: [0, s.name ? 0 : 4, 0, 0], fontSize: s.name ? 9 : 10 },
      ...(s.detail ? [{ text: s.detail, style: 'small', color: '#444' } as Content] : []),
    ],
  });
  const rows: Content[] = [];
  for (let i = 0; i < people.length; i += 2) {
    const pair: Content = { columns: [block(people[i]!), people[i + 1] ? block(people[i + 1]!) : { text: '' }], columnGap: 40 };
    rows.push({ stack: i === 0 && lead ? [lead, pair] : [pair], unbreakable: true, margin: [0, 0, 0, 16] });
  }
  return { stack: rows, margin: [0, 8, 0, 0] };
}

/** What a draft's records carry on every page and at the top: they are no valid record. */
export const DRAFT_MARK = 'BORRADOR – sin validez';

export const draftNotice = (p: TProjectDocumentData): Content[] =>
  p.state === 'Borrador'
    ? [{ text: `${DRAFT_MARK}: el proyecto no ha sido enviado`, bold: true, color: '#b00020', alignment: 'center', margin: [0, 0, 0, 8] }]
    : [];

export const draftWatermark = (p: TProjectDocumentData) =>
  p.state === 'Borrador' ? { watermark: { text: DRAFT_MARK, color: '#b00020', opacity: 0.12, bold: true, fontSize: 48 } } : {};
