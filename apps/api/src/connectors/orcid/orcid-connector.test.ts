import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ORCID_IMPORT_MSG, WORK_LIMITS } from '@siiicca/shared';
import { loadConfig } from '../../config';
import { until } from '../../../test/until';
import { createOrcidConnector } from './orcid-connector';
import { ORCID_TEST_ID, orcidTestEnv, startOrcidServer, type OrcidServer } from './test-server';

/** The connector alone against the local ORCID: what the API tests do not reach (limits, the breaker, no connection). */
let server: OrcidServer;
beforeAll(async () => {
  server = await startOrcidServer();
});
afterAll(() => server?.close());
beforeEach(() => server.reset());

function connectorFor(extra: Record<string, string> = {}) {
  const lines: string[] = [];
  const record = (level: string) => (fields: Record<string, unknown>, msg: string) => lines.push(JSON.stringify({ level, ...fields, msg }));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...orcidTestEnv(server, extra) });
  return { orcid: createOrcidConnector(config, { log: { warn: record('warn'), error: record('error') } }), lines };
}
const failure = (p: Promise<unknown>) =>
  p.then(() => { throw new Error('expected a failure'); }, (e: { statusCode: number; message: string }) => ({ status: e.statusCode, message: e.message }));

describe('ORCID connector', () => {
  it('reads the summary, then the preferred work of each group (a second source of the same work is not read)', async () => {
    const { orcid } = connectorFor({ ORCID_CONCURRENCY: '2' });
    const works = await orcid.works(ORCID_TEST_ID);
    expect(works.map((w) => w.putCode)).toEqual([1001, 1002, 1003, 1004, 1005, 1006]);
    expect(server.requests).toHaveLength(7);
  });

  it(`refuses a record of more than ${WORK_LIMITS.importMax} works before reading any`, async () => {
    const { orcid } = connectorFor();
    server.inflate(WORK_LIMITS.importMax + 1);
    expect(await failure(orcid.works(ORCID_TEST_ID))).toEqual({ status: 400, message: ORCID_IMPORT_MSG.tooMany });
    expect(server.requests).toEqual([`GET /${ORCID_TEST_ID}/works`]);
  });

  it('answers 503 when nothing listens, logging the kind of failure only', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...orcidTestEnv(server, { ORCID_API_URL: 'http://127.0.0.1:1/v3.0', ORCID_RETRIES: '0' }) });
    const lines: string[] = [];
    const orcid = createOrcidConnector(config, { log: { warn: (f, m) => lines.push(JSON.stringify({ ...f, m })), error: () => {} } });
    expect(await failure(orcid.works(ORCID_TEST_ID))).toEqual({ status: 503, message: ORCID_IMPORT_MSG.unavailable });
    expect(lines.at(-1)).toContain('"cause":"network"');
    expect(lines.join()).not.toContain(ORCID_TEST_ID);
  });

  it('opens its circuit after consecutive failures (503 without calling ORCID), and closes it once a trial succeeds', async () => {
    const { orcid, lines } = connectorFor({ ORCID_RETRIES: '0', ORCID_BREAKER_THRESHOLD: '2', ORCID_BREAKER_HALF_OPEN_MS: '1000' });
    server.behave('error');
    for (let i = 0; i < 2; i++) expect((await failure(orcid.works(ORCID_TEST_ID))).status).toBe(503);
    expect(server.requests).toHaveLength(2);
    server.behave('ok');
    expect(await failure(orcid.works(ORCID_TEST_ID))).toEqual({ status: 503, message: ORCID_IMPORT_MSG.unavailable });
    expect(server.requests).toHaveLength(2);
    expect(lines.some((l) => l.includes('circuit opened'))).toBe(true);
    await until(async () => (await orcid.works(ORCID_TEST_ID).catch(() => null)) !== null, { what: 'the circuit to half-open and the trial to succeed', timeout: 30_000 });
    expect(lines.some((l) => l.includes('circuit closed'))).toBe(true);
  });
});
