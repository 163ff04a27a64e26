import { and, eq, sql } from 'drizzle-orm';
import { canCreateStrategy, STRATEGY_KINDS, STRATEGY_LIMITS, STRATEGY_MSG, strategyAction, type TStrategyState } from '@siiicca/shared';
import { inTransaction, type DbOrTx } from '../../db/transaction';
import { strategies } from '../../db/schema';
import { badRequest, notFound } from '../../lib/app-error';
import { refuseStale } from '../../platform/versions';
import { versionOf } from './find-strategy';
import { activePeriodId } from './active-period';

type TDraft = { step: number; data: Record<string, unknown> };

/** What a Borrador row shows in the lists while unfinished: its name and kind as typed so far. */
function listedFields(data: Record<string, unknown>) {
  const name = typeof data.name === 'string' ? data.name.trim().slice(0, STRATEGY_LIMITS.name) : '';
  const kind = (STRATEGY_KINDS as readonly unknown[]).includes(data.strategy) ? (data.strategy as string) : null;
  return { name, kind };
}

const answer = { id: strategies.id, step: strategies.draftStep, updated_at: strategies.draftUpdatedAt, version: sql<string>`${versionOf('strategies')}` };
const shaped = (r: { id: number; step: number | null; updated_at: Date | null; version: string }) => ({
  id: r.id,
  step: r.step ?? 1,
  updated_at: new Date(r.updated_at ?? Date.now()).toISOString(),
  /** The strategy's new version: the wizard names it in its next draft or save (platform/versions.ts). */
  version: r.version,
});

/** A new strategy's unfinished work: a Borrador of the active period, its owner's only. */
export async function createDraft(db: DbOrTx, userId: number, draft: TDraft) {
  return inTransaction(db, async (tx) => {
    const active = await activePeriodId(tx);
    const can = canCreateStrategy({ activePeriodId: active });
    if (!can.allowed) throw badRequest(can.reason);
    const [row] = await tx
      .insert(strategies)
      .values({ userId, periodId: active!, state: 'Borrador', ...listedFields(draft.data), draft: draft.data, draftStep: draft.step, draftUpdatedAt: sql`clock_timestamp()` })
      .returning(answer);
    return shaped(row!);
  });
}

/**
 * Keeps the wizard's work: on a Borrador, the whole unfinished strategy; on a saved strategy, the
 * edits not saved yet (the stored strategy stays as it is until 'Guardar'). Only while the
 * strategy may be edited.
 */
export async function updateDraft(db: DbOrTx, userId: number, id: number, draft: TDraft & { version: string }) {
  return inTransaction(db, async (tx) => {
    const [found] = await tx
      .select({ state: strategies.state, periodId: strategies.periodId, expirationDate: strategies.expirationDate, version: sql<string>`${versionOf('strategies')}` })
      .from(strategies)
      .where(and(eq(strategies.id, id), eq(strategies.userId, userId)))
      .for('update');
    if (!found) throw notFound(STRATEGY_MSG.notFound);
    // Another tab's draft or save since this wizard read the strategy: 409, nothing kept.
    refuseStale(draft.version, found.version, STRATEGY_MSG.staleEdit);
    const can = strategyAction('edit', { state: found.state as TStrategyState, period_id: found.periodId, expiration_date: found.expirationDate }, { activePeriodId: await activePeriodId(tx) });
    if (!can.allowed) throw badRequest(can.reason);
    const listed = found.state === 'Borrador' ? listedFields(draft.data) : {};
    const [row] = await tx
      .update(strategies)
      .set({ ...listed, draft: draft.data, draftStep: draft.step, draftUpdatedAt: sql`clock_timestamp()` })
      .where(eq(strategies.id, id))
      .returning(answer);
    return shaped(row!);
  });
}
