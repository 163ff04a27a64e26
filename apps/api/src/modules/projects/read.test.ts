import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_API, PROJECT_MSG, type TAuditEvent, type TProjectDetail } from '@siiicca/shared';
import { inTransaction } from '../../db/transaction';
import { bearer, useTestApp } from '../../../test/helpers';
import { recordProjectAudit } from './audit';
import {
  PDF,
  insertProject,
  internalInvestigator,
  lecturerOf,
  projectFixture,
  storeDocument,
  validProjectBody,
  xlsxFile,
  type TProjectFixtureIds,
} from './test-fixtures';

const t = useTestApp();
let ids: TProjectFixtureIds;
type Lecturer = Awaited<ReturnType<typeof lecturerOf>>;
let owner: Lecturer;
let member: Lecturer;
let stranger: Lecturer;
/** The owner's draft with the member as Coinvestigador and two documents; the owner's sent project; the stranger's draft. */
let draft: number;
let sent: number;
let foreign: number;
let docs: { pdf: { id: number; path: string }; xlsx: { id: number; path: string }; foreign: number };

const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });
const detail = async (id: number, token: string) => (await get(PROJECT_API.one(id), token)).json() as TProjectDetail;
const download = (id: number, file: number, token: string) => get(`${PROJECT_API.file}?id=${id}&file=${file}`, token);
const del = (id: number, token: string) => t.app.inject({ method: 'DELETE', url: PROJECT_API.one(id), headers: bearer(token) });
const stored = (relative: string) => path.join(t.deps.config.DATA_DIR, 'files', relative);

beforeAll(async () => {
  ids = await projectFixture(t.db);
  [owner, member, stranger] = [await lecturerOf(t), await lecturerOf(t), await lecturerOf(t)];
  const body = validProjectBody(ids, { title: 'Proyecto para leer', principal: { identification: owner.identity, name: owner.name } });
  body.internal_investigators!.push(internalInvestigator(ids, 'Coinvestigador', { identification: member.identity, name: member.name }));
  const letter = ids.openAttacheds.find((a) => a.accept.includes('.pdf'))!;
  const budget = ids.openAttacheds.find((a) => a.accept.includes('.xlsx'))!;
  const files = [await storeDocument(t, letter, PDF, 'Carta de aval Núñez.pdf'), await storeDocument(t, budget, await xlsxFile(), 'presupuesto.xlsx')];
  draft = await insertProject(t, owner.id, body, { documents: files });
  sent = await insertProject(t, owner.id, validProjectBody(ids, { title: 'Proyecto enviado para leer' }), { state: 'Enviado', sentAt: new Date() });
  const strangerFile = await storeDocument(t, letter, PDF, 'ajeno.pdf');
  foreign = await insertProject(t, stranger.id, validProjectBody(ids, { title: 'Proyecto de otro' }), { documents: [strangerFile] });
  const read = await detail(draft, owner.token);
  const foreignDoc = (await detail(foreign, stranger.token)).attacheds[0]!.id;
  docs = {
    pdf: { id: read.attacheds.find((d) => d.attached_id === letter.id)!.id, path: files[0]!.path },
    xlsx: { id: read.attacheds.find((d) => d.attached_id === budget.id)!.id, path: files[1]!.path },
    foreign: foreignDoc,
  };
  await inTransaction(t.db, (tx) =>
    recordProjectAudit(
      tx,
      { projectId: draft, userId: owner.id, action: 'create', changes: [{ field: 'title', from: null, to: 'Proyecto para leer' }] },
      { projectId: draft, userId: owner.id, action: 'update', changes: [{ field: 'internal_investigators.CC:1', from: null, to: 'Ana' }] },
    ),
  );
});

