import { describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { SECURITY_EVENTS } from '@siiicca/shared';
import { securityEvents, users } from '../../db/schema';
import { bearer, useTestApp } from '../../../test/helpers';
import { rowsOf, workbook } from '../../../test/exports';
import { recordSecurityEvents } from '../../platform/security-events';

/* The 'Auditoría' list and export (issue 43, docs/security-audit.md), and the table's append-only rule. */

const t = useTestApp();
const get = (url: string, token: string | null = t.admin) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const userId = async (username: string) => (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;

describe('access', () => {
  it.each(['/api/audit', '/api/audit/export'])('%s: 401 anonymous, 403 without audit.read', async (url) => {
    expect((await get(url, null)).statusCode).toBe(401);
    const refused = await get(url, t.docente);
    expect(refused.statusCode).toBe(403);
  });
});

describe('the list', () => {
  it('shows the lines newest first with who, whose, address and a readable detail, and filters them', async () => {
    const admin = await userId('admin');
    const docente = await userId('docente2');
    await recordSecurityEvents(t.db, { event: 'user_changed', actorId: admin, subjectUserId: docente, ip: '203.0.113.7', details: { fields: ['name', 'email'] } });
    await recordSecurityEvents(t.db, { event: 'personal_data_download', actorId: admin, ip: '203.0.113.8', details: { what: 'Proyectos', format: 'xlsx', records: 3 } });

    const page = (await get('/api/audit?per_page=5')).json();
    expect(page.meta).toMatchObject({ page: 1, per_page: 5 });
    const [newest, second] = page.data;
    expect(newest).toMatchObject({ event: 'personal_data_download', event_label: SECURITY_EVENTS.personal_data_download, actor: 'Administrador del Sistema', ip: '203.0.113.8', detail: 'Qué: Proyectos; Formato: xlsx; Registros: 3' });
    expect(second).toMatchObject({ event: 'user_changed', actor_id: admin, subject_id: docente, detail: 'Campos: name, email' });
    expect(Date.parse(newest.occurred_at)).toBeGreaterThanOrEqual(Date.parse(second.occurred_at));

    const byEvent = (await get('/api/audit?event=user_changed')).json();
    expect(byEvent.data.length).toBeGreaterThan(0);
    expect(byEvent.data.every((r: { event: string }) => r.event === 'user_changed')).toBe(true);

    // The user filter: by or concerning a user named by login, e-mail or part of a name.
    for (const text of ['docente2', 'DOCENTE2@siiicca.test']) {
      const rows = (await get(`/api/audit?user=${encodeURIComponent(text)}&event=user_changed`)).json().data;
      expect(rows.map((r: { subject_id: number }) => r.subject_id)).toContain(docente);
      expect(rows.every((r: { actor_id: number; subject_id: number }) => r.actor_id === docente || r.subject_id === docente)).toBe(true);
    }
    expect((await get('/api/audit?user=nadie-con-este-nombre')).json()).toMatchObject({ data: [], meta: { total: 0 } });

    // Calendar days in Bogotá: a line of 23:30 on 2026-03-10 there is 04:30 UTC on the 11th.
    await t.db.execute(sql`insert into security_events (occurred_at, event, actor_id, details) values ('2026-03-11T04:30:00Z', 'sign_out', ${admin}, '{}')`);
    const tenth = (await get('/api/audit?from=2026-03-10&to=2026-03-10')).json();
    expect(tenth.data.map((r: { event: string }) => r.event)).toEqual(['sign_out']);
    expect((await get('/api/audit?from=2026-03-11&to=2026-03-11')).json().data).toEqual([]);
  });

  it.each([
    ['per_page=1000', 'per_page'],
    ['page=0', 'page'],
    ['event=no_such_event', 'event'],
    ['from=2026-13-01', 'from'],
    ['from=2026-03-02&to=2026-03-01', 'to'],
    [`user=${'x'.repeat(101)}`, 'user'],
  ])('refuses %s with a 400 in Spanish', async (query, field) => {
    const res = await get(`/api/audit?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field][0]).toMatch(/[a-záéíóú]/);
    expect((await get(`/api/audit/export?${query.replace(/per_page=1000|page=0/, 'from=x')}`)).statusCode).toBe(400);
  });
});

describe('the export', () => {
  it('sends the filtered lines as a spreadsheet and is itself a line of the trail', async () => {
    const admin = await userId('admin');
    await recordSecurityEvents(t.db, { event: 'profile_created', actorId: admin, details: { profile: 'Perfil Exportado' } });
    const expected = (await get('/api/audit?event=profile_created&per_page=100')).json().meta.total;
    const res = await get('/api/audit/export?event=profile_created');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/auditoria_\d{4}-\d{2}-\d{2}\.xlsx/);
    const { headers, rows } = rowsOf(await workbook(res.rawPayload), 'Auditoría');
    expect(headers).toEqual(['Fecha', 'Evento', 'Quién', 'De quién', 'Usuario escrito', 'Dirección', 'Detalle']);
    expect(rows).toHaveLength(expected);
    expect(rows[0]).toMatchObject({ Evento: SECURITY_EVENTS.profile_created, Quién: 'Administrador del Sistema', Detalle: 'Perfil: Perfil Exportado' });

    const [line] = await t.db.select().from(securityEvents).where(eq(securityEvents.event, 'audit_exported')).orderBy(desc(securityEvents.id)).limit(1);
    expect(line).toMatchObject({ actorId: admin, subjectUserId: null, details: { filters: { event: 'profile_created' }, records: expected } });
    expect(line!.ip).toBeTruthy();
  });
});

describe('append-only', () => {
  it.each([
    ['UPDATE', sql`update security_events set event = 'sign_in'`],
    ['DELETE', sql`delete from security_events`],
    ['TRUNCATE', sql`truncate security_events`],
  ])('%s on security_events is refused by the database', async (_name, statement) => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(securityEvents);
    await expect(t.db.execute(statement)).rejects.toThrow();
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(securityEvents)).toEqual(before);
  });
});
