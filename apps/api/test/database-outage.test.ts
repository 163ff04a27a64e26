import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { HTTP_MSG } from '@siiicca/shared';
import { openDatabase } from '../src/db/client';
import { bearer, createPostgresDatabase, createTestApp, loginAs, testDbKind, withQueryTimeout, type TestApp } from './helpers';
import { until } from './until';

/** A TCP relay to PostgreSQL that a test can cut and restore: the database "goes away" for real. */
function relayTo(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  return {
    async up(port = 0): Promise<number> {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
      return (server.address() as net.AddressInfo).port;
    },
    async down() {
      const closed = new Promise((resolve) => server?.close(resolve));
      for (const s of sockets) s.destroy();
      await closed;
    },
  };
}

const expectUnavailable = (res: { statusCode: number; json: () => unknown; body: string }) => {
  expect(res.statusCode, res.body).toBe(503);
  expect(res.json()).toEqual({ message: HTTP_MSG.databaseUnavailable });
};

// Each database has its own failure: a server that goes away (PostgreSQL run), a closed embedded one (PGlite run).
if (testDbKind === 'postgres') describe('a PostgreSQL server that goes away and comes back', () => {
  let t: TestApp | undefined;
  let relay: ReturnType<typeof relayTo> | undefined;
  afterAll(async () => {
    await t?.close();
    await relay?.down();
  });

  // Migrates and seeds a new database through the relay: seconds on an idle machine, many more on a loaded one.
  it('answers 503 in Spanish on every route while it is away, and recovers by itself', { timeout: 180_000 }, async () => {
    const created = await createPostgresDatabase();
    const direct = new URL(created.url);
    relay = relayTo({ host: direct.hostname, port: Number(direct.port || 5432) });
    const port = await relay.up();
    const viaRelay = new URL(created.url);
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(port);
    // The tests' statement time-out (helpers.ts): the relay cuts connections, which fail at once; the
    // product's 3 s would only make the seed through it fail on a busy shared server.
    const database = await openDatabase({ url: withQueryTimeout(viaRelay.toString()) });
    t = await createTestApp({}, { database: { ...database, drop: created.drop } });
    const admin = await loginAs(t, 'admin');
    expect((await t.app.inject({ url: '/api/siiicca/products', headers: bearer(admin) })).statusCode).toBe(200);

    await relay.down();
    expectUnavailable(await t.app.inject({ url: '/api/siiicca/products', headers: bearer(admin) }));
    expectUnavailable(await t.app.inject({ url: '/api/auth/me', headers: bearer(admin) }));
    expectUnavailable(await t.app.inject({ url: '/api/ready' }));
    expectUnavailable(await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'admin', password: 'Admin#2026', type: 'adm' } }));
    expectUnavailable(
      await t.app.inject({ method: 'POST', url: '/api/siiicca/action_fields', headers: bearer(admin), payload: { name: 'Campo durante la caída' } }),
    );

    await relay.up(port);
    let last = { statusCode: 0, body: '' };
    await until(async () => (last = await t!.app.inject({ url: '/api/siiicca/products', headers: bearer(admin) })).statusCode === 200, {
      what: 'the product to serve again once the database is back',
      timeout: 60_000,
      every: 200,
      show: () => `${last.statusCode} ${last.body.slice(0, 300)}`,
    });
    expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
  });
});

if (testDbKind === 'pglite') describe('an embedded database that stops under the running app', () => {
  let t: TestApp | undefined;
  afterAll(async () => t?.close());

  it('answers 503 in Spanish, never 500 with a driver message', async () => {
    t = await createTestApp();
    const admin = await loginAs(t, 'admin');
    await t.closeDatabase();
    expectUnavailable(await t.app.inject({ url: '/api/siiicca/products', headers: bearer(admin) }));
    expectUnavailable(await t.app.inject({ url: '/api/ready' }));
    expectUnavailable(await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'admin', password: 'Admin#2026', type: 'adm' } }));
  });
});
