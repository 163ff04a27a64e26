import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { EVAL_ASSIGNMENT_API, EVAL_ASSIGNMENT_MSG, maskEmail, type TEvaluatorList, type TUserPick } from '@siiicca/shared';
import { mailOutbox, users } from '../../../db/schema';
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
});
