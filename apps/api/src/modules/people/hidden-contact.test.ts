import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { maskContactEmail, maskContactMobile, PROJECT_API, selectionUrl, STRATEGY_API, strategySelectionUrl } from '@siiicca/shared';
import { bearer, DEMO_ACCOUNTS, loginAs, useTestApp } from '../../../test/helpers';
import { call } from '../catalogues/test-fixtures';
import { save, strategyOf } from '../strategies/test-fixtures';
import { documentUploads, lecturerOf, nextProjectIdentification, projectFixture, saveProject, validProjectBody, type TProjectFixtureIds } from '../projects/test-fixtures';
import { upsertThirds } from './thirds';
import { userIdOf, userWithProfiles } from './test-fixtures';

/*
 * A value a lecturer may not see stays hidden to them everywhere it is read back (docs/people-data.md,
 * "Masked values in forms"): `docente` looks people up (e-mail and mobile masked), saves records with
 * those masked values, and then reads the record, its PDF and its Excel as an attacker would.
 */

const t = useTestApp();
/** docente2 as the academic system knows them (db/seed/directory-people.ts). */
const DOCENTE2 = { identification: '79876543', name: 'Carlos Andrés Gómez Pérez', email: DEMO_ACCOUNTS.docente2.email, mobile: '3157894561' };
/** A person `docente2` named in a project of theirs. */
const PERSON = { identification: nextProjectIdentification(), name: 'Persona Oculta Real', email: 'persona.oculta@usta.test', mobile: '3157650321' };
const MASKED = { email: 'p***@u***.test', mobile: '***321' };
let docente2 = '';
let reviewer = '';
let ids: TProjectFixtureIds;

beforeAll(async () => {
  docente2 = await loginAs(t, 'docente2');
  reviewer = await userWithProfiles(t, ['reviewer']);
  ids = await projectFixture(t.db);
  const body = validProjectBody(ids, { principal: PERSON });
  body.internal_investigators![0]!.third.mobile = PERSON.mobile;
  const named = await saveProject(t, docente2, body);
  expect(named.statusCode, named.body).toBe(201);
});

