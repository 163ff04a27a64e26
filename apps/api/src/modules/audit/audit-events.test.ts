import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { EVAL_DECISION_API, PROJECT_API, selectionUrl, type TSecurityEvent } from '@siiicca/shared';
import { newAdministrator, signIn } from '../../../test/accounts';
import { bearer, createTestApp, loginAs, type TestApp } from '../../../test/helpers';
import { queryRows } from '../../db/query-rows';
import { callCriteria, evaluationAssignments, evaluationScores, evaluations, projectDocuments, projects, securityEvents, strategies, users } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { recordTransition } from '../projects';
import { insertProject, lecturerOf, PDF, projectFixture, storeDocument, validProjectBody } from '../projects/test-fixtures';
import { findEmail, from, requestLink, solveCaptcha, startMailTrap, tokenOf } from '../recovery/test-fixtures';
import { asPayload, call, createUser, TEST_PASSWORD } from '../users/test-fixtures';

/*
 * Each event wired into the product writes exactly one line of the security audit trail, with the
 * right actor, subject and details, in the transaction of the change (issue 43,
 * docs/security-audit.md); no line holds a password or token the test used.
 */

let t: TestApp & { admin: string; docente: string };
let trap: Awaited<ReturnType<typeof startMailTrap>>;
/** Every password and token the tests send: none may reach the trail. */
const SECRETS: string[] = [TEST_PASSWORD];

beforeAll(async () => {
  trap = await startMailTrap();
  const app = await createTestApp({ SMTP_URL: trap.url, ALTCHA_COST: '1', ALTCHA_MAX_NUMBER: '20' });
  t = Object.assign(app, { admin: await loginAs(app, 'admin'), docente: await loginAs(app, 'docente') });
  SECRETS.push(t.admin, t.docente, 'Admin#2026', 'Docente#2026');
});
afterAll(async () => {
  await t?.close();
  await trap?.close();
});

const idOf = async (username: string) => (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
const mark = async () => Number((await queryRows<{ id: string }>(t.db, sql`select coalesce(max(id), 0)::text as id from security_events`))[0]!.id);
const linesOf = (since: number, event: TSecurityEvent) =>
  t.db.select().from(securityEvents).where(and(gt(securityEvents.id, since), eq(securityEvents.event, event))).orderBy(asc(securityEvents.id));
/** The one line of `event` written since `since` (exactly one). */
async function only(since: number, event: TSecurityEvent) {
  const lines = await linesOf(since, event);
  expect(lines, `${event} lines`).toHaveLength(1);
  return lines[0]!;
}
const get = (url: string, token = t.admin) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('passwords', () => {
  it('a change of one’s own password: password_changed by the user', async () => {
    const before = 'Clave anterior segura 2026';
    const after = 'Clave posterior segura 2026';
    SECRETS.push(before, after);
    const account = await newAdministrator(t, before);
    const token = await signIn(t, account, 'adm');
    SECRETS.push(token);
    const m = await mark();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/changepasswd', headers: bearer(token), payload: { before, password: after, passVerifi: after }, remoteAddress: '198.51.100.41' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await only(m, 'password_changed')).toMatchObject({ actorId: account.id, subjectUserId: null, ip: '198.51.100.41', details: { account_type: 'adm' } });
  });

  it('a reset by e-mail link: password_reset_requested (the account, never the link) and password_reset', async () => {
    const account = await newAdministrator(t, 'Clave olvidada segura 2026');
    const ip = '198.51.100.23';
    const m = await mark();
    const found = await findEmail(t.app, account.email, ip);
    expect(found.statusCode, found.body).toBe(200);
    expect((await requestLink(t.app, found.json().user, 0, ip)).statusCode).toBe(200);
    const token = tokenOf((await trap.next()).text);
    const fresh = 'Clave restablecida segura 2026';
    SECRETS.push(token, fresh, found.json().user);
    expect(await only(m, 'password_reset_requested')).toMatchObject({ actorId: null, subjectUserId: account.id, login: account.username, ip, details: { account_type: 'adm' } });

    const info = (await t.app.inject({ method: 'GET', url: `/api/password/find/${token}` })).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      ...from(ip),
      payload: { email: info.email, token, id: info.id, captcha: await solveCaptcha(t.app), password: fresh, password_confirmation: fresh, emailVerif: account.email },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await only(m, 'password_reset')).toMatchObject({ actorId: account.id, login: account.username, ip, details: { account_type: 'adm' } });
  });
});

