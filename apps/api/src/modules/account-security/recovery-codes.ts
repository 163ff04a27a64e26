import { createHash, randomInt } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT } from '@siiicca/shared';
import type { DbOrTx } from '../../db/transaction';
import { recoveryCodes } from '../../db/schema';

/*
 * Recovery codes: 10 of 10 characters (an alphabet without look-alikes, 50 bits each) shown once as
 * 'xxxxx-xxxxx'. 50 random bits need no slow hash: SHA-256 is stored, and each code is used once.
 */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const normalise = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
/** What is stored of a recovery code (the demo seed writes its published codes with it). */
export const digestRecoveryCode = (code: string) => createHash('sha256').update(normalise(code)).digest('hex');

function newCode() {
  let s = '';
  for (let i = 0; i < 10; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return `${s.slice(0, 5)}-${s.slice(5)}`;
}

/** Replaces the user's recovery codes with a new set; answers the codes, the only time they are seen. */
export async function replaceRecoveryCodes(tx: DbOrTx, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: digestRecoveryCode(code) })));
  return codes;
}

/** Uses one unused recovery code of the user; false when it is not one (or was used). */
export async function useRecoveryCode(tx: DbOrTx, userId: number, code: string): Promise<boolean> {
  if (normalise(code).length !== 10) return false;
  const used = await tx
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, digestRecoveryCode(code)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

export async function recoveryCodesLeft(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}
