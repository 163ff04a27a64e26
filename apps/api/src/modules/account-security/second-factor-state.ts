import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { TSecondFactorMethod } from '@siiicca/shared';
import type { DbOrTx } from '../../db/transaction';
import { passkeys, recoveryCodes, totpFactors } from '../../db/schema';

/**
 * Which second-factor methods an account can complete a sign-in with (empty: none, the password is
 * enough). TOTP counts once confirmed; recovery codes only beside it; a passkey (modules/passkeys) on its own.
 */
export async function secondFactorMethods(db: DbOrTx, userId: number): Promise<TSecondFactorMethod[]> {
  const [row] = await db
    .select({
      totp: sql<boolean>`exists (select 1 from ${totpFactors} where ${totpFactors.userId} = ${userId} and ${totpFactors.confirmedAt} is not null)`,
      recovery: sql<boolean>`exists (select 1 from ${recoveryCodes} where ${recoveryCodes.userId} = ${userId} and ${recoveryCodes.usedAt} is null)`,
      passkey: sql<boolean>`exists (select 1 from ${passkeys} where ${passkeys.userId} = ${userId})`,
    })
    .from(sql`(select 1) as one`);
  const methods: TSecondFactorMethod[] = [];
  if (row?.totp) methods.push('totp');
  if (row?.totp && row.recovery) methods.push('recovery');
  if (row?.passkey) methods.push('passkey');
  return methods;
}

/** The hook the sign-in asks: does this account need a second step after its password? */
export async function hasSecondFactor(db: DbOrTx, userId: number): Promise<boolean> {
  return (await secondFactorMethods(db, userId)).length > 0;
}

/** The confirmed TOTP factor of a user, if any. */
export async function confirmedTotp(db: DbOrTx, userId: number) {
  const [row] = await db
    .select()
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)));
  return row ?? null;
}
