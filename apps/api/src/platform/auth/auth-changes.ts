import pg from 'pg';
import type { Db } from '../../db/client';

/**
 * The database announces every change that could alter a signed-in user as a request sees it
 * (their session, account, profiles or profiles' permissions): migration 0018's statement triggers
 * send NOTIFY on this channel, delivered to every listening connection when the change commits.
 */
export const AUTH_CHANNEL = 'siiicca_auth';

/** What a listener is told: something changed; and whether notifications reach it right now. */
export type AuthChangeHandlers = { changed: () => void; live: (isLive: boolean) => void };
export type StopListening = () => Promise<void>;

type Logger = { warn: (obj: object, msg: string) => void; info: (msg: string) => void };

/** How often the PostgreSQL listener proves its connection alive, and how long it waits to retry one it lost. */
const HEARTBEAT_MS = 10_000;
const RETRY_MS = [250, 1_000, 5_000];

/**
 * Listens on AUTH_CHANNEL of the database under `db`: PGlite's own listen (one process, delivered as
 * the writing statement returns), or a dedicated connection to PostgreSQL (LISTEN, with a heartbeat,
 * reconnected when lost). `live(false)` is called whenever a notification could be missed (before the
 * first LISTEN, while the connection is down), `live(true)` once listening again.
 */
export async function listenForAuthChanges(db: Db, handlers: AuthChangeHandlers, log: Logger): Promise<StopListening> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return listenOnPostgres(client, handlers, log);
  if (client && typeof (client as { listen?: unknown }).listen === 'function') {
    const embedded = client as { listen: (channel: string, cb: () => void) => Promise<() => Promise<void>> };
    const unlisten = await embedded.listen(AUTH_CHANNEL, handlers.changed);
    handlers.live(true);
    return async () => {
      handlers.live(false);
      await unlisten().catch(() => {});
    };
  }
  // No driver to listen with: nothing is ever cached.
  return async () => {};
}

async function listenOnPostgres(pool: pg.Pool, handlers: AuthChangeHandlers, log: Logger): Promise<StopListening> {
  let stopped = false;
  let current: pg.Client | null = null;
  let heartbeat: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;

  const lost = (client: pg.Client, err?: unknown) => {
    if (current !== client) return;
    current = null;
    clearInterval(heartbeat);
    handlers.live(false);
    client.removeAllListeners('notification');
    client.end().catch(() => {});
    if (stopped) return;
    // A lost connection that comes straight back (a terminated backend) is routine; one that cannot
    // reconnect is worth a warning, once per outage.
    const reason = { err: err instanceof Error ? err.message : undefined };
    if (failures === 0) log.info('session cache off: the database notification connection was lost; every request reads its session until it is back');
    if (failures === 1) log.warn(reason, 'session cache off: the database notification connection cannot be reopened; every request reads its session meanwhile');
    const wait = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]!;
    failures++;
    retry = setTimeout(connect, wait);
    retry.unref();
  };

  const connect = async () => {
    if (stopped) return;
    const client = new pg.Client({ ...pool.options, keepAlive: true, application_name: 'siiicca-auth-listener' });
    current = client;
    client.on('error', (err) => lost(client, err));
    client.on('end', () => lost(client));
    client.on('notification', (msg) => {
      if (msg.channel === AUTH_CHANNEL) handlers.changed();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${AUTH_CHANNEL}`);
    } catch (err) {
      lost(client, err);
      return;
    }
    if (stopped || current !== client) {
      client.end().catch(() => {});
      return;
    }
    if (failures > 0) log.info('session cache on again: the database notification connection is back');
    failures = 0;
    handlers.live(true);
    heartbeat = setInterval(() => void client.query('select 1').catch((err) => lost(client, err)), HEARTBEAT_MS);
    heartbeat.unref();
  };

  // The first attempt is awaited, so a server that starts is listening (and caching) from its first request.
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    clearInterval(heartbeat);
    handlers.live(false);
    const client = current;
    current = null;
    if (client) await client.end().catch(() => {});
  };
}
