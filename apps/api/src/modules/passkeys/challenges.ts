import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/transaction';
import { passkeyChallenges } from '../../db/schema';

/** What a ceremony's challenge is for; each is consumed only by the route of the same purpose. */
export type TChallengePurpose = 'register' | 'sign_in' | 'second_factor';

/** How long the browser has to answer (the options' timeout), and the challenge's life a little beyond it. */
export const CEREMONY_TIMEOUT_MS = 120_000;
const CHALLENGE_LIFE_MS = CEREMONY_TIMEOUT_MS + 30_000;

/** Keeps a challenge handed out for `purpose` (and the user it belongs to, when known); answers its id. */
export async function keepChallenge(db: DbOrTx, purpose: TChallengePurpose, challenge: string, userId: number | null): Promise<string> {
  const id = randomUUID();
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, new Date()));
  await db.insert(passkeyChallenges).values({ id, purpose, challenge, userId, expiresAt: new Date(Date.now() + CHALLENGE_LIFE_MS) });
  return id;
}

/**
 * The challenge, once: the row is deleted as it is read, so a replayed answer finds nothing. Expired,
 * of another purpose or of another user: null.
 */
export async function consumeChallenge(db: DbOrTx, id: string, purpose: TChallengePurpose, userId: number | null): Promise<string | null> {
  const [row] = await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.id, id),
        eq(passkeyChallenges.purpose, purpose),
        userId === null ? isNull(passkeyChallenges.userId) : eq(passkeyChallenges.userId, userId),
        gt(passkeyChallenges.expiresAt, new Date()),
      ),
    )
    .returning({ challenge: passkeyChallenges.challenge });
  return row?.challenge ?? null;
}
