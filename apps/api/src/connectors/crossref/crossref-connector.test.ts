import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DOI_MSG } from '@siiicca/shared';
import { loadConfig } from '../../config';
import { createCrossrefConnector } from './crossref-connector';
import { crossrefTestEnv, startCrossrefServer, type CrossrefServer } from './test-server';

let server: CrossrefServer;
beforeAll(async () => {
  server = await startCrossrefServer({ slowMs: 1_000 });
});
afterAll(() => server?.close());
beforeEach(() => {
  server.behave('ok');
  server.requests.length = 0;
});

function connectorFor(extra: Record<string, string> = {}) {
  const lines: string[] = [];
  const record = (level: string) => (fields: Record<string, unknown>, msg: string) => lines.push(JSON.stringify({ level, ...fields, msg }));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...crossrefTestEnv(server, extra) });
  return { crossref: createCrossrefConnector(config, { log: { warn: record('warn'), error: record('error') } }), lines };
}
const failure = (p: Promise<unknown>) => p.then(() => { throw new Error('expected a failure'); }, (e: { statusCode: number; message: string }) => ({ status: e.statusCode, message: e.message }));

describe('Crossref connector (GET /works/{doi})', () => {
  it('maps a journal article: first title without markup, journal, issued year, type, URL; the DOI path keeps its slash', async () => {
    const { crossref } = connectorFor();
    expect(await crossref.work('10.5555/siiicca.2024.0042')).toEqual({
      doi: '10.5555/siiicca.2024.0042',
      title: 'Modelos de aprendizaje automático para la gestión de la investigación universitaria',
      container: 'Revista de Investigación Aplicada',
      year: 2024,
      type: 'journal-article',
      isbn: null,
      url: 'https://doi.org/10.5555/siiicca.2024.0042',
    });
    expect(server.requests).toEqual(['GET /works/10.5555/siiicca.2024.0042']);
  });

  it('maps a book: no container, its first ISBN', async () => {
    const { crossref } = connectorFor();
    expect(await crossref.work('10.5555/usta.book.7')).toMatchObject({ title: 'Investigación formativa en ingeniería', container: null, year: 2023, type: 'book', isbn: '9783161484100' });
  });

  it("answers an unknown DOI (Crossref's 404 'Resource not found.') with 404, once, without retrying", async () => {
    const { crossref } = connectorFor();
    expect(await failure(crossref.work('10.5555/no.existe'))).toEqual({ status: 404, message: DOI_MSG.notFound });
    expect(server.requests).toHaveLength(1);
  });

  it("answers Crossref's rate limit (429) at once with its own message", async () => {
    server.behave('rate-limited');
    const { crossref } = connectorFor();
    expect(await failure(crossref.work('10.5555/siiicca.2024.0042'))).toEqual({ status: 503, message: DOI_MSG.busy });
    expect(server.requests).toHaveLength(1);
  });

  it('retries a 500 and then answers 503 in Spanish, logging only the kind of failure', async () => {
    server.behave('error');
    const { crossref, lines } = connectorFor();
    expect(await failure(crossref.work('10.5555/siiicca.2024.0042'))).toEqual({ status: 503, message: DOI_MSG.unavailable });
    expect(server.requests).toHaveLength(3);
    expect(lines.map((l) => JSON.parse(l))).toEqual([expect.objectContaining({ connector: 'crossref', cause: 'status', status: 500 })]);
    expect(lines.join()).not.toContain('siiicca.2024');
  });

  it('gives up on an answer slower than the timeout, and on a broken JSON answer', async () => {
    server.behave('slow');
    const slow = connectorFor({ CROSSREF_TIMEOUT_MS: '150', CROSSREF_RETRIES: '0' });
    const started = Date.now();
    expect(await failure(slow.crossref.work('10.5555/siiicca.2024.0042'))).toEqual({ status: 503, message: DOI_MSG.unavailable });
    expect(Date.now() - started).toBeLessThan(900);
    expect(slow.lines.join()).toContain('"cause":"timeout"');
    server.behave('malformed');
    expect(await failure(connectorFor().crossref.work('10.5555/siiicca.2024.0042'))).toEqual({ status: 503, message: DOI_MSG.unavailable });
  });

  it('opens its circuit after consecutive failures (no further calls), and closes it once Crossref answers again', async () => {
    server.behave('error');
    const { crossref, lines } = connectorFor({ CROSSREF_RETRIES: '0', CROSSREF_BREAKER_THRESHOLD: '2' });
    await failure(crossref.work('10.5555/siiicca.2024.0042'));
    await failure(crossref.work('10.5555/siiicca.2024.0042'));
    const calls = server.requests.length;
    expect(await failure(crossref.work('10.5555/siiicca.2024.0042'))).toEqual({ status: 503, message: DOI_MSG.unavailable });
    expect(server.requests).toHaveLength(calls);
    expect(lines.join()).toContain('circuit-open');
    server.behave('ok');
    const deadline = Date.now() + 5_000;
    let work: unknown = null;
    while (!work && Date.now() < deadline) {
      work = await crossref.work('10.5555/siiicca.2024.0042').catch(async () => {
        await new Promise((r) => setTimeout(r, 50));
        return null;
      });
    }
    expect(work).toMatchObject({ year: 2024 });
  });

  it('answers the unavailable message when Crossref cannot be reached at all (the demo has no internet)', async () => {
    const { crossref } = createUnreachable();
    expect(await failure(crossref.work('10.5555/siiicca.2024.0042'))).toEqual({ status: 503, message: DOI_MSG.unavailable });
  });
});

function createUnreachable() {
  // A port nothing listens on: the connection is refused at once.
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...crossrefTestEnv(server, { CROSSREF_API_URL: 'http://127.0.0.1:9' }) });
  return { crossref: createCrossrefConnector(config, { log: { warn: () => {}, error: () => {} } }) };
}
