import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/**
 * A local Crossref REST API for tests: `GET /works/{doi}` answers the fixtures (Crossref's published
 * shape: status 'ok', message-type 'work', message {...}); an unknown DOI answers 404 with Crossref's
 * text body 'Resource not found.'. `behave` makes the next answers 429, 500, slow or broken.
 */
export type CrossrefBehaviour = 'ok' | 'rate-limited' | 'error' | 'slow' | 'malformed';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
/** A 150-character DOI with a SICI-style suffix (parentheses, '<', '>', ':', ';'), as old Wiley DOIs are. */
export const CROSSREF_LONG_DOI =
  '10.5555/(sici)1097-4571(199806)49:8<693::aid-asi4>3.0.co;2-0.suplemento.gestion-de-la-investigacion-universitaria-en-colombia-y-sus-productos-de-nuevo';
export const CROSSREF_FIXTURES: Record<string, string> = {
  '10.5555/siiicca.2024.0042': fixture('journal-article.json'),
  '10.5555/usta.book.7': fixture('book.json'),
  [CROSSREF_LONG_DOI]: fixture('proceedings-long-doi.json'),
};

export async function startCrossrefServer(opts: { slowMs?: number } = {}) {
  const state = { behaviour: 'ok' as CrossrefBehaviour };
  const requests: string[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    const m = (req.url ?? '').match(/^\/works\/(.+)$/);
    const send = () => {
      if (state.behaviour === 'rate-limited') {
        res.writeHead(429, { 'content-type': 'text/plain', 'retry-after': '1' }).end('Too Many Requests');
        return;
      }
      if (state.behaviour === 'error') {
        res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
        return;
      }
      if (state.behaviour === 'malformed') {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok","message-type":"work","message":');
        return;
      }
      const body = m && req.method === 'GET' ? CROSSREF_FIXTURES[decodeURIComponent(m[1]!).toLowerCase()] : undefined;
      if (!body) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Resource not found.');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' }).end(body);
    };
    if (state.behaviour === 'slow') {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!res.destroyed) send();
      }, opts.slowMs ?? 1_500);
      timers.add(timer);
    } else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    behave(b: CrossrefBehaviour) {
      state.behaviour = b;
    },
    async close() {
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type CrossrefServer = Awaited<ReturnType<typeof startCrossrefServer>>;

/** Settings for tests: quick retries, a half-open delay short enough to test. */
export const crossrefTestEnv = (server: CrossrefServer, extra: Record<string, string> = {}): Record<string, string> => ({
  CROSSREF_API_URL: server.url,
  CROSSREF_TIMEOUT_MS: '3000',
  CROSSREF_RETRIES: '2',
  CROSSREF_RETRY_DELAY_MS: '5',
  CROSSREF_RETRY_MAX_DELAY_MS: '20',
  CROSSREF_BREAKER_THRESHOLD: '50',
  CROSSREF_BREAKER_HALF_OPEN_MS: '150',
  ...extra,
});
