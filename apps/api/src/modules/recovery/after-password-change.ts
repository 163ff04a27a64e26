import type { DbOrTx } from '../../db/transaction';
import { refOfUser, revokePendingResets } from './password-resets.repository';

/**
 * What must follow every password change, whichever path made it (the user's own change, an
 * administrator's edit, a reset link): every pending reset link of the account stops working, so
 * whoever holds an old link loses it. Each path calls it directly, in its own transaction when it
 * has one; nothing depends on which modules happen to be loaded.
 */
export async function afterPasswordChange(db: DbOrTx, userId: number) {
  const ref = await refOfUser(db, userId);
  await revokePendingResets(db, { userId, ref: ref ?? undefined });
}
