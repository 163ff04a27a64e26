import { and, eq, or, sql } from 'drizzle-orm';
import { buildMenu, MSG, type TLogin, type TLoginResponse } from '@siiicca/shared';
import { inTransaction, type DbOrTx } from '../../db/transaction';
import { roles, userRoles, users } from '../../db/schema';
import type { AcademicAccount, AcademicConnector } from '../../connectors/academic/types';
import { AppError, unauthorized } from '../../lib/app-error';
import { verifyPassword } from '../../lib/passwords';
import { loadSessionUser } from '../../platform/auth/session';
import { issueToken, type TokenSettings } from '../../platform/auth/tokens';
import { toSessionUser } from './session-user';

type Deps = { db: DbOrTx; tokens: TokenSettings; academic: AcademicConnector };

/** Signs in an adm account against its product password, or a sac account through the connector. */
export async function login(
  deps: Deps,
  input: TLogin,
  meta: { ip?: string; userAgent?: string },
): Promise<TLoginResponse> {
  const userId = input.type === 'adm' ? await checkAdministrator(deps.db, input) : await checkAcademic(deps, input);
  if (!userId) throw unauthorized(MSG.badCredentials);

  const { token, sessionId } = await issueToken(deps.db, deps.tokens, { userId, remember: input.remember, ...meta });
  const user = await loadSessionUser(deps.db, userId, sessionId);
  if (!user) throw unauthorized(MSG.badCredentials);
  return { message: MSG.loginOk, token, user: toSessionUser(user), menus: buildMenu([...user.permissions]) };
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