const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });
async function read<T = Record<string, unknown>>(url: string, token: string): Promise<T> {
  const res = await get(url, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}
type TThirdShown = { email: string | null; mobile: string | null };
const leaderOf = async (id: number, token: string) => (await read<{ leader: TThirdShown }>(STRATEGY_API.one(id), token)).leader;
const principalOf = async (id: number, token: string) =>
  (await read<{ internal_investigators: { type_investigator: string; third: TThirdShown }[] }>(PROJECT_API.one(id), token)).internal_investigators.find(
    (i) => i.type_investigator === 'Principal',
  )!.third;

async function pdfText(url: string, token: string) {
  const res = await get(url, token);
  expect(res.statusCode, res.body).toBe(200);
  const doc = await getDocument({ data: new Uint8Array(res.rawPayload), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) pages.push((await (await doc.getPage(i)).getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' '));
  return pages.join('\n');
}

/** Every cell of every sheet of the workbook, as text. */
async function excelText(url: string, token: string) {
  const res = await get(url, token);
  expect(res.statusCode, res.body).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const cells: string[] = [];
  wb.eachSheet((ws) => ws.eachRow((row) => row.eachCell((cell) => void cells.push(String(cell.value)))));
  return cells.join('\n');
}

/** A strategy of `docente` whose leader is this person. */
async function strategyNaming(person: { identification: string; name: string; email: string; mobile?: string | null }, ref: { id?: number; version?: string } = {}) {
  const body = await strategyOf(t.db, 'Grupos de Estudio');
  return { ...body, ...ref, leader: { ...body.leader, ...person } };
}

let strategyId = 0;

describe('a value the saver may not see stays hidden to them wherever the record is read', () => {
  it("docente keeps a person's masked e-mail and mobile: the strategy's detail, PDF and Excel show them masked to docente, real to an administrator", async () => {
    const shown = (await call(t, 'GET', `${STRATEGY_API.leader}?identification=${PERSON.identification}`, t.docente)).json().third;
    expect(shown).toMatchObject(MASKED);
    const res = await save(t, t.docente, await strategyNaming({ ...PERSON, ...MASKED }));
    expect(res.statusCode, res.body).toBe(201);
    strategyId = res.json().data.id;

    expect(await leaderOf(strategyId, t.docente)).toMatchObject(MASKED);
    const detail = (await get(STRATEGY_API.one(strategyId), t.docente)).body;
    expect(detail).not.toContain(PERSON.email);
    expect(detail).not.toContain(PERSON.mobile);
    expect(detail).not.toContain('_hidden');
    const pdf = await pdfText(STRATEGY_API.pdf(strategyId), t.docente);
    expect(pdf).toContain(MASKED.email);
    expect(pdf).toContain(MASKED.mobile);
    expect(pdf).not.toContain(PERSON.email);
    expect(pdf).not.toContain(PERSON.mobile);
    const excel = await excelText(strategySelectionUrl(STRATEGY_API.excel, { ids: [strategyId] }), t.docente);
    expect(excel).toContain(MASKED.email);
    expect(excel).toContain(MASKED.mobile);
    expect(excel).not.toContain(PERSON.email);
    expect(excel).not.toContain(PERSON.mobile);

    // The office keeps and sees the real values.
    expect(await leaderOf(strategyId, t.admin)).toMatchObject({ email: PERSON.email, mobile: PERSON.mobile });
    expect(await pdfText(STRATEGY_API.pdf(strategyId), t.admin)).toContain(PERSON.email);
    const adminExcel = await excelText(strategySelectionUrl(STRATEGY_API.excel, { ids: [strategyId] }), t.admin);
    expect(adminExcel).toContain(PERSON.email);
    expect(adminExcel).toContain(PERSON.mobile);
  });

  it('saving the record again with the masked values it shows keeps the real ones, still hidden; a typed e-mail is shown to its typist', async () => {
    const { version } = await read<{ version: string }>(STRATEGY_API.one(strategyId), t.docente);
    const again = await save(t, t.docente, await strategyNaming({ ...PERSON, ...(await leaderOf(strategyId, t.docente)) } as typeof PERSON, { id: strategyId, version }));
    expect(again.statusCode, again.body).toBe(200);
    expect(await leaderOf(strategyId, t.docente)).toMatchObject(MASKED);
    expect(await leaderOf(strategyId, t.admin)).toMatchObject({ email: PERSON.email, mobile: PERSON.mobile });

    // A new record naming the person again, masked: docente's own hidden row answers, and stays hidden.
    const another = await save(t, t.docente, await strategyNaming({ ...PERSON, ...MASKED }));
    expect(another.statusCode, another.body).toBe(201);
    expect(await leaderOf(another.json().data.id, t.docente)).toMatchObject(MASKED);
    expect(await leaderOf(another.json().data.id, t.admin)).toMatchObject({ email: PERSON.email, mobile: PERSON.mobile });

    // Typing a new e-mail (the mobile kept masked): docente sees what they typed, the mobile stays hidden.
    const typed = 'correo.escrito@usta.test';
    const current = await read<{ version: string }>(STRATEGY_API.one(strategyId), t.docente);
    const edited = await save(t, t.docente, await strategyNaming({ ...PERSON, email: typed, mobile: MASKED.mobile }, { id: strategyId, version: current.version }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await leaderOf(strategyId, t.docente)).toMatchObject({ email: typed, mobile: MASKED.mobile });
    expect(await leaderOf(strategyId, t.admin)).toMatchObject({ email: typed, mobile: PERSON.mobile });
    expect(await pdfText(STRATEGY_API.pdf(strategyId), t.docente)).toContain(typed);
  });

  it('a tricky stored value shows exactly as the look-up masks it, and a save of what the record shows keeps it', async () => {
    const tricky = { identification: nextProjectIdentification(), name: 'Ána María Ñúñez', email: 'Ána.María+inv@Mail.USTA.edu.co', mobile: ' +57 (310) 555-0123 ' };
    await upsertThirds(t.db, await userIdOf(t.db, 'docente2'), [{ type_id: 'CC', ...tricky }]);
    const shown = (await call(t, 'GET', `${STRATEGY_API.leader}?identification=${tricky.identification}`, t.docente)).json().third;
    expect(shown).toMatchObject({ email: maskContactEmail(tricky.email), mobile: maskContactMobile(tricky.mobile) });
    const res = await save(t, t.docente, await strategyNaming({ ...tricky, email: shown.email, mobile: shown.mobile }));
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as number;
    expect(await leaderOf(id, t.docente)).toMatchObject({ email: shown.email, mobile: shown.mobile });
    const { version } = await read<{ version: string }>(STRATEGY_API.one(id), t.docente);
    const again = await save(t, t.docente, await strategyNaming({ ...tricky, ...(await leaderOf(id, t.docente)) } as typeof tricky, { id, version }));
    expect(again.statusCode, again.body).toBe(200);
    expect(await leaderOf(id, t.admin)).toMatchObject({ email: tricky.email, mobile: tricky.mobile });
    expect(await leaderOf(id, t.docente)).toMatchObject({ email: shown.email, mobile: shown.mobile });
  });

  it("a lecturer names docente2 with the masked e-mail and mobile in a project and sends it: masked to them and to a reviewer, real to an administrator and to docente2", async () => {
    // A lecturer with no record of docente2 of their own (the demo's docente has one, typed: theirs to see).
    const lecturer = await lecturerOf(t);
    const found = (await call(t, 'GET', `${PROJECT_API.investigator}?identification=${DOCENTE2.identification}&type=Interno`, lecturer.token)).json();
    const shown = { email: found.third.email as string, mobile: found.third.mobile as string };
    expect(shown).toEqual({ email: maskContactEmail(DOCENTE2.email), mobile: maskContactMobile(DOCENTE2.mobile) });
    const body = validProjectBody(ids, { principal: { identification: DOCENTE2.identification, name: DOCENTE2.name, email: shown.email } });
    body.internal_investigators![0]!.third.mobile = shown.mobile;
    const saved = await saveProject(t, lecturer.token, body, await documentUploads(ids.openAttacheds));
    expect(saved.statusCode, saved.body).toBe(201);
    const id = saved.json().data.id as number;
    expect(await principalOf(id, lecturer.token)).toMatchObject(shown);
    const detail = (await get(PROJECT_API.one(id), lecturer.token)).body;
    expect(detail).not.toContain(DOCENTE2.email);
    expect(detail).not.toContain(DOCENTE2.mobile);
    expect(await pdfText(PROJECT_API.pdf(id), lecturer.token)).not.toContain(DOCENTE2.email);

    const { version } = await read<{ version: string }>(PROJECT_API.one(id), lecturer.token);
    const sent = await t.app.inject({ method: 'POST', url: PROJECT_API.send, headers: bearer(lecturer.token), payload: { id, version } });
    expect(sent.statusCode, sent.body).toBe(200);

    // Sent (its people sealed), it still hides the value from its owner and from a reader who is not an administrator.
    expect(await principalOf(id, lecturer.token)).toMatchObject(shown);
    expect(await principalOf(id, reviewer)).toMatchObject(shown);
    const reviewerExcel = await excelText(selectionUrl(PROJECT_API.excel, { ids: [id] }), reviewer);
    expect(reviewerExcel).toContain(shown.email);
    expect(reviewerExcel).not.toContain(DOCENTE2.email);
    expect(reviewerExcel).not.toContain(DOCENTE2.mobile);
    // The office, and the person themselves, read the real address.
    expect(await principalOf(id, t.admin)).toMatchObject({ email: DOCENTE2.email, mobile: DOCENTE2.mobile });
    expect(await excelText(selectionUrl(PROJECT_API.excel, { ids: [id] }), t.admin)).toContain(DOCENTE2.email);
    expect(await principalOf(id, docente2)).toMatchObject({ email: DOCENTE2.email, mobile: DOCENTE2.mobile });
  });
});
