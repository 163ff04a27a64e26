import { and, eq, sql } from 'drizzle-orm';
import { LEADER_TYPE, STRATEGY_MSG, strategyAction, type TStrategyState } from '@siiicca/shared';
import { inTransaction, type DbOrTx } from '../../db/transaction';
import { strategies, strategyActors, thirds } from '../../db/schema';
import { badRequest, notFound } from '../../lib/app-error';
import { refuseStale } from '../../platform/versions';
import { recordAuditEvents } from '../../platform/audit-log';
import { defineRecordDelete, deleteRecord } from '../../platform/records/delete-record';
import { versionOf } from './find-strategy';
import { activePeriodId } from './active-period';

/** A strategy's deletion: its owner's, by the shared rule in the active period; its letter and final report removed after. */
const STRATEGY_DELETE = defineRecordDelete({
  recordType: 'strategy',
  lock: async (tx: DbOrTx, userId: number, id: number) => {
    const [found] = await tx
      .select({ state: strategies.state, periodId: strategies.periodId, expirationDate: strategies.expirationDate, name: strategies.name, letter: strategies.approvementLetterPath, report: strategies.finalReportPath })
      .from(strategies)
      .where(and(eq(strategies.id, id), eq(strategies.userId, userId)))
      .for('update');
    return found ?? null;
  },
  canDelete: async (found, tx) =>
    strategyAction('delete', { state: found.state as TStrategyState, period_id: found.periodId, expiration_date: found.expirationDate }, { activePeriodId: await activePeriodId(tx) }),
  files: async (_tx, found) => [found.letter, found.report],
  remove: (tx, id) => tx.delete(strategies).where(eq(strategies.id, id)),
  name: (found) => ({ field: 'name', value: found.name }),
  notFound: STRATEGY_MSG.notFound,
});

/** Deletes the owner's strategy (its children go with it) when the rules allow; answers its files to remove once committed. */
export const deleteStrategy = (db: DbOrTx, userId: number, id: number): Promise<string[]> => deleteRecord(db, STRATEGY_DELETE, userId, id);

/**
 * Toggles an actor of the owner's strategy between Activo and Inactivo (spec section 4: deleting a
 * saved actor), when the strategy may be edited. The leader stays. Recorded in the history.
 */
export async function toggleActor(db: DbOrTx, userId: number, actorId: number, version: string) {
  return inTransaction(db, async (tx) => {
    const [found] = await tx
      .select({
        strategyId: strategies.id,
        state: strategies.state,
        periodId: strategies.periodId,
        expirationDate: strategies.expirationDate,
        type: strategyActors.type,
        actorState: strategyActors.state,
        name: thirds.name,
        version: sql<string>`${versionOf('strategies')}`,
      })
      .from(strategyActors)
      .innerJoin(strategies, eq(strategies.id, strategyActors.strategyId))
      .innerJoin(thirds, eq(thirds.id, strategyActors.thirdId))
      .where(and(eq(strategyActors.id, actorId), eq(strategies.userId, userId)))
      .for('update', { of: [strategyActors, strategies] });
    if (!found) throw notFound(STRATEGY_MSG.notFound);
    // The toggle is a change of the strategy: it names the version the wizard read (platform/versions.ts).
    refuseStale(version, found.version, STRATEGY_MSG.staleEdit);
    const can = strategyAction('edit', { state: found.state as TStrategyState, period_id: found.periodId, expiration_date: found.expirationDate }, { activePeriodId: await activePeriodId(tx) });
    if (!can.allowed) throw badRequest(can.reason);
    if (found.type === LEADER_TYPE) throw badRequest(STRATEGY_MSG.leaderCannotToggle);
    const state = found.actorState === 'Activo' ? 'Inactivo' : 'Activo';
    await tx.update(strategyActors).set({ state }).where(eq(strategyActors.id, actorId));
    const [bumped] = await tx
      .update(strategies)
      .set({ updatedAt: sql`clock_timestamp()` })
      .where(eq(strategies.id, found.strategyId))
      .returning({ version: sql<string>`${versionOf('strategies')}` });
    await recordAuditEvents(tx, {
      recordType: 'strategy',
      recordId: found.strategyId,
      userId,
      action: state === 'Activo' ? 'actor_activated' : 'actor_deactivated',
      changes: [{ field: `actors.${found.type}: ${found.name}`, from: found.actorState, to: state }],
    });
    return { id: actorId, state, version: bumped!.version } as const;
  });
}
