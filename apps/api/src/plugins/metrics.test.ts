import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, useTestApp, type TestApp } from '../../test/helpers';

const TOKEN = 'metrics-token-'.padEnd(40, 'm');
const t = useTestApp({ METRICS_TOKEN: TOKEN });

describe('GET /metrics with METRICS_TOKEN', () => {
  it('counts requests by route pattern, method and status, and times them', async () => {
    for (const page of [1, 2, 3]) {
      await t.app.inject({ method: 'GET', url: `/api/siiicca/investigation_lines?page=${page}`, headers: bearer(t.admin) });
    }
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/no/such/route/12345' });

    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const body = res.body;
    expect(body).toMatch(/^http_requests_total\{method="GET",route="\/api\/health",status_code="200"\} 2$/m);
    expect(body).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} 2$/m);
    // Raw URLs never become labels: unknown paths share one series.
    expect(body).toMatch(/^http_requests_total\{method="GET",route="unmatched",status_code="404"\} 1$/m);
    expect(body).not.toContain('12345');
    expect(body).not.toContain('page=');
    expect(body).toMatch(/^http_requests_total\{method="GET",route="\/api\/siiicca\/investigation_lines",status_code="200"\} 3$/m);
  });

  it('reports the database and the process', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })).body;
    expect(body).toMatch(/^db_up\{kind="(pglite|postgres)"\} 1$/m);
    if (t.deps.dbStats) expect(body).toMatch(/^db_pool_connections\{state="total"\} \d+$/m);
    expect(body).toMatch(/^process_cpu_user_seconds_total /m);
    expect(body).toMatch(/^nodejs_heap_size_used_bytes /m);
  });

  it('answers 401 without the token or with a wrong one, in the product error shape', async () => {
    for (const headers of [{}, bearer('wrong'), bearer(TOKEN.slice(0, -1)), bearer(t.admin)]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Debe iniciar sesión para continuar' });
    }
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(async () => plain?.close());

  it('is not there (404), even for a token that would have matched', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Recurso no encontrado');
  });

  it('refuses a METRICS_TOKEN shorter than 32 characters', async () => {
    const { loadConfig } = await import('../config');
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});
