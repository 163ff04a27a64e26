import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/transaction';
import { ssoHandoffs } from '../../db/schema';

/** Long enough for the page to load and exchange the code, short enough that a copied address is useless. */
const HANDOFF_SECONDS = 60;

const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

/** A one-time code for the web page to exchange for the session (the token never goes in an address). */
export async function createHandoff(db: DbOrTx, userId: number, remember: boolean): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await db.delete(ssoHandoffs).where(lt(ssoHandoffs.expiresAt, new Date()));
  await db.insert(ssoHandoffs).values({
    codeHash: hashOf(code),
    userId,
    remember,
    expiresAt: new Date(Date.now() + HANDOFF_SECONDS * 1000),
  });
  return code;
}

/** The sign-in a code stands for, once: the row is deleted as it is read, so a second use finds nothing. */
export async function consumeHandoff(db: DbOrTx, code: string): Promise<{ userId: number; remember: boolean } | null> {
  const [row] = await db
    .delete(ssoHandoffs)
    .where(and(eq(ssoHandoffs.codeHash, hashOf(code)), gt(ssoHandoffs.expiresAt, new Date())))
    .returning({ userId: ssoHandoffs.userId, remember: ssoHandoffs.remember });
  return row ?? null;
}
