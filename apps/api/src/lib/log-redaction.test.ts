import { describe, expect, it } from 'vitest';
import { jsonLineLog } from '../connectors/academic/log';
import { describeFailure, serializeError } from '../plugins/logger';
import { REDACTED, redactLogLine, redactRequestUrl, redactText } from './log-redaction';

const R = REDACTED;
const token = 'uhh2Xe3hE4pT-s0DS91Obaf8HcXCM1wgSwwdWGLl6kQ';
const matched = (pattern: string, url: string, params: Record<string, string>) => redactRequestUrl({ url, routeOptions: { url: pattern }, params });
const unmatched = (url: string) => redactRequestUrl({ url, routeOptions: {}, params: {} });

describe('request URLs in the log', () => {
  it('keeps record ids of a matched route and masks every other path parameter, whatever its name', () => {
    expect(matched('/api/siiicca/strategies/:id', '/api/siiicca/strategies/12', { id: '12' })).toBe('/api/siiicca/strategies/12');
    expect(matched('/api/password/find/:t', `/api/password/find/${token}`, { t: token })).toBe(`/api/password/find/${R}`);
    // A route added tomorrow with a secret under any name is covered without being listed.
    expect(matched('/api/activate/:code', '/api/activate/123456', { code: '123456' })).toBe(`/api/activate/${R}`);
    expect(matched('/api/people/:identification', '/api/people/52345678', { identification: '52345678' })).toBe(`/api/people/${R}`);
    // An id-named parameter holding something else than ids is masked too.
    expect(matched('/api/things/:id', '/api/things/a@b.co', { id: 'a@b.co' })).toBe(`/api/things/${R}`);
  });

  it('keeps the ids or "all" of a bulk download and masks anything else in a wildcard', () => {
    expect(matched('/api/siiicca/strategyexcel/*', '/api/siiicca/strategyexcel/%5B1%2C2%5D', { '*': '[1,2]' })).toBe('/api/siiicca/strategyexcel/[1,2]');
    expect(matched('/api/siiicca/strategyexcel/*', '/api/siiicca/strategyexcel/all', { '*': 'all' })).toBe('/api/siiicca/strategyexcel/all');
    expect(matched('/files/*', '/files/secreto/52345678', { '*': 'secreto/52345678' })).toBe(`/files/${R}`);
  });

  it('shows plain words of a path no route matched (a page, a scan) and masks tokens, numbers and addresses', () => {
    expect(unmatched(`/findrecover/${token}`)).toBe(`/findrecover/${R}`);
    expect(unmatched(`/reset/${token}`)).toBe(`/reset/${R}`);
    expect(unmatched('/login/estudiante')).toBe('/login/estudiante');
    expect(unmatched('/my_strategies')).toBe('/my_strategies');
    expect(unmatched('/perfil/52345678')).toBe(`/perfil/${R}`);
    expect(unmatched('/u/docente%40siiicca.test')).toBe(`/u/${R}`);
    expect(unmatched('/a/abcdefghijklmnopqrstuvwxyzabcdefgh')).toBe(`/a/${R}`);
  });

  it('keeps plain query values and masks secrets, searches, documents and addresses, by name or by shape', () => {
    expect(unmatched('/api/x?page=2&per_page=10&sort=-name&scope=mine')).toBe('/api/x?page=2&per_page=10&sort=-name&scope=mine');
    expect(unmatched(`/login?sso=${token}&sso_error=denied`)).toBe(`/login?sso=${R}&sso_error=denied`);
    expect(unmatched('/cb?code=abc&state=xyz&iss=provider')).toBe(`/cb?code=${R}&state=${R}&iss=provider`);
    expect(unmatched('/api/x?identification=52345678&type=Interno')).toBe(`/api/x?identification=${R}&type=Interno`);
    expect(unmatched('/api/x?q=Grupo&cualquiera=79876543&otro=docente%40siiicca.test')).toBe(`/api/x?q=${R}&cualquiera=${R}&otro=${R}`);
    const filters = encodeURIComponent(JSON.stringify([{ field: 'principal', operation: 'Igual', value: '52345678' }]));
    expect(unmatched(`/api/x?filters=${filters}`)).toBe(`/api/x?filters=${R}`);
    expect(unmatched('/api/x?52345678')).toBe(`/api/x?${R}`);
  });
});

