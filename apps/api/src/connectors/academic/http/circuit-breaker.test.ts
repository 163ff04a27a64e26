import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@siiicca/shared';
import { startAcademicHttpServer, type AcademicHttpServer } from '../../../../test/academic-http-server';
import { until } from '../../../../test/until';
import { connectorFor } from './test-support';

let server: AcademicHttpServer;
beforeAll(async () => {
  server = await startAcademicHttpServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.behave('ok');
  server.requests.length = 0;
});

const unavailable = expect.objectContaining({ statusCode: 503, message: MSG.academicUnavailable });
/**
 * Three failed attempts open the circuit; it lets one trial call through `halfOpenMs` later. What a
 * case checks while the circuit is open must happen within that delay: on a loaded machine a few calls
 * may take far longer than an idle machine's milliseconds, so the delay is a second (the cases that
 * wait for the trial wait that long), or a minute where nothing waits for it.
 */
const breakerEnv = (halfOpenMs: number) => ({ ACADEMIC_HTTP_RETRIES: '0', ACADEMIC_HTTP_BREAKER_THRESHOLD: '3', ACADEMIC_HTTP_BREAKER_HALF_OPEN_MS: String(halfOpenMs) });

describe('the circuit breaker of the HTTP academic connector', () => {
  it('opens after consecutive failures and then answers 503 without calling the system', async () => {
    const { connector, lines } = connectorFor(server, breakerEnv(60_000));
    server.behave('error');
    for (let i = 0; i < 3; i++) await expect(connector.findAccount('jperez')).rejects.toEqual(unavailable);
    expect(server.requests).toHaveLength(3);
    expect(lines.some((l) => l.includes('circuit opened'))).toBe(true);

    server.behave('ok');
    await expect(connector.authenticate('jperez', 'Clave#2026')).rejects.toEqual(unavailable);
    await expect(connector.listSubjects()).rejects.toEqual(unavailable);
    expect(server.requests).toHaveLength(3);
    expect(lines.at(-1)).toContain('"cause":"circuit-open"');
  });

  it('half-opens later: one trial call goes through, and its success closes the circuit', async () => {
    const { connector, lines } = connectorFor(server, breakerEnv(1000));
    server.behave('down');
    for (let i = 0; i < 3; i++) await expect(connector.findAccount('jperez')).rejects.toEqual(unavailable);
    server.behave('ok');
    // Calls fail fast while the circuit is open; once it half-opens, the trial call succeeds.
    await until(async () => (await connector.findAccount('jperez')) !== null, { what: 'the circuit to half-open and the trial call to succeed', timeout: 30_000 });
    expect(server.requests).toHaveLength(4);
    expect(lines.some((l) => l.includes('circuit closed'))).toBe(true);
    expect(await connector.findPerson('80123456')).not.toBeNull();
  });

  it('opens again when the trial call fails', async () => {
    const { connector } = connectorFor(server, breakerEnv(1000));
    server.behave('error');
    for (let i = 0; i < 3; i++) await expect(connector.findAccount('jperez')).rejects.toEqual(unavailable);
    // Keep calling until the trial reaches the system (and fails): only then has the circuit half-opened.
    await until(
      async () => {
        await connector.findAccount('jperez').catch(() => null);
        return server.requests.length >= 4;
      },
      { what: 'the trial call to reach the system', timeout: 30_000, show: () => server.requests },
    );
    expect(server.requests).toHaveLength(4);
    server.behave('ok');
    await expect(connector.findAccount('jperez')).rejects.toEqual(unavailable);
    expect(server.requests).toHaveLength(4);
  });

  it('does not count a wrong password or an unknown account as a failure', async () => {
    const { connector } = connectorFor(server, breakerEnv(60_000));
    for (let i = 0; i < 5; i++) expect(await connector.authenticate('jperez', `equivocada ${i}`)).toBeNull();
    for (let i = 0; i < 5; i++) expect(await connector.findAccount(`nadie${i}`)).toBeNull();
    expect(await connector.authenticate('jperez', 'Clave#2026')).not.toBeNull();
    expect(server.requests).toHaveLength(11);
  });
});
