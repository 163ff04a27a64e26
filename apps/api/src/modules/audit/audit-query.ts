import { and, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { TAuditFilters } from '@siiicca/shared';
import { queryRows } from '../../db/query-rows';
import { securityEvents, users } from '../../db/schema';
import type { DbOrTx } from '../../db/transaction';

/*
 * The lines of the security audit trail that the 'Auditoría' filters match, as one condition over
 * security_events alone (its indexes: time, actor, subject, event), shared by the list and the export.
 */

/** Past this many users matching the user filter's text, it is too vague: the first ones are taken. */
const USERS_MATCHED = 200;

/** The start of a Bogotá calendar day as a timestamp (Colombia has no daylight saving time). */
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'America/Bogota')`;
const dayAfter = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'America/Bogota')`;

/**
 * The users a filter's text names: a login or e-mail typed whole, or part of a name, login or e-mail
 * (case and accents as typed). Read first and written into the condition as ids, so the planner sees
 * the actor and subject indexes (as amongMatching does for the record lists).
 */
async function usersNamed(db: DbOrTx, text: string): Promise<number[]> {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from ${users}
      where lower(username) = lower(${text}) or lower(email) = lower(${text})
        or name ilike ${pattern} or username ilike ${pattern} or email ilike ${pattern}
      order by id limit ${USERS_MATCHED}`,
  );
  return rows.map((r) => Number(r.id));
}

/**
 * The condition of the filters (undefined: none), and its name (`key`: the same name, the same
 * condition, including the users the text named when it was read).
 */
export async function auditCondition(db: DbOrTx, f: TAuditFilters): Promise<{ where: SQL | undefined; key: string }> {
  const parts: (SQL | undefined)[] = [];
  let ids: number[] | null = null;
  if (f.user) {
    ids = await usersNamed(db, f.user);
    parts.push(ids.length ? or(inArray(securityEvents.actorId, ids), inArray(securityEvents.subjectUserId, ids)) : sql`false`);
  }
  if (f.event) parts.push(sql`${securityEvents.event} = ${f.event}`);
  if (f.from) parts.push(gte(securityEvents.occurredAt, dayStart(f.from) as never));
  if (f.to) parts.push(lt(securityEvents.occurredAt, dayAfter(f.to) as never));
  const present = parts.filter((p): p is SQL => p !== undefined);
  return { where: present.length ? and(...present) : undefined, key: JSON.stringify([ids, f.event ?? null, f.from ?? null, f.to ?? null]) };
}
