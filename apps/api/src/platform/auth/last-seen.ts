import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';

const EVERY_MS = 60_000;
const MAX_ENTRIES = 10_000;

/**
 * When each session was last seen ('Seguridad de la cuenta'), written at most once a minute per session
 * and instance, after the request's own work and never awaited by it: the hot path pays one map look-up.
 * The column is not part of the auth version (migration 0033), so writing it empties no session cache.
 */
export class LastSeen {
  private written = new Map<string, number>();

  constructor(private readonly db: Db) {}

  touch(sessionId: string) {
    const now = Date.now();
    const last = this.written.get(sessionId);
    if (last !== undefined && now - last < EVERY_MS) return;
    if (this.written.size >= MAX_ENTRIES) this.written.clear();
    this.written.set(sessionId, now);
    this.db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(sql`${sessions.id} = ${sessionId}`)
      .catch(() => this.written.delete(sessionId));
  }
}
