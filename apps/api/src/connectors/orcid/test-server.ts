import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/**
 * A local ORCID public API v3.0 for tests and the demo's tests: `GET /{orcid}/works` answers the works
 * summary fixture (groups of work-summary) for the known iD, `GET /{orcid}/work/{put-code}` each work;
 * an unknown iD answers 404 with ORCID's error body. `behave` makes the next answers 429, 500, slow or
 * broken; `failWork` fails only one work's read (a failure mid-way); `renumber` and `patch` change the
 * record between imports (ORCID gave the works new put-codes; a researcher edited a work).
 */
export type OrcidBehaviour = 'ok' | 'rate-limited' | 'error' | 'slow' | 'malformed';

export const ORCID_TEST_ID = '0000-0002-1825-0097';
/** A valid iD ORCID does not know. */
export const ORCID_UNKNOWN_ID = '0000-0001-5109-3700';

const fixture = (name: string) => JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8')) as Record<string, unknown>;
type Json = Record<string, unknown>;

export async function startOrcidServer(opts: { slowMs?: number } = {}) {
  const state = {
    behaviour: 'ok' as OrcidBehaviour,
    failWork: null as number | null,
    offset: 0,
    patches: new Map<number, Json>(),
    /** A summary of this many groups (copies of the first, put-codes 100000 on), or null for the fixture's. */
    inflate: null as number | null,
  };
  const requests: string[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const notFound = JSON.stringify(fixture('not-found.json'));

  /** The summary with every put-code moved by the offset (and its path), patched works' summaries too. */
  const works = (): Json => {
    const w = fixture('works.json') as { group: { 'work-summary': Json[] }[] };
    if (state.inflate !== null) {
      const first = w.group[0]!;
      w.group = Array.from({ length: state.inflate }, (_, i) => ({ ...first, 'work-summary': [{ ...first['work-summary'][0], 'put-code': 100_000 + i }] }));
      return w;
    }
    for (const g of w.group) {
      g['work-summary'] = g['work-summary'].map((s) => {
        const original = s['put-code'] as number;
        return { ...s, ...state.patches.get(original), 'put-code': original + state.offset, path: `/${ORCID_TEST_ID}/work/${original + state.offset}` };
      });
    }
    return w;
  };
  const work = (putCode: number): Json | null => {
    const original = putCode - state.offset;
    try {
      const w = fixture(`work-${original}.json`);
      return { ...w, ...state.patches.get(original), 'put-code': putCode, path: `/${ORCID_TEST_ID}/work/${putCode}` };
    } catch {
      return null;
    }
  };

  const server = http.createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    const json = (status: number, body: string) => res.writeHead(status, { 'content-type': 'application/vnd.orcid+json; qs=5;charset=UTF-8' }).end(body);
    const send = () => {
      if (state.behaviour === 'rate-limited') return void res.writeHead(429, { 'content-type': 'text/plain', 'retry-after': '1' }).end('Too Many Requests');
      if (state.behaviour === 'error') return void json(500, '{"response-code":500,"user-message":"Something went wrong in ORCID."}');
      if (state.behaviour === 'malformed') return void json(200, '{"group":[{"work-summary":');
      const m = /^\/(\d{4}-\d{4}-\d{4}-\d{3}[\dX])\/(works|work\/(\d+))$/.exec(req.url ?? '');
      if (!m || req.method !== 'GET' || m[1] !== ORCID_TEST_ID) return void json(404, notFound);
      if (m[2] === 'works') return void json(200, JSON.stringify(works()));
      const putCode = Number(m[3]);
      if (state.failWork !== null && putCode === state.failWork + state.offset) return void json(500, '{"response-code":500}');
      const body = work(putCode);
      return void (body ? json(200, JSON.stringify(body)) : json(404, notFound));
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
    behave(b: OrcidBehaviour) {
      state.behaviour = b;
    },
    /** Fails (500, every attempt) the read of the work with this fixture put-code; null to stop. */
    failWork(putCode: number | null) {
      state.failWork = putCode;
    },
    /** Moves every put-code by `offset` (0 restores them). */
    renumber(offset: number) {
      state.offset = offset;
    },
    /** Overrides fields of a work (by its fixture put-code), in its summary and its detail. */
    patch(putCode: number, fields: Json | null) {
      if (fields) state.patches.set(putCode, fields);
      else state.patches.delete(putCode);
    },
    /** Lists `groups` works in the summary (null: the fixture's). */
    inflate(groups: number | null) {
      state.inflate = groups;
    },
    reset() {
      state.behaviour = 'ok';
      state.inflate = null;
      state.failWork = null;
      state.offset = 0;
      state.patches.clear();
      requests.length = 0;
    },
    async close() {
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type OrcidServer = Awaited<ReturnType<typeof startOrcidServer>>;

/** Settings for tests: quick retries, a breaker that does not open by accident. */
export const orcidTestEnv = (server: OrcidServer, extra: Record<string, string> = {}): Record<string, string> => ({
  ORCID_API_URL: server.url,
  ORCID_TIMEOUT_MS: '3000',
  ORCID_RETRIES: '2',
  ORCID_RETRY_DELAY_MS: '5',
  ORCID_RETRY_MAX_DELAY_MS: '20',
  ORCID_BREAKER_THRESHOLD: '50',
  ORCID_BREAKER_HALF_OPEN_MS: '150',
  ...extra,
});
