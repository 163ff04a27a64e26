import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@siiicca/shared';
import { startAcademicHttpServer, TOKEN, type AcademicHttpServer } from '../../../../test/academic-http-server';
import { AcademicUnavailableError } from '../errors';
import { connectorFor } from './test-support';

let server: AcademicHttpServer;
beforeAll(async () => {
  server = await startAcademicHttpServer({ slowMs: 5000 });
});
afterAll(() => server.close());
beforeEach(() => {
  server.behave('ok');
  server.requests.length = 0;
});

const unavailable = expect.objectContaining({ statusCode: 503, message: MSG.academicUnavailable });

describe('the HTTP academic connector on a system that answers', () => {
  it('signs in with user name or e-mail, and answers null for a wrong password or an unknown account', async () => {
    const { connector } = connectorFor(server);
    expect(await connector.authenticate('jperez', 'Clave#2026')).toEqual({
      username: 'jperez',
      email: 'juan.perez@usta.test',
      name: 'Juan Pérez Rodríguez',
      identity: '80123456',
      recoveryEmails: ['juan.perez@usta.test', 'juanp@correo.test'],
    });
    expect((await connector.authenticate('JUAN.PEREZ@usta.test', 'Clave#2026'))?.username).toBe('jperez');
    expect(await connector.authenticate('jperez', 'otra clave')).toBeNull();
    expect(await connector.authenticate('nadie', 'Clave#2026')).toBeNull();
    // A 401 is an answer, not a failure: it is not retried.
    expect(server.requests.filter((r) => r === 'POST /authenticate')).toHaveLength(4);
  });

  it('finds accounts and people, and lists the subjects', async () => {
    const { connector } = connectorFor(server);
    expect((await connector.findAccount('juan.perez@usta.test'))?.username).toBe('jperez');
    expect(await connector.findAccount('nadie')).toBeNull();
    expect(await connector.findPerson(' 80123456 ')).toMatchObject({ typeId: 'CC', name: 'Juan Pérez Rodríguez', role: 'Docente', faculty: null });
    expect(await connector.findPerson('000')).toBeNull();
    expect(await connector.listSubjects()).toContainEqual({ codesac: '9990001', name: 'Computación Cuántica', programSac: '10125' });
  });

  it('offers password changes only when the settings say the system does', async () => {
    const plain = connectorFor(server).connector;
    expect(plain.changePassword).toBeUndefined();
    expect(plain.resetPassword).toBeUndefined();
    const { connector } = connectorFor(server, {
      ACADEMIC_HTTP_PASSWORD_CHANGE: 'true',
      ACADEMIC_HTTP_PASSWORD_RESET: 'true',
      ACADEMIC_HTTP_PASSWORD_HELP_URL: 'https://sac.example.edu.co/clave',
    });
    expect(connector.passwordHelpUrl).toBe('https://sac.example.edu.co/clave');
    const docente2 = server.accounts.find((a) => a.username === 'docente2')!;
    expect(await connector.changePassword!('docente2', 'equivocada', 'Nueva clave 2026')).toBe(false);
    expect(await connector.changePassword!('docente2', docente2.password, 'Nueva clave 2026')).toBe(true);
    expect(await connector.authenticate('docente2', 'Nueva clave 2026')).not.toBeNull();
    await expect(connector.changePassword!('docente2', 'Nueva clave 2026', 'clave docente2 x')).rejects.toMatchObject({ statusCode: 400 });
    expect(await connector.resetPassword!('docente2', 'Docente#2026')).toBe(true);
    expect(await connector.resetPassword!('nadie', 'Docente#2026')).toBe(false);

    server.offerPasswordChange(false);
    try {
      await expect(connector.changePassword!('docente2', 'Docente#2026', 'Otra clave 2026')).rejects.toMatchObject({
        statusCode: 400,
        message: `${MSG.sacPasswordElsewhere}: https://sac.example.edu.co/clave`,
      });
    } finally {
      server.offerPasswordChange(true);
    }
  });

  it('refuses contradictory or incomplete settings at start', () => {
    expect(() => connectorFor(server, { ACADEMIC_HTTP_USER: 'siiicca', ACADEMIC_HTTP_PASSWORD: 'x' })).toThrow(/no pueden usarse a la vez/);
    expect(() => connectorFor(server, { ACADEMIC_HTTP_TOKEN: '', ACADEMIC_HTTP_USER: 'siiicca' })).toThrow();
    expect(() => connectorFor(server, { ACADEMIC_HTTP_URL: '' })).toThrow(/ACADEMIC_HTTP_URL/);
  });
});

describe('the HTTP academic connector on a system in trouble', () => {
  it('retries a 5xx and a dropped connection, then succeeds', async () => {
    const { connector } = connectorFor(server);
    server.behave('error', 1);
    server.behave('down', 1);
    expect((await connector.findAccount('jperez'))?.username).toBe('jperez');
    expect(server.requests).toEqual(['GET /accounts/jperez', 'GET /accounts/jperez', 'GET /accounts/jperez']);
  });

  it('answers 503 once the retries are spent, and logs the cause without the password or the credential', async () => {
    const { connector, lines } = connectorFor(server);
    server.behave('error');
    const failure = connector.authenticate('jperez', 'Clave#2026');
    await expect(failure).rejects.toBeInstanceOf(AcademicUnavailableError);
    await expect(failure).rejects.toEqual(unavailable);
    expect(server.requests).toHaveLength(3);
    expect(lines.join('\n')).toContain('"cause":"status"');
    expect(lines.join('\n')).not.toMatch(/Clave#2026|jperez|token-de-pruebas/);
    expect(lines.join('\n')).not.toContain(TOKEN);
  });

  it('answers 503 for a slow system: each attempt has a timeout', async () => {
    const { connector, lines } = connectorFor(server, { ACADEMIC_HTTP_TIMEOUT_MS: '200' });
    server.behave('slow');
    await expect(connector.findPerson('80123456')).rejects.toEqual(unavailable);
    expect(server.requests.length).toBeLessThanOrEqual(3);
    expect(lines.map((l) => JSON.parse(l).cause)).toEqual(['timeout']);
  });

  it('answers 503 for a broken answer or a refused credential, without retrying them', async () => {
    const { connector, lines } = connectorFor(server);
    server.behave('malformed', 1);
    await expect(connector.findPerson('80123456')).rejects.toEqual(unavailable);
    server.behave('forbidden', 1);
    await expect(connector.listSubjects()).rejects.toEqual(unavailable);
    expect(server.requests).toHaveLength(2);
    expect(lines.map((l) => JSON.parse(l).cause)).toEqual(['malformed-answer', 'unexpected-status']);
    // The system answers again: so does the connector.
    expect(await connector.findPerson('80123456')).not.toBeNull();
  });

  it('does not retry a password change: it may have happened', async () => {
    const { connector } = connectorFor(server, { ACADEMIC_HTTP_PASSWORD_CHANGE: 'true' });
    server.behave('error');
    await expect(connector.changePassword!('jperez', 'Clave#2026', 'Clave nueva 2026')).rejects.toEqual(unavailable);
    expect(server.requests).toEqual(['POST /accounts/jperez/password']);
  });
});
