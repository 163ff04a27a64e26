import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPath } from '../../test/description-check';
import { bearer, createTestApp, useTestApp, type TestApp } from '../../test/helpers';

const t = useTestApp();

type Operation = { requestBody?: { content: Record<string, { schema: JsonSchema }> }; security?: unknown[] };
type JsonSchema = { properties?: Record<string, { maxLength?: number; type?: unknown }>; required?: string[] };
type OpenApi = { info: { title: string; version: string; license?: unknown }; servers: { url: string }[]; paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, unknown> } };


describe('OpenAPI description (GET /api/openapi.json)', () => {
  it('is refused to an anonymous caller (401) and to a lecturer (403)', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Debe iniciar sesión para continuar');
    const lecturer = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: bearer(t.docente) });
    expect(lecturer.statusCode).toBe(403);
  });

  it('describes every /api route, with the product name, version and bearer scheme', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: bearer(t.admin) });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as OpenApi;
    expect(doc.info).toMatchObject({ title: 'SIIICCA API', version: '1.2.3', license: { name: 'Proprietary' } });
    // PUBLIC_URL is not set here: the server is the address the description was read from.
    expect(doc.servers).toEqual([{ url: '/', description: expect.stringContaining('PUBLIC_URL') }]);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const described = new Set(Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`)));
    const routes = t.app.routeTable
      .filter((r) => r.url.startsWith('/api') && r.url !== '/api/openapi.json')
      .map((r) => `${r.method} ${openApiPath(r.url)}`);
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.filter((r) => !described.has(r))).toEqual([]);
    // Nothing outside the API (web app files, /metrics, /docs) leaks into the description.
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith('/api'))).toEqual([]);
  });

  it('takes its schemas from the zod definitions the routes validate with', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: bearer(t.admin) })).json() as OpenApi;
    const create = doc.paths['/api/siiicca/investigation_lines']!.post!;
    const body = create.requestBody!.content['application/json']!.schema;
    expect(body.properties?.name?.maxLength).toEqual(expect.any(Number));
    expect(body.required).toContain('name');
    // A public route says it needs no token; a guarded one inherits the bearer requirement.
    expect(doc.paths['/api/auth/login']!.post!.security).toEqual([]);
    expect(create.security).toBeUndefined();
  });

  it('serves no browsable UI at /docs without API_DOCS', async () => {
    for (const url of ['/docs', '/docs/', '/docs/json', '/docs/static/index.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe('Recurso no encontrado');
    }
  });
});

describe('browsable API documentation with API_DOCS=true', () => {
  let docs: TestApp;
  beforeAll(async () => {
    docs = await createTestApp({ API_DOCS: 'true', PUBLIC_URL: 'https://investigacion.example.edu' });
  });
  afterAll(async () => docs?.close());

  it('serves Swagger UI at /docs, loading its scripts from the same origin under the product CSP', async () => {
    const page = await docs.app.inject({ method: 'GET', url: '/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts).toContain('/docs/static/swagger-initializer.js');
    for (const src of scripts) expect((await docs.app.inject({ method: 'GET', url: src })).statusCode, src).toBe(200);
  });

  it('its description is the same document, and its routes are declared public', async () => {
    const json = await docs.app.inject({ method: 'GET', url: '/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(Object.keys((json.json() as OpenApi).paths)).toContain('/api/siiicca/investigation_lines');
    // With PUBLIC_URL, the server is the installation's address, whatever address the document was read from.
    expect((json.json() as OpenApi).servers.map((s) => s.url)).toEqual(['https://investigacion.example.edu']);
    const undeclared = docs.app.routeTable.filter((r) => r.url.startsWith('/docs') && !r.access.public && !r.access.permission);
    expect(undeclared).toEqual([]);
  });
});
