import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, loginAs, useTestApp } from '../../../test/helpers';

const t = useTestApp();

describe('platform conventions', () => {
  it('answers health and readiness', async () => {
    expect((await t.app.inject('/api/health')).json()).toEqual({ status: 'ok', version: '1.2.3' });
    expect((await t.app.inject('/api/ready')).json()).toEqual({ status: 'ready' });
  });

  it('sends security headers, CSP included', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown API paths with the error shape', async () => {
    const res = await t.app.inject('/api/no-existe');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Recurso no encontrado' });
  });

  it('hides internals on a 5xx', async () => {
    // A database failure inside a route: the answer is Spanish and carries no SQL or stack.
    const token = await loginAs(t, 'admin');
    await t.db.execute(sql`alter table roles rename to roles_tmp`);
    try {
      const res = await t.app.inject({ url: '/api/dashboard', headers: bearer(token) });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'Ha ocurrido un error interno, por favor intentelo nuevamente' });
      expect(res.body).not.toMatch(/roles|select|at .*\.ts/);
    } finally {
      await t.db.execute(sql`alter table roles_tmp rename to roles`);
    }
  });

  it('serves the teacher-leader manual as a real PDF', async () => {
    const res = await t.app.inject('/api/manual');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(5000);
  });

  it('publishes the institution configuration', async () => {
    const body = (await t.app.inject('/api/config')).json();
    expect(body).toMatchObject({ productName: 'SIIICCA', institutionName: 'Universidad Santo Tomás', version: '1.2.3' });
    expect(body.links.website).toMatch(/^https:/);
  });

  it('gives the dashboard figures the user may see', async () => {
    const admin = (await t.app.inject({ url: '/api/dashboard', headers: bearer(await loginAs(t, 'admin')) })).json();
    expect(admin.stats.map((s: { key: string }) => s.key)).toContain('users');
    const lecturer = (await t.app.inject({ url: '/api/dashboard', headers: bearer(await loginAs(t, 'docente')) })).json();
    expect(lecturer.name).toBe('María Fernanda Rojas Díaz');
    expect(lecturer.stats.map((s: { key: string }) => s.key)).not.toContain('users');
    // The demo data has two calls open today (the internal one and the blind one).
    expect(lecturer.stats).toContainEqual({ key: 'open_calls', label: 'Convocatorias abiertas', value: 2, ruta: null });
  });
});
