import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { deviceName, MSG, SF_MSG, type TAccountSession } from '@siiicca/shared';
import { inTransaction, type DbOrTx } from '../../db/transaction';
import { sessions } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import type { AuthUser } from '../../platform/auth/session';
import { recordSecurityEvent } from '../../platform/security-events';

const open = (userId: number) => and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()));

/** The user's open sessions, the most recently seen first (bounded: a user rarely has more than a few). */
export async function listSessions(db: DbOrTx, user: AuthUser): Promise<TAccountSession[]> {
  const rows = await db
    .select({ id: sessions.id, ip: sessions.ip, userAgent: sessions.userAgent, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(open(user.id))
    .orderBy(desc(sql`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt})`))
    .limit(50);
  return rows.map((r) => ({
    id: r.id,
    current: r.id === user.sessionId,
    device: deviceName(r.userAgent),
    ip: r.ip,
    created_at: new Date(r.createdAt).toISOString(),
    last_seen_at: r.lastSeenAt ? new Date(r.lastSeenAt).toISOString() : null,
  }));
}

/** Closes one of the user's own sessions (another user's id is simply not found). */
export async function closeSession(db: DbOrTx, user: AuthUser, sessionId: string, meta: { ip?: string }) {
  return inTransaction(db, async (tx) => {
    const closed = await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.id, sessionId), open(user.id)))
      .returning({ id: sessions.id });
    if (closed.length === 0) throw notFound(MSG.notFound);
    await recordSecurityEvent(tx, { event: 'session_closed', actorId: user.id, ip: meta.ip, details: { sessions: 1, current: sessionId === user.sessionId } });
    return { message: SF_MSG.sessionClosed };
  });
}

/** 'Cerrar todas las demás': every open session of the user but the one asking. */
export async function closeOtherSessions(db: DbOrTx, user: AuthUser, meta: { ip?: string }) {
  return inTransaction(db, async (tx) => {
    const closed = await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(open(user.id), ne(sessions.id, user.sessionId)))
      .returning({ id: sessions.id });
    await recordSecurityEvent(tx, { event: 'session_closed', actorId: user.id, ip: meta.ip, details: { sessions: closed.length } });
    return { message: SF_MSG.othersClosed };
  });
}
