import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PROJECT_API, PROJECT_MSG, ZInvestigatorLookupSchema } from '@siiicca/shared';
import { announcements, projectInvestigators, projects, thirds, users } from '../../db/schema';
import { useTestApp } from '../../../test/helpers';
import { call } from '../catalogues/test-fixtures';
import { userIdOf, userWithProfiles } from './test-fixtures';
import { upsertThirds } from './thirds';

const t = useTestApp();
const lookup = (identification: string, type?: string, token: string | null = t.docente) =>
  call(t, 'GET', `${PROJECT_API.investigator}?identification=${encodeURIComponent(identification)}${type ? `&type=${type}` : ''}`, token);

/** An organisation (type NIT) with its representative, country and web page. */
async function entity(nit: string, name: string, extra: { representative?: string; countryId?: string; webPage?: string } = {}) {
  const [row] = await t.db.insert(thirds).values({ typeId: 'NIT', identification: nit, name, ...extra }).returning({ id: thirds.id });
  return row!.id;
}

/** A draft of the demo lecturer where `thirdId` is an ally of `entityId`. */
async function allyIn(thirdId: number, entityId: number | null, updatedAt: string) {
  const [owner] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'docente'));
  const [call_] = await t.db.select({ id: announcements.id }).from(announcements).limit(1);
  const [project] = await t.db.insert(projects).values({ userId: owner!.id, announcementId: call_!.id, title: 'Proyecto con aliado', hours: 8 }).returning({ id: projects.id });
  await t.db.insert(projectInvestigators).values({
    projectId: project!.id,
    thirdId,
    typeThird: 'Externo',
    typeInvestigator: 'Coinvestigador',
    entityId,
    updatedAt: sql`${updatedAt}::timestamptz`,
  });
}

describe('GET getinvestigator: the person of an investigator or an ally', () => {
  it('answers an internal investigator like the leader look-up: records, then the academic system', async () => {
    const res = await lookup('63456789', 'Interno', t.admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = ZInvestigatorLookupSchema.parse(res.json());
    expect(body).toMatchObject({ source: 'academic', third: { id: null, name: 'Claudia Patricia Serrano Ardila', email: 'claudia.serrano@usta.test' }, entity: null });
    expect(body.investigation_group?.name).toBe('Grupo de Investigación en Salud Oral');
    // Interno is the default type.
    expect((await lookup('63456789', undefined, t.admin)).json()).toEqual(res.json());

    await upsertThirds(t.db, await userIdOf(t.db, 'docente'), [{ type_id: 'CC', identification: '5550002001', name: 'Hernán Darío Quintero', email: 'hquintero@correo.test' }]);
    expect((await lookup('5550002001', 'Interno')).json()).toMatchObject({ source: 'records', third: { name: 'Hernán Darío Quintero' }, entity: null });
  });

  it("answers an ally from the product's records only, with the entity of their latest ally row", async () => {
    // The academic system knows this person, but an ally is someone outside the university.
    const unknown = await lookup('63456789', 'Externo');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: PROJECT_MSG.personNotFound });

    const ids = await upsertThirds(t.db, await userIdOf(t.db, 'docente'), [{ type_id: 'CE', identification: 'XE778899', name: 'Jean-Pierre Dubois', email: 'jp.dubois@correo.test', mobile: '+33 6 12 34 56 78' }]);
    const personId = [...ids.values()][0]!;
    // Kept, but never an ally yet: no entity.
    expect((await lookup('xe778899', 'Externo')).json()).toMatchObject({ source: 'records', third: { id: personId, name: 'Jean-Pierre Dubois' }, entity: null });

    const older = await entity('900111222-3', 'Instituto Andino de Ciencias', { representative: 'Marta Gil', countryId: 'COL' });
    const newer = await entity('800333444-5', 'Université de Lyon', { representative: 'Claire Martin', countryId: 'FRA', webPage: 'https://univ-lyon.test' });
    await allyIn(personId, newer, '2026-03-01T10:00:00Z');
    await allyIn(personId, older, '2025-01-01T10:00:00Z');
    // An ally row without an entity (an unfinished draft) does not hide the last known one.
    await allyIn(personId, null, '2026-04-01T10:00:00Z');

    const res = await lookup('XE778899', 'Externo', t.admin);
    expect(res.statusCode).toBe(200);
    expect(ZInvestigatorLookupSchema.parse(res.json())).toEqual({
      source: 'records',
      third: expect.objectContaining({ id: personId, type_id: 'CE', identification: 'XE778899', email: 'jp.dubois@correo.test' }),
      investigation_group: null,
      entity: { nit: '800333444-5', name: 'Université de Lyon', representative: 'Claire Martin', country_id: 'FRA', web_page: 'https://univ-lyon.test' },
    });
    // As an internal investigator the same person carries no entity.
    expect((await lookup('XE778899', 'Interno')).json().entity).toBeNull();
  });

  it('never answers an organisation as a person', async () => {
    await entity('901555666', 'Fundación Sin Persona');
    expect((await lookup('901555666', 'Externo')).statusCode).toBe(404);
  });

  it.each([
    ['an unknown type', '63456789', 'Otro', 'type'],
    ['an empty identification', '', 'Externo', 'identification'],
    ['an identification with spaces', '63 456 789', 'Interno', 'identification'],
    ['a too long identification', '1'.repeat(101), 'Externo', 'identification'],
  ])('refuses %s with 400 and the field', async (_, identification, type, field) => {
    const res = await lookup(identification, type);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual([expect.any(String)]);
  });

  it('is for people working with projects (their own or all of them), signed in', async () => {
    expect((await lookup('63456789', 'Interno', null)).statusCode).toBe(401);
    expect((await lookup('63456789', 'Interno', t.admin)).statusCode).toBe(200);
    expect((await lookup('63456789', 'Interno', await userWithProfiles(t, ['reviewer']))).statusCode).toBe(200);
    expect((await lookup('63456789', 'Interno', await userWithProfiles(t, []))).statusCode).toBe(403);
  });
});
