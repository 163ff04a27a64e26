import { and, eq } from 'drizzle-orm';
import type { TAccountSecurity } from '@siiicca/shared';
import { readTogether, type DbOrTx } from '../../db/transaction';
import { roles, userRoles } from '../../db/schema';
import type { AuthUser } from '../../platform/auth/session';
import { listSessions } from './account-sessions';
import { recoveryCodesLeft } from './recovery-codes';
import { totpState } from './totp-enrolment';

/** What 'Seguridad de la cuenta' shows: the second factor, recovery codes left, whether a profile requires one, the sessions. */
export async function accountSecurity(db: DbOrTx, user: AuthUser): Promise<TAccountSecurity> {
  const eligible = user.accountType === 'adm';
  const [totp, left, required, sessions] = await readTogether(db, [
    () => totpState(db, user.id),
    () => recoveryCodesLeft(db, user.id),
    () =>
      db
      .select({ id: roles.id })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(and(eq(userRoles.userId, user.id), eq(roles.requiresSecondFactor, true)))
      .limit(1),
    () => listSessions(db, user),
  ]);
  return { eligible, totp, recovery_codes_left: left, required: eligible && required.length > 0, sessions };
}
