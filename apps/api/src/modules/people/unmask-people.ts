import { sql } from 'drizzle-orm';
import { isMaskedEmail, isMaskedMobile, maskContactEmail, maskContactMobile, MSG, PROJECT_MSG, STRATEGY_MSG, type TProjectSave, type TStrategy } from '@siiicca/shared';
import type { AcademicConnector } from '../../connectors/academic/types';
import { queryRows } from '../../db/query-rows';
import type { DbOrTx } from '../../db/transaction';
import { AppError } from '../../lib/app-error';

/*
 * A look-up shows a lecturer a person's e-mail and mobile masked (docs/people-data.md); the form sends
 * them back unchanged when the user typed nothing new. Before a save, each masked value becomes the
 * stored value it stands for, in the look-up's order of trust: the saver's own record of the person,
 * the person's account, the academic system, then other owners' records. A masked value that stands
 * for nothing stored is refused, by field; a masked value is never written.
 * A value the saver may not see (anything but their own record's visible value, when they are not
 * the person nor an administrator) is marked hidden (`hiddenContactOf`): the save stores it with
 * that mark and every read masks it for them (hidden-contact.ts).
 */

/** A person as a save names them, with the field path its errors are answered under. */
export type TMaskedPerson = { at: string; person: { identification: string; email?: string | null; mobile?: string | null } };

type TDeps = { db: DbOrTx; academic: AcademicConnector };
/** A stored value; `visible`: the saver's own record holds it unmarked (they typed it or could see it). */
type TStored = { email: string | null; mobile: string | null; email_visible?: boolean; mobile_visible?: boolean };

/** Which of a person's contact values a save filled from a masked value the saver may not see. */
export type THiddenContact = { email_hidden?: boolean; mobile_hidden?: boolean };
const hiddenByPerson = new WeakMap<object, THiddenContact>();

/**
 * The hidden marks `unmaskPeople` left on this person object (the form's person, as the save passes
 * it on): spread them into the person's `TThirdInput` so that `upsertThirds` stores them.
 */
export const hiddenContactOf = (person: object): THiddenContact => hiddenByPerson.get(person) ?? {};

/** What the product keeps of a person: the saver's own rows and the account (`first`), then other owners' rows (`last`). */
async function storedOf(db: DbOrTx, ownerId: number, identification: string) {
  const id = identification.trim().toUpperCase();
  const rows = await queryRows<TStored & { rank: number }>(
    db,
    sql`select email, mobile, email_visible, mobile_visible, rank from (
        select email, mobile, owner_id = ${ownerId} and not email_hidden as email_visible, owner_id = ${ownerId} and not mobile_hidden as mobile_visible,
          case when owner_id = ${ownerId} then 0 else 2 end as rank, sealed, updated_at from thirds where upper(identification) = ${id}
        union all select email, null, false, false, 1, false, updated_at from users where upper(identity) = ${id}) s
      order by rank, sealed, updated_at desc`,
  );
  return { first: rows.filter((r) => Number(r.rank) < 2), last: rows.filter((r) => Number(r.rank) === 2) };
}

/** The saver sees every value of this person unmasked: an administrator, or the person themselves (lookup-access.ts). */
async function seesAll(db: DbOrTx, ownerId: number, identification: string) {
  const [row] = await queryRows<{ sees: boolean }>(
    db,
    sql`select coalesce(upper(btrim(u.identity)) = ${identification.trim().toUpperCase()}, false) or exists (select 1 from user_roles ur
        join role_permissions rp on rp.role_id = ur.role_id where ur.user_id = u.id and rp.permission_id = 'users.manage') as sees
      from users u where u.id = ${ownerId}`,
  );
  return row?.sees === true;
}

/**
 * The people of a save with every masked e-mail and mobile replaced by the stored value it stands
 * for (in place); a 400 naming each field whose masked value stands for nothing stored.
 */
export async function unmaskPeople(deps: TDeps, ownerId: number, people: readonly TMaskedPerson[], invalidEmail: string): Promise<void> {
  const errors: Record<string, string[]> = {};
  for (const { at, person } of people) {
    const email = isMaskedEmail(person.email) ? person.email.trim() : null;
    const mobile = isMaskedMobile(person.mobile) ? person.mobile.trim() : null;
    if (!email && !mobile) continue;
    const stored = await storedOf(deps.db, ownerId, person.identification);
    const sees = await seesAll(deps.db, ownerId, person.identification);
    let academic: TStored[] | null = null;
    const find = async (field: 'email' | 'mobile', mask: (v: string) => string, shown: string) => {
      const match = (list: TStored[]) => list.find((s) => !!s[field] && mask(s[field]) === shown);
      // The academic system is asked only when the saver's own record and the account do not match.
      const found =
        match(stored.first) ??
        match(
          (academic ??= await deps.academic
            .findPerson(person.identification)
            .then((p) => (p ? [{ email: p.email, mobile: p.mobile }] : []))
            .catch(() => [])),
        ) ??
        match(stored.last);
      return found ? { value: found[field]!, hidden: !sees && found[`${field}_visible`] !== true } : null;
    };
    const hidden: THiddenContact = {};
    if (email) {
      const found = await find('email', maskContactEmail, email);
      if (found) [person.email, hidden.email_hidden] = [found.value, found.hidden];
      else errors[`${at}.email`] = [invalidEmail];
    }
    if (mobile) {
      const found = await find('mobile', maskContactMobile, mobile);
      if (found) [person.mobile, hidden.mobile_hidden] = [found.value, found.hidden];
      else errors[`${at}.mobile`] = [MSG.invalidValue];
    }
    hiddenByPerson.set(person, hidden);
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError(400, first, errors);
}

/** A strategy to save, its leader's and actors' masked contact data replaced by the stored values. */
export async function unmaskStrategyPeople<T extends TStrategy>(deps: TDeps, ownerId: number, s: T): Promise<T> {
  const people: TMaskedPerson[] = [{ at: 'leader', person: s.leader }, ...s.actors.map((a, i) => ({ at: `actors.${i}.third`, person: a.third }))];
  await unmaskPeople(deps, ownerId, people, STRATEGY_MSG.invalidEmail);
  return s;
}

/** A project to save, its investigators' and allies' masked contact data replaced by the stored values. */
export async function unmaskProjectPeople<T extends TProjectSave>(deps: TDeps, ownerId: number, p: T): Promise<T> {
  const people: TMaskedPerson[] = [
    ...p.internal_investigators.map((inv, i) => ({ at: `internal_investigators.${i}.third`, person: inv.third })),
    ...p.external_investigators.map((inv, i) => ({ at: `external_investigators.${i}.third`, person: inv.third })),
  ];
  await unmaskPeople(deps, ownerId, people, PROJECT_MSG.invalidEmail);
  return p;
}
