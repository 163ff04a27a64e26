import type { Db } from '../../db/client';
import { loadSession, type AuthUser } from './session';

/** Entries kept at most (the oldest go first), and at most this long even if no change is announced. */
const MAX_ENTRIES = 10_000;
const MAX_AGE_MS = 30_000;

/**
 * The signed-in users of one server instance, kept between requests only while the database's
 * change notifications reach it (auth-changes.ts): any change to sessions, users, their profiles or
 * the profiles' permissions, made by this instance, another one or by hand in SQL, empties it when
 * it commits, and a lost notification connection turns it off until it is back. So a revoked
 * session, a deactivated user or a removed permission takes effect on the next request, as when
 * every request read its session (decision 014's addendum). An entry also ends when its session expires.
 */
export class SessionCache {
  private entries = new Map<string, { user: AuthUser; until: number }>();
  /** Bumped by every change: a load that began before one is not kept. */
  private generation = 0;
  private live = false;

  constructor(private readonly db: Db) {}

  /** Whether notifications reach this instance (and so whether anything is kept). */
  get listening() {
    return this.live;
  }

  get size() {
    return this.entries.size;
  }

  readonly changed = () => {
    this.generation++;
    this.entries.clear();
  };

  readonly setLive = (isLive: boolean) => {
    this.changed();
    this.live = isLive;
  };

  /** The session's user, from memory when nothing changed since it was read, else from the database. */
  async load(userId: number, sessionId: string): Promise<AuthUser | null> {
    const now = Date.now();
    const kept = this.entries.get(sessionId);
    if (kept) {
      if (this.live && kept.until > now && kept.user.id === userId) return kept.user;
      this.entries.delete(sessionId);
    }
    const generation = this.generation;
    const found = await loadSession(this.db, userId, sessionId);
    if (!found) return null;
    if (this.live && generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(sessionId, { user: found.user, until: Math.min(found.expiresAt.getTime(), now + MAX_AGE_MS) });
    }
    return found.user;
  }
}
