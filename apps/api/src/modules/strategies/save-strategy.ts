import { and, eq, sql } from 'drizzle-orm';
import { canCreateStrategy, expirationDateOf, STRATEGY_MSG, strategyAction, type TStrategy, type TStrategyState, todayInBogota } from '@siiicca/shared';
import { inTransaction, type DbOrTx } from '../../db/transaction';
import { strategies } from '../../db/schema';
import { badRequest } from '../../lib/app-error';
import { changesBetween, recordAuditEvents, type TAuditRecord } from '../../platform/audit-log';
import { defineEditLock, lockForEdit } from '../../platform/records/edit-lock';
import { auditSnapshot } from './audit';
import { versionOf } from './find-strategy';
import { activePeriodId } from './active-period';
import { writeStrategyPeople } from './strategy-people';
import { refuseMisplaced } from './misplaced-choices';
import { writeChildren } from './write-children';

/** An approval letter already streamed to disk (strategy-upload.ts), with the name it came with. */
export type TUpload = { path: string; size: number; name: string };

/** What a save leaves to do once committed: the file it replaced or removed. */
export type TSaveResult = { id: number; version: string; replacedFile: string | null };

/**
 * Saves a whole strategy (create, or update when `s.id` is given) in ONE transaction: the rules
 * of spec section 4 (active period, edit availability), the chosen rows' places, the people
 * (upserted once each), the row, its lists, activities and actors, and the history entries.
 * A failure anywhere rolls everything back; the caller removes the uploaded file then.
 */
export async function saveStrategy(db: DbOrTx, userId: number, s: TStrategy, upload: TUpload | null): Promise<TSaveResult> {
  return inTransaction(db, async (tx) => {
    const active = await activePeriodId(tx);
    const before = s.id ? await lockForEdit(tx, strategyEditLock(active), userId, s.id, s.version ?? null) : null;
    if (!s.id) {
      const can = canCreateStrategy({ activePeriodId: active });
      if (!can.allowed) throw badRequest(can.reason);
    }
    await refuseMisplaced(tx, s);
    // The term runs from the day the strategy was created (Bogotá's calendar); a new one is created now.
    const createdAt = before?.createdAt ?? new Date();
    const expirationDate = expirationDateOf(todayInBogota(createdAt), s.duration);

    const idOf = await writeStrategyPeople(tx, userId, s);
    const letter = upload
      ? { approvementLetterPath: upload.path, approvementLetterName: upload.name, approvementLetterSize: upload.size }
      : s.remove_approvement_letter
        ? { approvementLetterPath: null, approvementLetterName: null, approvementLetterSize: null }
        : {};
    const values = {
      sectionalId: s.sectional_id,
      kind: s.strategy,
      name: s.name,
      state: 'Activo',
      overallObjective: s.overall_objective,
      specificGoal: s.specific_goal,
      methodology: s.methodology,
      duration: s.duration,
      problemNucleus: s.problem_nucleus,
      conformationDate: s.conformation_date,
      reward: s.reward,
      entityId: s.entity ? idOf(s.entity) : null,
      researchHotbedId: s.research_hotbed_id,
      proyectName: s.proyect_name,
      academicPeriod: s.academic_period,
      expirationDate,
      ...letter,
      draft: null,
      draftStep: null,
      draftUpdatedAt: null,
      updatedAt: sql`clock_timestamp()`,
    };
    const [row] = before
      ? await tx.update(strategies).set(values).where(eq(strategies.id, s.id!)).returning({ id: strategies.id, version: sql<string>`${versionOf('strategies')}` })
      : await tx
          .insert(strategies)
          .values({ ...values, userId, periodId: active!, createdAt })
          .returning({ id: strategies.id, version: sql<string>`${versionOf('strategies')}` });
    const id = row!.id;

    await writeChildren(tx, id, s, idOf);

    const after = (await auditSnapshot(tx, id))!;
    const events: TAuditRecord[] = [
      { recordType: 'strategy', recordId: id, userId, action: before ? 'update' : 'create', changes: changesBetween(before?.snapshot ?? null, after, ['approvement_letter']) },
    ];
    const letterFrom = before?.snapshot.approvement_letter ?? null;
    if (upload) events.push({ recordType: 'strategy', recordId: id, userId, action: 'upload', changes: [{ field: 'approvement_letter', from: letterFrom, to: upload.name }] });
    else if (s.remove_approvement_letter && letterFrom) {
      events.push({ recordType: 'strategy', recordId: id, userId, action: 'upload_removed', changes: [{ field: 'approvement_letter', from: letterFrom, to: null }] });
    }
    // An update that changed nothing leaves no entry.
    await recordAuditEvents(tx, ...events.filter((e) => e.action !== 'update' || (e.changes?.length ?? 0) > 0));

    const replacedFile = upload || s.remove_approvement_letter ? (before?.letterPath ?? null) : null;
    return { id, version: row!.version, replacedFile };
  });
}

/** A strategy's edit lock: the owner's own, editable by the shared strategyAction in the active period, not changed since read. */
const strategyEditLock = (active: number | null) =>
  defineEditLock({
    lock: async (tx: DbOrTx, ownerId: number, id: number) => {
      const [found] = await tx
        .select({
          state: strategies.state,
          periodId: strategies.periodId,
          expirationDate: strategies.expirationDate,
          createdAt: strategies.createdAt,
          version: sql<string>`${versionOf('strategies')}`,
          letterPath: strategies.approvementLetterPath,
        })
        .from(strategies)
        .where(and(eq(strategies.id, id), eq(strategies.userId, ownerId)))
        .for('update');
      return found ?? null;
    },
    version: (found) => found.version,
    canEdit: (found) => strategyAction('edit', { state: found.state as TStrategyState, period_id: found.periodId, expiration_date: found.expirationDate }, { activePeriodId: active }),
    snapshot: auditSnapshot,
    messages: { notFound: STRATEGY_MSG.notFound, stale: STRATEGY_MSG.staleEdit },
  });
