import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { until } from '../test/until';
import { guardConnections } from './connections';

const quiet = { info: () => {}, warn: () => {} } as never;

/** A server of one route behind guardConnections, on a free loopback port. */
async function guarded() {
  const server = http.createServer((_req, res) => res.end('ok'));
  const guard = guardConnections(server, { perAddress: 0, log: quiet });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { guard, port: (server.address() as net.AddressInfo).port };
}

/** A kept-alive connection written by hand: what it received, and how it ended (closed, or reset). */
async function keepAliveClient(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let received = '';
  socket.on('data', (d: Buffer) => (received += d.toString('utf8')));
  socket.on('error', () => {});
  const ended = new Promise<string>((resolve) => socket.once('close', (hadError) => resolve(hadError ? 'reset' : 'closed')));
  return {
    send: () => socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n'),
    answers: () => received.match(/HTTP\/1\.1 200 /g)?.length ?? 0,
    received: () => received,
    ended,
  };
}

describe('the shutdown drain', () => {
  it('answers a request that reached a kept-alive connection while the process could not run for longer than the grace', async () => {
    const { guard, port } = await guarded();
    const client = await keepAliveClient(port);
    client.send();
    await until(() => client.answers() === 1, { what: 'the first answer', show: client.received });
    const drained = guard.drain();
    // The next request reaches the server's socket at once; then this process does not run for 1.5 s
    // (a loaded machine, a long computation): longer than the drain's grace for idle connections. (In
    // a turn of the event loop after which timers come before input is read, as after most of them.)
    await new Promise<void>((resolve) =>
      setImmediate(() => {
        client.send();
        const busyUntil = Date.now() + 1500;
        while (Date.now() < busyUntil);
        resolve();
      }),
    );
    expect(await client.ended).toBe('closed');
    expect(client.answers()).toBe(2);
    expect(client.received()).toMatch(/\r\nconnection: close\r\n/i);
    await drained;
  });

  it('closes a kept-alive connection left idle once the grace is over', async () => {
    const { guard, port } = await guarded();
    const client = await keepAliveClient(port);
    client.send();
    await until(() => client.answers() === 1, { what: 'the first answer', show: client.received });
    const started = Date.now();
    await guard.drain();
    expect(await client.ended).toBe('closed');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });
});
