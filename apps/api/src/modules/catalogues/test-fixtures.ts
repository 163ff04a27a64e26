import ExcelJS from 'exceljs';
import { bearer, type TestApp } from '../../../test/helpers';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function call(t: TestApp, method: Method, url: string, token?: string | null, payload?: unknown) {
  return t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload: payload as never });
}

/** The first sheet of an .xlsx answer as rows of cell values (row 1 is the header). */
export async function readSheet(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as never);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: sheet.name, rows };
}

export const longText = (n: number) => 'a'.repeat(n);
