import type { Db } from '../../db/client';
import { loadSession, readAuthVersion, type AuthUser } from './session';

/** Entries kept at most (the oldest go first), and at most this long whatever happens. */
const MAX_ENTRIES = 10_000;
const MAX_AGE_MS = 30_000;

type Entry = { user: AuthUser; until: number; version: number };

/**
 * The signed-in users of one server instance, kept between requests with the auth version they were
 * read at (migration 0021: a counter the database moves in the same transaction as any change to
 * sessions, users, their profiles or the profiles' permissions, made by any instance or by hand in
 * SQL). A request that finds its user here reads the version first, a one-row statement, and uses
 * the entry only if nothing moved it since; else it reads the session again. So a sign-out, a
 * deactivation, a password change or a removed permission committed before a request starts is
 * honoured by that request on every instance, with no notification to wait for (decision 014's
 * second addendum). An entry also ends when its session expires.
 */
export class SessionCache {
  private entries = new Map<string, Entry>();
  /** The newest version seen: entries read before it are stale and are dropped when it moves. */
  private latest = -1;

  constructor(private readonly db: Db) {}

  get size() {
    return this.entries.size;
  }

  /** The session's user, from memory when the auth version has not moved since it was read, else from the database. */
  async load(userId: number, sessionId: string): Promise<AuthUser | null> {
    const kept = this.entries.get(sessionId);
    if (kept) {
      if (kept.until > Date.now() && kept.user.id === userId) {
        const version = await readAuthVersion(this.db);
        this.saw(version);
        if (kept.version === version) return kept.user;
      }
      this.entries.delete(sessionId);
    }
    const found = await loadSession(this.db, userId, sessionId);
    if (!found) return null;
    this.saw(found.authVersion);
    // A read that a newer one overtook is answered but not kept.
    if (found.authVersion === this.latest) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(sessionId, { user: found.user, until: Math.min(found.expiresAt.getTime(), Date.now() + MAX_AGE_MS), version: found.authVersion });
    }
    return found.user;
  }

  private saw(version: number) {
    if (version > this.latest) {
      this.latest = version;
      this.entries.clear();
    }
  }
}
