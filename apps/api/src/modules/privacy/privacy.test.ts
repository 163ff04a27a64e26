import { Readable } from 'node:stream';
import JSZip from 'jszip';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, bearer, loginAs, useTestApp } from '../../../test/helpers';
import { queryRows } from '../../db/query-rows';
import { dueDateOf } from './holidays';
import { queueRequestReminders } from './reminders-job';

/*
 * Personal data under Ley 1581 (docs/personal-data-rights.md). The test seed records every demo
 * account's acceptance of the notice in force (modules/privacy/testing): this file publishes a new
 * version and removes an acceptance to see the gate.
 */
describe('personal data (Ley 1581)', () => {
  const t = useTestApp();
  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const post = (url: string, token: string, payload: object) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  const userId = async (username: string) => (await queryRows<{ id: number }>(t.db, sql`select id from users where username = ${username}`))[0]!.id;
  const events = (event: string) =>
    queryRows<{ actor_id: number | null; subject_user_id: number | null; details: Record<string, unknown> }>(
      t.db,
      sql`select actor_id, subject_user_id, details from security_events where event = ${event} order by id`,
    );

  it('ships version 1 of the notice, naming the responsible party, the purposes, the rights and the channel', async () => {
    const res = await get('/api/privacy/notice', t.docente);
    expect(res.statusCode).toBe(200);
    const { notice, accepted_at } = res.json();
    expect(notice.version).toBe(1);
    expect(notice.title).toBe('Política de tratamiento de datos personales');
    for (const words of ['Responsable del tratamiento', 'Finalidades', 'conocer, actualizar y rectificar', 'supresión', 'revocar', 'Canal de atención']) {
      expect(notice.body).toContain(words);
    }
    expect(accepted_at).not.toBeNull();
  });

  it('asks at the first sign-in: a user without an acceptance is refused everything but the notice until they accept', async () => {
    const id = await userId('docente2');
    await t.db.execute(sql`delete from privacy_acceptances where user_id = ${id}`);
    const token = await loginAs(t, 'docente2');
    const refused = await get('/api/privacy/my/requests', token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().pending).toContain('privacy_notice');
    const status = (await get('/api/privacy/notice', token)).json();
    expect(status.accepted_at).toBeNull();
    const accepted = await post('/api/privacy/notice/accept', token, { version: status.notice.version });
    expect(accepted.statusCode).toBe(200);
    expect((await get('/api/privacy/my/requests', token)).statusCode).toBe(200);
    const [row] = await queryRows<{ ip: string | null }>(t.db, sql`select ip from privacy_acceptances where user_id = ${id}`);
    expect(row!.ip).toBeTruthy();
    expect((await events('privacy_notice_accepted')).at(-1)).toMatchObject({ actor_id: id, details: { version: 1 } });
  });

  it('a new version makes every user accept again; an old version cannot be accepted; only the office publishes', async () => {
    const body = { title: 'Política de tratamiento de datos personales', body: 'Versión 2: se agrega la finalidad de estadísticas de ciencia abierta.' };
    expect((await post('/api/privacy/notices', t.docente, body)).statusCode).toBe(403);
    expect((await post('/api/privacy/notices', t.admin, { title: '', body: 'x'.repeat(50_001) })).statusCode).toBe(400);
    const published = await post('/api/privacy/notices', t.admin, body);
    expect(published.statusCode).toBe(200);
    expect(published.json().message).toContain('versión 2');
    // The lecturer's session, signed in before, is stopped at its next request.
    const refused = await get('/api/privacy/my/requests', t.docente);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().pending).toEqual(['privacy_notice']);
    expect((await post('/api/privacy/notice/accept', t.docente, { version: 1 })).statusCode).toBe(409);
    expect((await post('/api/privacy/notice/accept', t.docente, { version: 2 })).statusCode).toBe(200);
    expect((await get('/api/privacy/my/requests', t.docente)).statusCode).toBe(200);
    // The publisher too.
    expect((await get('/api/privacy/notices', t.admin)).statusCode).toBe(403);
    expect((await post('/api/privacy/notice/accept', t.admin, { version: 2 })).statusCode).toBe(200);
    const versions = (await get('/api/privacy/notices', t.admin)).json().data;
    expect(versions.map((v: { version: number; acceptances: number }) => v.version)).toEqual([2, 1]);
    expect(versions[0].acceptances).toBe(2);
    expect((await events('privacy_notice_published')).at(-1)).toMatchObject({ actor_id: await userId('admin'), details: { version: 2 } });
  });

  it('counts deadlines in business days from the next day, over Semana Santa and the holidays the office adds', async () => {
    const year = (await get('/api/privacy/holidays?year=2026', t.admin)).json().data;
    expect(year).toHaveLength(18);
    expect(year).toContainEqual({ day: '2026-04-03', name: 'Viernes Santo' });
    // Friday 27 March 2026, before Semana Santa (Jueves and Viernes Santo: 2 and 3 April).
    expect(await dueDateOf(t.db, 'consulta', '2026-03-27')).toBe('2026-04-14');
    expect(await dueDateOf(t.db, 'supresion', '2026-03-27')).toBe('2026-04-21');
    expect((await post('/api/privacy/holidays', t.admin, { day: '2026-04-13', name: 'Día cívico' })).statusCode).toBe(200);
    expect((await post('/api/privacy/holidays', t.admin, { day: '2026-04-13', name: 'Otra vez' })).statusCode).toBe(409);
    expect((await post('/api/privacy/holidays', t.admin, { day: '2026-02-30', name: 'x' })).statusCode).toBe(400);
    expect((await post('/api/privacy/holidays', t.docente, { day: '2026-04-20', name: 'x' })).statusCode).toBe(403);
    expect(await dueDateOf(t.db, 'consulta', '2026-03-27')).toBe('2026-04-15');
    await t.db.execute(sql`delete from holidays where day = '2026-04-13'`);
  });

  let requestId = 0;
  it('files a request with its deadline; another user answers 404; the office lists it and answers once, by mail', async () => {
    expect((await post('/api/privacy/my/requests', t.docente, { kind: 'consulta', text: 'corto' })).statusCode).toBe(400);
    expect((await post('/api/privacy/my/requests', t.docente, { kind: 'otra', text: '¿Qué datos tienen de mí?' })).statusCode).toBe(400);
    const filed = await post('/api/privacy/my/requests', t.docente, { kind: 'consulta', text: '¿Qué datos personales conservan sobre mí?' });
    expect(filed.statusCode).toBe(200);
    requestId = filed.json().id;
    const [{ today }] = await queryRows<{ today: string }>(t.db, sql`select (now() at time zone 'America/Bogota')::date::text as today`);
    expect(filed.json().due_on).toBe(await dueDateOf(t.db, 'consulta', today!));
    expect((await get(`/api/privacy/my/requests/${requestId}`, t.docente)).statusCode).toBe(200);
    const other = await loginAs(t, 'docente2');
    expect((await post('/api/privacy/notice/accept', other, { version: 2 })).statusCode).toBe(200);
    expect((await get(`/api/privacy/my/requests/${requestId}`, other)).statusCode).toBe(404);
    expect((await get('/api/privacy/requests', t.docente)).statusCode).toBe(403);
    expect((await post(`/api/privacy/requests/${requestId}/answer`, t.docente, { answer: 'x' })).statusCode).toBe(403);

    const open = (await get('/api/privacy/requests?state=open', t.admin)).json();
    expect(open.data).toContainEqual(expect.objectContaining({ id: requestId, kind: 'consulta', user_name: expect.any(String), answered_at: null }));

    // The office is reminded once a day from three days before the deadline.
    const config = t.deps.config;
    const early = new Date(Date.parse(`${filed.json().due_on}T12:00:00Z`) - 2 * 86_400_000).toISOString().slice(0, 10);
    expect(await queueRequestReminders(t.db, config, early)).toBe(1);
    expect(await queueRequestReminders(t.db, config, early)).toBe(0);
    const reminders = await queryRows<{ recipient: string; text: string }>(t.db, sql`select recipient, text from mail_outbox where kind = 'data_request_reminder'`);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.recipient).toBe(config.RESEARCH_OFFICE_EMAIL);
    expect(reminders[0]!.text).toContain(`#${requestId} Consulta`);

    const answered = await post(`/api/privacy/requests/${requestId}/answer`, t.admin, { answer: 'Conservamos su cuenta, sus estrategias y sus proyectos.' });
    expect(answered.statusCode).toBe(200);
    expect((await post(`/api/privacy/requests/${requestId}/answer`, t.admin, { answer: 'Otra' })).statusCode).toBe(409);
    expect((await post('/api/privacy/requests/999999/answer', t.admin, { answer: 'Otra' })).statusCode).toBe(404);
    const mine = (await get(`/api/privacy/my/requests/${requestId}`, t.docente)).json();
    expect(mine.answer).toBe('Conservamos su cuenta, sus estrategias y sus proyectos.');
    const [mail] = await queryRows<{ recipient: string; text: string }>(t.db, sql`select recipient, text from mail_outbox where kind = 'data_request_answer'`);
    expect(mail!.recipient).toBe(DEMO_ACCOUNTS.docente.email);
    expect(mail!.text).toContain('Conservamos su cuenta');
    const docente = await userId('docente');
    expect((await events('data_request_filed')).at(-1)).toMatchObject({ actor_id: docente, details: { request_id: requestId, kind: 'consulta' } });
    expect((await events('data_request_answered')).at(-1)).toMatchObject({ actor_id: await userId('admin'), subject_user_id: docente });
  });

  it("downloads everything about a lecturer: account, person rows, records in every state, sign-ins and files", async () => {
    const docente = await userId('docente');
    // A file they uploaded: the approval letter of one of their strategies.
    const letter = Buffer.from('%PDF-1.4 carta de aprobación');
    const check = { headBytes: 0, accepts: () => true, after: async () => 'pdf', maxBytes: 1_000_000, tooLarge: 'grande', wrongType: 'tipo' };
    const stored = await t.deps.files.save('strategies', Readable.from([letter]), check);
    await t.db.execute(sql`update strategies set approvement_letter_path = ${stored.path}, approvement_letter_name = 'Carta.pdf', approvement_letter_size = ${stored.size}
      where id = (select min(id) from strategies where user_id = ${docente})`);
    const res = await get('/api/privacy/my/data', t.docente);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/zip');
    const zip = await JSZip.loadAsync(res.rawPayload);
    const data = JSON.parse(await zip.file('mis-datos.json')!.async('string'));
    expect(data.account).toMatchObject({ id: docente, username: 'docente', email: DEMO_ACCOUNTS.docente.email });
    expect(data.account).not.toHaveProperty('password_hash');
    expect(JSON.stringify(data)).not.toMatch(/password_hash|argon2/);
    const count = async (q: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(t.db, q))[0]!.n;
    const states = async (table: 'strategies' | 'projects') =>
      (await queryRows<{ state: string }>(t.db, sql`select distinct state from ${sql.raw(table)} where user_id = ${docente} order by state`)).map((r) => r.state);
    // Every strategy and project of theirs, whatever its state (the demo holds them in several).
    const strategyStates = await states('strategies');
    const projectStates = await states('projects');
    expect(strategyStates.length).toBeGreaterThan(2);
    expect(projectStates.length).toBeGreaterThan(3);
    expect(data.strategies.own).toHaveLength(await count(sql`select count(*)::int as n from strategies where user_id = ${docente}`));
    expect(data.projects.own).toHaveLength(await count(sql`select count(*)::int as n from projects where user_id = ${docente}`));
    expect([...new Set(data.strategies.own.map((s: { state: string }) => s.state))].sort()).toEqual(strategyStates);
    expect([...new Set(data.projects.own.map((p: { state: string }) => p.state))].sort()).toEqual(projectStates);
    expect(data.projects.own.some((p: { reports: unknown[] }) => p.reports.length > 0)).toBe(true);
    expect(data.projects.own.every((p: { investigators: unknown[] }) => Array.isArray(p.investigators))).toBe(true);
    expect(data.person_records.length).toBeGreaterThan(0);
    // Their requests, their acceptances and their sign-ins.
    expect(data.data_requests.map((r: { id: number }) => r.id)).toContain(requestId);
    expect(data.privacy_notice_acceptances.map((a: { version: number }) => a.version)).toEqual([1, 2]);
    expect(data.sign_in_history.sessions.length).toBeGreaterThan(0);
    expect(data.sign_in_history.sessions[0]).not.toHaveProperty('id');
    expect(data.sign_in_history.security_events.map((e: { event: string }) => e.event)).toEqual(expect.arrayContaining(['privacy_notice_accepted', 'data_request_filed']));
    // Every file they uploaded, named in the JSON and present in the ZIP.
    const inZip = Object.keys(zip.files).filter((n) => n.startsWith('archivos/')).sort();
    expect(inZip.length).toBeGreaterThan(0);
    expect(data.files.map((f: { in_zip: string }) => f.in_zip).sort()).toEqual(inZip);
    const letterEntry = inZip.find((n) => n.startsWith('archivos/estrategia-carta-aprobacion-') && n.endsWith('Carta.pdf'))!;
    expect(await zip.file(letterEntry)!.async('nodebuffer')).toEqual(letter);
    // Audited: who, what, how many.
    expect((await events('personal_data_download')).at(-1)).toMatchObject({ actor_id: docente, details: { what: 'mis_datos', projects: data.projects.own.length } });
  });

  it('a supresión answered anonymises the titular where the law allows, and keeps what sent records need', async () => {
    const id = await userId('docente2');
    const token = await loginAs(t, 'docente2');
    const filed = await post('/api/privacy/my/requests', token, { kind: 'supresion', text: 'Solicito la supresión de mis datos personales.' });
    expect(filed.statusCode).toBe(200);
    const about = sql`(upper(t.identification) = upper(u.identity) or lower(t.email) = lower(u.email))`;
    const before = await queryRows<{ id: number; sealed: boolean; name: string; identification: string }>(
      t.db,
      sql`select t.id, t.sealed, t.name, t.identification from thirds t join users u on u.id = ${id} where ${about} order by t.id`,
    );
    expect(before.some((r) => r.sealed)).toBe(true);
    expect(before.some((r) => !r.sealed)).toBe(true);
    const projects = await queryRows<{ id: number; title: string; state: string }>(t.db, sql`select id, title, state from projects where user_id = ${id} order by id`);

    const answered = await post(`/api/privacy/requests/${filed.json().id}/answer`, t.admin, { answer: 'Sus datos fueron suprimidos.' });
    expect(answered.statusCode).toBe(200);

    const [account] = await queryRows<{ name: string; email: string; username: string; identity: string | null; active: boolean; password_hash: string | null }>(
      t.db,
      sql`select name, email, username, identity, active, password_hash from users where id = ${id}`,
    );
    expect(account).toEqual({ name: `Titular anonimizado #${id}`, email: `anonimizado-${id}@anonimo.invalid`, username: `anonimizado-${id}`, identity: null, active: false, password_hash: null });
    // Signed out everywhere and unable to sign in.
    expect((await get('/api/privacy/my/requests', token)).statusCode).toBe(401);
    const after = await queryRows<{ id: number; sealed: boolean; name: string; identification: string; email: string | null; mobile: string | null }>(
      t.db,
      sql`select id, sealed, name, identification, email, mobile from thirds where id = any(${`{${before.map((r) => r.id).join(',')}}`}::int[]) order by id`,
    );
    for (const row of after) {
      const was = before.find((r) => r.id === row.id)!;
      if (was.sealed) expect(row).toMatchObject({ name: was.name, identification: was.identification });
      else expect(row).toEqual({ id: row.id, sealed: false, name: 'Titular anonimizado', identification: `ANON-${row.id}`, email: null, mobile: null });
    }
    // Their records stay, with their calls' data.
    expect(await queryRows(t.db, sql`select id, title, state from projects where user_id = ${id} order by id`)).toEqual(projects);
    const [mail] = await queryRows<{ recipient: string }>(t.db, sql`select recipient from mail_outbox where kind = 'data_request_answer' order by id desc limit 1`);
    expect(mail!.recipient).toBe(DEMO_ACCOUNTS.docente2.email);
    const [event] = (await events('personal_data_anonymised')).slice(-1);
    expect(event).toMatchObject({ subject_user_id: id, details: { account: 1, people: before.filter((r) => !r.sealed).length, sealedKept: before.filter((r) => r.sealed).length } });
    // No line of the trail holds a secret, nor what the requests and answers said.
    const trail = JSON.stringify(await queryRows<{ details: unknown }>(t.db, sql`select details from security_events`));
    for (const said of [DEMO_ACCOUNTS.docente2.password, DEMO_ACCOUNTS.admin.password, 'Solicito la supresión', 'Sus datos fueron suprimidos']) expect(trail).not.toContain(said);
    expect(trail).not.toMatch(/"(password|token|secret|password_hash)":/i);
  });
});
