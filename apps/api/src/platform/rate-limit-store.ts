import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import { rateLimits } from '../db/schema';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;
type Params = { continueExceeding?: boolean };

/** Expired counters are removed now and then, by whichever process happens to count. */
const PRUNE_EVERY = 200;

/**
 * A store for @fastify/rate-limit kept in the database (table rate_limits), so that several API
 * processes sharing one PostgreSQL count the same requests. Each hit is one atomic upsert on the
 * database's clock: fixed windows that start with a key's first hit; with `continueExceeding`, a
 * hit over the maximum starts the window again (a blocked key stays blocked while it insists).
 */
export function databaseRateLimitStore(db: Db) {
  let sincePrune = 0;

  const hit = async (key: string, windowMs: number, max: number, continueExceeding: boolean): Promise<Result> => {
    const window = sql`now() + cast(${windowMs} as integer) * interval '1 millisecond'`;
    const [row] = await queryRows<{ hits: number; ttl: number }>(
      db,
      sql`insert into ${rateLimits} as r (key, hits, reset_at) values (${key}, 1, ${window})
          on conflict (key) do update set
            hits = case when r.reset_at <= now() then 1 else r.hits + 1 end,
            reset_at = case
              when r.reset_at <= now() then ${window}
              when cast(${continueExceeding} as boolean) and r.hits + 1 > cast(${max} as integer) then ${window}
              else r.reset_at end
          returning hits, cast(ceil(extract(epoch from (reset_at - now())) * 1000) as integer) as ttl`,
    );
    if (++sincePrune >= PRUNE_EVERY) {
      sincePrune = 0;
      await db.execute(sql`delete from ${rateLimits} where reset_at < now() - interval '1 minute'`);
    }
    return { current: row!.hits, ttl: Math.max(0, row!.ttl) };
  };

  const read = async (key: string): Promise<Result> => {
    const [row] = await queryRows<{ hits: number; ttl: number }>(
      db,
      sql`select hits, cast(ceil(extract(epoch from (reset_at - now())) * 1000) as integer) as ttl
          from ${rateLimits} where key = ${key} and reset_at > now()`,
    );
    return row ? { current: row.hits, ttl: Math.max(0, row.ttl) } : { current: 0, ttl: 0 };
  };

  /** The class @fastify/rate-limit instantiates (`store` option); `child` serves per-route limits. */
  return class DatabaseRateLimitStore {
    private readonly continueExceeding: boolean;

    constructor(params: Params = {}) {
      this.continueExceeding = params.continueExceeding === true;
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      hit(key, timeWindow, max, this.continueExceeding).then((r) => callback(null, r), callback);
    }

    read(key: string, callback: Callback) {
      read(key).then((r) => callback(null, r), callback);
    }

    /** The plugin calls this with the merged options of a route or limiter (typed as route options). */
    child(params: object) {
      return new DatabaseRateLimitStore(params as Params);
    }
  };
}

/** Forgets a key's counter (a successful sign-in clears its failures). */
export async function clearRateLimit(db: Db, key: string) {
  await db.execute(sql`delete from ${rateLimits} where key = ${key}`);
}
