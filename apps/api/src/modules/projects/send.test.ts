import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import { PRODUCT_FAMILY_LABELS, PROJECT_API, PROJECT_MSG, ZProjectSentSchema } from '@siiicca/shared';
import { announcements, auditEvents, mailOutbox, projects } from '../../db/schema';
import { bearer, DEMO_ACCOUNTS, loginAs, useTestApp } from '../../../test/helpers';
import { readMessage } from '../recovery/test-fixtures';
import { deliverPendingMail } from '../../platform/mail-outbox';
import { internalInvestigator, projectFixture, saveProject, validProjectBody, type TProjectFixtureIds } from './test-fixtures';
import { insertProject, projectVersionOf, userIdOf } from './send-testing';
import { sendProject } from './send-project';

const t = useTestApp({ RESEARCH_OFFICE_EMAIL: 'oficina.investigacion@usta.test', PUBLIC_URL: 'https://siiicca.usta.test' });
let ids: TProjectFixtureIds;
let docenteId: number;
let docente2: string;

beforeAll(async () => {
  ids = await projectFixture(t.db);
  docenteId = await userIdOf(t.db, 'docente');
  docente2 = await loginAs(t, 'docente2');
});

/** 'Enviar' as the list sends it: the project's id and the version it read. */
const send = async (id: unknown, token = t.docente, headers: Record<string, string> = {}) => {
  const version = Number.isInteger(id) && (id as number) > 0 && (id as number) < 2 ** 31 ? await projectVersionOf(t.db, id as number) : 'v';
  return t.app.inject({ method: 'POST', url: PROJECT_API.send, headers: { ...bearer(token), ...headers }, payload: { id, version } });
};

const shown = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const callEnd = async (id: number) => (await t.db.select({ end: announcements.fechaFin }).from(announcements).where(eq(announcements.id, id)))[0]!.end;
const sendEvents = (id: number) =>
  t.db.select().from(auditEvents).where(and(eq(auditEvents.recordType, 'project'), eq(auditEvents.recordId, id), eq(auditEvents.action, 'send')));
const sentMails = (id: number) =>
  t.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'project_sent'), like(mailOutbox.text, `%Proyecto: #${id}\n%`)));

/** The .eml files the outbox mailer wrote so far, read as a person would. */
function delivered() {
  const dir = path.join(t.deps.config.DATA_DIR, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => {
      const raw = fs.readFileSync(path.join(dir, f), 'utf8');
      return { ...readMessage(raw), to: /^To: (.+)$/m.exec(raw)?.[1] ?? '' };
    });
}