describe('one project', () => {
  it('answers the whole project to its owner: call with documents, investigators with their person and entity, documents, results', async () => {
    const res = await get(PROJECT_API.one(draft), owner.token);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json() as TProjectDetail;
    expect(p).toMatchObject({ id: draft, state: 'Borrador', title: 'Proyecto para leer', hours: ids.hours, sent_at: null, user: { id: owner.id, name: owner.name } });
    expect(p.version).toBe(p.updated_at);
    expect(p.announcement).toMatchObject({ id: ids.openCall, state: true, fecha_inicio: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(p.announcement.attacheds.map((a) => a.id)).toEqual(ids.openAttacheds.map((a) => a.id));
    expect(p.sectional).toEqual({ id: ids.sectional, name: 'Sede Principal Bogotá' });
    expect(p.internal_investigators.map((i) => [i.type_investigator, i.third.identification])).toEqual([
      ['Principal', owner.identity],
      ['Coinvestigador', expect.any(String)],
      ['Coinvestigador', member.identity],
    ]);
    expect(p.internal_investigators[0]).toMatchObject({ type_third: 'Interno', link: 'completo', colciencias: 'I', payroll_hours: 8, faculty_id: ids.faculty, investigation_group_id: ids.group, entity: null });
    expect(p.external_investigators).toHaveLength(1);
    expect(p.external_investigators[0]).toMatchObject({
      type_third: 'Externo',
      type_investigator: 'Coinvestigador',
      third: { type_id: 'CE' },
      entity: { nit: '900123456-7', name: 'Fundación Ciencia Abierta', representative: 'Ana Lucía Torres', country_id: 'COL', web_page: 'https://ciencia-abierta.test' },
      interlocutor: 'Ana Lucía Torres',
    });
    expect(p.results.map((r) => r.product_type.family)).toEqual(['knowledge', 'social', 'training']);
    expect(p.results[1]).toMatchObject({ quantity: 2, product: { id: ids.social.products[0], name: expect.any(String) } });
    expect(p.attacheds.map((d) => [d.name, d.file])).toEqual([
      ['Carta de aval de la Facultad', 'Carta de aval Núñez.pdf'],
      ['Presupuesto detallado del proyecto', 'presupuesto.xlsx'],
    ]);
    expect(p.attacheds[0]!.size).toBe(PDF.length);
  });

  it('lets an investigator read it, and answers 404 to anyone else', async () => {
    expect((await get(PROJECT_API.one(draft), member.token)).statusCode).toBe(200);
    const res = await get(PROJECT_API.one(draft), stranger.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(PROJECT_MSG.notFound);
    expect((await get(PROJECT_API.one(999999), owner.token)).statusCode).toBe(404);
    expect((await get('/api/siiicca/projects/abc', owner.token)).statusCode).toBe(400);
  });

  it("shows others' sent projects to projects.all, never their drafts", async () => {
    expect((await get(PROJECT_API.one(sent), t.admin)).statusCode).toBe(200);
    expect((await get(PROJECT_API.one(draft), t.admin)).statusCode).toBe(404);
    expect((await get(PROJECT_API.history(draft), t.admin)).statusCode).toBe(404);
    expect((await download(draft, docs.pdf.id, t.admin)).statusCode).toBe(404);
  });
});

describe('history', () => {
  it('answers the events oldest first, with actions and fields in words', async () => {
    const res = await get(PROJECT_API.history(draft), owner.token);
    expect(res.statusCode).toBe(200);
    const events = res.json().data as TAuditEvent[];
    expect(events.map((e) => e.label)).toEqual(['Creación', 'Actualización']);
    expect(events[0]).toMatchObject({ user: { id: owner.id, name: owner.name }, changes: [{ field: 'title', label: 'Título', to: 'Proyecto para leer' }] });
    expect(events[1]!.changes[0]!.label).toBe('Investigadores USTA');
    expect((await get(PROJECT_API.history(draft), member.token)).statusCode).toBe(200);
    expect((await get(PROJECT_API.history(draft), stranger.token)).statusCode).toBe(404);
  });
});

describe('documents', () => {
  it('downloads a stored document as an attachment of its kind, to those who read the project', async () => {
    const pdf = await download(draft, docs.pdf.id, member.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="Carta de aval Nunez.pdf"; filename*=UTF-8''Carta%20de%20aval%20N%C3%BA%C3%B1ez.pdf`);
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
    const xlsx = await download(draft, docs.xlsx.id, owner.token);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it("answers 404 for a project the user may not read, and for another project's document", async () => {
    const res = await download(draft, docs.pdf.id, stranger.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(PROJECT_MSG.fileDownloadFailed);
    expect((await download(draft, docs.foreign, owner.token)).statusCode).toBe(404);
    expect((await download(foreign, docs.pdf.id, stranger.token)).statusCode).toBe(404);
    expect((await get(`${PROJECT_API.file}?id=${draft}`, owner.token)).statusCode).toBe(400);
    expect((await get(`${PROJECT_API.file}?id=${draft}&file=../../etc`, owner.token)).statusCode).toBe(400);
  });
});

describe('deleting', () => {
  it("refuses a sent project, an investigator, and another lecturer's project", async () => {
    const sentRes = await del(sent, owner.token);
    expect(sentRes.statusCode).toBe(400);
    expect(sentRes.json().message).toBe(PROJECT_MSG.wrongStateToDelete);
    const byMember = await del(draft, member.token);
    expect(byMember.statusCode).toBe(400);
    expect(byMember.json().message).toBe(PROJECT_MSG.notYours);
    const byStranger = await del(draft, stranger.token);
    expect(byStranger.statusCode).toBe(404);
    expect(byStranger.json().message).toBe(PROJECT_MSG.notFound);
    expect((await get(PROJECT_API.one(draft), owner.token)).statusCode).toBe(200);
    expect(fs.existsSync(stored(docs.pdf.path))).toBe(true);
  });

  it("deletes the owner's draft with its children and its files on disk", async () => {
    expect(fs.existsSync(stored(docs.pdf.path))).toBe(true);
    const res = await del(draft, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PROJECT_MSG.deleted });
    expect(fs.existsSync(stored(docs.pdf.path))).toBe(false);
    expect(fs.existsSync(stored(docs.xlsx.path))).toBe(false);
    expect((await get(PROJECT_API.one(draft), owner.token)).statusCode).toBe(404);
    expect((await download(draft, docs.pdf.id, owner.token)).statusCode).toBe(404);
    const list = (await get('/api/siiicca/myprojects?per_page=100', owner.token)).json();
    expect(list.data.map((r: { id: number }) => r.id)).toEqual([sent]);
    expect((await del(draft, owner.token)).statusCode).toBe(404);
  });
});
