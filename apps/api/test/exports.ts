import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { roles, userRoles, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { signIn } from './accounts';
import type { TestApp } from './helpers';

/*
 * What the downloads' tests (strategies' and projects' exports) share: a reviewer of the file's own,
 * the sheets of a downloaded workbook read back as a client would, and the refusals of a bad selection.
 */

/** A Revisor (everyone's records, exports, attachments and records; no writes) of one test file's own: a token. */
export async function newReviewer(t: Pick<TestApp, 'app' | 'db'>, who: { username: string; name: string; identity: string }) {
  const password = 'Clave de revisor 2026';
  const [u] = await t.db
    .insert(users)
    .values({ username: who.username, email: `${who.username}@siiicca.test`, name: who.name, identity: who.identity, accountType: 'adm', passwordHash: await hashPassword(password) })
    .returning({ id: users.id });
  const [role] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.key, 'reviewer'));
  await t.db.insert(userRoles).values({ userId: u!.id, roleId: role!.id });
  return signIn(t, { username: who.username, email: '', password, name: '' }, 'adm');
}

/** A downloaded .xlsx, opened. */
export async function workbook(body: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  return wb;
}

/** A sheet as its header row and its rows as objects keyed by it. */
export function rowsOf(wb: ExcelJS.Workbook, name: string) {
  const ws = wb.getWorksheet(name)!;
  const headers = (ws.getRow(1).values as unknown[]).slice(1) as string[];
  const rows: Record<string, unknown>[] = [];
  ws.eachRow((row, n) => {
    if (n === 1) return;
    const values = (row.values as unknown[]).slice(1);
    rows.push(Object.fromEntries(headers.map((h, i) => [h, values[i] ?? null])));
  });
  return { headers, rows };
}

/** `[ids, message]` pairs: every download of `bases` refuses `/{ids}` with a 400 saying `message` of the field `ids`. */
export async function expectSelectionRefusals(
  get: (url: string) => Promise<{ statusCode: number; body: string; json: () => unknown }>,
  bases: readonly string[],
  cases: readonly (readonly [string, string])[],
) {
  for (const [raw, message] of cases) {
    for (const base of bases) {
      const res = await get(`${base}/${encodeURIComponent(raw)}`);
      expect(res.statusCode, `${raw}: ${res.body}`).toBe(400);
      expect(res.json()).toEqual({ message, errors: { ids: [message] } });
    }
  }
}
