import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSpa } from './spa';

/** A built web app as Vite and its precompression step leave it: files with .gz and .br copies beside them. */
function fakeDist() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'siiicca-spa-'));
  const write = (file: string, content: string, copies: boolean) => {
    const full = path.join(dir, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, content);
    if (!copies) return;
    fs.writeFileSync(`${full}.gz`, zlib.gzipSync(content, { level: 9 }));
    fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(content));
  };
  const html = `<!doctype html><html lang="es"><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div>${'<!-- relleno -->'.repeat(100)}</body></html>`;
  const js = `export const saludo = 'Hola';\n${'console.log(saludo);\n'.repeat(200)}`;
  write('index.html', html, true);
  write('assets/index-Ab12Cd34.js', js, true);
  write('logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', false);
  return { dir, html, js };
}

const decode = (encoding: string | undefined, body: Buffer) =>
  (encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body).toString('utf8');

describe('the web app as the server sends it', () => {
  const dist = fakeDist();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await registerSpa(app, dist.dir);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist.dir, { recursive: true, force: true });
  });
  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it.each([
    ['br, gzip, deflate', 'br', '.br'],
    ['gzip, deflate', 'gzip', '.gz'],
  ])('sends a hashed asset precompressed (Accept-Encoding: %s → %s), cached for a year as immutable', async (accept, encoding, copy) => {
    const res = await get('/assets/index-Ab12Cd34.js', accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The copy written at build time, not one compressed now.
    expect(Number(res.headers['content-length'])).toBe(fs.statSync(path.join(dist.dir, `assets/index-Ab12Cd34.js${copy}`)).size);
    expect(decode(encoding, res.rawPayload)).toBe(dist.js);
  });

  it('sends the file as it is to a client that accepts no compression', async () => {
    const res = await get('/assets/index-Ab12Cd34.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body).toBe(dist.js);
  });

  it.each(['/', '/login', '/dashboard', '/index.html'])('answers %s with index.html, compressed, revalidated on every use', async (url) => {
    const res = await get(url, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(decode('br', res.rawPayload)).toBe(dist.html);
  });

  it('answers a client route as it is to a client that accepts no compression', async () => {
    const res = await get('/investigation_lines');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(dist.html);
  });

  it('revalidates unhashed files on every use; a file without copies goes as it is', async () => {
    const res = await get('/logo.svg', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });

  it.each(['/', '/strategies', '/assets/index-Ab12Cd34.js'])('answers HEAD %s as GET does, without a body (uptime checks send HEAD)', async (url) => {
    const head = await app.inject({ method: 'HEAD', url });
    const res = await get(url);
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe(res.headers['content-type']);
    expect(head.headers['content-length']).toBe(res.headers['content-length']);
    expect(head.body).toBe('');
  });

  it('answers an unknown API path with the error shape, not the app', async () => {
    const res = await get('/api/no-existe', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect((await app.inject({ method: 'HEAD', url: '/api/no-existe' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/strategies' })).statusCode).toBe(404);
  });
});