describe('any text in the log', () => {
  it('masks URL credentials, e-mail addresses, token-shaped runs and sensitive query parameters; keeps UUIDs and dated file names', () => {
    expect(redactText('sent to docente2@siiicca.test and docente%40siiicca.test')).toBe(`sent to ${R} and ${R}`);
    expect(redactText(`http://localhost:3000/findrecover/${token}`)).toBe(`http://localhost:3000/findrecover/${R}`);
    // A session token (JWT): its claims and signature; the short header alone opens nothing.
    expect(redactText('Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4ifQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c')).toBe(
      `Bearer eyJhbGciOiJIUzI1NiJ9.${R}.${R}`,
    );
    expect(redactText('/files/550e8400-e29b-41d4-a716-446655440000')).toBe('/files/550e8400-e29b-41d4-a716-446655440000');
    expect(redactText('/outbox/2026-11-26T05-33-37-579Z-008a617f.eml')).toBe('/outbox/2026-11-26T05-33-37-579Z-008a617f.eml');
    expect(redactText('GET /api/x?identification=52345678&page=2')).toBe(`GET /api/x?identification=${R}&page=2`);
    expect(redactText('connect postgres://siiicca:Clave-Base@db.interno:5432/siiicca failed')).toBe(`connect postgres://${R}@db.interno:5432/siiicca failed`);
    expect(redactText('smtp://notificaciones:S3cr3t0@smtp.usta.edu.co:587')).toBe(`smtp://${R}@smtp.usta.edu.co:587`);
  });

  it('masks fields named as secrets or personal data at any depth, and writes valid JSON lines', () => {
    const fields = { password: 'Docente#2026', identification: 52345678, email: 'x@y.co', emailMasked: 'd***@s***.test', token: 'abc' };
    const line = JSON.stringify({ level: 30, time: 1795671434329, msg: 'x', nested: { deeper: fields }, code: '23514' });
    const out = redactLogLine(line);
    expect(out.endsWith('\n')).toBe(true);
    expect(JSON.parse(out)).toEqual({
      level: 30,
      time: 1795671434329,
      msg: 'x',
      // A masked address, as the recovery page shows it, is kept: it identifies no one alone.
      nested: { deeper: { password: R, identification: R, email: R, emailMasked: 'd***@s***.test', token: R } },
      code: '23514',
    });
    expect(redactLogLine('not json docente@siiicca.test 52345678')).toBe(`not json ${R} ${R}`);
  });

  it('writes a line with nothing to mask as it came, and still masks what a line spells in escapes or queries', () => {
    const request = `${JSON.stringify({ level: 30, time: 1796016267740, pid: 5499, hostname: 'vm', reqId: 'req-xck', req: { method: 'GET', url: '/api/siiicca/strategies/12?page=2', ip: '10.0.0.7' }, res: { statusCode: 200 }, responseTime: 1.52, msg: 'request completed' })}\n`;
    expect(redactLogLine(request)).toBe(request);
    // The same address written with a JSON escape, and a one-time code in a query no serializer saw.
    const escaped = '{"level":30,"msg":"x","note":"docente\\u0040siiicca.test"}\n';
    expect(JSON.parse(redactLogLine(escaped)).note).toBe(R);
    expect(JSON.parse(redactLogLine('{"level":30,"msg":"GET /login?code=abc123&page=2"}\n')).msg).toBe(`GET /login?code=${R}&page=2`);
  });

  it('checks the academic connectors’ own log lines the same way', () => {
    const written: string[] = [];
    jsonLineLog('warn', (l) => written.push(l)).warn({ connector: 'ldap', filter: '(mail=docente@siiicca.test)', password: 'Docente#2026' }, 'LDAP directory unavailable');
    expect(JSON.parse(written[0]!)).toMatchObject({ connector: 'ldap', filter: `(mail=${R})`, password: R, msg: 'LDAP directory unavailable' });
  });

  it('logs an error by what it is, with the request it quotes masked', () => {
    let parseError: unknown;
    try {
      JSON.parse('Docente#2026 docente@siiicca.test 52345678');
    } catch (err) {
      parseError = err;
    }
    const logged = JSON.stringify(serializeError(parseError));
    expect(logged).toContain('SyntaxError');
    expect(logged).not.toMatch(/Docente#|docente@|52345678/);
    expect(JSON.stringify(serializeError(new Error('mail to docente2@siiicca.test refused (id 1098765432)')))).not.toMatch(/docente2@|1098765432/);
  });

  it('tells a person why the start or a command failed without a failed query’s parameters', () => {
    const cause = Object.assign(new Error('there is no unique or exclusion constraint matching the ON CONFLICT specification'), { code: '42P10' });
    const failed = Object.assign(new Error('Failed query: insert into thirds ... params: CC,52345678,docente@siiicca.test'), { query: 'insert into thirds', params: ['52345678'], cause });
    expect(describeFailure(failed)).toBe('there is no unique or exclusion constraint matching the ON CONFLICT specification (42P10)');
    expect(describeFailure(new Error('la base de datos está en uso por el proceso 1234567; avise a admin@siiicca.test'))).toBe(`la base de datos está en uso por el proceso 1234567; avise a ${R}`);
  });
});
