import fs from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { STRATEGY_API, STRATEGY_MSG, strategySelectionUrl, type TStrategyList } from '@siiicca/shared';
import { queryRows } from '../../db/query-rows';
import { createFileStore, filesRoot } from '../../lib/files';
import { seedStrategyDemo } from './demo-seed';
import { ATTACHMENT_NAMES } from './exports/attachments-zip';
import { bearer, useTestApp } from '../../../test/helpers';

const t = useTestApp();
const store = () => createFileStore(t.deps.config.DATA_DIR);
const storedFiles = () => {
  const dir = path.join(filesRoot(t.deps.config.DATA_DIR), 'strategies');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};
const get = (url: string) => t.app.inject({ url, headers: bearer(t.docente) });
const mine = async () => ((await get(`${STRATEGY_API.mine}?per_page=100`)).json() as TStrategyList).data;

/*
 * The demo strategies as a server seeds them (with its DATA_DIR): some carry an approval letter, the
 * Finalizado one its final report, real PDFs that the downloads and the Anexos ZIP give back.
 */
describe('demo strategies seeded with a file store', () => {
  it('leaves no file behind when the seed fails after storing them', async () => {
    await t.db.execute(sql`delete from strategies`);
    const before = storedFiles();
    await t.db.execute(sql`create function demo_refuse() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`);
    await t.db.execute(sql`create trigger demo_refuse before insert on strategy_activities for each row execute function demo_refuse()`);
    await expect(seedStrategyDemo(t.db, store())).rejects.toThrow();
    await t.db.execute(sql`drop trigger demo_refuse on strategy_activities`);
    expect(storedFiles()).toEqual(before);
    const [left] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from strategies`);
    expect(left!.n).toBe(0);
  });

  it('gives letters and a final report to download, one by one and in the Anexos ZIP; seeding again adds nothing', async () => {
    await t.db.execute(sql`delete from strategies`);
    await seedStrategyDemo(t.db, store());
    const rows = await mine();
    const detail = async (id: number) => (await get(STRATEGY_API.one(id))).json() as { approvement_letter: { name: string; size: number } | null };
    const lettered: number[] = [];
    for (const row of rows) if ((await detail(row.id)).approvement_letter) lettered.push(row.id);
    // Some with a letter, some without (so Anexos can also answer that there is none).
    expect(lettered.length).toBeGreaterThan(0);
    expect(lettered.length).toBeLessThan(rows.length);

    const finished = rows.filter((r) => r.state === 'Finalizado');
    expect(finished.length).toBeGreaterThan(0);
    for (const r of finished) expect(r.final_report).toBe(true);
    const history = (await get(STRATEGY_API.history(finished[0]!.id))).json() as { data: { action: string }[] };
    expect(history.data.map((e) => e.action)).toContain('finish');

    for (const id of lettered) {
      const letter = await get(`${STRATEGY_API.file}?id=${id}&file=approvement_letter`);
      expect(letter.statusCode).toBe(200);
      expect(letter.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(letter.rawPayload.length).toBe((await detail(id)).approvement_letter!.size);
    }
    const report = await get(`${STRATEGY_API.file}?id=${finished[0]!.id}&file=final_report`);
    expect(report.statusCode).toBe(200);
    expect(report.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const zip = await get(strategySelectionUrl(STRATEGY_API.attachments, { ids: rows.map((r) => r.id) }));
    expect(zip.statusCode).toBe(200);
    const entries = Object.keys((await JSZip.loadAsync(zip.rawPayload)).files).filter((n) => !n.endsWith('/'));
    const folders = new Set(entries.map((n) => Number(n.split(' - ')[0])));
    expect([...folders].sort()).toEqual([...lettered].sort());
    expect(entries.filter((n) => n.endsWith(`/${ATTACHMENT_NAMES.report}`)).length).toBe(finished.length);
    const without = rows.find((r) => !lettered.includes(r.id) && r.state !== 'Borrador')!;
    const none = await get(strategySelectionUrl(STRATEGY_API.attachments, { ids: [without.id] }));
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(STRATEGY_MSG.noAttachments);

    const files = storedFiles();
    await seedStrategyDemo(t.db, store());
    expect(storedFiles()).toEqual(files);
    expect((await mine()).length).toBe(rows.length);
  });
});
