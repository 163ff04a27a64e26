import { and, eq } from 'drizzle-orm';
import type { KeyObject } from 'node:crypto';
import type { DbOrTx } from '../../db/transaction';
import { totpFactors } from '../../db/schema';
import { isSealed, openSecret, sealSecret } from './secret-box';

/** A Base32 secret as rows written before sealing (and the demo seed) hold it. */
const PLAIN_BASE32 = /^[A-Z2-7]+=*$/;

/**
 * The secret of a TOTP row, or null when it does not open with this key (the key changed, the row was
 * copied from another user, or damaged). A row still in plain Base32 (written before secrets were
 * sealed, or by the demo seed) is read as it is and sealed in its place on this read, in the caller's
 * transaction; a concurrent reader that sealed it first wins (the update waits for its plain value).
 */
export async function readTotpSecret(tx: DbOrTx, key: KeyObject, row: { userId: number; secret: string }): Promise<string | null> {
  if (isSealed(row.secret)) return openSecret(key, row.userId, row.secret);
  if (!PLAIN_BASE32.test(row.secret)) return null;
  await tx
    .update(totpFactors)
    .set({ secret: sealSecret(key, row.userId, row.secret) })
    .where(and(eq(totpFactors.userId, row.userId), eq(totpFactors.secret, row.secret)));
  return row.secret;
}
