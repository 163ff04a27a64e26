import { actorKey, type TStrategy } from '@siiicca/shared';
import type { DbOrTx } from '../../db/transaction';
import { hiddenContactOf, upsertThirds, type TThirdInput } from '../people';

/** A person's id among those a save wrote, by their type and identification. */
export type TPersonIds = (p: { type_id: string; identification: string }) => number;

/** Every person and organisation the strategy names, to upsert at once. */
function peopleOf(s: TStrategy): TThirdInput[] {
  const people: TThirdInput[] = [
    {
      ...s.leader,
      ...hiddenContactOf(s.leader),
      sectional_id: s.leader.sectional_id,
      faculty_id: s.leader.faculty_id,
      investigation_group_id: s.leader.investigation_group_id ?? undefined,
    },
  ];
  for (const a of s.actors) {
    const third = { ...a.third, ...hiddenContactOf(a.third) };
    if (a.type === 'Docente') people.push({ ...third, sectional_id: a.sectional_id ?? undefined, faculty_id: a.faculty_id ?? undefined, link: a.link });
    else people.push(third);
  }
  if (s.entity) people.push({ type_id: s.entity.type_id, identification: s.entity.identification, name: s.entity.name });
  return people;
}

/** Writes the strategy's people (upserted once each, as `userId`'s records) and answers how to find their ids. */
export async function writeStrategyPeople(tx: DbOrTx, userId: number, s: TStrategy): Promise<TPersonIds> {
  const thirdIds = await upsertThirds(tx, userId, peopleOf(s));
  return (p) => thirdIds.get(actorKey({ third: p }))!;
}
