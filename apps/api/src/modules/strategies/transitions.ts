import { and, eq, sql } from 'drizzle-orm';
import {
  STRATEGY_FINISH_UPLOAD,
  STRATEGY_MSG,
  STRATEGY_PROBLEMS_KEY,
  strategyAction,
  todayInBogota,
  type TStrategyRef,
  type TStrategyState,
  type TStrategyTransition,
} from '@siiicca/shared';
import { inTransaction, type DbOrTx, type Tx } from '../../db/transaction';
import { strategies, strategyPeriods } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { recordAuditEvents, type TChange } from '../../platform/audit-log';
import type { TFinishForm } from './finish-upload';
import { versionOf } from './find-strategy';
import { visibleTo } from './scope';
import { refuseStale, versionRequired } from '../../platform/versions';
import { queryRows } from '../../db/query-rows';
import { sealThirds } from '../people';

/*
 * The state actions of spec section 4 (Vencer, Actualizar periodo, Informe final). Each runs in ONE
 * transaction: the strategy's row is locked (SELECT ... FOR UPDATE), the shared rule
 * (strategyAction) is checked again on what is stored now, with the active period and today's date
 * in Bogotá, then the row is updated and the history written. Two people acting at once queue on
 * the lock, and the second one sees the first one's result: only one of them can succeed where
 * only one should.
 *
 * Refusals: 400 `{ message: <the action's failure message of spec section 8>, errors: { _: [reasons] } }`
 * (STRATEGY_PROBLEMS_KEY), 404 for a strategy the user may not act on.
 */

/** Who acts: the owner acts on their own; `strategies.manage` also on everyone else's saved ones (not drafts). */
export type TActor = { userId: number; manage: boolean };

export type TTransitionData = TStrategyTransition['data'];

/** The active strategy period, with its name for the history; null when there is none. */
async function activePeriod(tx: DbOrTx) {
  const [row] = await tx.select({ id: strategyPeriods.id, description: strategyPeriods.description }).from(strategyPeriods).where(eq(strategyPeriods.state, true));
  return row ?? null;
}

/**
 * The strategy, locked until the transaction ends, when `who` may act on it; 404 otherwise (another
 * lecturer's id, or a draft that is not theirs, is simply not found).
 */
async function lockStrategy(tx: Tx, who: TActor, ref: TStrategyRef) {
  const { id } = ref;
  const [found] = await tx
    .select({
      id: strategies.id,
      state: strategies.state,
      periodId: strategies.periodId,
      // A subquery, not a join: a row locked after another transaction moved it to another period
      // is re-read as it is now, and a join would keep the old period's row and lose it (404).
      period: sql<string>`(select p.description from strategy_periods p where p.id = ${strategies.periodId})`,
      expirationDate: strategies.expirationDate,
      reportPath: strategies.finalReportPath,
      reportName: strategies.finalReportName,
      version: sql<string>`${versionOf('strategies')}`,
    })
    .from(strategies)
    // Who may act is who may read: the owner, and with `strategies.manage` a reader of everyone's (scope.ts).
    .where(and(eq(strategies.id, id), visibleTo({ userId: who.userId, all: who.manage })))
    .for('update');
  if (!found) throw notFound(STRATEGY_MSG.notFound);
  // Acting on a strategy someone changed since it was read: 409, as a save would be (platform/versions.ts).
  refuseStale(ref.version, found.version, STRATEGY_MSG.staleEdit);
  return found;
}

type TLocked = Awaited<ReturnType<typeof lockStrategy>>;

/** Whether the rule allows `action` on the locked strategy now: its reason when not. */
async function refusalOf(tx: Tx, action: 'expire' | 'migrate' | 'finish', s: TLocked) {
  const active = await activePeriod(tx);
  const can = strategyAction(
    action,
    { state: s.state as TStrategyState, period_id: s.periodId, expiration_date: s.expirationDate },
    { activePeriodId: active?.id ?? null, today: todayInBogota() },
  );
  return { active, reason: can.allowed ? null : can.reason };
}

/** A refusal of a state action: the action's failure message, and why. */
const refused = (message: string, reasons: string[], errors: Record<string, string[]> = {}) =>
  new AppError(400, message, { ...errors, [STRATEGY_PROBLEMS_KEY]: reasons });

