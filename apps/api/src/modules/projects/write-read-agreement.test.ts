import { beforeAll, describe, expect, it } from 'vitest';
import {
  DASHBOARD_API,
  PROJECT_API,
  PROJECT_MSG,
  filtersParam,
  selectionUrl,
  type TDashboard,
  type TProjectDetail,
  type TProjectList,
} from '@siiicca/shared';
import { bearer, useTestApp } from '../../../test/helpers';
import { idsOf, pdfShows, read, workbookSheets, zipNames } from '../../../test/read-back';
import { documentUploads, projectFixture, saveProject, type TProjectFixtureIds } from './test-fixtures';
import { boundsProject, minimalProject, offeredResults, projectOwner, sparseProject } from './write-read-bodies';

/*
 * What the project routes accept, every read route can show (issue 15): drafts with only what the
 * save requires, investigators and allies with only what each requires, and a project with every
 * field at its bound, sent; read back from the owner's list, the administrator's list (searched
 * and filtered), the detail, the history, the Excel, the ZIP, the PDF, both records and the dashboard.
 */

const t = useTestApp();
let owner = '';
let ids: TProjectFixtureIds;
let offered: Awaited<ReturnType<typeof offeredResults>>;

beforeAll(async () => {
  ids = await projectFixture(t.db);
  owner = await projectOwner(t);
  offered = await offeredResults(t.db, ids.hours);
});

const listed = async (url: string, token: string) => idsOf((await read(t, url, token)).json() as TProjectList);

/** Every route that shows the project, as its owner, and once sent, as the administrator. */
async function readEverywhere(id: number, o: { title: string; sent: boolean; files: boolean }) {
  const one = { ids: [id] };
  expect(await listed(`${PROJECT_API.mine}?q=${id}`, owner)).toContain(id);
  const detail = (await read(t, PROJECT_API.one(id), owner)).json() as TProjectDetail;
  expect(detail.title).toBe(o.title);
  await read(t, PROJECT_API.history(id), owner);
  expect(await pdfShows((await read(t, PROJECT_API.pdf(id), owner)).rawPayload, `Id ${id}`)).toBe(true);
  for (const record of [PROJECT_API.startRecords, PROJECT_API.commitmentRecords]) {
    expect(await pdfShows((await read(t, selectionUrl(record, one), owner)).rawPayload, /Acta N\.º A[IC]-\d{4}-\d{6}/)).toBe(true);
  }
  const sheets = await workbookSheets((await read(t, selectionUrl(PROJECT_API.excel, one), owner)).rawPayload);
  expect(sheets.Proyectos!.map((r) => r.Id)).toEqual([id]);
  const zip = selectionUrl(PROJECT_API.attachments, one);
  if (o.files) expect((await zipNames((await read(t, zip, owner)).rawPayload)).some((n) => n.startsWith(`${id} - `))).toBe(true);
  else expect((await read(t, zip, owner, 404)).json().message).toBe(PROJECT_MSG.noAttachments);
  const mine = ((await read(t, DASHBOARD_API, owner)).json() as TDashboard).mine!;
  if (!o.sent) expect(mine.attention.map((i) => i.ruta)).toContain(`/my_projects?q=${id}`);
  if (!o.sent) return;

  const filters = filtersParam([{ field: 'title', operation: 'Igual', value: o.title }]);
  expect(await listed(`${PROJECT_API.all}?filters=${encodeURIComponent(filters)}`, t.admin)).toContain(id);
  expect(await listed(`${PROJECT_API.all}?q=${id}`, t.admin)).toContain(id);
  await read(t, PROJECT_API.one(id), t.admin);
  await read(t, PROJECT_API.pdf(id), t.admin);
  const all = await workbookSheets((await read(t, selectionUrl(PROJECT_API.excel, { all: true, scope: 'all', filters }), t.admin)).rawPayload);
  expect(all.Proyectos!.map((r) => r.Id)).toContain(id);
  const charts = ((await read(t, DASHBOARD_API, t.admin)).json() as TDashboard).charts;
  expect(charts.find((c) => c.key === 'projects_by_call')!.points.find((p) => p.key === String(detail.announcement_id))!.value).toBeGreaterThan(0);
}

describe('project drafts', () => {
  it('a draft with only its call, title and hours shows everywhere its owner looks', async () => {
    const body = minimalProject(ids);
    const res = await saveProject(t, owner, body);
    expect(res.statusCode, res.body).toBe(201);
    await readEverywhere(res.json().data.id, { title: body.title, sent: false, files: false });
  });

  it('investigators, allies and results holding only what each requires show too', async () => {
    const body = sparseProject(ids, offered[0]!);
    const res = await saveProject(t, owner, body);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as number;
    await readEverywhere(id, { title: body.title, sent: false, files: false });
    const detail = (await read(t, PROJECT_API.one(id), owner)).json() as TProjectDetail;
    expect(detail.external_investigators.map((e) => e.entity?.name ?? null)).toEqual([null, 'Entidad Mínima']);
  });
});

describe('a project at its bounds', () => {
  it('every text at its longest, every list as long as allowed, its documents: saved, shown, sent, shown to everyone', async () => {
    const body = boundsProject(ids, offered);
    const files = (await documentUploads(ids.openAttacheds, { all: true })).map((f) => ({ ...f, filename: `${'documento'.repeat(20)}-${f.filename}` }));
    const res = await saveProject(t, owner, body, files);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as number;
    await readEverywhere(id, { title: body.title, sent: false, files: true });

    const sent = await t.app.inject({ method: 'POST', url: PROJECT_API.send, headers: bearer(owner), payload: { id, version: res.json().data.version } });
    expect(sent.statusCode, sent.body).toBe(200);
    await readEverywhere(id, { title: body.title, sent: true, files: true });
    const detail = (await read(t, PROJECT_API.one(id), t.admin)).json() as TProjectDetail;
    expect([detail.internal_investigators.length, detail.external_investigators.length, detail.results.length]).toEqual([50, 50, offered.length]);
    // A hundred investigators with the longest texts, read by every route twice: slower than the default allows on a busy machine.
  }, 120_000);
});
