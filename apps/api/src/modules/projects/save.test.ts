import { describe, expect, it, beforeAll } from 'vitest';
import { sql } from 'drizzle-orm';
import { CAT_MSG, MSG, PROJECT_API, PROJECT_MSG, type TProjectDetail, type TProjectSaveInput } from '@siiicca/shared';
import { queryRows } from '../../db/query-rows';
import { bearer, loginAs, useTestApp } from '../../../test/helpers';
import { projectVersionOf } from './send-testing';
import { externalInvestigator, internalInvestigator, projectFixture, saveProject, validProjectBody, type TProjectFixtureIds } from './test-fixtures';

const t = useTestApp();
let ids: TProjectFixtureIds;
let docente2: string;
beforeAll(async () => {
  ids = await projectFixture(t.db);
  docente2 = await loginAs(t, 'docente2');
});

const get = (id: number, token = t.docente) => t.app.inject({ url: PROJECT_API.one(id), headers: bearer(token) });
const detail = async (id: number) => (await get(id)).json() as TProjectDetail;
const save = (body: unknown, token = t.docente) => saveProject(t, token, body);
/** Saves and answers the new project's id and version. */
async function created(body: TProjectSaveInput, token = t.docente) {
  const res = await save(body, token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; version: string };
}
const minimal = (): TProjectSaveInput => ({ announcement_id: ids.openCall, title: 'Borrador mínimo', hours: ids.hours });

