import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { todayInBogota } from '@siiicca/shared';
import { downloadAnswer, downloadHeaders } from './content-disposition';

export type TExcelCell = string | number | boolean | Date | null | undefined;
export type TExcelColumn<R> = {
  header: string;
  width?: number;
  /** An Excel number format for the column ('yyyy-mm-dd' for dates). */
  numFmt?: string;
  value: (row: R) => TExcelCell;
};

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The answer of a route that sends a spreadsheet (sendWorkbook, sendExcel), as it declares it. */
export const XLSX_ANSWER = downloadAnswer('A spreadsheet (Excel .xlsx).', [XLSX_TYPE]);

/** Excel calls a file damaged when a cell holds more characters than this. */
export const EXCEL_CELL_MAX = 32_767;

/**
 * A number written with its sign and separators: a phone ('+593 99 123 4567', '+57 (1) 234'), '-3',
 * '-3,5'. Typed back into a cell it is at most arithmetic on numbers: no function, no reference, no DDE.
 */
const NUMBER_LIKE = /^[+-][\d\s().,/+-]*$/;

/**
 * Text that could run when a spreadsheet takes it for a formula (CSV/formula injection): '=' or
 * '@' first, a leading tab or CR, or '+'/'-' followed by anything but a number (letters may name a
 * function, '|' and '!' a DDE call or a reference).
 */
export const mayRunAsFormula = (text: string) => /^[=@\t\r]/.test(text) || (/^[+-]/.test(text) && !NUMBER_LIKE.test(text));

/** The first characters mayRunAsFormula can answer yes to: = @ tab CR + -. */
const RISKY_FIRST = new Set([...'=@\t\r+-'].map((c) => c.charCodeAt(0)));

/**
 * Every cell of every workbook passes here. exceljs writes a JavaScript string as a string cell
 * (t="str" with a value and no <f>): Excel never evaluates it, whatever it starts with; a formula
 * cell comes only from a { formula } value, which no export passes. The risk is what happens after:
 * a user who edits the cell (F2, Enter) or saves the sheet as CSV hands the text to the formula
 * parser. So text that could run there gets a leading single quote, while a phone, a signed number
 * and any other plain value is written exactly as typed (issue 26: '+593 99 123 4567' showed a
 * stray apostrophe). Text longer than a cell may hold (500 names joined in one column) is cut with '…'.
 */
export function escapeCell(value: TExcelCell): TExcelCell {
  if (typeof value !== 'string') return value;
  // Most text starts with a letter or a digit: only the characters mayRunAsFormula looks at first go through its patterns.
  const text = RISKY_FIRST.has(value.charCodeAt(0)) && mayRunAsFormula(value) ? `'${value}` : value;
  return text.length > EXCEL_CELL_MAX ? `${text.slice(0, EXCEL_CELL_MAX - 1)}…` : text;
}

/** 'lineas_investigacion' → 'lineas_investigacion_2026-11-21.xlsx' (Bogotá's calendar day). */
export const excelFileName = (base: string, now = new Date()) => `${base}_${todayInBogota(now)}.xlsx`;

/**
 * One sheet of a streamed workbook: its columns and a source of rows in batches. `batches` is a
 * function because sheets are written one after the other (a zip entry at a time), so the second
 * sheet's rows are read only once the first sheet is complete.
 */
export type TExcelSheet<R> = { name: string; columns: TExcelColumn<R>[]; batches: () => AsyncIterable<R[]> };

/** A sheet with its row type erased (rows already turned into cells), so sheets of different rows go together. */
/** 'YYYY-MM-DD[THH:MM:SS]' (Bogotá) as a date cell: Excel has no time zones, so the wall clock is written as is. */
export const wallClockCell = (text: string | null): TExcelCell => (text ? new Date(`${text.length === 10 ? `${text}T00:00:00` : text}Z`) : null);

/** A column: its header, its cell of a row, and its width in characters (24 unless said). */
export const excelColumn = <R>(header: string, value: (row: R) => TExcelCell, width = 24): TExcelColumn<R> => ({ header, value, width });

/** Columns that show the row's own value of the same name, `{ <field>: [header, width] }`, in the object's order. */
export const excelCells = <R>(cells: { [K in keyof R]?: R[K] extends TExcelCell ? readonly [header: string, width: number] : never }): TExcelColumn<R>[] =>
  Object.entries(cells as Record<string, readonly [string, number]>).map(([field, [header, width]]) =>
    excelColumn<R>(header, (row) => row[field as keyof R] as TExcelCell, width));

export type TSheetCells = { name: string; columns: Omit<TExcelColumn<never>, 'value'>[]; batches: () => AsyncIterable<TExcelCell[][]> };

export function excelSheet<R>(sheet: TExcelSheet<R>): TSheetCells {
  return {
    name: sheet.name,
    columns: sheet.columns,
    batches: async function* () {
      for await (const batch of sheet.batches()) yield batch.map((row) => sheet.columns.map((c) => c.value(row)));
    },
  };
}

// Sheet names may not hold []:*?/\ and are limited to 31 characters.
const sheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);

