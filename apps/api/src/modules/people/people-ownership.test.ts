import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, like } from 'drizzle-orm';
import { HTTP_MSG, PROJECT_API, STRATEGY_API, STRATEGY_MSG } from '@siiicca/shared';
import { mailOutbox, projects, strategies, users } from '../../db/schema';
import { bearer, DEMO_ACCOUNTS, loginAs, useTestApp } from '../../../test/helpers';
import { call } from '../catalogues/test-fixtures';
import { save, strategyOf } from '../strategies/test-fixtures';
import { documentUploads, lecturerOf, nextProjectIdentification, projectFixture, saveProject, validProjectBody } from '../projects/test-fixtures';
import { PERSON_LOOKUP_LIMITS } from './lookup-access';
import { userIdOf } from './test-fixtures';

/*
 * People's records belong to someone (docs/people-data.md), tested as an attacker would: the lecturer
 * `docente` names `docente2`'s identification in their own saves, and looks people up.
 */

const t = useTestApp();
const DOCENTE2 = { identification: '79876543', name: 'Carlos Andrés Gómez Pérez', email: DEMO_ACCOUNTS.docente2.email };
const ATTACK = { name: 'Nombre Del Atacante', email: 'atacante@malo.test', mobile: '3000000000' };
let docente2: string;
let docente2Id: number;
let docenteId: number;

beforeAll(async () => {
  docente2 = await loginAs(t, 'docente2');
  docente2Id = await userIdOf(t.db, 'docente2');
  docenteId = await userIdOf(t.db, 'docente');
});

const read = async (url: string, token: string) => {
  const res = await call(t, 'GET', url, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as unknown;
};
const firstOf = async (table: typeof projects | typeof strategies, userId: number, state: string) =>
  (await t.db.select({ id: table.id }).from(table).where(and(eq(table.userId, userId), eq(table.state, state))).orderBy(asc(table.id)).limit(1))[0]!.id;
const leaderLookup = (identification: string, token: string) => call(t, 'GET', `${STRATEGY_API.leader}?identification=${identification}`, token);

/** A strategy of `docente` whose leader is this person. */
async function strategyNaming(person: { identification: string; name: string; email: string; mobile?: string | null }) {
  const body = await strategyOf(t.db, 'Grupos de Estudio');
  return { ...body, leader: { ...body.leader, ...person } };
}

describe("a lecturer's save changes a person only in that lecturer's own records", () => {
  it("docente naming docente2 with a new name, e-mail and mobile changes nothing docente2 has; docente2's next 'Proyecto enviado' goes to docente2", async () => {
    const ids = await projectFixture(t.db);
    const saved = await saveProject(t, docente2, validProjectBody(ids, { principal: DOCENTE2, title: 'Proyecto de docente2 por enviar' }), await documentUploads(ids.openAttacheds));
    expect(saved.statusCode, saved.body).toBe(201);
    const toSend = saved.json().data.id as number;
    const urls = [
      PROJECT_API.one(await firstOf(projects, docente2Id, 'Enviado')),
      PROJECT_API.one(toSend),
      STRATEGY_API.one(await firstOf(strategies, docente2Id, 'Activo')),
      STRATEGY_API.one(await firstOf(strategies, docente2Id, 'Finalizado')),
    ];
    const before = await Promise.all(urls.map((u) => read(u, docente2)));
    expect(JSON.stringify(before)).toContain(DOCENTE2.email);
    const account = await t.db.select().from(users).where(eq(users.id, docente2Id));

    // The attack, through both saves that write people.
    const strategy = await save(t, t.docente, await strategyNaming({ ...DOCENTE2, ...ATTACK }));
    expect(strategy.statusCode, strategy.body).toBe(201);
    const project = await saveProject(t, t.docente, validProjectBody(ids, { principal: { ...DOCENTE2, ...ATTACK } }));
    expect(project.statusCode, project.body).toBe(201);

    // docente's own records show what docente typed; nothing of docente2's changed, nor their account.
    expect(JSON.stringify(await read(STRATEGY_API.one(strategy.json().data.id), t.docente))).toContain(ATTACK.email);
    expect(await Promise.all(urls.map((u) => read(u, docente2)))).toEqual(before);
    expect(await t.db.select().from(users).where(eq(users.id, docente2Id))).toEqual(account);
    const lookedUp = await leaderLookup(DOCENTE2.identification, docente2);
    expect(lookedUp.json().third).toMatchObject({ name: DOCENTE2.name, email: DOCENTE2.email });

    const { version } = (await read(PROJECT_API.one(toSend), docente2)) as { version: string };
    const sent = await t.app.inject({ method: 'POST', url: PROJECT_API.send, headers: bearer(docente2), payload: { id: toSend, version } });
    expect(sent.statusCode, sent.body).toBe(200);
    const mails = await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'project_sent'), like(mailOutbox.text, `%Proyecto: #${toSend}\n%`)));
    expect(mails.map((m) => m.recipient)).toContain(DOCENTE2.email);
    expect(mails.map((m) => m.recipient)).not.toContain(ATTACK.email);
    expect(mails.some((m) => m.text.includes(ATTACK.name))).toBe(false);
  });

  it("what was sent is kept as it was sent, even when its owner corrects the person later", async () => {
    const sentUrl = PROJECT_API.one(await firstOf(projects, docenteId, 'Enviado'));
    const finishedUrl = STRATEGY_API.one(await firstOf(strategies, docenteId, 'Finalizado'));
    const before = [await read(sentUrl, t.docente), await read(finishedUrl, t.docente)];
    const me = { identification: '52345678', name: 'María Fernanda Rojas Díaz', email: 'maria.nueva@usta.test', mobile: '3119998877' };
    const res = await save(t, t.docente, await strategyNaming(me));
    expect(res.statusCode, res.body).toBe(201);
    expect([await read(sentUrl, t.docente), await read(finishedUrl, t.docente)]).toEqual(before);
    expect(JSON.stringify(await read(STRATEGY_API.one(res.json().data.id), t.docente))).toContain('maria.nueva@usta.test');
  });
});

