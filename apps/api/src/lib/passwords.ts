import { hash, verify } from '@node-rs/argon2';

// argon2id is the library's default algorithm (its `Algorithm` const enum breaks isolatedModules).
// OWASP's minimum: m = 19 MiB, t = 2, p = 1.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (plain: string) => hash(plain, OPTIONS);

export async function verifyPassword(hashed: string | null | undefined, plain: string): Promise<boolean> {
  if (!hashed) {
    // Spend the same time as a real check so the answer does not tell whether the account exists.
    dummyHash ??= hashPassword('siiicca-timing-equaliser');
    await verify(await dummyHash, plain).catch(() => false);
    return false;
  }
  return verify(hashed, plain).catch(() => false);
}

let dummyHash: Promise<string> | undefined;
