import { describe, expect, it } from 'vitest';
import { PERMISSION_IDS } from '@siiicca/shared';
import { buildApp } from './app';
import type { RouteAccess } from './plugins/auth';
import { bearer, loginAs, useTestApp } from '../test/helpers';

// The built web app adds no /api route; leaving it out keeps this walk independent of a build.
const t = useTestApp();

type Route = { method: string; url: string; access: RouteAccess };
const undeclared = (routes: Route[]) =>
  routes.filter((r) => r.url.startsWith('/api') && !r.access.permission && !r.access.public).map((r) => `${r.method} ${r.url}`);

describe('route permissions (ASVS 8.2.1)', () => {
  it('every /api route declares a permission or is public', () => {
    const api = t.app.routeTable.filter((r) => r.url.startsWith('/api'));
    // The walk must see the real route table, not an empty one.
    expect(api.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['POST /api/auth/login', 'GET /api/users/users', 'PUT /api/roles/roles/:id/permissions']),
    );
    expect(undeclared(t.app.routeTable)).toEqual([]);
  });

  it('every declared permission exists in the catalogue', () => {
    const known = new Set<string>([...PERMISSION_IDS, 'authenticated']);
    const named = (r: Route) => [r.access.permission ?? []].flat();
    const unknown = t.app.routeTable.filter((r) => named(r).some((p) => !known.has(p)));
    expect(unknown.map((r) => `${r.method} ${r.url} → ${named(r).join(' | ')}`)).toEqual([]);
    // A route open to any of several permissions names real ones too (strategy readers).
    expect(t.app.routeTable.some((r) => Array.isArray(r.access.permission))).toBe(true);
  });

  it('closes a route that forgot to declare its access, even to an administrator', async () => {
    const app = await buildApp(t.deps, { logger: false });
    app.get('/api/__undeclared_probe', async () => ({ leaked: true }));
    await app.ready();
    try {
      expect(undeclared(app.routeTable)).toEqual(['GET /api/__undeclared_probe']);
      const anonymous = await app.inject({ method: 'GET', url: '/api/__undeclared_probe' });
      expect(anonymous.statusCode).toBe(403);
      const token = await loginAs({ app }, 'admin');
      const administrator = await app.inject({ method: 'GET', url: '/api/__undeclared_probe', headers: bearer(token) });
      expect(administrator.statusCode).toBe(403);
      expect(administrator.body).not.toContain('leaked');
    } finally {
      await app.close();
    }
  });
});
