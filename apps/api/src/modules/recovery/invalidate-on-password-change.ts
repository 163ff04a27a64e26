import { onPasswordChange } from '../auth/password-events';
import { refOfUser, revokePendingResets } from './password-resets.repository';

// A password changed by any path (change-password, an administrator, a reset) makes every
// pending reset link of that account useless: whoever holds an old link loses it.
onPasswordChange(async (db, userId) => {
  const ref = await refOfUser(db, userId);
  await revokePendingResets(db, { userId, ref: ref ?? undefined });
});
