import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROJECT_API, type TProjectDetail } from '@siiicca/shared';
import { bearer, useTestApp } from '../../../test/helpers';
import { queryRows } from '../../db/query-rows';
import { externalInvestigator, lecturerOf, projectFixture, saveProject, validProjectBody } from '../projects/test-fixtures';

/** Third parties' data records where their authorisation came from and when (Ley 1581, art. 9; docs/personal-data-rights.md). */
describe("a third party's authorisation source", () => {
  const t = useTestApp();

  it('is saved with a project ally, read back in the form, kept by an empty box, replaced, and refused when unknown', async () => {
    const ids = await projectFixture(t.db);
    const owner = await lecturerOf(t);
    const ally = externalInvestigator();
    ally.third = { ...ally.third, auth_source: 'escrita', auth_date: '2026-03-02' };
    const body = validProjectBody(ids, { title: 'Proyecto con aliado autorizado', principal: { identification: owner.identity, name: owner.name } });
    body.external_investigators = [ally];
    const saved = await saveProject(t, owner.token, body);
    expect(saved.statusCode).toBe(201);
    const id = saved.json().data.id as number;
    const res = await t.app.inject({ url: PROJECT_API.one(id), headers: bearer(owner.token) });
    expect(res.statusCode, `${JSON.stringify(saved.json())} ${res.body.slice(0, 300)}`).toBe(200);
    const read = res.json() as TProjectDetail;
    expect(read.external_investigators[0]!.third).toMatchObject({ identification: ally.third.identification, auth_source: 'escrita', auth_date: '2026-03-02' });
    const [row] = await queryRows<{ auth_source: string; auth_date: string }>(t.db, sql`select auth_source, auth_date::text as auth_date from thirds where identification = ${ally.third.identification}`);
    expect(row).toEqual({ auth_source: 'escrita', auth_date: '2026-03-02' });

    // An empty select and date (what the form sends when nothing is chosen) keep what is known, as for any
    // field of a project's person; another source replaces it; an unknown one is a 400.
    const kept = await saveProject(t, owner.token, { ...body, id, version: read.version, external_investigators: [{ ...ally, third: { ...ally.third, auth_source: '', auth_date: '' } }] });
    expect(kept.statusCode).toBe(200);
    const again = (await t.app.inject({ url: PROJECT_API.one(id), headers: bearer(owner.token) })).json() as TProjectDetail;
    const changed = await saveProject(t, owner.token, { ...body, id, version: again.version, external_investigators: [{ ...ally, third: { ...ally.third, auth_source: 'correo', auth_date: '2026-04-01' } }] });
    expect(changed.statusCode).toBe(200);
    const [after] = await queryRows<{ auth_source: string | null; auth_date: string }>(t.db, sql`select auth_source, auth_date::text as auth_date from thirds where identification = ${ally.third.identification}`);
    expect(after).toEqual({ auth_source: 'correo', auth_date: '2026-04-01' });
    const refused = await saveProject(t, owner.token, { ...body, external_investigators: [{ ...ally, third: { ...ally.third, auth_source: 'rumor' } }] });
    expect(refused.statusCode).toBe(400);
  });
});