describe('profiles and their permissions', () => {
  it('create, change, permissions and delete each write their line by the administrator', async () => {
    const admin = await idOf('admin');
    let m = await mark();
    const created = await call(t, 'POST', '/api/roles/roles', t.admin, { name: 'Perfil Auditado', description: 'Antes' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    expect(await only(m, 'profile_created')).toMatchObject({ actorId: admin, details: { profile: 'Perfil Auditado', record_id: id } });

    m = await mark();
    expect((await call(t, 'PUT', `/api/roles/roles/${id}`, t.admin, { name: 'Perfil Auditado', description: 'Después' })).statusCode).toBe(200);
    expect(await only(m, 'profile_changed')).toMatchObject({ actorId: admin, details: { profile: 'Perfil Auditado', fields: ['description'] } });

    m = await mark();
    expect((await call(t, 'PUT', `/api/roles/roles/${id}/permissions`, t.admin, { permissions: ['lookups.read', 'audit.read'] })).statusCode).toBe(200);
    expect(await only(m, 'permissions_changed')).toMatchObject({ actorId: admin, details: { profile: 'Perfil Auditado', added: ['lookups.read', 'audit.read'], removed: [] } });
    m = await mark();
    expect((await call(t, 'PUT', `/api/roles/roles/${id}/permissions`, t.admin, { permissions: ['lookups.read'] })).statusCode).toBe(200);
    expect(await only(m, 'permissions_changed')).toMatchObject({ details: { added: [], removed: ['audit.read'] } });

    m = await mark();
    expect((await call(t, 'DELETE', `/api/roles/roles/${id}`, t.admin)).statusCode).toBe(200);
    expect(await only(m, 'profile_deleted')).toMatchObject({ actorId: admin, details: { profile: 'Perfil Auditado', record_id: id } });
  });

  it('a refused change writes no line', async () => {
    const m = await mark();
    expect((await call(t, 'DELETE', '/api/roles/roles/999999', t.admin)).statusCode).toBe(404);
    expect((await call(t, 'PUT', '/api/roles/roles/999999/permissions', t.admin, { permissions: [] })).statusCode).toBe(404);
    expect(await t.db.select().from(securityEvents).where(gt(securityEvents.id, m))).toEqual([]);
  });
});

describe('users', () => {
  it('create, change, deactivate, activate and delete, each concerning the user', async () => {
    const admin = await idOf('admin');
    let m = await mark();
    const u = await createUser(t, t.admin, { account_type: 'adm', password: TEST_PASSWORD });
    expect(await only(m, 'user_created')).toMatchObject({ actorId: admin, subjectUserId: u.id, details: { user: u.username, account_type: 'adm', active: true } });

    m = await mark();
    expect((await call(t, 'PUT', `/api/users/users/${u.id}`, t.admin, asPayload(u, { name: 'Nombre Cambiado', active: false }))).statusCode).toBe(200);
    expect(await only(m, 'user_deactivated')).toMatchObject({ actorId: admin, subjectUserId: u.id });
    expect(await only(m, 'user_changed')).toMatchObject({ actorId: admin, subjectUserId: u.id, details: { user: u.username, fields: ['name'] } });

    m = await mark();
    const newPassword = 'Otra clave segura de prueba 2026';
    SECRETS.push(newPassword);
    expect((await call(t, 'PUT', `/api/users/users/${u.id}`, t.admin, asPayload(u, { name: 'Nombre Cambiado', active: true, password: newPassword }))).statusCode).toBe(200);
    expect(await only(m, 'user_activated')).toMatchObject({ subjectUserId: u.id });
    expect(await only(m, 'user_changed')).toMatchObject({ details: { fields: ['password'] } });

    m = await mark();
    expect((await call(t, 'DELETE', `/api/users/users/${u.id}`, t.admin)).statusCode).toBe(200);
    expect(await only(m, 'user_deleted')).toMatchObject({ actorId: admin, subjectUserId: u.id, details: { user: u.username } });
  });
});

describe('downloads of personal data', () => {
  it('the projects’ spreadsheet: who, what, format and how many records', async () => {
    const m = await mark();
    const res = await get('/api/siiicca/getexcel/all?scope=all');
    expect(res.statusCode).toBe(200);
    const [{ n }] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from projects where state <> 'Borrador'`);
    expect(await only(m, 'personal_data_download')).toMatchObject({ actorId: await idOf('admin'), details: { what: 'Proyectos', format: 'xlsx', records: n } });
  });

  it('the attachments ZIP and the execution and evaluation spreadsheets', async () => {
    const admin = await idOf('admin');
    // The demo's projects hold no attachments: refused, and no line. One sent with a document: one line.
    let m = await mark();
    expect((await get('/api/siiicca/getanexos/all?scope=all')).statusCode).toBe(404);
    expect(await linesOf(m, 'personal_data_download')).toEqual([]);
    const ids = await projectFixture(t.db);
    const attached = ids.openAttacheds.find((a) => a.accept.split(',').includes('.pdf'))!;
    const owner = await lecturerOf(t);
    SECRETS.push(owner.token);
    const sent = await insertProject(t, owner.id, validProjectBody(ids, { title: 'Proyecto con anexo auditado' }), {
      state: 'Enviado',
      sentAt: new Date(),
      documents: [await storeDocument(t, attached, PDF, 'anexo.pdf')],
    });
    const zip = await get(selectionUrl(PROJECT_API.attachments, { ids: [sent] }));
    expect(zip.statusCode, zip.body.slice(0, 200)).toBe(200);
    const line = await only(m, 'personal_data_download');
    expect(line).toMatchObject({ actorId: admin, details: { format: 'zip', records: 1, ids: [sent] } });
    expect((line.details as { what: string }).what).toMatch(/^Anexos_Proyectos_\d{4}-\d{2}-\d{2}\.zip$/);

    // The stored document itself, by its owner.
    const [doc] = await t.db.select({ id: projectDocuments.id }).from(projectDocuments).where(eq(projectDocuments.projectId, sent));
    m = await mark();
    expect((await get(`${PROJECT_API.file}?id=${sent}&file=${doc!.id}`, owner.token)).statusCode).toBe(200);
    expect(await only(m, 'personal_data_download')).toMatchObject({ actorId: owner.id, details: { what: 'Documento de un proyecto', format: 'documento', ids: [sent] } });

    m = await mark();
    expect((await get('/api/siiicca/execution/projects/excel')).statusCode).toBe(200);
    const [{ started }] = await queryRows<{ started: number }>(t.db, sql`select count(*)::int as started from project_executions`);
    expect(await only(m, 'personal_data_download')).toMatchObject({ actorId: admin, details: { what: 'Proyectos en Ejecución', format: 'xlsx', records: started } });

    const [call] = await queryRows<{ id: number }>(t.db, sql`select id from announcements order by id limit 1`);
    m = await mark();
    expect((await get(`/api/siiicca/calls/${call!.id}/evaluation/excel`)).statusCode).toBe(200);
    expect(await only(m, 'personal_data_download')).toMatchObject({ actorId: admin, details: { what: `Evaluaciones de la convocatoria ${call!.id}`, format: 'xlsx' } });
  });

  it('a project’s and a strategy’s PDF name the record; a PDF refused writes no line', async () => {
    const [p] = await t.db.select({ id: projects.id }).from(projects).where(eq(projects.userId, await idOf('docente'))).limit(1);
    let m = await mark();
    expect((await get(`/api/siiicca/projectpdf/${p!.id}`, t.docente)).statusCode).toBe(200);
    expect(await only(m, 'personal_data_download')).toMatchObject({ actorId: await idOf('docente'), details: { what: 'Proyecto', format: 'pdf', records: 1, ids: [p!.id] } });

    const [s] = await t.db.select({ id: strategies.id }).from(strategies).limit(1);
    m = await mark();
    expect((await get(`/api/siiicca/strategypdf/${s!.id}`)).statusCode).toBe(200);
    expect(await only(m, 'personal_data_download')).toMatchObject({ details: { what: 'Estrategia', format: 'pdf', ids: [s!.id] } });

    m = await mark();
    expect((await get('/api/siiicca/projectpdf/999999')).statusCode).toBe(404);
    expect(await linesOf(m, 'personal_data_download')).toEqual([]);
  });
});

describe('decisions', () => {
  it('the office’s decision on a project concerns its owner', async () => {
    const [p] = await t.db.select().from(projects).where(eq(projects.title, 'Gamificación para la enseñanza de la programación en primer semestre'));
    const [ev] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'evaluador'));
    const criteria = await t.db.select().from(callCriteria);
    await inTransaction(t.db, async (tx) => {
      await recordTransition(tx, { projectId: p!.id, userId: null, from: 'Enviado', to: 'En evaluación' });
      const [a] = await tx
        .insert(evaluationAssignments)
        .values({ projectId: p!.id, evaluatorId: ev!.id, state: 'Aceptada' })
        .onConflictDoUpdate({ target: [evaluationAssignments.projectId, evaluationAssignments.evaluatorId], set: { state: 'Aceptada' } })
        .returning();
      const [e] = await tx
        .insert(evaluations)
        .values({ assignmentId: a!.id, submittedAt: new Date() })
        .onConflictDoUpdate({ target: [evaluations.assignmentId, evaluations.round], set: { submittedAt: new Date() } })
        .returning();
      await tx.delete(evaluationScores).where(eq(evaluationScores.evaluationId, e!.id));
      await tx.insert(evaluationScores).values(criteria.map((c) => ({ evaluationId: e!.id, criterionId: c.id, score: c.scaleMax })));
    });
    const m = await mark();
    const res = await t.app.inject({ method: 'POST', url: EVAL_DECISION_API.decide(p!.id), headers: bearer(t.admin), payload: { decision: 'Aprobado', justification: 'Cumple todos los criterios.' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await only(m, 'decision')).toMatchObject({
      actorId: await idOf('admin'),
      subjectUserId: p!.userId,
      details: { project_id: p!.id, call_id: p!.announcementId, from: 'En evaluación', decision: 'Aprobado' },
    });
  });
});

describe('no secret in the trail', () => {
  it('no line holds a password or token the tests used', async () => {
    const lines = await t.db.select().from(securityEvents);
    expect(lines.length).toBeGreaterThan(10);
    const text = JSON.stringify(lines.map((l) => [l.login, l.details]));
    for (const secret of SECRETS) expect(text.includes(secret), `a secret of ${secret.length} characters`).toBe(false);
    expect(text).not.toMatch(/\$argon2/);
  });
});
