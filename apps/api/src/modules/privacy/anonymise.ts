import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows';
import type { DbOrTx } from '../../db/transaction';

/**
 * The rows about a user kept in other people's (and their own) records: `thirds` whose
 * identification is the account's identity, or whose e-mail is the account's.
 */
export const aboutUser = (userId: number) =>
  sql`(exists (select 1 from users u where u.id = ${userId} and u.identity is not null and upper(t.identification) = upper(u.identity))
    or exists (select 1 from users u where u.id = ${userId} and t.email is not null and lower(t.email) = lower(u.email)))`;

/**
 * Anonymises a user's personal data after a supresión is answered (docs/personal-data-rights.md says
 * exactly what changes and what stays, and why): the account (closed, name, e-mail, user name and
 * identification replaced), its sessions (revoked, address and browser cleared), its password
 * reset links, and the person rows about them that no sent record holds. Rows of records already sent
 * to a call (sealed) keep what the call needs; the audit trail, the acceptances of the notice and the
 * requests themselves are kept as the law's proof. Answers how many rows changed.
 */
export async function anonymiseUser(tx: DbOrTx, userId: number) {
  const anon = `anonimizado-${userId}`;
  const people = await queryRows<{ id: number }>(
    tx,
    sql`update thirds t set name = 'Titular anonimizado', identification = 'ANON-' || t.id, email = null, mobile = null, cvlac = null,
      orcid = null, goo_academico = null, link = null, email_hidden = false, mobile_hidden = false, updated_at = now()
      where not t.sealed and ${aboutUser(userId)} returning t.id`,
  );
  const [kept] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from thirds t where t.sealed and ${aboutUser(userId)}`);
  // The account last: the person rows are found by its identification and e-mail.
  const [account] = await queryRows<{ id: number }>(
    tx,
    sql`update users set name = ${`Titular anonimizado #${userId}`}, email = ${`${anon}@anonimo.invalid`}, username = ${anon},
      identity = null, password_hash = null, active = false, updated_at = now() where id = ${userId} returning id`,
  );
  await tx.execute(sql`update sessions set revoked_at = coalesce(revoked_at, now()), ip = null, user_agent = null where user_id = ${userId}`);
  await tx.execute(sql`delete from password_resets where user_id = ${userId}`);
  return { account: account ? 1 : 0, people: people.length, sealedKept: Number(kept?.n ?? 0) };
}
