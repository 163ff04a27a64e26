import net from 'node:net';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HTTP_MSG, MSG } from '@siiicca/shared';
import { bearer, loginAs, useTestApp } from '../../test/helpers';
import { until } from '../../test/until';
import { buildApp } from '../app';
import { registerErrorHandler } from './errors';
import { loggerOptions } from './logger';

const t = useTestApp();

/** Writes raw bytes to a listening server and answers everything it sends back until it closes. */
function rawExchange(port: number, chunks: (string | (() => Promise<void>))[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (d) => (received += d.toString('utf8')));
    socket.on('end', () => resolve(received));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
    socket.on('connect', async () => {
      for (const chunk of chunks) {
        if (typeof chunk === 'string') socket.write(chunk);
        else await chunk();
      }
    });
  });
}

const bodyOf = (raw: string) => JSON.parse(raw.slice(raw.lastIndexOf('\r\n\r\n') + 4));
const looksEnglish = /not found|invalid|too large|unsupported|route |exceeded|bad request|client error/i;

describe('every error answer has the product shape, in Spanish, without echoing the request', () => {
  it('a path parameter over the length limit (414) and a malformed URL (400)', async () => {
    const long = await t.app.inject({ url: `/api/users/users/${'9'.repeat(500)}`, method: 'PUT', headers: bearer(t.admin) });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ message: HTTP_MSG.urlTooLong });
    const bad = await t.app.inject({ url: '/api/siiicca/products/%E0%A4%A', method: 'DELETE', headers: bearer(t.admin) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: HTTP_MSG.badUrl });
  });

  it('an unknown API route (404), a body too large (413), a broken JSON body and an unknown content type', async () => {
    const unknown = await t.app.inject({ url: '/api/no-existe/<script>', method: 'POST', payload: {} });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: MSG.notFound });
    const big = await t.app.inject({
      url: '/api/siiicca/products',
      method: 'POST',
      headers: { ...bearer(t.admin), 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: HTTP_MSG.payloadTooLarge });
    const broken = await t.app.inject({
      url: '/api/siiicca/products',
      method: 'POST',
      headers: { ...bearer(t.admin), 'content-type': 'application/json' },
      payload: '{"name": "sin cerrar',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: HTTP_MSG.invalidJson });
    const strange = await t.app.inject({
      url: '/api/siiicca/products',
      method: 'POST',
      headers: { ...bearer(t.admin), 'content-type': 'application/x-siiicca-raro' },
      payload: 'hola',
    });
    expect(strange.statusCode).toBe(415);
    expect(strange.json()).toEqual({ message: HTTP_MSG.unsupportedMediaType });
    for (const res of [unknown, big, broken, strange]) {
      expect(res.body).not.toMatch(looksEnglish);
      expect(res.body).not.toContain('siiicca-raro');
      expect(res.body).not.toContain('<script>');
    }
  });

  it('a body sent to an operation that reads none (400), as the API description says: nothing, or {} on a POST', async () => {
    // A token of its own: a refresh replaces the token it was asked with.
    const token = await loginAs(t, 'docente');
    for (const payload of ['{"keep":"this"}', '[]', '"texto"', 'null']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { ...bearer(token), 'content-type': 'application/json' }, payload });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json()).toEqual({ message: HTTP_MSG.bodyNotTaken });
    }
    const nothingToDelete = await t.app.inject({ method: 'DELETE', url: '/api/siiicca/action_fields/999999', headers: bearer(t.admin), payload: {} });
    expect(nothingToDelete.statusCode).toBe(400);
    expect(nothingToDelete.json().message).toBe(HTTP_MSG.bodyNotTaken);
    // What the web app sends to such a POST, and no body at all, are taken.
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: bearer(token), payload: {} })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/siiicca/action_fields/999999', headers: bearer(t.admin) })).statusCode).toBe(404);
  });

  it('headers over the limit (431) and a URL longer than them, answered by the HTTP parser', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const headers = await rawExchange(port, [`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Grande: ${'a'.repeat(20_000)}\r\n\r\n`]);
    expect(headers).toMatch(/^HTTP\/1\.1 431 /);
    expect(headers).toMatch(/content-type: application\/json/i);
    expect(bodyOf(headers)).toEqual({ message: HTTP_MSG.headersTooLarge });
    const url = await rawExchange(port, [`GET /api/${'b'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`]);
    expect(url).toMatch(/^HTTP\/1\.1 431 /);
    expect(url).not.toContain('bbbb');
    const garbage = await rawExchange(port, ['esto no es HTTP\r\n\r\n']);
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(garbage)).toEqual({ message: HTTP_MSG.badRequest });
  });

  it('a request that arrives while the server shuts down (503), while the one in flight completes', async () => {
    const app = await buildApp(t.deps, { logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    let received = 0;
    app.server.on('request', () => received++);
    const body = JSON.stringify({ email: 'docente', password: 'Docente#2026' });
    let closed: Promise<void> | undefined;
    // A sign-in whose body is still arriving when the shutdown starts, and a second request
    // pipelined behind it on the same connection.
    const raw = await rawExchange(port, [
      `POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
      body.slice(0, 10),
      async () => {
        // The server has the sign-in's headers: it is a request in flight.
        await until(() => received === 1, { what: 'the server to receive the sign-in' });
        closed = app.close();
        // The shutdown has begun (the closing answer is armed before the listener closes).
        await until(() => !app.server.listening, { what: 'the server to stop listening' });
      },
      `${body.slice(10)}GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n`,
    ]);
    await closed;
    const answers = raw.split(/(?=HTTP\/1\.1 )/);
    expect(answers[0]).toMatch(/^HTTP\/1\.1 200 /);
    expect(answers[0]).toContain('Ingreso Correcto');
    expect(answers[1]).toMatch(/^HTTP\/1\.1 503 /);
    expect(bodyOf(answers[1]!)).toEqual({ message: HTTP_MSG.shuttingDown });
  });

  it('API answers are never cached; the built web app is', async () => {
    const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(t.docente) });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'docente', password: 'Docente#2026' } });
    expect(login.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ url: '/api/users/users' });
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});

describe('a response that fails its own schema', () => {
  it('answers a Spanish 500 and logs the route and the field, never the value', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { ...(loggerOptions('info') as object), stream } }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    // A stored row the response schema does not allow: a null where the schema wants text.
    app.get('/api/prueba/:id', {
      schema: { response: { 200: z.object({ data: z.array(z.object({ id: z.number(), codesac: z.string() })) }) } },
    }, async () => ({ data: [{ id: 1, codesac: 'CODIGO-PRIVADO-77' }, { id: 2, codesac: null as unknown as string }, { id: 3, codesac: 98765432 as unknown as string }] }));
    try {
      const res = await app.inject({ url: '/api/prueba/5' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: HTTP_MSG.responseInvalid });
      const entry = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'response does not match its schema');
      expect(entry).toMatchObject({ level: 50, route: '/api/prueba/:id', method: 'GET', fields: ['data.*.codesac'] });
      const log = lines.join('');
      expect(log).not.toContain('98765432');
      expect(log).not.toContain('CODIGO-PRIVADO-77');
    } finally {
      await app.close();
    }
  });
});
