import type http from 'node:http';
import net, { type Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyHttpOptions } from 'fastify';
import type { TConfig } from './config';

/**
 * The HTTP server's time-outs: a client that sends its headers slowly, sends its request slowly,
 * keeps an idle connection or stops reading is disconnected instead of holding a socket forever.
 */
export function httpServerOptions(config: TConfig) {
  // Node refuses a header time-out longer than the whole request's.
  const headersTimeout = Math.min(config.HEADERS_TIMEOUT_MS, config.REQUEST_TIMEOUT_MS);
  return {
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    // A socket on which nothing moves either way for this long (a client that stopped reading).
    connectionTimeout: 2 * config.REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout,
      // Node enforces the header and request time-outs on this tick (30 s by default, which would
      // let a slow client keep its socket up to 30 s past its time-out).
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(headersTimeout / 4))),
    },
  } satisfies Partial<FastifyHttpOptions<http.Server>>;
}

/** An idle kept-alive connection is closed on shutdown once it has been idle this long. */
const DRAIN_IDLE_MS = 1000;
/** At most one log line per this long about connections refused over the per-address cap. */
const REPORT_EVERY_MS = 10_000;

/** `overdue`: found idle past DRAIN_IDLE_MS by the drain's last tick (closed if still so at the next). */
type Tracked = { active: number; idleSince: number; overdue: boolean };

/**
 * Counts open connections per client address (the socket's: behind a proxy, the proxy's) and closes
 * those over `perAddress` as they arrive (0: no cap), so one address cannot take every socket the
 * process may open. `drain()` is the graceful half of shutdown: see there.
 */
export function guardConnections(server: http.Server, opts: { perAddress: number; log: FastifyBaseLogger }) {
  const perAddress = new Map<string, number>();
  const sockets = new Map<Socket, Tracked>();
  const inFlight = new Set<http.ServerResponse>();
  /** When shutdown began (0: serving). */
  let drainingSince = 0;
  let onEmpty: (() => void) | null = null;
  let refused = 0;
  let reported = 0;

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const held = perAddress.get(address) ?? 0;
    if (opts.perAddress > 0 && held >= opts.perAddress) {
      socket.destroy();
      refused++;
      if (Date.now() - reported >= REPORT_EVERY_MS) {
        opts.log.warn({ address, refused, cap: opts.perAddress }, 'connections over the per-address cap closed');
        reported = Date.now();
        refused = 0;
      }
      return;
    }
    perAddress.set(address, held + 1);
    sockets.set(socket, { active: 0, idleSince: Date.now(), overdue: false });
    socket.once('close', () => {
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
      sockets.delete(socket);
      if (sockets.size === 0) onEmpty?.();
    });
  });

  // Before Fastify sees the request: which connections are busy, and, while draining, that the
  // answer says `Connection: close` (Node then closes the socket once the answer is sent).
  server.prependListener('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const tracked = sockets.get(req.socket);
    if (!tracked) return;
    tracked.active++;
    inFlight.add(res);
    if (drainingSince) res.shouldKeepAlive = false;
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      tracked.active--;
      tracked.idleSince = Date.now();
      inFlight.delete(res);
    };
    res.once('finish', end);
    res.once('close', end);
  });

  /**
   * Stops accepting connections, lets every request in flight finish and answer `Connection: close`,
   * and closes each idle kept-alive connection once it has been idle DRAIN_IDLE_MS. Resolves when no
   * connection is left. Node's own `server.close()` drops every idle connection at once, including
   * one whose client is writing its next request at that moment: that client sees a reset.
   */
  async function drain() {
    if (!server.listening) return;
    net.Server.prototype.close.call(server);
    const since = (drainingSince = Date.now());
    for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
    opts.log.info({ connections: sockets.size, requests: inFlight.size }, 'draining connections');
    if (sockets.size === 0) return;
    await new Promise<void>((resolve) => {
      // A connection is closed on the second tick that finds it idle past the grace, not the first:
      // between two ticks the process reads what its sockets received. After this process could not
      // run for longer than the grace (a loaded machine, a long computation), the first tick comes
      // before that reading, and a client whose next request had long arrived saw a reset.
      const tick = setInterval(() => {
        const now = Date.now();
        for (const [socket, t] of sockets) {
          const idle = t.active === 0 && now - Math.max(t.idleSince, since) >= DRAIN_IDLE_MS;
          if (idle && t.overdue) socket.destroy();
          t.overdue = idle;
        }
      }, 50);
      onEmpty = () => {
        clearInterval(tick);
        resolve();
      };
    });
  }

  return { drain };
}
