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
 */

/** A person as a save names them, with the field path its errors are answered under. */
export type TMaskedPerson = { at: string; person: { identification: string; email?: string | null; mobile?: string | null } };

type TDeps = { db: DbOrTx; academic: AcademicConnector };
type TStored = { email: string | null; mobile: string | null };

/** What the product keeps of a person: the saver's own rows and the account (`first`), then other owners' rows (`last`). */
async function storedOf(db: DbOrTx, ownerId: number, identification: string) {
  const id = identification.trim().toUpperCase();
  const rows = await queryRows<TStored & { rank: number }>(
    db,
    sql`select email, mobile, rank from (
        select email, mobile, case when owner_id = ${ownerId} then 0 else 2 end as rank, sealed, updated_at from thirds where upper(identification) = ${id}
        union all select email, null, 1, false, updated_at from users where upper(identity) = ${id}) s
      order by rank, sealed, updated_at desc`,
  );
  return { first: rows.filter((r) => Number(r.rank) < 2), last: rows.filter((r) => Number(r.rank) === 2) };
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
    let academic: TStored[] | null = null;
    const find = async (pick: (s: TStored) => string | null, mask: (v: string) => string, shown: string) => {
      const match = (list: TStored[]) => list.map(pick).find((v): v is string => !!v && mask(v) === shown);
      const mine = match(stored.first);
      if (mine) return mine;
      // The academic system is asked only when the saver's own record and the account do not match.
      academic ??= await deps.academic
        .findPerson(person.identification)
        .then((p) => (p ? [{ email: p.email, mobile: p.mobile }] : []))
        .catch(() => []);
      return match(academic) ?? match(stored.last) ?? null;
    };
    if (email) {
      const value = await find((s) => s.email, maskContactEmail, email);
      if (value) person.email = value;
      else errors[`${at}.email`] = [invalidEmail];
    }
    if (mobile) {
      const value = await find((s) => s.mobile, maskContactMobile, mobile);
      if (value) person.mobile = value;
      else errors[`${at}.mobile`] = [MSG.invalidValue];
    }
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
