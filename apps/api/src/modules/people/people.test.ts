import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { STRATEGY_API, STRATEGY_MSG, ZPersonLookupSchema } from '@siiicca/shared';
import { academicPeople, faculties, investigationGroups, sectionals } from '../../db/schema';
import { buildApp } from '../../app';
import { loggerOptions } from '../../plugins/logger';
import { DEMO_ACCOUNTS, useTestApp } from '../../../test/helpers';
import { call } from '../catalogues/test-fixtures';
import { userIdOf, userWithProfiles } from './test-fixtures';
import { upsertThirds } from './thirds';

const t = useTestApp();
const leader = (identification: string, token: string | null = t.docente) =>
  call(t, 'GET', `${STRATEGY_API.leader}?identification=${encodeURIComponent(identification)}`, token);
const idOf = async (table: typeof sectionals | typeof faculties | typeof investigationGroups, name: string) =>
  (await t.db.select({ id: table.id }).from(table).where(eq(table.name, name)))[0]!.id;

describe('GET get_leader: the person and their research group', () => {
  it('answers a person the product does not keep yet from the academic system, mapped to the catalogues', async () => {
    // An administrator sees the person's e-mail and mobile unmasked (a lecturer: people-ownership.test.ts).
    const res = await leader('63456789', t.admin);
    expect(res.statusCode).toBe(200);
    const body = ZPersonLookupSchema.parse(res.json());
    expect(body).toEqual({
      source: 'academic',
      third: {
        id: null,
        type_id: 'CC',
        identification: '63456789',
        name: 'Claudia Patricia Serrano Ardila',
        email: 'claudia.serrano@usta.test',
        mobile: '3176543210',
        cvlac: expect.stringMatching(/^https:\/\/scienti\.minciencias\.gov\.co\/cvlac\//),
        orcid: 'https://orcid.org/0000-0002-6610-8845',
        gooAcademico: expect.stringMatching(/^https:\/\/scholar\.google\.com\//),
        sectional_id: await idOf(sectionals, 'Seccional Bucaramanga'),
        faculty_id: await idOf(faculties, 'Facultad de Odontología'),
        link: 'Tiempo Completo',
      },
      investigation_group: { id: await idOf(investigationGroups, 'Grupo de Investigación en Salud Oral'), name: 'Grupo de Investigación en Salud Oral' },
    });
  });

  it('prefills the signed-in demo lecturer, and finds identifications whatever their case', async () => {
    const own = (await leader('52345678')).json();
    expect(own.third).toMatchObject({ name: 'María Fernanda Rojas Díaz', email: DEMO_ACCOUNTS.docente.email });
    expect(own.investigation_group.name).toBe('Grupo de Investigación en Ingeniería de Sistemas y Computación');
    const foreign = await leader('412587'.toLowerCase());
    expect(foreign.json().third).toMatchObject({ type_id: 'CE', link: 'Hora Catedra' });
    expect(foreign.json().investigation_group).toBeNull();
  });

  it("answers the asker's own record first: the e-mail they corrected is what their later look-ups get", async () => {
    const bogota = await idOf(sectionals, 'Sede Principal Bogotá');
    // The administrator's own record of the person (their saves write it), looked up by them.
    await upsertThirds(t.db, await userIdOf(t.db, 'admin'), [{ type_id: 'CC', identification: '40123456', name: 'Luz Marina Pinzón Becerra', email: 'luz.marina@correo.test', sectional_id: bogota }]);
    const first = ZPersonLookupSchema.parse((await leader('40123456', t.admin)).json());
    expect(first).toMatchObject({ source: 'records', third: { id: expect.any(Number), email: 'luz.marina@correo.test', sectional_id: bogota } });
    // Where the record does not say (faculty, group), the academic system completes it.
    expect(first.third.faculty_id).toBe(await idOf(faculties, 'Facultad de Ingeniería Civil'));
    expect(first.investigation_group?.name).toBe('Grupo de Investigación en Ingeniería Civil y Materiales');

    await upsertThirds(t.db, await userIdOf(t.db, 'admin'), [{ type_id: 'CC', identification: '40123456', name: 'Luz Marina Pinzón Becerra', email: 'lpinzon@correo.test' }]);
    const again = ZPersonLookupSchema.parse((await leader('40123456', t.admin)).json());
    expect(again.third).toMatchObject({ id: first.third.id, email: 'lpinzon@correo.test', sectional_id: bogota });
  });

  it('answers a person only the product keeps, and never an organisation with the same number', async () => {
    await upsertThirds(t.db, await userIdOf(t.db, 'docente'), [
      { type_id: 'NIT', identification: '900123456', name: 'Constructora Andina S.A.S.' },
      { type_id: 'CE', identification: 'AB12345', name: 'Emma Laurent', email: 'emma.laurent@correo.test' },
    ]);
    expect((await leader('900123456')).statusCode).toBe(404);
    const kept = (await leader('ab12345')).json();
    expect(kept).toMatchObject({ source: 'records', third: { type_id: 'CE', name: 'Emma Laurent', sectional_id: null }, investigation_group: null });
  });

  it('answers 404 with a message for an unknown person, so the screen lets the user type them in', async () => {
    const res = await leader('1234567890');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: STRATEGY_MSG.personNotFound });
  });

  it('answers 503 with a message when the academic system fails, and still answers kept people', async () => {
    const original = t.deps.academic;
    t.deps.academic = { ...original, findPerson: async () => Promise.reject(new Error('LDAP: no answer')) };
    try {
      const res = await leader('5550001113');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: STRATEGY_MSG.personLookupFailed });
      await upsertThirds(t.db, await userIdOf(t.db, 'docente'), [{ type_id: 'CC', identification: '5550001114', name: 'Rosa Elena Cárdenas', email: 'rosa@correo.test' }]);
      expect((await leader('5550001114')).json()).toMatchObject({ source: 'records', third: { name: 'Rosa Elena Cárdenas' } });
    } finally {
      t.deps.academic = original;
    }
  });

  it.each([
    ['empty', ''],
    ['too long', '1'.repeat(16)],
    ['with spaces', '52 345 678'],
    ['with symbols', "52345678';--"],
  ])('refuses an identification %s with 400 and the error shape', async (_, identification) => {
    const res = await leader(identification);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String), errors: { identification: [expect.any(String)] } });
  });

  it('refuses a missing identification with 400', async () => {
    expect((await call(t, 'GET', STRATEGY_API.leader, t.docente)).statusCode).toBe(400);
  });

  it('is for people working with strategies (their own or all of them), signed in', async () => {
    expect((await leader('63456789', null)).statusCode).toBe(401);
    expect((await leader('63456789', t.admin)).statusCode).toBe(200);
    const reviewer = await userWithProfiles(t, ['reviewer']);
    expect((await leader('63456789', reviewer)).statusCode).toBe(200);
    const nobody = await userWithProfiles(t, []);
    const refused = await leader('63456789', nobody);
    expect(refused.statusCode).toBe(403);
    // Refused before the question is even read.
    expect((await leader('not valid!', nobody)).statusCode).toBe(403);
  });

  it('never writes the identification to the log', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const app = await buildApp(t.deps, { logger: { ...(loggerOptions('info') as object), stream } });
    try {
      for (const id of ['63456789', '5550001112']) {
        await app.inject({ method: 'GET', url: `${STRATEGY_API.leader}?identification=${id}`, headers: { authorization: `Bearer ${t.docente}` } });
      }
      const log = lines.join('');
      // Each look-up is logged with who asked.
      expect(log.match(/"audit":"person_lookup"[^\n]*"userId":\d+/g)).toHaveLength(2);
      expect(log).not.toContain('63456789');
      expect(log).not.toContain('5550001112');
    } finally {
      await app.close();
    }
  });
});

describe('the academic directory', () => {
  it('knows lecturers, graduates and students of every seeded campus', async () => {
    const people = await t.db.select().from(academicPeople);
    expect(people.length).toBeGreaterThanOrEqual(15);
    expect(new Set(people.map((p) => p.role))).toEqual(new Set(['Docente', 'Egresado', 'Estudiante']));
    const campuses = (await t.db.select({ name: sectionals.name }).from(sectionals)).map((s) => s.name);
    expect(new Set(people.map((p) => p.sectional))).toEqual(new Set(campuses));
  });

  it('finds a person by identification through the connector, or answers null', async () => {
    expect(await t.deps.academic.findPerson(' 79876543 ')).toMatchObject({ name: 'Carlos Andrés Gómez Pérez', role: 'Docente', faculty: 'Facultad de Derecho' });
    expect(await t.deps.academic.findPerson('000')).toBeNull();
  });
});
