import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bearer, useTestApp } from '../../test/helpers';
import { appWithLogLines } from '../../test/capture-log';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { academicAccounts } from '../db/schema';

const t = useTestApp();
let lines: string[] = [];
let app: Awaited<ReturnType<typeof appWithLogLines>>['app'];

beforeAll(async () => {
  ({ app, lines } = await appWithLogLines(t.deps));
});
afterAll(async () => app?.close());

describe('what reaches the log', () => {
  it('a failed user insert is logged by SQLSTATE, constraint and table, never with its parameters', async () => {
    // A rule the database enforces and the screen does not know: the insert fails past every check.
    await t.db.execute(sql`alter table users add constraint users_name_probe check (name <> 'Provoca Falla Interna')`);
    try {
      const password = 'Clave Secreta Del Log 2026';
      const res = await app.inject({
        method: 'POST',
        url: '/api/users/users',
        headers: bearer(t.admin),
        payload: {
          name: 'Provoca Falla Interna',
          email: 'falla.interna@siiicca.test',
          identity: '123456789',
          id_sectional: 1,
          account_type: 'adm',
          password,
          roles: [],
        },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'Ha Ocurrido un Error al guardar el Usuario' });
      const entry = lines.map((l) => JSON.parse(l)).find((l) => l.err?.code === '23514');
      expect(entry?.err).toMatchObject({ type: 'DatabaseError', code: '23514', constraint: 'users_name_probe', table: 'users' });
      const log = lines.join('');
      for (const secret of ['$argon2', password, 'falla.interna@siiicca.test', '123456789', 'insert into']) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await t.db.execute(sql`alter table users drop constraint users_name_probe`);
    }
  });
});

describe('request lines', () => {
  it('logs each request once, when answered: its id, method, URL as the log shows it, address, status and time', async () => {
    const before = lines.length;
    const res = await app.inject({ url: '/api/siiicca/strategies/999999?page=2&q=52345678', headers: bearer(t.admin) });
    const entries = lines.slice(before).map((l) => JSON.parse(l)).filter((e) => e.req?.url?.startsWith('/api/siiicca/strategies/'));
    expect(entries).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        reqId: expect.any(String),
        req: { method: 'GET', url: '/api/siiicca/strategies/999999?page=2&q=[redactado]', ip: '127.0.0.1', userAgent: 'lightMyRequest' },
        res: { statusCode: res.statusCode },
        responseTime: expect.any(Number),
      }),
    ]);
  });
});

describe('transport security and stored secrets', () => {
  it('sends HSTS only when the product is published over https', async () => {
    const plain = await t.app.inject({ url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: t.deps.config.DATA_DIR, PUBLIC_URL: 'https://siiicca.example.edu.co' });
    const https = await buildApp({ ...t.deps, config }, { logger: false });
    try {
      const res = await https.inject({ url: '/api/health' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    } finally {
      await https.close();
    }
  });

  it('hashes each demo password with its own salt, even where the passwords are equal', async () => {
    const rows = await t.db.select({ hash: academicAccounts.passwordHash }).from(academicAccounts);
    const salts = rows.map((r) => r.hash!.split('$')[4]);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(new Set(salts).size).toBe(rows.length);
  });
});
