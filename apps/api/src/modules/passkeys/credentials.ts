import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/transaction';
import { passkeys } from '../../db/schema';

/** A user's passkeys as the browser needs them (excludeCredentials, allowCredentials). */
export async function credentialsOf(db: DbOrTx, userId: number) {
  const rows = await db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.id));
  return rows.map((r) => ({ id: r.id, transports: r.transports }));
}

/** How many passkeys a user holds (a passkey is a second factor: hasSecondFactor counts them). */
export async function countPasskeys(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return Number(row?.n ?? 0);
}

/** One of the user's passkeys; another user's is not found. */
export async function ownPasskey(db: DbOrTx, userId: number, id: number) {
  const [row] = await db
    .select({ id: passkeys.id, name: passkeys.name })
    .from(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)));
  return row ?? null;
}

/** The WebAuthn user handle of a product user: stable, and no personal data in it. */
export const userHandleOf = (userId: number) => new TextEncoder().encode(`siiicca-user-${userId}`);

/** base64url text to the bytes the server library takes. */
export const fromBase64Url = (text: string) => new Uint8Array(Buffer.from(text, 'base64url'));
export const toBase64Url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