describe('POST sendproject', () => {
  it('sends a complete project: Enviado, its history, and a summary mailed to the principal and the research office', async () => {
    const title = 'Detección temprana de deserción <script>alert(1)</script> & "otros" riesgos';
    const principal = internalInvestigator(ids, 'Principal', { name: 'Lucía <b>Méndez</b>', email: 'lucia.mendez@usta.test' });
    const id = await insertProject(t.db, { userId: docenteId, ids, title, internal: [principal, internalInvestigator(ids, 'Coinvestigador')] });

    // The request's Host header must not make its way into the links.
    const res = await send(id, t.docente, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(res.statusCode, res.body).toBe(200);
    const body = ZProjectSentSchema.parse(res.json());
    expect(body).toEqual({ message: PROJECT_MSG.sent, data: { id, state: 'Enviado', sent_at: expect.any(String) } });
    const [row] = await t.db.select().from(projects).where(eq(projects.id, id));
    expect(row).toMatchObject({ state: 'Enviado' });
    expect(new Date(row!.sentAt!).toISOString()).toBe(body.data.sent_at);
    expect(await sendEvents(id)).toHaveLength(1);

    const queued = await sentMails(id);
    // The owning account's address, the principal's as the project holds it, and the research office.
    expect(queued.map((m) => m.recipient).sort()).toEqual([DEMO_ACCOUNTS.docente.email, 'lucia.mendez@usta.test', 'oficina.investigacion@usta.test'].sort());
    const before = delivered().length;
    const pass = await deliverPendingMail({ db: t.db, mailer: t.deps.mailer, log: t.app.log });
    expect(pass.sent).toBeGreaterThanOrEqual(2);
    const mails = delivered().slice(0).filter((m) => m.text.includes(`Proyecto: #${id}`));
    expect(delivered().length).toBeGreaterThanOrEqual(before + 2);
    expect(mails.map((m) => m.to).sort()).toEqual([DEMO_ACCOUNTS.docente.email, 'lucia.mendez@usta.test', 'oficina.investigacion@usta.test'].sort());
    expect((await sentMails(id)).every((m) => m.sentAt !== null && m.attempts === 1)).toBe(true);

    const mail = mails[0]!;
    expect(mail.subject).toBe(`Proyecto enviado: ${title} - SIIICCA`);
    expect(mail.text).toContain(`Título: ${title}`);
    expect(mail.text).toContain('- Lucía <b>Méndez</b> (Principal), Tiempo completo, 8 horas de nómina');
    expect(mail.text).toContain('Total horas de nómina: 16');
    expect(mail.text).toContain('Aliados Externos:\n- Aliado ');
    expect(mail.text).toContain('(Fundación Ciencia Abierta)');
    for (const family of Object.values(PRODUCT_FAMILY_LABELS)) expect(mail.text).toContain(`Productos: ${family}:\n- `);
    for (const a of ids.openAttacheds.filter((x) => x.required)) expect(mail.text).toContain(`- ${a.name}: documento-${a.id}.pdf`);
    expect(mail.text).toContain('Ver el proyecto: https://siiicca.usta.test/my_projects');
    // User text is escaped in the HTML; the links come from PUBLIC_URL only.
    expect(mail.html).toContain('Detección temprana de deserción &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;otros&quot; riesgos');
    expect(mail.html).toContain('Lucía &lt;b&gt;Méndez&lt;/b&gt; (Principal)');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('href="https://siiicca.usta.test/my_projects"');
    expect(`${mail.text}${mail.html}`).not.toContain('evil.example');
  });

  it('lists every problem at once and changes nothing', async () => {
    // On the closed call, no documents, no Principal, an incomplete investigator and one family of products only.
    const incomplete = { ...internalInvestigator(ids, 'Coinvestigador', { name: 'Pedro Incompleto' }), training: undefined, payroll_hours: undefined };
    const id = await insertProject(t.db, {
      userId: docenteId,
      ids,
      announcementId: ids.closedCall,
      internal: [incomplete],
      external: [],
      results: [{ product_type_id: ids.knowledge.type, product_id: ids.knowledge.products[0]!, quantity: 1 }],
      documents: false,
    });
    const res = await send(id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PROJECT_MSG.sendFailed);
    const problems = res.json().errors._ as string[];
    expect(problems).toEqual([
      PROJECT_MSG.callClosed(shown(await callEnd(ids.closedCall))),
      ...ids.closedAttacheds.filter((a) => a.required).map((a) => PROJECT_MSG.documentMissing(a.name)),
      PROJECT_MSG.principalMissing,
      PROJECT_MSG.investigatorIncomplete('Pedro Incompleto', 'Formación', PROJECT_MSG.required),
      PROJECT_MSG.investigatorIncomplete('Pedro Incompleto', 'Horas de Nómina', PROJECT_MSG.required),
      PROJECT_MSG.familyMissing('social'),
      PROJECT_MSG.familyMissing('training'),
    ]);
    expect(ids.closedAttacheds.some((a) => a.required)).toBe(true);
    const [row] = await t.db.select().from(projects).where(eq(projects.id, id));
    expect(row).toMatchObject({ state: 'Borrador', sentAt: null });
    expect(await sendEvents(id)).toHaveLength(0);
    expect(await sentMails(id)).toHaveLength(0);
  });

  it('asks a bare draft for its investigators, documents and results', async () => {
    const id = await insertProject(t.db, { userId: docenteId, ids, complete: false });
    const res = await send(id);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors._).toEqual([
      ...ids.openAttacheds.filter((a) => a.required).map((a) => PROJECT_MSG.documentMissing(a.name)),
      PROJECT_MSG.principalMissing,
      PROJECT_MSG.resultsMissing,
    ]);
  });

  it("refuses a complete project once its call closed: the call's end date is its last day, in Bogotá", async () => {
    const closed = await insertProject(t.db, { userId: docenteId, ids, announcementId: ids.closedCall });
    const res = await send(closed);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors._).toEqual([PROJECT_MSG.callClosed(shown(await callEnd(ids.closedCall)))]);

    const end = await callEnd(ids.openCall);
    const dayAfter = new Date(Date.parse(`${end}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const late = await insertProject(t.db, { userId: docenteId, ids });
    const ref = { id: late, version: await projectVersionOf(t.db, late) };
    await expect(sendProject(t.deps, docenteId, ref, { today: dayAfter })).rejects.toMatchObject({ statusCode: 400, errors: { _: [PROJECT_MSG.callClosed(shown(end))] } });
    const lastDay = await sendProject(t.deps, docenteId, ref, { today: end });
    expect(lastDay).toMatchObject({ alreadySent: false, data: { id: late, state: 'Enviado' } });
  });

  it('sends once when asked twice, one after the other or at the same time', async () => {
    const first = await insertProject(t.db, { userId: docenteId, ids });
    const sent = await send(first);
    expect(sent.json().message).toBe(PROJECT_MSG.sent);
    const again = await send(first);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: PROJECT_MSG.alreadySent, data: sent.json().data });

    const second = await insertProject(t.db, { userId: docenteId, ids });
    const both = await Promise.all([send(second), send(second)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both.map((r) => r.json().message).sort()).toEqual([PROJECT_MSG.sent, PROJECT_MSG.alreadySent].sort());
    expect(both[0]!.json().data).toEqual(both[1]!.json().data);

    for (const id of [first, second]) {
      expect(await sendEvents(id)).toHaveLength(1);
      // Owner, principal and research office: one mail each, once.
      expect(await sentMails(id)).toHaveLength(3);
    }
  });

  it("answers 404 for another lecturer's project or an unknown one, and 400 for a bad id", async () => {
    const id = await insertProject(t.db, { userId: docenteId, ids });
    const other = await send(id, docente2);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: PROJECT_MSG.notFound });
    expect((await send(2_000_000_000)).statusCode).toBe(404);
    for (const bad of ['abc', -1, 0, 1.5, null]) expect((await send(bad)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: PROJECT_API.send, payload: { id } })).statusCode).toBe(401);
    const [row] = await t.db.select({ state: projects.state }).from(projects).where(eq(projects.id, id));
    expect(row!.state).toBe('Borrador');
  });

  it('refuses to edit a sent project', async () => {
    const id = await insertProject(t.db, { userId: docenteId, ids });
    expect((await send(id)).statusCode).toBe(200);
    const detail = await t.app.inject({ method: 'GET', url: PROJECT_API.one(id), headers: bearer(t.docente) });
    expect(detail.statusCode, detail.body).toBe(200);
    const edit = await saveProject(t, t.docente, { ...validProjectBody(ids), id, version: detail.json().version });
    expect(edit.statusCode).toBeGreaterThanOrEqual(400);
    expect(edit.statusCode).toBeLessThan(500);
    expect(edit.json().message).toBe(PROJECT_MSG.wrongStateToEdit);
    const [row] = await t.db.select({ state: projects.state, title: projects.title }).from(projects).where(eq(projects.id, id));
    expect(row!.state).toBe('Enviado');
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(auditEvents).where(and(eq(auditEvents.recordId, id), eq(auditEvents.recordType, 'project'))).then((r) => r[0]!.n)).toBe(1);
  });
});
