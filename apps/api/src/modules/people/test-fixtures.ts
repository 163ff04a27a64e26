import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { roles, userRoles, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { signIn, type TestAccount } from '../../../test/accounts';
import type { TestApp } from '../../../test/helpers';
import type { DbOrTx } from '../../db/transaction';

/** The id of a demo account's user (the owner of the people rows a test writes). */
export async function userIdOf(db: DbOrTx, username: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

/** A product user (account type adm) holding exactly these seeded profiles (none at all too), signed in. */
export async function userWithProfiles(t: Pick<TestApp, 'app' | 'db'>, profileKeys: string[]) {
  const id = randomBytes(4).toString('hex');
  const account: TestAccount = { username: `usr.${id}`, email: `usr.${id}@siiicca.test`, password: 'Clave de usuario 2026', name: `Usuaria de Prueba ${id}` };
  const [created] = await t.db
    .insert(users)
    .values({ ...account, identity: `7${parseInt(id, 16)}`, accountType: 'adm', passwordHash: await hashPassword(account.password) })
    .returning({ id: users.id });
  if (profileKeys.length > 0) {
    const held = await t.db.select({ id: roles.id }).from(roles).where(inArray(roles.key, profileKeys));
    await t.db.insert(userRoles).values(held.map((r) => ({ userId: created!.id, roleId: r.id })));
  }
  return signIn(t, account, 'adm');
}
