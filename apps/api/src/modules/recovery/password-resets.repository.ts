import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/transaction';
import { passwordResets, users } from '../../db/schema';
import type { AccountRef } from './ticket';

export const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');
export const hashEmail = (address: string) => sha256(address.trim().toLowerCase());

export type NewPasswordReset = typeof passwordResets.$inferInsert;
export type PasswordReset = typeof passwordResets.$inferSelect;

export async function insertReset(db: DbOrTx, row: NewPasswordReset) {
  await db.insert(passwordResets).values(row);
}

export async function deleteReset(db: DbOrTx, id: string) {
  await db.delete(passwordResets).where(eq(passwordResets.id, id));
}

/** True when the account asked for a link after `since` (one request per account and minute). */
export async function requestedSince(db: DbOrTx, ref: AccountRef, since: Date) {
  const [row] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(and(eq(passwordResets.accountType, ref.type), eq(passwordResets.login, ref.login), gt(passwordResets.createdAt, since)))
    .limit(1);
  return Boolean(row);
}

export async function findResetByToken(db: DbOrTx, token: string): Promise<PasswordReset | null> {
  const [row] = await db.select().from(passwordResets).where(eq(passwordResets.tokenHash, sha256(token)));
  return row ?? null;
}

export const isLive = (row: PasswordReset, now = new Date()) => !row.usedAt && !row.revokedAt && row.expiresAt > now;

/** Marks a live link used; false when another request consumed it first (or it died meanwhile). */
export async function claimReset(db: DbOrTx, id: string) {
  const now = new Date();
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt), isNull(passwordResets.revokedAt), gt(passwordResets.expiresAt, now)))
    .returning({ id: passwordResets.id });
  return rows.length > 0;
}

/** Gives a claimed link back when the password could not be set after all. */
export async function releaseReset(db: DbOrTx, id: string) {
  await db.update(passwordResets).set({ usedAt: null }).where(eq(passwordResets.id, id));
}

/** Stops every pending link of an account (by its product user, its login, or both). */
export async function revokePendingResets(db: DbOrTx, target: { userId?: number | null; ref?: AccountRef }) {
  const who = [];
  if (target.userId) who.push(eq(passwordResets.userId, target.userId));
  if (target.ref) who.push(and(eq(passwordResets.accountType, target.ref.type), eq(passwordResets.login, target.ref.login)));
  if (who.length === 0) return;
  await db
    .update(passwordResets)
    .set({ revokedAt: new Date() })
    .where(and(isNull(passwordResets.usedAt), isNull(passwordResets.revokedAt), or(...who)));
}

/** The account reference of a product user (an academic account has the same user name in both). */
export async function refOfUser(db: DbOrTx, userId: number): Promise<AccountRef | null> {
  const [row] = await db
    .select({ type: users.accountType, login: users.username })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
