import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { EVAL_ASSIGNMENT_API, EVAL_ASSIGNMENT_MSG, maskEmail, type TEvaluatorCandidate, type TEvaluatorList, type TUserPick } from '@siiicca/shared';
import { academicAccounts, evaluationAssignments, mailOutbox, passwordResets, projects, users } from '../../../db/schema';
import { hashPassword } from '../../../lib/passwords';
import { bearer, createTestApp, loginAs, type TestApp } from '../../../../test/helpers';
import { solveCaptcha } from '../../recovery/test-fixtures';

let t: TestApp;
let admin: string;
let docente: string;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://siiicca.example.test', ALTCHA_COST: '1', ALTCHA_MAX_NUMBER: '20' });
  admin = await loginAs(t, 'admin');
  docente = await loginAs(t, 'docente');
});
afterAll(async () => t?.close());

const list = async (q = '') =>
  (await t.app.inject({ url: `${EVAL_ASSIGNMENT_API.evaluators}?per_page=50&q=${encodeURIComponent(q)}`, headers: bearer(admin) })).json() as TEvaluatorList;
const invite = (payload: Record<string, unknown>, token = admin) => t.app.inject({ method: 'POST', url: EVAL_ASSIGNMENT_API.invite, headers: bearer(token), payload });

describe('evaluators', () => {
  it('lists the Evaluador profile with kind and load; a lecturer becomes one', async () => {
    const before = await list();
    expect(before.data.find((e) => e.email === 'evaluador@siiicca.test')).toMatchObject({ kind: 'Externo', active: true, pending_password: false });
    expect(before.data.some((e) => e.email === 'docente2@siiicca.test')).toBe(false);
    const people = (await t.app.inject({ url: `${EVAL_ASSIGNMENT_API.people}?q=docente2`, headers: bearer(admin) })).json() as TUserPick[];
    expect(people).toHaveLength(1);
    expect(people[0]!.kind).toBe('Interno');
    const add = (user_id: number) => t.app.inject({ method: 'POST', url: EVAL_ASSIGNMENT_API.evaluators, headers: bearer(admin), payload: { user_id } });
    expect((await add(people[0]!.id)).json().message).toBe(EVAL_ASSIGNMENT_MSG.evaluatorAdded);
    expect((await list('docente2')).data).toMatchObject([{ kind: 'Interno', open_assignments: 0 }]);
    expect((await add(people[0]!.id)).statusCode).toBe(400);
    expect((await add(99_999_999)).statusCode).toBe(404);
    // docente2 now evaluates (evaluations.own) but still does not manage evaluators.
    const docente2 = await loginAs(t, 'docente2');
    const me = (await t.app.inject({ url: '/api/auth/me', headers: bearer(docente2) })).json();
    expect(JSON.stringify(me)).toContain('evaluations.own');
    expect((await t.app.inject({ url: EVAL_ASSIGNMENT_API.evaluators, headers: bearer(docente2) })).statusCode).toBe(403);
  });

  it('invites an external evaluator, who sets a password through the recovery page and signs in', async () => {
    const email = 'Evaluadora.Externa@Universidad.test';
    const res = await invite({ name: 'Ana Externa', email, identity: '123456789' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(EVAL_ASSIGNMENT_MSG.invited);
    const [user] = await t.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(user).toMatchObject({ accountType: 'adm', passwordHash: null, active: true });
    expect((await list('ana externa')).data).toMatchObject([{ kind: 'Externo', pending_password: true }]);

    const [mail] = await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'evaluator_invitation'), eq(mailOutbox.recipient, email.toLowerCase())));
    expect(mail!.html).toContain('https://siiicca.example.test/findrecover/');
    const token = /\/findrecover\/([A-Za-z0-9_-]{20,})/.exec(mail!.text)![1]!;
    const found = await t.app.inject({ url: `/api/password/find/${token}` });
    expect(found.json().email).toBe(maskEmail(email.toLowerCase()));
    const password = 'Clave de evaluadora 2026';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { email: found.json().email, token, id: found.json().id, emailVerif: email.toLowerCase(), password, password_confirmation: password, captcha: await solveCaptcha(t.app) },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user!.username, password, type: 'adm', remember: false } });
    expect(login.statusCode, login.body).toBe(200);
    expect((await list('ana externa')).data[0]!.pending_password).toBe(false);
  });

  it('refuses a duplicate e-mail or identification and bad input in Spanish (400)', async () => {
    const dup = await invite({ name: 'Otra', email: 'DOCENTE@siiicca.test', identity: '555' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toMatchObject({ message: EVAL_ASSIGNMENT_MSG.emailTaken, errors: { email: [EVAL_ASSIGNMENT_MSG.emailTaken] } });
    const dupId = await invite({ name: 'Otra', email: 'otra@universidad.test', identity: '52345678' });
    expect(dupId.json().errors.identity).toEqual([EVAL_ASSIGNMENT_MSG.identityTaken]);
    const bad = await invite({ name: 'x'.repeat(151), email: 'no-es-correo', identity: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'identity', 'name']);
  });

  it('is for evaluations.manage only', async () => {
    const evaluador = await loginAs(t, 'evaluador');
    for (const token of [docente, evaluador]) {
      expect((await invite({ name: 'X', email: 'x@x.test', identity: '1' }, token)).statusCode).toBe(403);
      expect((await t.app.inject({ url: EVAL_ASSIGNMENT_API.people, headers: bearer(token) })).statusCode).toBe(403);
    }
  });

  it("takes the Evaluador profile away: refused (409) while they hold open assignments; answered ones stay; 404 for a non-evaluator", async () => {
    const remove = (id: number, token = admin) => t.app.inject({ method: 'DELETE', url: EVAL_ASSIGNMENT_API.evaluator(id), headers: bearer(token) });
    const idOf = async (username: string) => (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
    const [evaluador, docenteId] = [await idOf('evaluador'), await idOf('docente')];
    // evaluador holds the demo's Asignada assignment and the blind call's accepted one: refused, in words, nothing changes.
    const busy = await remove(evaluador);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe(EVAL_ASSIGNMENT_MSG.hasOpenAssignments(2));
    expect((await list('evaluador@')).data).toHaveLength(1);
    // An evaluator whose only assignment is answered (declined): the profile goes, the assignment stays.
    expect((await invite({ name: 'Rosa Quitada', email: 'rosa.quitada@universidad.test', identity: '900300400' })).statusCode).toBe(201);
    const rosa = await idOf('rosa.quitada');
    const [project] = await t.db.select({ id: projects.id }).from(projects).where(eq(projects.state, 'En evaluación')).limit(1);
    await t.db.insert(evaluationAssignments).values({ projectId: project!.id, evaluatorId: rosa, state: 'Rechazada', declineReason: 'Sin disponibilidad' });
    const before = await t.db.select({ id: evaluationAssignments.id }).from(evaluationAssignments).where(eq(evaluationAssignments.evaluatorId, rosa));
    for (const token of [docente, await loginAs(t, 'evaluador')]) expect((await remove(rosa, token)).statusCode).toBe(403);
    const done = await remove(rosa);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe(EVAL_ASSIGNMENT_MSG.evaluatorRemoved);
    expect((await list('rosa quitada')).data).toHaveLength(0);
    expect(await t.db.select({ id: evaluationAssignments.id }).from(evaluationAssignments).where(eq(evaluationAssignments.evaluatorId, rosa))).toEqual(before);
    // No longer an evaluator (and never was one, or no such user): 404.
    for (const id of [rosa, docenteId, 99_999_999]) {
      const res = await remove(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(EVAL_ASSIGNMENT_MSG.notEvaluator);
    }
    expect((await t.app.inject({ method: 'DELETE', url: `${EVAL_ASSIGNMENT_API.evaluators}/abc`, headers: bearer(admin) })).statusCode).toBe(400);
  });

  it('resends an invitation to an evaluator without a password: a new link, the old one no longer works, one per minute', async () => {
    const email = 'pedro.invitado@universidad.test';
    expect((await invite({ name: 'Pedro Invitado', email, identity: '900100200' })).statusCode).toBe(201);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    const resend = (id: number, token = admin) => t.app.inject({ method: 'POST', url: EVAL_ASSIGNMENT_API.invitation(id), headers: bearer(token) });
    const tokens = async () =>
      (await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'evaluator_invitation'), eq(mailOutbox.recipient, email)))).map(
        (m) => /\/findrecover\/([A-Za-z0-9_-]{20,})/.exec(m.text)![1]!,
      );
    const [first] = await tokens();
    // Right after the invitation: like recovery, one link per minute.
    const soon = await resend(user!.id);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toBe(EVAL_ASSIGNMENT_MSG.invitationThrottled);
    expect(await tokens()).toHaveLength(1);
    // A minute later (the link's row made older), a new link goes out and the first one dies.
    await t.db.update(passwordResets).set({ createdAt: new Date(Date.now() - 120_000) }).where(eq(passwordResets.userId, user!.id));
    const again = await resend(user!.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().message).toBe(EVAL_ASSIGNMENT_MSG.invitationResent);
    const all = await tokens();
    expect(all).toHaveLength(2);
    const second = all.find((x) => x !== first)!;
    expect((await t.app.inject({ url: `/api/password/find/${first}` })).statusCode).toBe(410);
    expect((await t.app.inject({ url: `/api/password/find/${second}` })).statusCode).toBe(200);
    // Someone with a password has no invitation to resend; a non-evaluator is 404; only evaluations.manage.
    const [evaluador] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'evaluador'));
    const withPassword = await resend(evaluador!.id);
    expect(withPassword.statusCode).toBe(409);
    expect(withPassword.json().message).toBe(EVAL_ASSIGNMENT_MSG.noPendingInvitation);
    const [docenteUser] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'docente'));
    expect((await resend(docenteUser!.id)).statusCode).toBe(404);
    expect((await resend(99_999_999)).statusCode).toBe(404);
    expect((await resend(user!.id, docente)).statusCode).toBe(403);
  });

  it('adds a lecturer who has never signed in, found by identification in the academic directory; their first sign-in is the same user', async () => {
    const identification = '80123456';
    expect(await t.db.select().from(users).where(eq(users.identity, identification))).toEqual([]);
    const found = (await t.app.inject({ url: `${EVAL_ASSIGNMENT_API.people}?q=${identification}`, headers: bearer(admin) })).json() as TEvaluatorCandidate[];
    expect(found).toEqual([{ id: null, identification, name: 'Hernán Darío Villamil Suárez', email: 'hernan.villamil@usta.test', kind: 'Interno' }]);
    const add = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: EVAL_ASSIGNMENT_API.evaluators, headers: bearer(admin), payload });
    const res = await add({ identification });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(EVAL_ASSIGNMENT_MSG.evaluatorAdded);
    expect((await list('villamil')).data).toMatchObject([{ kind: 'Interno', open_assignments: 0, pending_password: false }]);
    // Now a user: the directory offers them no more, and adding again says so.
    expect((await t.app.inject({ url: `${EVAL_ASSIGNMENT_API.people}?q=${identification}`, headers: bearer(admin) })).json()).toEqual([]);
    expect((await add({ identification })).json().message).toBe(EVAL_ASSIGNMENT_MSG.alreadyEvaluator);
    // Their first sign-in (the academic account appears) finds that user: one user, Docente and Evaluador.
    await t.db.insert(academicAccounts).values({ username: 'hvillamil', email: 'hernan.villamil@usta.test', name: 'Hernán Darío Villamil Suárez', identity: identification, passwordHash: await hashPassword('Clave de Hernan 2026') });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'hvillamil', password: 'Clave de Hernan 2026', type: 'sac', remember: false } });
    expect(login.statusCode, login.body).toBe(200);
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.identity, identification))).toHaveLength(1);
    const me = (await t.app.inject({ url: '/api/auth/me', headers: bearer(login.json().token.access_token) })).json();
    expect(JSON.stringify(me)).toContain('evaluations.own');
    expect(JSON.stringify(me)).toContain('projects.own');
  });

  it('refuses what the directory does not know as a lecturer (404) and a body naming nobody or both (400)', async () => {
    const add = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: EVAL_ASSIGNMENT_API.evaluators, headers: bearer(admin), payload });
    for (const identification of ['999999999', '1001234567']) {
      const res = await add({ identification });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(EVAL_ASSIGNMENT_MSG.notInDirectory);
    }
    // A student of the directory is no candidate either.
    expect((await t.app.inject({ url: `${EVAL_ASSIGNMENT_API.people}?q=1001234567`, headers: bearer(admin) })).json()).toEqual([]);
    expect((await add({})).json()).toMatchObject({ errors: { user_id: [EVAL_ASSIGNMENT_MSG.chooseOne] } });
    expect((await add({ user_id: 1, identification: '80123456' })).statusCode).toBe(400);
    expect((await add({ identification: 'abc' })).statusCode).toBe(400);
  });
});
