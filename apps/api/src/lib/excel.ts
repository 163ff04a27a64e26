import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { todayInBogota } from '@siiicca/shared';

export type TExcelCell = string | number | boolean | Date | null | undefined;
export type TExcelColumn<R> = { header: string; width?: number; value: (row: R) => TExcelCell };

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Text that a spreadsheet could take for a formula ('=', '+', '-', '@', or a leading tab/CR) gets a
 * leading single quote, so a name typed by a user can never run as a formula when the file is
 * opened (CSV/formula injection).
 */
export function escapeCell(value: TExcelCell): TExcelCell {
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(value)) return `'${value}`;
  return value;
}

/** 'lineas_investigacion' → 'lineas_investigacion_2026-11-21.xlsx' (Bogotá's calendar day). */
export const excelFileName = (base: string, now = new Date()) => `${base}_${todayInBogota(now)}.xlsx`;

/**
 * Streams an .xlsx download built with exceljs's streaming WorkbookWriter: rows arrive in batches
 * (so a long export never sits in memory whole) and each row is committed as soon as it is written.
 * The first batch is read before any header goes out, so a failing query still answers a clean
 * JSON error instead of a broken file.
 */
export async function sendExcel<R>(
  reply: FastifyReply,
  opts: { fileBase: string; sheetName: string; columns: TExcelColumn<R>[]; batches: AsyncIterable<R[]> },
) {
  const iterator = opts.batches[Symbol.asyncIterator]();
  let batch = await iterator.next();

  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  // Sheet names may not hold []:*?/\ and are limited to 31 characters.
  const sheet = workbook.addWorksheet(opts.sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31));
  sheet.columns = opts.columns.map((c, i) => ({ header: c.header, key: `c${i}`, width: c.width ?? 24 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  const write = async () => {
    try {
      while (!batch.done) {
        for (const row of batch.value) sheet.addRow(opts.columns.map((c) => escapeCell(c.value(row)) ?? null)).commit();
        batch = await iterator.next();
      }
      sheet.commit();
      await workbook.commit();
    } catch (err) {
      reply.log.error({ err }, 'excel export failed');
      out.destroy(err as Error);
    }
  };
  void write();

  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${excelFileName(opts.fileBase)}"`)
    .header('access-control-expose-headers', 'content-disposition')
    .header('cache-control', 'no-store')
    .send(out);
}
