import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { queryRows } from '../../db/query-rows';
import { bearer, loginAs, testDbKind, useTestApp } from '../../../test/helpers';

/**
 * Each instance keeps signed-in users between requests, and every change that could alter one,
 * wherever it is made (another instance, SQL by hand), still takes effect on the next request.
 * Two instances here: the file's app (A) and a second app on the same database (B), each with its
 * own cache and its own notification listener, as two processes behind a balancer.
 */
const t = useTestApp();
let other: FastifyInstance;

beforeAll(async () => {
  other = await buildApp(t.deps, { logger: false });
  await other.ready();
});
afterAll(async () => other?.close());

/**
 * A notification travels from the committing connection to the listening one: on PostgreSQL that is
 * a network hop (well under a millisecond here), so the request that follows is retried briefly.
 * On PGlite it has arrived before the writing statement returns.
 */
async function soon(check: () => Promise<boolean>) {
  const deadline = Date.now() + 2_000;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const me = (app: FastifyInstance, token: string) => app.inject({ url: '/api/auth/me', headers: bearer(token) });
const myStrategies = (app: FastifyInstance, token: string) => app.inject({ url: '/api/siiicca/my_strategies?per_page=5', headers: bearer(token) });

describe('session cache', () => {
  it('keeps a signed-in user between requests while it listens', async () => {
    const token = await loginAs(t, 'docente');
    expect(other.sessionCache.listening).toBe(true);
    expect((await me(other, token)).statusCode).toBe(200);
    expect(other.sessionCache.size).toBeGreaterThan(0);
    expect((await me(other, token)).json().user.username).toBe('docente');
  });

  it('a sign-out on one instance ends the session on the other', async () => {
    const token = await loginAs(t, 'docente2');
    expect((await me(other, token)).statusCode).toBe(200);
    expect((await me(other, token)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    // The instance that signed out forgets at once, before its answer leaves.
    expect((await me(t.app, token)).statusCode).toBe(401);
    expect(await soon(async () => (await me(other, token)).statusCode === 401)).toBe(true);
  });

  it('a permission taken from a profile in SQL is refused on the next request', async () => {
    const token = await loginAs(t, 'evaluador');
    const granted = await queryRows<{ role_id: number }>(t.db, sql`select rp.role_id from role_permissions rp join user_roles ur on ur.role_id = rp.role_id join users u on u.id = ur.user_id where u.username = 'evaluador' and rp.permission_id = 'evaluations.own'`);
    expect(granted.length).toBeGreaterThan(0);
    for (const app of [t.app, other]) expect((await me(app, token)).json().user.permissions).toContain('evaluations.own');
    await t.db.execute(sql`delete from role_permissions where permission_id = 'evaluations.own' and role_id in (select ur.role_id from user_roles ur join users u on u.id = ur.user_id where u.username = 'evaluador')`);
    for (const app of [t.app, other]) {
      expect(await soon(async () => !(await me(app, token)).json().user.permissions.includes('evaluations.own'))).toBe(true);
    }
    await t.db.execute(sql`insert into role_permissions (role_id, permission_id) select role_id, 'evaluations.own' from (values ${sql.join(granted.map((g) => sql`(${g.role_id}::int)`), sql`, `)}) v(role_id) on conflict do nothing`);
    expect(await soon(async () => (await me(other, token)).json().user.permissions.includes('evaluations.own'))).toBe(true);
  });

  it('a deactivated account and a changed name are seen on the next request of either instance', async () => {
    const token = await loginAs(t, 'docente');
    const name = (await me(t.app, token)).json().user.name as string;
    for (const app of [t.app, other]) expect((await myStrategies(app, token)).statusCode).toBe(200);
    await t.db.execute(sql`update users set name = 'Nombre Cambiado' where username = 'docente'`);
    for (const app of [t.app, other]) expect(await soon(async () => (await me(app, token)).json().user.name === 'Nombre Cambiado')).toBe(true);
    await t.db.execute(sql`update users set active = false where username = 'docente'`);
    for (const app of [t.app, other]) expect(await soon(async () => (await myStrategies(app, token)).statusCode === 401)).toBe(true);
    await t.db.execute(sql`update users set active = true, name = ${name} where username = 'docente'`);
  });

  it('a rolled-back change evicts nothing it did not change', async () => {
    const token = await loginAs(t, 'docente');
    expect((await me(other, token)).statusCode).toBe(200);
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`update sessions set revoked_at = now() where user_id = (select id from users where username = 'docente')`);
        throw new Error('rollback');
      })
      .catch(() => {});
    expect((await me(other, token)).statusCode).toBe(200);
  });

  // PostgreSQL only: PGlite listens inside this process, with no connection to lose.
  if (testDbKind === 'postgres') it('a lost notification connection turns the cache off until it is back, and nothing stale is served meanwhile', async () => {
    const token = await loginAs(t, 'docente');
    const name = (await me(other, token)).json().user.name as string;
    expect(other.sessionCache.size).toBeGreaterThan(0);
    // An administrator ends the listening connections (a failover does the same).
    const ended = await queryRows<{ pid: number }>(t.db, sql`select pg_terminate_backend(pid)::int as pid from pg_stat_activity where datname = current_database() and application_name = 'siiicca-auth-listener'`);
    expect(ended.length).toBe(2);
    expect(await soon(async () => !other.sessionCache.listening && !t.app.sessionCache.listening)).toBe(true);
    expect(other.sessionCache.size).toBe(0);
    await t.db.execute(sql`update users set name = 'Sin Aviso' where username = 'docente'`);
    expect((await me(other, token)).json().user.name).toBe('Sin Aviso');
    expect(other.sessionCache.size).toBe(0);
    // It reconnects by itself and keeps users again.
    expect(await soon(async () => other.sessionCache.listening && t.app.sessionCache.listening)).toBe(true);
    expect((await me(other, token)).statusCode).toBe(200);
    expect(other.sessionCache.size).toBeGreaterThan(0);
    await t.db.execute(sql`update users set name = ${name} where username = 'docente'`);
    expect(await soon(async () => (await me(other, token)).json().user.name === name)).toBe(true);
  });
});