/** Resolves when `out` can take more (its reader caught up), false when it closed (the client left). */
async function roomIn(out: PassThrough): Promise<boolean> {
  if (out.destroyed) return false;
  if (!out.writableNeedDrain) return true;
  const ac = new AbortController();
  try {
    return await Promise.race([once(out, 'drain', { signal: ac.signal }).then(() => true), once(out, 'close', { signal: ac.signal }).then(() => false)]);
  } finally {
    ac.abort();
  }
}

/**
 * Streams an .xlsx of several sheets, built with exceljs's streaming WorkbookWriter: each sheet's
 * rows arrive in batches (a long export never sits in memory whole), each row is committed as soon
 * as it is written, and the batch after next is asked for only when the client has taken what was
 * sent (backpressure). The next batch is read while one is written (the database works while the
 * server writes: one batch ahead, as the next sheet's first batch is while the last of a sheet is). The first batch of the first sheet is read before any header goes out, so a
 * failing query still answers a clean JSON error (`onEarlyError` may turn it into its own) instead
 * of a broken file; a failure later cuts the download.
 */
export async function sendWorkbook(
  reply: FastifyReply,
  opts: {
    fileBase: string;
    sheets: TSheetCells[];
    onEarlyError?: (err: unknown) => unknown;
    /**
     * Cell styles (bold headers, column number formats). exceljs works out every cell's style
     * anew, which makes a large workbook about three times slower to write; without styles,
     * dates take Excel's built-in short date (shown in the reader's regional format).
     */
    styles?: boolean;
  },
) {
  const styles = opts.styles ?? true;
  const [first, ...rest] = opts.sheets;
  if (!first) throw new Error('a workbook needs a sheet');
  const firstRows = first.batches()[Symbol.asyncIterator]();
  let batch: IteratorResult<TExcelCell[][]>;
  try {
    batch = await firstRows.next();
  } catch (err) {
    throw opts.onEarlyError ? opts.onEarlyError(err) : err;
  }

  const out = new PassThrough();
  // Loaded on the first download, not at start (exceljs is one of the heaviest modules to load).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: styles, useSharedStrings: false });

  type TRead = Promise<IteratorResult<TExcelCell[][]>>;
  /** Writes a sheet from its first batch (`pending`); `next` starts reading the sheet after it, answered once this one's last batch is in. */
  const writeSheet = async (sheet: TSheetCells, rows: AsyncIterator<TExcelCell[][]>, pending: IteratorResult<TExcelCell[][]>, next?: () => TRead) => {
    // The header row stays in view while scrolling.
    const ws = workbook.addWorksheet(sheetName(sheet.name), { views: [{ state: 'frozen', ySplit: 1 }] });
    ws.columns = sheet.columns.map((c, i) => ({ header: c.header, key: `c${i}`, width: c.width ?? 24, style: styles && c.numFmt ? { numFmt: c.numFmt } : {} }));
    if (styles) ws.getRow(1).font = { bold: true };
    ws.getRow(1).commit();
    let following: TRead | undefined;
    while (!pending.done) {
      const ahead = rows.next();
      // A failed read ahead is answered where it is awaited (below), not as an unhandled rejection now.
      ahead.catch(() => {});
      for (const cells of pending.value) {
        // The cells' arrays are this batch's own (excelSheet makes them): escaped in place.
        for (let i = 0; i < cells.length; i++) cells[i] = escapeCell(cells[i]) ?? null;
        ws.addRow(cells).commit();
      }
      if (!(await roomIn(out))) return { written: false, following };
      pending = await ahead;
      if (pending.done && next) {
        following = next();
        following.catch(() => {});
      }
    }
    ws.commit();
    return { written: true, following };
  };

  const write = async () => {
    try {
      let rows = firstRows;
      let pending: IteratorResult<TExcelCell[][]> = batch;
      for (const [i, sheet] of opts.sheets.entries()) {
        const after = rest[i];
        const afterRows = after?.batches()[Symbol.asyncIterator]();
        const { written, following } = await writeSheet(sheet, rows, pending, afterRows && (() => afterRows.next()));
        if (!written) return;
        if (!afterRows) break;
        rows = afterRows;
        // A sheet whose first batch was empty had no batch to start the next one's read from.
        pending = await (following ?? afterRows.next());
      }
      await workbook.commit();
    } catch (err) {
      reply.log.error({ err }, 'excel export failed');
      out.destroy(err as Error);
    }
  };
  void write();

  return reply
    .header('content-type', XLSX_TYPE)
    .headers(downloadHeaders(excelFileName(opts.fileBase), { source: 'product' }))
    .header('cache-control', 'no-store')
    .send(out);
}

/** Streams an .xlsx download of one sheet (the catalogues' exports): see sendWorkbook. */
export async function sendExcel<R>(
  reply: FastifyReply,
  opts: { fileBase: string; sheetName: string; columns: TExcelColumn<R>[]; batches: AsyncIterable<R[]> },
) {
  const sheet = excelSheet({ name: opts.sheetName, columns: opts.columns, batches: () => opts.batches });
  return sendWorkbook(reply, { fileBase: opts.fileBase, sheets: [sheet] });
}
