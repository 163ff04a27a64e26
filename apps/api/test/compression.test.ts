import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PROGRAMS } from '@siiicca/shared';
import { bearer, useTestApp } from './helpers';

/** What a browser gets: JSON answers compressed as it accepts, the same JSON once decoded; files as they are. */
const t = useTestApp();
const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ url, headers: { ...bearer(t.admin), ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });

describe('compressed API answers', () => {
  it.each([
    ['br, gzip, deflate', 'br', (b: Buffer) => zlib.brotliDecompressSync(b)],
    ['gzip, deflate', 'gzip', (b: Buffer) => zlib.gunzipSync(b)],
  ])('a list of more than 1 KB is sent compressed (Accept-Encoding: %s → %s) and decodes to the same JSON', async (accept, encoding, decode) => {
    const url = `${PROGRAMS.api}?per_page=100`;
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const packed = await get(url, accept);
    expect(packed.headers['content-encoding']).toBe(encoding);
    expect(packed.headers.vary).toMatch(/accept-encoding/i);
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(decode(packed.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('compresses the API description too (the largest JSON the server sends)', async () => {
    const doc = await t.app.inject({ url: '/api/openapi.json', headers: { ...bearer(t.admin), 'accept-encoding': 'gzip' } });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(doc.rawPayload).toString('utf8')).openapi).toMatch(/^3\./);
  });

  it('leaves small answers and spreadsheets as they are', async () => {
    const small = await get('/api/health', 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    const sheet = await get(PROGRAMS.exportApi!, 'br, gzip');
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toMatch(/spreadsheetml/);
    expect(sheet.headers['content-encoding']).toBeUndefined();
    expect(sheet.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  });
});
