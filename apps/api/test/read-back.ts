import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { getDocument } from './pdfjs';
import { expect } from 'vitest';
import { EXCEL_CELL_MAX } from '../src/lib/excel';
import { bearer, type TestApp } from './helpers';

/*
 * Reading a saved record back through every route that shows it (the write/read agreement tests of
 * strategies and projects): each answer is checked for what a client notices — a 200 with the
 * record in it, a real spreadsheet, ZIP or PDF.
 */

/** Excel's own limit on a cell's text: a longer one makes Excel call the file damaged. */

/** GET `url` as `token`; fails the test with the answer's body when it is not `status`. */
export async function read(t: Pick<TestApp, 'app'>, url: string, token: string, status = 200) {
  const res = await t.app.inject({ url, headers: bearer(token) });
  expect(res.statusCode, `${url} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBe(status);
  return res;
}

/** Every sheet of a workbook as objects keyed by its header row; every cell checked against Excel's limit. */
export async function workbookSheets(body: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  const sheets: Record<string, Record<string, unknown>[]> = {};
  // Cells over the limit are collected and asserted once (an expect() per cell of a large workbook cost more than reading it).
  const tooLong: string[] = [];
  wb.eachSheet((ws) => {
    const headers = (ws.getRow(1).values as unknown[]).slice(1) as string[];
    const rows: Record<string, unknown>[] = [];
    ws.eachRow((row, n) => {
      if (n === 1) return;
      const values = (row.values as unknown[]).slice(1);
      for (const v of values) if (typeof v === 'string' && v.length > EXCEL_CELL_MAX) tooLong.push(`a cell of ${ws.name}: ${v.length} characters`);
      rows.push(Object.fromEntries(headers.map((h, i) => [h, values[i] ?? null])));
    });
    sheets[ws.name] = rows;
  });
  expect(tooLong, `cells longer than ${EXCEL_CELL_MAX} characters`).toEqual([]);
  return sheets;
}

/** The file names of a ZIP (folders left out). */
export async function zipNames(body: Buffer) {
  return Object.values((await JSZip.loadAsync(body)).files)
    .filter((f) => !f.dir)
    .map((f) => f.name);
}

/** A PDF opened (its header, cross-reference table and page tree read); fails when the body is no PDF. */
async function openPdf(body: Buffer) {
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const doc = await getDocument({ data: new Uint8Array(body), useSystemFonts: false, isEvalSupported: false }).promise;
  expect(doc.numPages).toBeGreaterThan(0);
  return doc;
}

/** The text of one page of an open PDF, white space folded. */
async function pageText(doc: Awaited<ReturnType<typeof openPdf>>, page: number) {
  const content = await (await doc.getPage(page)).getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' ');
}

/** A PDF's text, all pages joined, white space folded; fails when the body is no PDF. */
export async function pdfText(body: Buffer) {
  const doc = await openPdf(body);
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) pages.push(await pageText(doc, i));
  return pages.join(' ').replace(/\s+/g, ' ');
}

/**
 * Whether a PDF shows `text` on one of its pages, read in order up to the first that shows it: what
 * a record's PDF names on its first page is found without extracting the text of its other pages
 * (a strategy at its bounds runs to dozens of pages, and each page's text cost tens of milliseconds).
 * Fails when the body is no PDF.
 */
export async function pdfShows(body: Buffer, text: string | RegExp) {
  const doc = await openPdf(body);
  const shows = (page: string) => (typeof text === 'string' ? page.includes(text) : text.test(page));
  for (let i = 1; i <= doc.numPages; i++) if (shows(await pageText(doc, i))) return true;
  return false;
}

/** The ids of a list answer's rows. */
export const idsOf = (body: { data: { id: number }[] }) => body.data.map((r) => r.id);
