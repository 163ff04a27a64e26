import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { queryRows } from '../../db/query-rows';
import { bearer, loginAs, useTestApp } from '../../../test/helpers';

/**
 * Each instance keeps signed-in users between requests, and a change that could alter one,
 * wherever it is made (another instance, SQL by hand), is honoured by every request that starts
 * after it committed: no waiting, no retry. Two instances here: the file's app (A) and a second app
 * on the same database (B), each with its own cache, as two processes behind a balancer.
 */
const t = useTestApp();
let other: FastifyInstance;

beforeAll(async () => {
  other = await buildApp(t.deps, { logger: false });
  await other.ready();
});
afterAll(async () => other?.close());

const me = (app: FastifyInstance, token: string) => app.inject({ url: '/api/auth/me', headers: bearer(token) });
const myStrategies = (app: FastifyInstance, token: string) => app.inject({ url: '/api/siiicca/my_strategies?per_page=5', headers: bearer(token) });

/** The statements a request sends to the database (the driver under Drizzle sees every one). */
async function statementsSent(fn: () => Promise<unknown>): Promise<string[]> {
  const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = vi.spyOn(client, 'query');
  try {
    await fn();
    return spy.mock.calls.map(([query]) => JSON.stringify(query ?? ''));
  } finally {
    spy.mockRestore();
  }
}

describe('session cache', () => {
  it('keeps a signed-in user between requests: the second request reads only the auth version', async () => {
    const token = await loginAs(t, 'docente');
    expect((await me(other, token)).statusCode).toBe(200);
    expect(other.sessionCache.size).toBeGreaterThan(0);
    const sent = await statementsSent(async () => expect((await me(other, token)).json().user.username).toBe('docente'));
    expect(sent.filter((q) => q.includes('siiicca_session_user'))).toEqual([]);
    expect(sent.filter((q) => q.includes('siiicca_auth_version')).length).toBeGreaterThan(0);
  });

  it('a sign-out on one instance ends the session on the other for the very next request', async () => {
    const token = await loginAs(t, 'docente2');
    for (const app of [t.app, other]) for (let i = 0; i < 2; i++) expect((await me(app, token)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect((await me(other, token)).statusCode).toBe(401);
    expect((await me(t.app, token)).statusCode).toBe(401);
  });

  it('requests in flight on both instances while a session is revoked: every one started after the revocation is refused', async () => {
    const token = await loginAs(t, 'docente2');
    for (const app of [t.app, other]) expect((await me(app, token)).statusCode).toBe(200);
    let revoked = false;
    let stop = false;
    const answers: { after: boolean; status: number }[] = [];
    // Four clients per instance, each sending its next request as soon as the last one answered (after
    // a turn of the event loop, as requests arriving over sockets do: PGlite can answer a request on
    // microtasks alone, which would starve everything else).
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    const clients = [t.app, other, t.app, other, t.app, other, t.app, other].map(async (app) => {
      while (!stop) {
        const after = revoked;
        const res = await me(app, token);
        answers.push({ after, status: res.statusCode });
        await turn();
      }
    });
    while (answers.length < 16) await turn();
    const out = await other.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    revoked = true;
    while (answers.filter((a) => a.after).length < 40) await turn();
    stop = true;
    await Promise.all(clients);
    const afterwards = answers.filter((a) => a.after);
    expect(afterwards.length).toBeGreaterThanOrEqual(40);
    expect(afterwards.filter((a) => a.status !== 401)).toEqual([]);
    expect(answers.filter((a) => !a.after).every((a) => a.status === 200 || a.status === 401)).toBe(true);
    expect(answers.some((a) => !a.after && a.status === 200)).toBe(true);
  });

  it('a permission taken from a profile in SQL is refused by the next request of either instance', async () => {
    const token = await loginAs(t, 'evaluador');
    const granted = await queryRows<{ role_id: number }>(t.db, sql`select rp.role_id from role_permissions rp join user_roles ur on ur.role_id = rp.role_id join users u on u.id = ur.user_id where u.username = 'evaluador' and rp.permission_id = 'evaluations.own'`);
    expect(granted.length).toBeGreaterThan(0);
    for (const app of [t.app, other]) expect((await me(app, token)).json().user.permissions).toContain('evaluations.own');
    await t.db.execute(sql`delete from role_permissions where permission_id = 'evaluations.own' and role_id in (select ur.role_id from user_roles ur join users u on u.id = ur.user_id where u.username = 'evaluador')`);
    for (const app of [t.app, other]) expect((await me(app, token)).json().user.permissions).not.toContain('evaluations.own');
    await t.db.execute(sql`insert into role_permissions (role_id, permission_id) select role_id, 'evaluations.own' from (values ${sql.join(granted.map((g) => sql`(${g.role_id}::int)`), sql`, `)}) v(role_id) on conflict do nothing`);
    for (const app of [t.app, other]) expect((await me(app, token)).json().user.permissions).toContain('evaluations.own');
  });

  it('a deactivated account and a changed name are seen by the next request of either instance', async () => {
    const token = await loginAs(t, 'docente');
    const name = (await me(t.app, token)).json().user.name as string;
    for (const app of [t.app, other]) expect((await myStrategies(app, token)).statusCode).toBe(200);
    await t.db.execute(sql`update users set name = 'Nombre Cambiado' where username = 'docente'`);
    for (const app of [t.app, other]) expect((await me(app, token)).json().user.name).toBe('Nombre Cambiado');
    await t.db.execute(sql`update users set active = false where username = 'docente'`);
    for (const app of [t.app, other]) expect((await myStrategies(app, token)).statusCode).toBe(401);
    await t.db.execute(sql`update users set active = true, name = ${name} where username = 'docente'`);
    for (const app of [t.app, other]) expect((await me(app, token)).json().user.name).toBe(name);
  });

  it('a rolled-back change and a row written again unchanged keep what is cached', async () => {
    const token = await loginAs(t, 'docente');
    expect((await me(other, token)).statusCode).toBe(200);
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`update sessions set revoked_at = now() where user_id = (select id from users where username = 'docente')`);
        throw new Error('rollback');
      })
      .catch(() => {});
    await t.db.execute(sql`update users set name = name where username = 'docente'`);
    const sent = await statementsSent(async () => expect((await me(other, token)).statusCode).toBe(200));
    expect(sent.filter((q) => q.includes('siiicca_session_user'))).toEqual([]);
  });

  it('a change to many sessions in one transaction is honoured like one', async () => {
    const tokens = [await loginAs(t, 'docente'), await loginAs(t, 'docente')];
    for (const token of tokens) expect((await me(other, token)).statusCode).toBe(200);
    await t.db.execute(sql`update sessions set revoked_at = now() where user_id = (select id from users where username = 'docente') and revoked_at is null`);
    for (const token of tokens) expect((await me(other, token)).statusCode).toBe(401);
  });
});
