import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TStrategy } from '@siiicca/shared';
import { columnNames, intArray, typedColumns, typedValues } from '../../db/typed-columns';
import { syncChildrenById } from '../../platform/records/children';
import type { DbOrTx } from '../../db/transaction';
import { strategyActorPrograms, strategyActors } from '../../db/schema';
import { actorRows, type TActorRow } from './actor-rows';
import type { TPersonIds } from './strategy-people';

/*
 * A strategy's children, written by diff in a number of statements that does not grow with their
 * number: the chosen lists (one statement per pivot table), the activities (the engine's
 * syncChildrenById, platform/records/children.ts) and the actors (kept ids updated in one statement,
 * new ones inserted in one, removed ones deleted in one; their own rules: an Inactivo actor is kept
 * as it was, a graduate's programs are rewritten with them).
 */

/** The pivot tables of the multi-selects: the input field, the table and its column. */
const PIVOTS = [
  ['divisions', 'strategy_divisions', 'division_id'],
  ['faculties', 'strategy_faculties', 'faculty_id'],
  ['programs', 'strategy_programs', 'program_id'],
  ['subjects', 'strategy_subjects', 'subject_id'],
  ['investigation_lines', 'strategy_investigation_lines', 'investigation_line_id'],
  ['action_fields', 'strategy_action_fields', 'action_field_id'],
  ['products', 'strategy_products', 'product_id'],
] as const satisfies readonly [keyof TStrategy, string, string][];

/** Each multi-select: rows no longer chosen deleted and new ones inserted, in one statement per table. */
async function syncPivots(tx: DbOrTx, strategyId: number, s: TStrategy) {
  for (const [field, table, column] of PIVOTS) {
    const chosen = intArray(s[field]);
    await tx.execute(sql`with gone as (
        delete from ${sql.raw(table)} where strategy_id = ${strategyId} and not (${sql.raw(column)} = any(${chosen})))
      insert into ${sql.raw(table)} (strategy_id, ${sql.raw(column)})
      select ${strategyId}, unnest(${chosen}) on conflict do nothing`);
  }
}

/** The stored columns of an activity: its place in the list and its text. */
const ACTIVITY_COLUMNS = typedColumns({ integer: ['position'], text: ['description'] });

/** The activities in their order: kept ids updated, new ones inserted, the rest deleted (the engine's syncChildrenById). */
async function syncActivities(tx: DbOrTx, strategyId: number, activities: TStrategy['activities']) {
  const rows = activities.map((a, position) => ({ ...(a.id !== undefined ? { id: a.id } : {}), position, description: a.description }));
  await syncChildrenById(tx, { table: 'strategy_activities', parent: ['strategy_id', strategyId], columns: ACTIVITY_COLUMNS, rows });
}

/** The stored columns of an actor, by SQL type (db/typed-columns.ts). */
const ACTOR_COLUMNS = typedColumns<keyof TActorRow>({
  text: ['type', 'rol', 'link', 'entityName', 'actorName', 'actorPosition', 'email', 'sector', 'countryId', 'cityId'],
  integer: ['sectionalId', 'facultyId', 'investigationGroupId', 'programId', 'semester', 'economicSectorId'],
});

/**
 * The actors, matched to the stored ones by person: a person already an actor keeps their row
 * (and id and state) with the new fields, unless the actor is Inactivo (edit is for Activo
 * actors only: an inactive one is kept as it was); new people are inserted as Activo; people no
 * longer listed are removed. A graduate's programs are rewritten with their actor.
 */
async function syncActors(tx: DbOrTx, strategyId: number, desired: TActorRow[]) {
  const stored = await tx
    .select({ id: strategyActors.id, thirdId: strategyActors.thirdId, state: strategyActors.state })
    .from(strategyActors)
    .where(eq(strategyActors.strategyId, strategyId));
  const byThird = new Map(stored.map((a) => [a.thirdId, a]));
  const wanted = new Set(desired.map((a) => a.thirdId));
  const removed = stored.filter((a) => !wanted.has(a.thirdId)).map((a) => a.id);
  const updated = desired.flatMap((a) => {
    const s = byThird.get(a.thirdId);
    return s && s.state === 'Activo' ? [{ ...a, id: s.id }] : [];
  });
  const added = desired.filter((a) => !byThird.has(a.thirdId));

  if (removed.length > 0) await tx.delete(strategyActors).where(inArray(strategyActors.id, removed));
  if (updated.length > 0) {
    const values = typedValues(updated, [['id', 'id', 'integer'], ...ACTOR_COLUMNS]);
    const sets: SQL[] = ACTOR_COLUMNS.map(([, c]) => sql.raw(`${c} = v.${c}`));
    const names = columnNames(ACTOR_COLUMNS);
    await tx.execute(sql`update strategy_actors t set ${sql.join(sets, sql`, `)}, updated_at = now()
      from (values ${values}) as v (id, ${names}) where t.id = v.id`);
  }
  const inserted = added.length
    ? await tx
        .insert(strategyActors)
        .values(added.map(({ programs: _programs, ...a }) => ({ ...a, strategyId, state: 'Activo' })))
        .returning({ id: strategyActors.id, thirdId: strategyActors.thirdId })
    : [];

  // Graduates' programs: those of the rewritten actors are replaced.
  const idOfThird = new Map([...updated.map((a) => [a.thirdId, a.id] as const), ...inserted.map((a) => [a.thirdId, a.id] as const)]);
  const rewritten = updated.map((a) => a.id);
  if (rewritten.length > 0) await tx.delete(strategyActorPrograms).where(inArray(strategyActorPrograms.actorId, rewritten));
  const programs = desired.flatMap((a) => {
    const actorId = idOfThird.get(a.thirdId);
    return actorId ? a.programs.map((p) => ({ actorId, programId: p.programId, year: p.year })) : [];
  });
  if (programs.length > 0) await tx.insert(strategyActorPrograms).values(programs);
}

/** Writes the strategy's lists, activities and actors (the leader first), its people already written (`idOf`). */
export async function writeChildren(tx: DbOrTx, strategyId: number, s: TStrategy, idOf: TPersonIds) {
  await syncPivots(tx, strategyId, s);
  await syncActivities(tx, strategyId, s.activities);
  await syncActors(tx, strategyId, actorRows(s, idOf));
}
