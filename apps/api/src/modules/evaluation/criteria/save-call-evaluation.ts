import { and, eq } from 'drizzle-orm';
import { EVAL_CRITERIA_MSG, type TCallEvaluation, type TCallEvaluationSave, type TCriterionOut } from '@siiicca/shared';
import { inTransaction, type DbOrTx } from '../../../db/transaction';
import { announcementAttacheds, announcements, callCriteria, callEvaluationSettings } from '../../../db/schema';
import { badRequest, conflict, notFound } from '../../../lib/app-error';
import { refuseStale } from '../../../platform/versions';
import { readCallEvaluation } from './read-call-evaluation';

type TCriterionFields = Pick<TCriterionOut, 'name' | 'description' | 'weight' | 'scale_min' | 'scale_max' | 'whole_steps'>;
const fieldsOf = (c: TCriterionFields): TCriterionFields => ({
  name: c.name,
  description: c.description,
  weight: c.weight,
  scale_min: c.scale_min,
  scale_max: c.scale_max,
  whole_steps: c.whole_steps,
});
const sameCriteria = (a: readonly TCriterionFields[], b: readonly TCriterionFields[]) =>
  JSON.stringify(a.map(fieldsOf)) === JSON.stringify(b.map(fieldsOf));

/**
 * Saves a call's settings and criteria as one document, in one transaction, on the call's row
 * locked: the version read must still be the stored one (409), the call must not have ended, the
 * deadline falls on or after its end, and once a score exists the criteria and `blind` stay as they are.
 */
export async function saveCallEvaluation(db: DbOrTx, announcementId: number, input: TCallEvaluationSave): Promise<TCallEvaluation> {
  return inTransaction(db, async (tx) => {
    const [locked] = await tx.select({ id: announcements.id }).from(announcements).where(eq(announcements.id, announcementId)).for('update');
    if (!locked) throw notFound(EVAL_CRITERIA_MSG.callNotFound);
    const current = await readCallEvaluation(tx, announcementId);
    refuseStale(input.version, current.version, EVAL_CRITERIA_MSG.stale);
    if (!current.editable) throw conflict(EVAL_CRITERIA_MSG.callClosed);
    const end = current.announcement.fecha_fin;
    if (input.deadline < end) throw badRequest(EVAL_CRITERIA_MSG.deadlineBeforeEnd(end), { deadline: [EVAL_CRITERIA_MSG.deadlineBeforeEnd(end)] });

    const criteriaChanged = !sameCriteria(current.criteria, input.criteria);
    if (current.scored && criteriaChanged) throw conflict(EVAL_CRITERIA_MSG.criteriaLocked, { criteria: [EVAL_CRITERIA_MSG.criteriaLocked] });
    if (current.scored && current.blind !== input.blind) throw conflict(EVAL_CRITERIA_MSG.blindLocked, { blind: [EVAL_CRITERIA_MSG.blindLocked] });

    // The documents' visibility: each named one must be the call's; in a blind call none may stay undecided.
    const given = new Map(input.documents.map((d) => [d.id, d.visible]));
    const foreign = input.documents.findIndex((d) => !current.documents.some((c) => c.id === d.id));
    if (foreign >= 0) throw badRequest(EVAL_CRITERIA_MSG.documentForeign, { [`documents.${foreign}.id`]: [EVAL_CRITERIA_MSG.documentForeign] });
    const documents = current.documents.map((d) => ({ ...d, visible: given.has(d.id) ? given.get(d.id)! : d.visible }));
    const undecided = documents.findIndex((d) => d.visible === null);
    if (input.blind && undecided >= 0) {
      throw badRequest(EVAL_CRITERIA_MSG.documentUndecided, { [`documents.${undecided}.visible`]: [EVAL_CRITERIA_MSG.documentUndecided] });
    }
    for (const d of documents) {
      if (d.visible === current.documents.find((c) => c.id === d.id)!.visible) continue;
      await tx
        .update(announcementAttacheds)
        .set({ evaluatorVisible: d.visible })
        .where(and(eq(announcementAttacheds.id, d.id), eq(announcementAttacheds.announcementId, announcementId)));
    }

    const settings = {
      passingScore: input.passing_score,
      evaluatorsPerProject: input.evaluators_per_project,
      deadline: input.deadline,
      blind: input.blind,
      divergenceMargin: input.divergence_margin,
      updatedAt: new Date(),
    };
    await tx
      .insert(callEvaluationSettings)
      .values({ announcementId, ...settings })
      .onConflictDoUpdate({ target: callEvaluationSettings.announcementId, set: settings });

    if (criteriaChanged) {
      // No score refers to them (checked above): the list is written anew, each criterion keeping
      // its id when it names one of this call's, so the order and the ids follow the document.
      const own = new Set(current.criteria.map((c) => c.id));
      await tx.delete(callCriteria).where(eq(callCriteria.announcementId, announcementId));
      if (input.criteria.length) {
        await tx.insert(callCriteria).values(
          input.criteria.map((c, position) => ({
            ...(c.id && own.has(c.id) ? { id: c.id } : {}),
            announcementId,
            name: c.name,
            description: c.description,
            weight: c.weight,
            scaleMin: c.scale_min,
            scaleMax: c.scale_max,
            wholeSteps: c.whole_steps,
            position,
          })),
        );
      }
    }
    return readCallEvaluation(tx, announcementId);
  });
}
