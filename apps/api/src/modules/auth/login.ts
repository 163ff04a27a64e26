import { and, eq, or, sql } from 'drizzle-orm';
import { MSG, SF_MSG, type TLogin, type TLoginAnswer } from '@siiicca/shared';
import { inTransaction, type DbOrTx } from '../../db/transaction';
import { roles, userRoles, users } from '../../db/schema';
import type { AcademicAccount, AcademicConnector } from '../../connectors/academic/types';
import { AppError, unauthorized } from '../../lib/app-error';
import { verifyPassword } from '../../lib/passwords';
import type { TokenSettings } from '../../platform/auth/tokens';
import { completeSignIn, issueTicket, secondFactorMethods } from '../account-security';

type Deps = { db: DbOrTx; tokens: TokenSettings; academic: AcademicConnector };

/**
 * Signs in an adm account against its product password, or a sac account through the connector. An adm
 * account with a second factor gets a short-lived ticket instead of a session: POST /login/second-factor
 * (or a passkey, modules/passkeys) completes it. SAC accounts are exempt: their directory handles it.
 */
export async function login(
  deps: Deps,
  input: TLogin,
  meta: { ip?: string; userAgent?: string },
): Promise<TLoginAnswer> {
  const userId = input.type === 'adm' ? await checkAdministrator(deps.db, input) : await checkAcademic(deps, input);
  if (!userId) throw unauthorized(MSG.badCredentials);

  if (input.type === 'adm') {
    const methods = await secondFactorMethods(deps.db, userId);
    if (methods.length > 0) {
      const ticket = await issueTicket(deps.db, { userId, remember: input.remember });
      return { message: SF_MSG.secondFactorNeeded, second_factor: { ticket, methods } };
    }
  }
  return completeSignIn(deps.db, deps.tokens, { userId, remember: input.remember, method: 'password', ...meta });
}

const loginMatches = (login: string) =>
  or(eq(sql`lower(${users.username})`, login.toLowerCase()), eq(sql`lower(${users.email})`, login.toLowerCase()));

async function checkAdministrator(db: DbOrTx, input: TLogin) {
  const [row] = await db
    .select({ id: users.id, hash: users.passwordHash, active: users.active })
    .from(users)
    .where(and(eq(users.accountType, 'adm'), loginMatches(input.email)))
    .limit(1);
  const ok = await verifyPassword(row?.hash, input.password);
  if (!row || !ok) return null;
  if (!row.active) throw inactive();
  return row.id;
}

async function checkAcademic(deps: Deps, input: TLogin) {
  const account = await deps.academic.authenticate(input.email, input.password);
  if (!account) return null;
  const user = await findOrProvisionLecturer(deps.db, account);
  if (!user.active) throw inactive();
  return user.id;
}

const inactive = () => new AppError(401, MSG.accountInactive);

/**
 * The first sign-in of an academic account creates its product user with the Docente profile;
 * later sign-ins keep the name and address in step with the academic system.
 */
export async function findOrProvisionLecturer(db: DbOrTx, account: AcademicAccount) {
  return inTransaction(db, async (tx) => {
    const [existing] = await tx
      .select({ id: users.id, active: users.active })
      .from(users)
      .where(and(eq(users.accountType, 'sac'), or(eq(users.username, account.username), eq(users.email, account.email))))
      .limit(1);
    if (existing) {
      await tx.update(users).set({ name: account.name, email: account.email }).where(eq(users.id, existing.id));
      return existing;
    }
    const [created] = await tx
      .insert(users)
      .values({
        name: account.name,
        email: account.email,
        username: account.username,
        identity: account.identity,
        accountType: 'sac',
      })
      .returning({ id: users.id, active: users.active });
    const [lecturer] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.key, 'lecturer'));
    if (lecturer) await tx.insert(userRoles).values({ userId: created!.id, roleId: lecturer.id });
    return created!;
  });
}