describe('the person look-ups', () => {
  it("give a lecturer another person's name with the e-mail and mobile masked; an administrator and the person themselves everything", async () => {
    // A lecturer who never named docente2 (docente's own record of them comes first for docente).
    const lecturer = await lecturerOf(t);
    const masked = await leaderLookup(DOCENTE2.identification, lecturer.token);
    expect(masked.statusCode).toBe(200);
    expect(masked.json().third).toMatchObject({ name: DOCENTE2.name, email: 'd***@s***.test' });
    expect(masked.json().third.mobile ?? '***').toMatch(/^\*\*\*.{0,3}$/);
    expect(masked.body).not.toContain(DOCENTE2.email);
    const investigator = await call(t, 'GET', `${PROJECT_API.investigator}?identification=${DOCENTE2.identification}&type=Interno`, lecturer.token);
    expect(investigator.json().third.email).toBe('d***@s***.test');

    expect((await leaderLookup(DOCENTE2.identification, t.admin)).json().third.email).toBe(DOCENTE2.email);
    expect((await leaderLookup(DOCENTE2.identification, docente2)).json().third.email).toBe(DOCENTE2.email);
  });

  it('a save that keeps the masked values keeps the stored ones; a masked value that stands for nothing stored is refused', async () => {
    const ids = await projectFixture(t.db);
    const person = { identification: nextProjectIdentification(), name: 'Persona De Docente Dos', email: 'persona.real@usta.test' };
    expect((await saveProject(t, docente2, validProjectBody(ids, { principal: person }))).statusCode).toBe(201);

    const shown = (await leaderLookup(person.identification, t.docente)).json().third;
    expect(shown).toMatchObject({ name: person.name, email: 'p***@u***.test', mobile: '***567' });
    const res = await save(t, t.docente, await strategyNaming({ ...person, email: shown.email, mobile: shown.mobile }));
    expect(res.statusCode, res.body).toBe(201);
    // The record keeps the stored values (the office reads them); its owner, who may not see them, reads them masked (hidden-contact.test.ts).
    const kept = JSON.stringify(await read(STRATEGY_API.one(res.json().data.id), t.admin));
    expect(kept).toContain(person.email);
    expect(kept).not.toContain('***');
    const owners = JSON.stringify(await read(STRATEGY_API.one(res.json().data.id), t.docente));
    expect(owners).toContain(shown.email);
    expect(owners).not.toContain(person.email);

    const wrong = await save(t, t.docente, await strategyNaming({ ...person, email: 'z***@n***.test' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors['leader.email']).toEqual([STRATEGY_MSG.invalidEmail]);
  });

  it(`are limited per user: 150 in a minute get ${PERSON_LOOKUP_LIMITS.perMinute} answers, then a Spanish 429; others keep being served`, async () => {
    const lecturer = await lecturerOf(t);
    const statuses: number[] = [];
    let refusal: Awaited<ReturnType<typeof leaderLookup>> | null = null;
    for (let i = 0; i < 150; i++) {
      const res = await leaderLookup(`555${String(i).padStart(7, '0')}`, lecturer.token);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) refusal ??= res;
    }
    expect(statuses.filter((s) => s !== 429)).toHaveLength(PERSON_LOOKUP_LIMITS.perMinute);
    expect(statuses.slice(PERSON_LOOKUP_LIMITS.perMinute).every((s) => s === 429)).toBe(true);
    expect(refusal!.json()).toEqual({ message: HTTP_MSG.tooManyRequests });
    expect(Number(refusal!.headers['retry-after'])).toBeGreaterThan(0);
    expect((await leaderLookup(DOCENTE2.identification, t.docente)).statusCode).toBe(200);
  });
});
