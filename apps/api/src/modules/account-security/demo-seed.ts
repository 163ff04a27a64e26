import { eq } from 'drizzle-orm';
import { inTransaction, type DbOrTx } from '../../db/transaction';
import { recoveryCodes, totpFactors, userRoles, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { roleIdsByKey } from '../../db/seed/reference';
import { digestRecoveryCode } from './recovery-codes';

/**
 * The demo account with a second factor already enrolled (README, "Second factor"): a newcomer signs in
 * as 'seguro' and is asked for a code of an authenticator app given this secret, or for one of the
 * recovery codes below. Demo data only: its secret is public.
 */
export const DEMO_SECOND_FACTOR = {
  username: 'seguro',
  email: 'seguro@siiicca.test',
  password: 'Seguro#2026',
  totpSecret: 'SIIICCASEGURODEMO2FA3TOTP4SECRET',
  recoveryCodes: Array.from({ length: 10 }, (_, i) => `seguro-${String(i + 1).padStart(4, '0')}`),
} as const;

/** Seeds 'seguro' (profile Revisor: reads every strategy and project; TOTP enrolled) once; an existing database gains it on its next start with demo data. */
export async function seedSecondFactorDemo(db: DbOrTx) {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.username, DEMO_SECOND_FACTOR.username));
  if (existing) return;
  const roleIds = await roleIdsByKey(db, ['reviewer']);
  await inTransaction(db, async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        name: 'Sofía Elena Guzmán Restrepo',
        email: DEMO_SECOND_FACTOR.email,
        username: DEMO_SECOND_FACTOR.username,
        identity: '1000000009',
        accountType: 'adm',
        passwordHash: await hashPassword(DEMO_SECOND_FACTOR.password),
      })
      .returning({ id: users.id });
    await tx.insert(userRoles).values({ userId: user!.id, roleId: roleIds.reviewer! });
    // Written plain, as rows from before secrets were sealed: the seed has no key (the tests' snapshot is
    // seeded once for apps of different keys); the first code of 'seguro' seals it (totp-secret.ts).
    await tx.insert(totpFactors).values({ userId: user!.id, secret: DEMO_SECOND_FACTOR.totpSecret, confirmedAt: new Date() });
    await tx.insert(recoveryCodes).values(DEMO_SECOND_FACTOR.recoveryCodes.map((code) => ({ userId: user!.id, codeHash: digestRecoveryCode(code) })));
  });
}
