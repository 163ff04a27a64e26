import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_API } from '@siiicca/shared';
import { queryRows } from '../db/query-rows';
import { acceptCheck } from '../lib/content-kinds';
import { createFileStore } from '../lib/files';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { until } from '../../test/until';
import { documentUploads, PDF, projectFixture, saveProject, validProjectBody } from '../modules/projects/test-fixtures';
import { AN_HOUR, fileColumnNames, minAgeOf, startFileSweeps, sweepFiles } from './sweep-files';

let t: TestApp;
let docente: string;
beforeAll(async () => {
  t = await createTestApp();
  docente = await loginAs(t, 'docente');
});
afterAll(async () => t.close());

const root = () => path.join(t.deps.config.DATA_DIR, 'files');
const full = (relative: string) => path.join(root(), relative);
/** Every file under DATA_DIR/files, relative. */
const onDisk = () => (fs.existsSync(root()) ? (fs.readdirSync(root(), { recursive: true }) as string[]).filter((p) => fs.statSync(full(p)).isFile()).sort() : []);
/** Sets a file's modification time `ms` in the past. */
const age = (relative: string, ms = 2 * AN_HOUR) => {
  const when = (Date.now() - ms) / 1000;
  fs.utimesSync(full(relative), when, when);
};
/** A complete PDF stored as an upload stores it (its real name), referenced by nothing yet. */
const store = async (folder: string) =>
  (await createFileStore(t.deps.config.DATA_DIR).save(folder, Readable.from(PDF), { ...acceptCheck('.pdf'), maxBytes: 1e6, tooLarge: 'x', wrongType: 'x' })).path;
/** An upload cut midway, as a crash leaves it. */
const partial = (folder: string) => {
  const relative = `${folder}/${randomUUID()}.part`;
  fs.mkdirSync(path.dirname(full(relative)), { recursive: true });
  fs.writeFileSync(full(relative), PDF.subarray(0, 10));
  return relative;
};
const minAgeMs = minAgeOf(60_000);

describe('sweep of leftover upload files', () => {
  it('removes old unreferenced and temporary files; keeps every referenced file, young uploads and files not of ours', async () => {
    // Referenced by a project saved through the API, and by a strategy's letter and final report.
    const ids = await projectFixture(t.db);
    const saved = await saveProject(t, docente, validProjectBody(ids), await documentUploads(ids.openAttacheds, { all: true }));
    expect(saved.statusCode, saved.body).toBe(201);
    const projectId = saved.json().data.id as number;
    const documents = await queryRows<{ id: number; path: string }>(t.db, sql`select id, path from project_documents where project_id = ${projectId}`);
    expect(documents.length).toBeGreaterThan(1);
    const [letter, report] = [await store('strategies'), await store('strategies')];
    const [strategy] = await queryRows<{ id: number }>(t.db, sql`select id from strategies order by id limit 1`);
    await t.db.execute(sql`update strategies set approvement_letter_path = ${letter}, final_report_path = ${report} where id = ${strategy!.id}`);
    const referenced = [...documents.map((d) => d.path), letter, report];

    const oldOrphans = [await store('projects'), await store('strategies')];
    const oldPartial = partial('projects');
    const young = [await store('projects'), partial('strategies')];
    const foreign = 'projects/acta firmada.pdf';
    fs.writeFileSync(full(foreign), PDF);
    for (const p of [...referenced, ...oldOrphans, oldPartial, foreign]) age(p);
    const before = onDisk();

    const counts = { temporary: 1, unreferenced: 2, young: 2, referenced: referenced.length, failed: 0, abortedUploads: 0 };
    expect(await sweepFiles({ db: t.db, dataDir: t.deps.config.DATA_DIR, minAgeMs, dryRun: true })).toEqual(counts);
    expect(onDisk()).toEqual(before);

    expect(await sweepFiles({ db: t.db, dataDir: t.deps.config.DATA_DIR, minAgeMs })).toEqual(counts);
    expect(onDisk()).toEqual([...referenced, ...young, foreign].sort());
    for (const doc of documents) {
      const file = await t.app.inject({ url: `${PROJECT_API.file}?id=${projectId}&file=${doc.id}`, headers: bearer(docente) });
      expect(file.statusCode).toBe(200);
    }

    // Nothing left to remove: a second sweep removes nothing.
    expect(await sweepFiles({ db: t.db, dataDir: t.deps.config.DATA_DIR, minAgeMs })).toEqual({ ...counts, temporary: 0, unreferenced: 0 });
  });

  it('waits at least an hour, and twice the request time-out when that is longer', () => {
    expect(minAgeOf(60_000)).toBe(AN_HOUR);
    expect(minAgeOf(2 * AN_HOUR)).toBe(4 * AN_HOUR);
  });

  it('knows every column of the database that holds a stored file', async () => {
    // Text columns only: a date named for a filing (data_requests.filed_at) holds no file.
    const columns = await queryRows<{ name: string }>(
      t.db,
      sql`select table_name || '.' || column_name as name from information_schema.columns
           where table_schema = 'public' and data_type = 'text' and (column_name like '%path%' or column_name like '%file%') order by 1`,
    );
    expect(columns.map((c) => c.name)).toEqual([...fileColumnNames()].sort());
  });

  it('logs the counts of the sweep at start and of later sweeps that remove something; with the database away it logs a warning and removes nothing', async () => {
    const lines: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
    const log = {
      info: (obj: Record<string, unknown>, msg: string) => void lines.push({ level: 'info', obj, msg }),
      warn: (obj: Record<string, unknown>, msg: string) => void lines.push({ level: 'warn', obj, msg }),
    } as never;
    const orphan = await store('projects');
    age(orphan);
    const sweeps = startFileSweeps({ db: t.db, dataDir: t.deps.config.DATA_DIR, minAgeMs, log });
    await sweeps.first;
    await sweeps.stop();
    expect(lines).toEqual([{ level: 'info', obj: expect.objectContaining({ unreferenced: 1, temporary: 0, minAgeMinutes: 60 }), msg: 'leftover files swept' }]);
    expect(fs.existsSync(full(orphan))).toBe(false);

    // Later sweeps (hourly in the product) remove what has grown old since, and say so.
    const later = await store('projects');
    const repeating = startFileSweeps({ db: t.db, dataDir: t.deps.config.DATA_DIR, minAgeMs, log, intervalMs: 50 });
    await repeating.first;
    age(later);
    await until(() => !fs.existsSync(full(later)), { what: `a later sweep to remove ${later}`, timeout: 30_000 });
    await repeating.stop();
    expect(lines.filter((l) => l.msg === 'leftover files swept').map((l) => l.obj.unreferenced)).toEqual([1, 0, 1]);

    const kept = await store('projects');
    age(kept);
    await t.closeDatabase();
    lines.length = 0;
    const blind = startFileSweeps({ db: t.db, dataDir: t.deps.config.DATA_DIR, minAgeMs, log });
    await blind.first;
    await blind.stop();
    expect(lines.map((l) => [l.level, l.msg])).toEqual([['warn', 'sweep of leftover files failed: nothing removed; tried again later']]);
    expect(fs.existsSync(full(kept))).toBe(true);
  });
});
