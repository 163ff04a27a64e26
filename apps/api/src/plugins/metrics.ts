import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { MSG } from '@siiicca/shared';
import type { AppDeps } from '../app-deps';
import { notFound, unauthorized } from '../lib/app-error';

/** Requests that matched no route share one label, so a scan of random paths cannot grow the series. */
const UNMATCHED = 'unmatched';
const PING_TIMEOUT_MS = 2000;

/**
 * Prometheus metrics at GET /metrics: requests and latencies by route pattern, the database, and
 * the process. Only with METRICS_TOKEN, and only for `Authorization: Bearer <METRICS_TOKEN>`: the
 * figures tell an attacker which routes exist and how busy the service is. Each app has its own
 * registry (never prom-client's global one), so several apps in one process do not clash.
 */
export function registerMetrics(app: FastifyInstance, deps: Pick<AppDeps, 'config' | 'ping' | 'dbStats'>) {
  const token = deps.config.METRICS_TOKEN;
  const registry = token ? collectMetrics(app, deps) : null;
  // Declared even when off: otherwise the web app's fallback would answer /metrics with index.html.
  // Not a user route (no session applies): it checks its own token.
  app.get('/metrics', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    if (!token || !registry) throw notFound(MSG.notFound);
    if (!sameToken(bearer(request), token)) throw unauthorized(MSG.unauthenticated);
    reply.type(registry.contentType).header('Cache-Control', 'no-store');
    return registry.metrics();
  });
}

function collectMetrics(app: FastifyInstance, deps: Pick<AppDeps, 'ping' | 'dbStats'>) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status code',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  registerDatabaseGauges(registry, deps);

  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      // The pattern ('/api/users/users/:id'), never the raw URL: ids and queries would explode the series.
      route: request.routeOptions.url ?? UNMATCHED,
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });
  return registry;
}

function registerDatabaseGauges(registry: Registry, deps: Pick<AppDeps, 'ping' | 'dbStats'>) {
  const stats = deps.dbStats;
  // Only the PostgreSQL pool reports figures; PGlite is a single in-process connection.
  const kind = stats ? 'postgres' : 'pglite';
  new Gauge({
    name: 'db_up',
    help: 'Whether the database answered a ping during this scrape (1) or not (0)',
    labelNames: ['kind'],
    registers: [registry],
    async collect() {
      this.set({ kind }, (await pingWithin(deps.ping, PING_TIMEOUT_MS)) ? 1 : 0);
    },
  });
  if (!stats) return;
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const s = stats();
      this.set({ state: 'total' }, s.total);
      this.set({ state: 'idle' }, s.idle);
      this.set({ state: 'waiting' }, s.waiting);
    },
  });
}

async function pingWithin(ping: () => Promise<void>, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([ping().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

function bearer(request: FastifyRequest) {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
}

/** Constant-time comparison; hashing first makes both sides the same length whatever was sent. */
function sameToken(given: string, expected: string) {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
