import { asc, eq, sql } from 'drizzle-orm';
import { EVAL_CRITERIA_MSG, EVAL_DEFAULTS, todayInBogota, type TCallEvaluation, type TCriterionOut } from '@siiicca/shared';
import type { DbOrTx } from '../../../db/transaction';
import { announcementAttacheds, announcements, callCriteria, callEvaluationSettings, evaluationScores } from '../../../db/schema';
import { notFound } from '../../../lib/app-error';
import { rowVersion } from '../../../platform/versions';

/** The call's criteria in their order (position, then id). */
export async function readCriteria(db: DbOrTx, announcementId: number): Promise<TCriterionOut[]> {
  return db
    .select({
      id: callCriteria.id,
      name: callCriteria.name,
      description: callCriteria.description,
      weight: callCriteria.weight,
      scale_min: callCriteria.scaleMin,
      scale_max: callCriteria.scaleMax,
      whole_steps: callCriteria.wholeSteps,
    })
    .from(callCriteria)
    .where(eq(callCriteria.announcementId, announcementId))
    .orderBy(asc(callCriteria.position), asc(callCriteria.id));
}

/** The documents the call asks for, in their order, with whether its evaluators see each one (null: undecided). */
export async function readCallDocuments(db: DbOrTx, announcementId: number) {
  return db
    .select({ id: announcementAttacheds.id, name: announcementAttacheds.name, required: announcementAttacheds.required, visible: announcementAttacheds.evaluatorVisible })
    .from(announcementAttacheds)
    .where(eq(announcementAttacheds.announcementId, announcementId))
    .orderBy(asc(announcementAttacheds.position), asc(announcementAttacheds.id));
}

/** Whether any evaluation (draft or submitted) holds a score for one of the call's criteria. */
export async function callHasScores(db: DbOrTx, announcementId: number): Promise<boolean> {
  const rows = await db
    .select({ found: sql<number>`1` })
    .from(evaluationScores)
    .innerJoin(callCriteria, eq(callCriteria.id, evaluationScores.criterionId))
    .where(eq(callCriteria.announcementId, announcementId))
    .limit(1);
  return rows.length > 0;
}

/**
 * The call's evaluation document: its settings (the defaults when none were saved), its criteria,
 * whether scores froze the criteria, whether the call is still before its end, and its version (a
 * digest of what is stored: any change by someone else gives another one).
 */
export async function readCallEvaluation(db: DbOrTx, announcementId: number): Promise<TCallEvaluation> {
  const [call] = await db
    .select({ id: announcements.id, name: announcements.name, fecha_fin: announcements.fechaFin })
    .from(announcements)
    .where(eq(announcements.id, announcementId));
  if (!call) throw notFound(EVAL_CRITERIA_MSG.callNotFound);
  const [stored] = await db.select().from(callEvaluationSettings).where(eq(callEvaluationSettings.announcementId, announcementId));
  const settings = stored
    ? {
        passing_score: stored.passingScore,
        evaluators_per_project: stored.evaluatorsPerProject,
        deadline: stored.deadline,
        blind: stored.blind,
        divergence_margin: stored.divergenceMargin,
      }
    : { ...EVAL_DEFAULTS };
  const criteria = await readCriteria(db, announcementId);
  const documents = await readCallDocuments(db, announcementId);
  return {
    announcement: call,
    defined: !!stored,
    ...settings,
    criteria,
    documents,
    scored: await callHasScores(db, announcementId),
    editable: todayInBogota() <= call.fecha_fin,
    version: rowVersion({ defined: !!stored, ...settings, criteria, documents }),
  };
}
