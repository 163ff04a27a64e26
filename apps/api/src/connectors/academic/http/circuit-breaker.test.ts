import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@siiicca/shared';
import { startAcademicHttpServer, type AcademicHttpServer } from '../../../../test/academic-http-server';
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
/** Three failed attempts open the circuit; it lets one trial call through 150 ms later. */
const breakerEnv = { ACADEMIC_HTTP_RETRIES: '0', ACADEMIC_HTTP_BREAKER_THRESHOLD: '3', ACADEMIC_HTTP_BREAKER_HALF_OPEN_MS: '150' };

describe('the circuit breaker of the HTTP academic connector', () => {
  it('opens after consecutive failures and then answers 503 without calling the system', async () => {
    const { connector, lines } = connectorFor(server, breakerEnv);
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
    const { connector, lines } = connectorFor(server, breakerEnv);
    server.behave('down');
    for (let i = 0; i < 3; i++) await expect(connector.findAccount('jperez')).rejects.toEqual(unavailable);
    server.behave('ok');
    // Calls fail fast while the circuit is open; once it half-opens, the trial call succeeds.
    await vi.waitFor(async () => expect(await connector.findAccount('jperez')).not.toBeNull(), { timeout: 5000, interval: 20 });
    expect(server.requests).toHaveLength(4);
    expect(lines.some((l) => l.includes('circuit closed'))).toBe(true);
    expect(await connector.findPerson('80123456')).not.toBeNull();
  });

  it('opens again when the trial call fails', async () => {
    const { connector } = connectorFor(server, breakerEnv);
    server.behave('error');
    for (let i = 0; i < 3; i++) await expect(connector.findAccount('jperez')).rejects.toEqual(unavailable);
    // Keep calling until the trial reaches the system (and fails): only then has the circuit half-opened.
    await vi.waitFor(async () => {
      await connector.findAccount('jperez').catch(() => null);
      expect(server.requests).toHaveLength(4);
    }, { timeout: 5000, interval: 20 });
    server.behave('ok');
    await expect(connector.findAccount('jperez')).rejects.toEqual(unavailable);
    expect(server.requests).toHaveLength(4);
  });

  it('does not count a wrong password or an unknown account as a failure', async () => {
    const { connector } = connectorFor(server, breakerEnv);
    for (let i = 0; i < 5; i++) expect(await connector.authenticate('jperez', `equivocada ${i}`)).toBeNull();
    for (let i = 0; i < 5; i++) expect(await connector.findAccount(`nadie${i}`)).toBeNull();
    expect(await connector.authenticate('jperez', 'Clave#2026')).not.toBeNull();
    expect(server.requests).toHaveLength(11);
  });
});