describe('saving a project draft', () => {
  it('saves a whole project as a Borrador and reads it back with its people, allies and results', async () => {
    const body = validProjectBody(ids);
    const res = await save(body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(PROJECT_MSG.draftSaved);
    const { id, version } = res.json().data;
    const back = await detail(id);
    expect(back).toMatchObject({ id, version, state: 'Borrador', title: body.title, hours: ids.hours, sectional_id: ids.sectional, announcement_id: ids.openCall });
    expect(back.internal_investigators.map((i) => [i.type_investigator, i.third.identification, i.payroll_hours, i.faculty_id])).toEqual(
      body.internal_investigators!.map((i) => [i.type_investigator, i.third.identification, 8, ids.faculty]),
    );
    const ally = body.external_investigators![0]!;
    expect(back.external_investigators).toEqual([
      expect.objectContaining({ type_investigator: 'Coinvestigador', type_third: 'Externo', interlocutor: ally.interlocutor, contact: ally.contact, entity: ally.entity }),
    ]);
    expect(back.results.map((r) => [r.product_type_id, r.product_id, r.quantity])).toEqual(body.results!.map((r) => [r.product_type_id, r.product_id, r.quantity]));
  });

  it('saves drafts with partial data: only the call, title and hours; an investigator with just the person', async () => {
    const { id } = await created(minimal());
    expect(await detail(id)).toMatchObject({ sectional_id: null, internal_investigators: [], external_investigators: [], attacheds: [], results: [] });
    const partial = {
      ...minimal(),
      internal_investigators: [{ type_investigator: 'Principal', third: { type_id: 'CC', identification: '88001122', name: 'Investigadora Incompleta' } }],
      external_investigators: [{ third: { type_id: 'CE', identification: 'X99001', name: 'Aliado Incompleto' }, entity: { nit: '800111222-3', name: 'Entidad a medias' } }],
    };
    const second = await created(partial as TProjectSaveInput);
    const back = await detail(second.id);
    expect(back.internal_investigators[0]).toMatchObject({ third: { name: 'Investigadora Incompleta', email: null }, link: null, payroll_hours: null, faculty_id: null });
    expect(back.external_investigators[0]!.entity).toEqual({ nit: '800111222-3', name: 'Entidad a medias', representative: null, country_id: null, web_page: null });
  });

  it.each([
    ['a missing title', { title: '' }, 'title', CAT_MSG.required],
    ['missing hours', { hours: undefined }, 'hours', PROJECT_MSG.hoursFirst],
    ['a missing call', { announcement_id: undefined }, 'announcement_id', PROJECT_MSG.required],
    ['a quantity of 0', { results: [{ product_type_id: 1, product_id: 1, quantity: 0 }] }, 'results.0.quantity', 'Cantidad Mayor a 0'],
    // Every number says what is wrong with it (issue 26), the same words as the form.
    ['a quantity of 1.5', { results: [{ product_type_id: 1, product_id: 1, quantity: 1.5 }] }, 'results.0.quantity', MSG.wholeNumber],
    ['payroll hours of 0', () => ({ internal_investigators: [{ ...internalInvestigator(ids, 'Principal'), payroll_hours: 0 }] }), 'internal_investigators.0.payroll_hours', MSG.minValue(1)],
    ['payroll hours of 1.5', () => ({ internal_investigators: [{ ...internalInvestigator(ids, 'Principal'), payroll_hours: 1.5 }] }), 'internal_investigators.0.payroll_hours', MSG.wholeNumber],
  ])('refuses %s', async (_what, change, field, message) => {
    // A row that needs the seeded ids builds its change once they are read (beforeAll).
    const res = await save({ ...minimal(), ...(typeof change === 'function' ? change() : change) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toContain(message);
  });

  it.each([[[1]], [{}], [{ ...{ title: 'x'.repeat(501) }, hours: 'ocho' }]])('refuses a body that is not a project (%j) with a 400 in Spanish', async (body) => {
    const res = await save(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).not.toMatch(/Invalid|expected|Required/);
  });

  it("refuses a repeated product 'Producto ya Existe', two Principals, a person twice and a product not offered for the hours", async () => {
    const body = validProjectBody(ids);
    const twice = await save({ ...body, results: [...body.results!, { ...body.results![0]!, quantity: 3 }] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors['results.3.product_id']).toEqual(['Producto ya Existe']);

    const principals = await save({ ...body, internal_investigators: [internalInvestigator(ids, 'Principal'), internalInvestigator(ids, 'Principal')] });
    expect(principals.json().errors.internal_investigators).toEqual([PROJECT_MSG.onePrincipal]);

    const person = internalInvestigator(ids, 'Principal');
    const samePerson = await save({ ...body, internal_investigators: [person], external_investigators: [{ ...externalInvestigator(), third: { ...person.third } }] });
    expect(samePerson.json().errors['external_investigators.0.third.identification']).toEqual([PROJECT_MSG.investigatorExists]);

    // The same product under other hours: the pivot does not offer it.
    const otherHours = await save({ ...body, hours: 167 });
    expect(otherHours.statusCode).toBe(400);
    expect(otherHours.json().message).toBe(PROJECT_MSG.productNotForHours);
    expect(otherHours.json().errors).toEqual({
      'results.0.product_id': [PROJECT_MSG.productNotForHours],
      'results.1.product_id': [PROJECT_MSG.productNotForHours],
      'results.2.product_id': [PROJECT_MSG.productNotForHours],
    });
  });

  it('refuses names of rows that do not exist field by field, never a 500', async () => {
    const inv = { ...internalInvestigator(ids, 'Principal'), faculty_id: 999_999, investigation_group_id: 999_998 };
    const ally = externalInvestigator();
    const res = await save({
      ...validProjectBody(ids),
      sectional_id: 999_997,
      internal_investigators: [inv],
      external_investigators: [{ ...ally, entity: { ...ally.entity, country_id: 'ZZZ' } }],
      results: [{ product_type_id: 999_999, product_id: 999_999, quantity: 1 }],
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual({
      sectional_id: [CAT_MSG.relatedMissing],
      'internal_investigators.0.faculty_id': [CAT_MSG.relatedMissing],
      'internal_investigators.0.investigation_group_id': [CAT_MSG.relatedMissing],
      'external_investigators.0.entity.country_id': [CAT_MSG.relatedMissing],
      'results.0.product_id': [PROJECT_MSG.productNotForHours],
    });
    const missingCall = await save({ ...minimal(), announcement_id: 999_999 });
    expect(missingCall.json()).toMatchObject({ errors: { announcement_id: [PROJECT_MSG.announcementNotOpen] } });
    // An entity is kept by its NIT and name.
    const nameless = await save({ ...minimal(), external_investigators: [{ ...ally, entity: { nit: '900111222' } }] });
    expect(nameless.json().errors['external_investigators.0.entity.name']).toEqual([PROJECT_MSG.required]);
  });

  it('a new project needs a call open today; a draft keeps its closed call but cannot move to one', async () => {
    const closed = await save({ ...minimal(), announcement_id: ids.closedCall });
    expect(closed.statusCode).toBe(400);
    expect(closed.json()).toEqual({ message: PROJECT_MSG.announcementNotOpen, errors: { announcement_id: [PROJECT_MSG.announcementNotOpen] } });

    const { id } = await created(minimal());
    await t.db.execute(sql`update projects set announcement_id = ${ids.closedCall} where id = ${id}`);
    const kept = await save({ ...minimal(), id, version: await projectVersionOf(t.db, id), announcement_id: ids.closedCall, title: 'Sigue en su convocatoria cerrada' });
    expect(kept.statusCode, kept.body).toBe(200);

    const other = await created(minimal());
    const moved = await save({ ...minimal(), id: other.id, version: other.version, announcement_id: ids.closedCall });
    expect(moved.json().errors).toEqual({ announcement_id: [PROJECT_MSG.announcementNotOpen] });
  });

  it('updates the owner\'s draft (200, a new version), refuses a stale version, another\'s id and a project no longer Borrador', async () => {
    const first = await created(validProjectBody(ids));
    const body = { ...validProjectBody(ids), id: first.id, version: first.version, title: 'Título corregido', results: [] };
    const res = await save(body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: PROJECT_MSG.draftSaved, data: { id: first.id } });
    const { version } = res.json().data;
    expect(version).not.toBe(first.version);
    expect(await detail(first.id)).toMatchObject({ title: 'Título corregido', version, results: [] });

    const stale = await save({ ...body, version: first.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(PROJECT_MSG.staleEdit);

    const foreign = await save({ ...body, version }, docente2);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(PROJECT_MSG.notFound);
    expect(await detail(first.id)).toMatchObject({ title: 'Título corregido' });

    await t.db.execute(sql`update projects set state = 'Enviado', sent_at = now() where id = ${first.id}`);
    const sent = await save({ ...body, version: await projectVersionOf(t.db, first.id), title: 'Después de enviado' });
    expect(sent.statusCode).toBe(400);
    expect(sent.json().message).toBe(PROJECT_MSG.wrongStateToEdit);
    expect(await detail(first.id)).toMatchObject({ title: 'Título corregido', state: 'Enviado' });
  });

  it('keeps the rows of the results and investigators an update still lists, in the new order (their ids are what later stages refer to)', async () => {
    const body = validProjectBody(ids);
    const first = await created(body);
    const before = await detail(first.id);
    const [knowledge, social, training] = body.results!;
    const update = {
      ...body,
      id: first.id,
      version: first.version,
      results: [{ ...training!, quantity: 4 }, knowledge!],
      internal_investigators: [...body.internal_investigators!].reverse(),
    };
    const res = await save(update);
    expect(res.statusCode, res.body).toBe(200);
    const after = await detail(first.id);
    const idOfProduct = (d: TProjectDetail, productId: number) => d.results.find((r) => r.product_id === productId)?.id;
    expect(after.results.map((r) => [r.id, r.product_id, r.quantity])).toEqual([
      [idOfProduct(before, training!.product_id), training!.product_id, 4],
      [idOfProduct(before, knowledge!.product_id), knowledge!.product_id, 1],
    ]);
    expect(idOfProduct(after, social!.product_id)).toBeUndefined();
    const idOfPerson = (d: TProjectDetail, identification: string) => d.internal_investigators.find((i) => i.third.identification === identification)?.id;
    expect(after.internal_investigators.map((i) => [i.id, i.third.identification])).toEqual(
      update.internal_investigators.map((i) => [idOfPerson(before, i.third.identification), i.third.identification]),
    );
    expect(after.external_investigators.map((e) => e.id)).toEqual(before.external_investigators.map((e) => e.id));
  });

  it('keeps one record per person and per entity, shared by projects (an e-mail corrected once is corrected)', async () => {
    const person = internalInvestigator(ids, 'Principal');
    const ally = externalInvestigator();
    await created({ ...minimal(), internal_investigators: [person], external_investigators: [ally] });
    const corrected = { ...person, third: { ...person.third, email: 'corregido@usta.test' } };
    await created({ ...minimal(), internal_investigators: [corrected], external_investigators: [{ ...ally, entity: { ...ally.entity, representative: 'Nuevo Representante' } }] });
    const rows = await queryRows<{ type_id: string; email: string | null; representative: string | null; country_id: string | null; web_page: string | null }>(
      t.db,
      sql`select type_id, email, representative, country_id, web_page from thirds where identification in (${person.third.identification}, ${ally.entity.nit}) order by type_id`,
    );
    expect(rows).toEqual([
      { type_id: 'CC', email: 'corregido@usta.test', representative: null, country_id: null, web_page: null },
      { type_id: 'NIT', email: null, representative: 'Nuevo Representante', country_id: ally.entity.country_id, web_page: ally.entity.web_page },
    ]);
  });

  it('records the creation and each update with the fields that changed', async () => {
    const body = validProjectBody(ids);
    const { id, version } = await created(body);
    const principal = body.internal_investigators![0]!;
    await save({ ...body, id, version, hours: ids.hours, title: 'Otro título', internal_investigators: [{ ...principal, payroll_hours: 10 }] });
    const history = (await t.app.inject({ url: PROJECT_API.history(id), headers: bearer(t.docente) })).json().data as { action: string; changes: { field: string; from: unknown; to: unknown }[] }[];
    expect(history.map((h) => h.action)).toEqual(['create', 'update']);
    expect(history[0]!.changes.map((c) => c.field)).toEqual(expect.arrayContaining(['title', 'hours', 'results', `internal_investigators.CC:${principal.third.identification}`]));
    const key = (id: string) => `internal_investigators.CC:${id}`;
    expect(history[1]!.changes.map((c) => c.field).sort()).toEqual(
      ['title', key(principal.third.identification), key(body.internal_investigators![1]!.third.identification)].sort(),
    );
    expect(history[1]!.changes.find((c) => c.field === 'title')).toMatchObject({ from: body.title, to: 'Otro título' });
    expect(history[1]!.changes.find((c) => c.field === key(principal.third.identification))?.to).toContain('10 h');
  });
});
