import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TProjectList } from '@siiicca/shared';
import { users } from '../../db/schema';
import { bearer, useTestApp } from '../../../test/helpers';
import { insertProject, internalInvestigator, lecturerOf, projectFixture, validProjectBody, type TProjectFixtureIds } from './test-fixtures';

const t = useTestApp();
let ids: TProjectFixtureIds;
let a: Awaited<ReturnType<typeof lecturerOf>>;
let b: Awaited<ReturnType<typeof lecturerOf>>;
let c: Awaited<ReturnType<typeof lecturerOf>>;
const created: Record<string, number> = {};

const list = async (query: string, token = a.token, path = 'myprojects') => {
  const res = await t.app.inject({ url: `/api/siiicca/${path}?${query}`, headers: bearer(token) });
  return { status: res.statusCode, body: res.json() as TProjectList & { message?: string } };
};

beforeAll(async () => {
  ids = await projectFixture(t.db);
  [a, b, c] = [await lecturerOf(t), await lecturerOf(t), await lecturerOf(t)];
  // A's identification with letters, so that matching it ignores case.
  a.identity = `PA${a.id}x`;
  await t.db.update(users).set({ identity: a.identity }).where(eq(users.id, a.id));
  for (let i = 0; i < 7; i++) {
    const letter = String.fromCharCode(65 + i);
    created[letter] = await insertProject(t, a.id, validProjectBody(ids, { title: `Proyecto de lista ${letter}`, principal: { identification: `${a.id}0${i}` } }), {
      state: i === 3 ? 'Enviado' : 'Borrador',
      sentAt: i === 3 ? new Date() : null,
    });
  }
  // B's draft with A as a Coinvestigador (identification typed in lower case), and one without A.
  const withA = validProjectBody(ids, { title: 'Proyecto ajeno con investigador' });
  withA.internal_investigators!.push(internalInvestigator(ids, 'Coinvestigador', { identification: a.identity.toLowerCase(), name: a.name }));
  created.withA = await insertProject(t, b.id, { ...withA, announcement_id: ids.closedCall });
  created.otherDraft = await insertProject(t, b.id, validProjectBody(ids, { title: 'Borrador ajeno sin investigador' }));
  created.otherSent = await insertProject(t, c.id, validProjectBody(ids, { title: 'Proyecto enviado ajeno' }), { state: 'Enviado', sentAt: new Date() });
});

describe('project lists', () => {
  it("shows a lecturer their own projects and those where they are an investigator, never others'", async () => {
    const mine = await list('per_page=100');
    expect(mine.status).toBe(200);
    expect(mine.body.meta).toMatchObject({ total: 8, page: 1, per_page: 100 });
    const seen = mine.body.data.map((r) => r.id);
    expect(seen).toContain(created.withA);
    expect(seen).not.toContain(created.otherDraft);
    expect(seen).not.toContain(created.otherSent);
    const foreign = mine.body.data.find((r) => r.id === created.withA)!;
    expect(foreign).toMatchObject({ state: 'Borrador', user: { id: b.id, username: b.username }, announcement_id: ids.closedCall });
    // B sees their two; C only theirs.
    expect((await list('per_page=100', b.token)).body.meta.total).toBe(2);
    expect((await list('', c.token)).body.data.map((r) => r.id)).toEqual([created.otherSent]);
  });

  it('answers the columns of spec section 2', async () => {
    const row = (await list(`q=${created.D}`)).body.data[0]!;
    expect(row).toMatchObject({
      id: created.D,
      announcement_id: ids.openCall,
      announcement: expect.stringMatching(/^Convocatoria Interna/),
      announcement_end: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      title: 'Proyecto de lista D',
      sectional: 'Sede Principal Bogotá',
      state: 'Enviado',
      hours: ids.hours,
      user: { id: a.id, name: a.name, username: a.username },
    });
    expect(new Date(row.sent_at!).getTime()).toBeGreaterThan(0);
    expect(new Date(row.created_at).toISOString()).toBe(row.created_at);
  });

  it('pages in SQL by 5 unless asked, newest first', async () => {
    const first = await list('');
    expect(first.body.data).toHaveLength(5);
    expect(first.body.meta).toMatchObject({ total: 8, page: 1, per_page: 5 });
    const second = await list('page=2');
    expect(second.body.data).toHaveLength(3);
    const all = [...first.body.data, ...second.body.data].map((r) => r.id);
    expect(all).toEqual([...all].sort((x, y) => y - x));
    expect((await list('per_page=10')).body.data).toHaveLength(8);
  });

  it('sorts by the allowed keys and searches title, call or id without accents or case', async () => {
    const asc = (await list('sort=title&q=proyecto de lista')).body;
    expect(asc.meta.total).toBe(7);
    expect(asc.data.map((r) => r.title)).toEqual(['A', 'B', 'C', 'D', 'E'].map((l) => `Proyecto de lista ${l}`));
    const desc = (await list('sort=-title&q=PROYECTO DE LISTA')).body.data.map((r) => r.title);
    expect(desc).toEqual(['G', 'F', 'E', 'D', 'C'].map((l) => `Proyecto de lista ${l}`));
    expect((await list('q=lista c')).body.data.map((r) => r.id)).toEqual([created.C]);
    // The closed call's name ('Semilleros'): only B's project with A on it.
    expect((await list('q=semilleros')).body.data.map((r) => r.id)).toEqual([created.withA]);
    expect((await list(`q=${created.withA}`)).body.data.map((r) => r.id)).toEqual([created.withA]);
    const states = (await list('sort=state&per_page=100')).body.data.map((r) => r.state);
    expect(states).toEqual([...states].sort());
  });

  it('refuses page sizes and sort keys it does not offer', async () => {
    expect((await list('per_page=7')).status).toBe(400);
    expect((await list('per_page=1000')).status).toBe(400);
    expect((await list('sort=password')).status).toBe(400);
    expect((await list(`q=${'x'.repeat(1000)}`)).status).toBe(400);
  });

  it("answers everyone's but other people's drafts to projects.all, and 403 to a lecturer", async () => {
    const all = (await list('per_page=100&q=proyecto', t.admin, 'projects')).body;
    const seen = all.data.map((r) => r.id);
    expect(seen).toContain(created.otherSent);
    expect(seen).toContain(created.D);
    expect(seen).not.toContain(created.otherDraft);
    expect(seen).not.toContain(created.A);
    expect((await list('', a.token, 'projects')).status).toBe(403);
  });
});
