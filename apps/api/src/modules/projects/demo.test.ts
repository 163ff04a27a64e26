import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PROJECT_API, PROJECT_MSG, type TProjectDetail, type TProjectList } from '@siiicca/shared';
import { queryRows } from '../../db/query-rows';
import { seedProjectDemo } from './demo-seed';
import { deleteAllProjects } from './send-testing';
import { createFileStore } from '../../lib/files';
import { bearer, loginAs, useTestApp } from '../../../test/helpers';

const t = useTestApp();
const mine = async (token: string) => (await t.app.inject({ url: `${PROJECT_API.mine}?per_page=100`, headers: bearer(token) })).json() as TProjectList;
const detail = (id: number, token: string) => t.app.inject({ url: PROJECT_API.one(id), headers: bearer(token) });

describe('demo projects', () => {
  it('gives both demo lecturers drafts and sent projects on the open and the closed call', async () => {
    const docente2 = await loginAs(t, 'docente2');
    for (const token of [t.docente, docente2]) {
      // The evaluation stage's demo projects (modules/evaluation/demo-seed.ts) are counted there.
      const own = (await mine(token)).data.filter((r) => r.user.username === (token === t.docente ? 'docente' : 'docente2') && (r.state === 'Borrador' || r.state === 'Enviado'));
      expect(own).toHaveLength(4);
      expect(new Set(own.map((r) => `${r.state} ${r.announcement.startsWith('Convocatoria Interna') ? 'open' : 'closed'}`)).size).toBe(4);
      for (const row of own) {
        const p = (await detail(row.id, token)).json() as TProjectDetail;
        expect(p.internal_investigators.filter((i) => i.type_investigator === 'Principal')).toHaveLength(1);
        expect(p.external_investigators[0]!.entity).toMatchObject({ nit: '901234567-1', representative: expect.any(String), country_id: 'COL' });
        expect(new Set(p.results.map((r) => r.product_type.family))).toEqual(new Set(['knowledge', 'social', 'training']));
      }
    }
  });

  it("shows docente2 one of docente's sent projects to read, not to change", async () => {
    const docente2 = await loginAs(t, 'docente2');
    const foreign = (await mine(docente2)).data.filter((r) => r.user.username === 'docente');
    expect(foreign.map((r) => r.state)).toEqual(['Enviado']);
    const p = (await detail(foreign[0]!.id, docente2)).json() as TProjectDetail;
    expect(p.internal_investigators.map((i) => i.third.identification)).toContain('79876543');
    const del = await t.app.inject({ method: 'DELETE', url: PROJECT_API.one(foreign[0]!.id), headers: bearer(docente2) });
    expect(del.statusCode).toBe(400);
    expect(del.json().message).toBe(PROJECT_MSG.notYours);
    // docente's drafts stay theirs alone.
    const drafts = (await mine(t.docente)).data.filter((r) => r.state === 'Borrador');
    expect((await detail(drafts[0]!.id, docente2)).statusCode).toBe(404);
  });

  it('stores the documents as real files under DATA_DIR when seeded with a file store, once', async () => {
    await deleteAllProjects(t.db);
    await seedProjectDemo(t.db, createFileStore(t.deps.config.DATA_DIR));
    const sent = (await mine(t.docente)).data.find((r) => r.state === 'Enviado' && r.user.username === 'docente' && r.announcement.startsWith('Convocatoria Interna'))!;
    const p = (await detail(sent.id, t.docente)).json() as TProjectDetail;
    expect(p.attacheds.map((d) => d.attached_id)).toEqual(p.announcement.attacheds.map((a) => a.id));
    for (const doc of p.attacheds) {
      const res = await t.app.inject({ url: `${PROJECT_API.file}?id=${p.id}&file=${doc.id}`, headers: bearer(t.docente) });
      expect(res.statusCode).toBe(200);
      const head = res.rawPayload.subarray(0, 4).toString('latin1');
      expect(doc.file.endsWith('.pdf') ? head : head.slice(0, 2)).toBe(doc.file.endsWith('.pdf') ? '%PDF' : 'PK');
      expect(res.rawPayload.length).toBe(doc.size);
    }
    const history = (await t.app.inject({ url: PROJECT_API.history(p.id), headers: bearer(t.docente) })).json();
    expect(history.data.map((e: { action: string }) => e.action)).toContain('send');
    const [before] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from projects`);
    await seedProjectDemo(t.db, createFileStore(t.deps.config.DATA_DIR));
    const [after] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from projects`);
    expect(after!.n).toBe(before!.n);
    expect(before!.n).toBe(8);
  });
});
