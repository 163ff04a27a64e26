import { sql, type SQL } from 'drizzle-orm';
import { maskContactEmail, maskContactMobile } from '@siiicca/shared';

/*
 * Contact data a record holds but its reader may not see (docs/people-data.md, "Masked values in
 * forms"). A save that kept a masked look-up value stores the real value it stands for (the office
 * needs it) and marks it (`thirds.email_hidden` / `mobile_hidden`). Every read of a record's people
 * asks SQL whether the mark applies to this reader (`hiddenSql`), then masks in TypeScript with the
 * very functions the look-ups use (`shownContact`, `shownValue`): what a record shows masked is what
 * the look-up showed. Only an administrator (users.manage) and the person themselves see it.
 */

export type TContactField = 'email' | 'mobile';

/** The reader: the signed-in user's id; null for the server's own reads (mail, the office's records), which see everything. */
export type TContactReader = number | null;

/** SQL: whether the reader may see the third `alias`'s hidden contact data (an administrator, or the person). */
function seesSql(reader: number, alias: string): SQL {
  return sql`exists (select 1 from users ru where ru.id = ${reader}::integer and (
      upper(btrim(ru.identity)) = upper(btrim(${sql.raw(alias)}.identification))
      or exists (select 1 from user_roles ur join role_permissions rp on rp.role_id = ur.role_id
        where ur.user_id = ru.id and rp.permission_id = 'users.manage')))`;
}

/** SQL boolean: the third `alias`'s `field` is hidden from this reader (to be masked). */
export function hiddenSql(reader: TContactReader, alias: string, field: TContactField): SQL {
  if (reader === null) return sql`false`;
  return sql`(${sql.raw(`${alias}.${field}_hidden`)} and not ${seesSql(reader, alias)})`;
}

/** json_build_object pairs `'email_hidden', …, 'mobile_hidden', …` for the third `alias`, read back by `shownContact`. */
export const hiddenJsonSql = (reader: TContactReader, alias: string): SQL =>
  sql`'email_hidden', ${hiddenSql(reader, alias, 'email')}, 'mobile_hidden', ${hiddenSql(reader, alias, 'mobile')}`;

const MASKS: Record<TContactField, (value: string) => string> = { email: maskContactEmail, mobile: maskContactMobile };

/** The value as this reader may see it: masked as the look-ups mask it when `hidden`. */
export function shownValue(value: string | null | undefined, hidden: unknown, field: TContactField): string | null {
  if (value === null || value === undefined) return null;
  return hidden === true ? MASKS[field](value) : value;
}

type THiddenFlags = { email_hidden?: unknown; mobile_hidden?: unknown };

/** A person read with `hiddenJsonSql` (or columns of the same names): hidden values masked, the flags dropped. */
export function shownContact<T extends { email?: string | null; mobile?: string | null } & THiddenFlags>(row: T): Omit<T, keyof THiddenFlags> {
  const { email_hidden, mobile_hidden, ...rest } = row;
  const shown = { ...rest } as Omit<T, keyof THiddenFlags>;
  if ('email' in rest) Object.assign(shown, { email: shownValue(rest.email, email_hidden, 'email') });
  if ('mobile' in rest) Object.assign(shown, { mobile: shownValue(rest.mobile, mobile_hidden, 'mobile') });
  return shown;
}