/** Sets the strategy's columns and writes the history entry, in the caller's transaction. */
async function applyTransition(
  tx: Tx,
  userId: number,
  s: TLocked,
  action: 'expire' | 'migrate' | 'finish',
  values: Partial<typeof strategies.$inferInsert>,
  changes: TChange[],
): Promise<TTransitionData> {
  const [row] = await tx
    .update(strategies)
    .set({ ...values, updatedAt: sql`clock_timestamp()` })
    .where(eq(strategies.id, s.id))
    .returning({ id: strategies.id, state: strategies.state, period_id: strategies.periodId, version: sql<string>`${versionOf('strategies')}` });
  await recordAuditEvents(tx, { recordType: 'strategy', recordId: s.id, userId, action, changes });
  return row as TTransitionData;
}

/** 'Vencer': an expiring strategy not yet Vencido or Finalizado becomes Vencido. */
export function expireStrategy(db: DbOrTx, who: TActor, ref: TStrategyRef): Promise<TTransitionData> {
  return inTransaction(db, async (tx) => {
    const s = await lockStrategy(tx, who, ref);
    const { reason } = await refusalOf(tx, 'expire', s);
    if (reason) throw refused(STRATEGY_MSG.expireFailed, [reason]);
    return applyTransition(tx, who.userId, s, 'expire', { state: 'Vencido' }, [{ field: 'state', from: s.state, to: 'Vencido' }]);
  });
}

/** 'Actualizar periodo': an Activo strategy of another period, not expiring, moves to the active period. */
export function migrateStrategy(db: DbOrTx, who: TActor, ref: TStrategyRef): Promise<TTransitionData> {
  return inTransaction(db, async (tx) => {
    const s = await lockStrategy(tx, who, ref);
    const { reason, active } = await refusalOf(tx, 'migrate', s);
    if (reason || !active) throw refused(STRATEGY_MSG.migrateFailed, [reason ?? STRATEGY_MSG.noActivePeriod]);
    return applyTransition(tx, who.userId, s, 'migrate', { periodId: active.id }, [{ field: 'period', from: s.period, to: active.description }]);
  });
}

/**
 * 'Informe final': the owner's Activo strategy of the active period, with its final report (a PDF
 * already on disk) and the checkbox ticked, becomes Finalizado and keeps the report. Every problem
 * (the form's and the strategy's) is answered at once. Answers the report it replaced, to remove
 * once committed; the caller removes the upload when this fails.
 */
export async function finishStrategy(db: DbOrTx, userId: number, form: TFinishForm): Promise<{ data: TTransitionData; replaced: string | null }> {
  // The dialog's problems (its file and checkbox); a bad id is the client's, answered by field only.
  const formProblems = Object.entries(form.errors).flatMap(([field, messages]) => (field === STRATEGY_FINISH_UPLOAD.idField ? [] : messages));
  if (form.id === null) throw refused(STRATEGY_MSG.finishFailed, formProblems, form.errors);
  if (form.version === null) throw form.errors[STRATEGY_FINISH_UPLOAD.versionField] ? refused(STRATEGY_MSG.finishFailed, formProblems, form.errors) : versionRequired();
  const id = form.id;
  const ref = { id, version: form.version };
  return inTransaction(db, async (tx) => {
    const s = await lockStrategy(tx, { userId, manage: false }, ref);
    const { reason } = await refusalOf(tx, 'finish', s);
    const problems = [...formProblems, ...(reason ? [reason] : [])];
    if (problems.length > 0 || !form.upload) throw refused(STRATEGY_MSG.finishFailed, problems, form.errors);
    const { upload } = form;
    const data = await applyTransition(
      tx,
      userId,
      s,
      'finish',
      { state: 'Finalizado', finalReportPath: upload.path, finalReportName: upload.name, finalReportSize: upload.size },
      [
        { field: 'state', from: s.state, to: 'Finalizado' },
        { field: 'final_report', from: s.reportName, to: upload.name },
      ],
    );
    await sealStrategyPeople(tx, id);
    return { data, replaced: s.reportPath };
  });
}

/** Seals the people a finished strategy names (its actors and organisation): kept as it was finished (docs/people-data.md). */
export async function sealStrategyPeople(tx: DbOrTx, id: number) {
  const used = await queryRows<{ id: number }>(
    tx,
    sql`select third_id as id from strategy_actors where strategy_id = ${id} union select entity_id from strategies where id = ${id} and entity_id is not null`,
  );
  await sealThirds(tx, used.map((u) => Number(u.id)));
}
