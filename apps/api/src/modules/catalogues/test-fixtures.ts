import ExcelJS from 'exceljs';
import { bearer, type TestApp } from '../../../test/helpers';
import { SECTIONAL_RELATIONSHIP_API } from '@siiicca/shared';
import { treeVersion, withCurrentVersion } from '../../../test/versions';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * app.inject; a PUT (and a sectional tree's save) names the record's current version, as a client
 * that has just read it (test/versions.ts).
 */
export async function call(t: TestApp, method: Method, url: string, token?: string | null, payload?: unknown) {
  let body = method === 'PUT' ? await withCurrentVersion(t, url, payload) : payload;
  if (method === 'POST' && url === SECTIONAL_RELATIONSHIP_API && body && typeof body === 'object' && !('version' in body)) {
    body = { ...body, version: await treeVersion(t, (body as { id?: unknown }).id) };
  }
  return t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload: body as never });
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
