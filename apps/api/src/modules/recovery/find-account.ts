import { and, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/transaction';
import { users } from '../../db/schema';
import type { AcademicConnector } from '../../connectors/academic/types';
import type { AccountRef } from './ticket';

/** An account whose password can be recovered, with the addresses a link may be sent to. */
export type RecoverableAccount = AccountRef & { name: string; userId: number | null; emails: string[] };

type Deps = { db: DbOrTx; academic: AcademicConnector };

/** The account a person typed (user name or e-mail): an administrator account first, else the academic system. */
export async function findRecoverableAccount(deps: Deps, typed: string): Promise<RecoverableAccount | null> {
  const login = typed.trim().toLowerCase();
  const [admin] = await deps.db
    .select({ id: users.id, name: users.name, email: users.email, username: users.username, active: users.active })
    .from(users)
    .where(and(eq(users.accountType, 'adm'), or(eq(sql`lower(${users.username})`, login), eq(sql`lower(${users.email})`, login))))
    .limit(1);
  if (admin) return admin.active ? fromAdmin(admin) : null;
  return findAcademic(deps, typed.trim());
}

/** The account a `user` reference stands for, as it is now (addresses may have changed meanwhile). */
export async function loadRecoverableAccount(deps: Deps, ref: AccountRef): Promise<RecoverableAccount | null> {
  if (ref.type === 'sac') return findAcademic(deps, ref.login);
  const [admin] = await deps.db
    .select({ id: users.id, name: users.name, email: users.email, username: users.username, active: users.active })
    .from(users)
    .where(and(eq(users.accountType, 'adm'), eq(users.username, ref.login)));
  return admin?.active ? fromAdmin(admin) : null;
}

/** The product user of an academic account, once it has signed in (its sessions live there). */
export async function productUserOfAcademic(db: DbOrTx, account: { username: string; email?: string }) {
  const match = account.email ? or(eq(users.username, account.username), eq(users.email, account.email)) : eq(users.username, account.username);
  const [row] = await db
    .select({ id: users.id, active: users.active })
    .from(users)
    .where(and(eq(users.accountType, 'sac'), match))
    .limit(1);
  return row ?? null;
}

const fromAdmin = (u: { id: number; name: string; email: string; username: string }): RecoverableAccount => ({
  type: 'adm',
  login: u.username,
  name: u.name,
  userId: u.id,
  emails: [u.email],
});

async function findAcademic(deps: Deps, login: string): Promise<RecoverableAccount | null> {
  const account = await deps.academic.findAccount(login);
  if (!account) return null;
  const product = await productUserOfAcademic(deps.db, account);
  // A lecturer switched off in the product does not get a way back in through recovery.
  if (product && !product.active) return null;
  const emails = [...new Map([account.email, ...account.recoveryEmails].filter(Boolean).map((e) => [e.toLowerCase(), e])).values()];
  return { type: 'sac', login: account.username, name: account.name, userId: product?.id ?? null, emails };
}
