import type { FastifyReply } from 'fastify';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { EVAL_CRITERIA_MSG, PROJECT_DECISIONS, meanScore, weightedScore, type TCriterionOut } from '@siiicca/shared';
import type { DbOrTx } from '../../../db/transaction';
import { announcements, evaluationAssignments, evaluationScores, evaluations, projects } from '../../../db/schema';
import { notFound } from '../../../lib/app-error';
import { excelColumn as col, excelSheet, sendWorkbook, type TExcelColumn } from '../../../lib/excel';
import { recordDownload, type TAuditActor } from '../../../platform/security-events';
import { readCriteria } from './read-call-evaluation';
import { pastDraft } from '../readers';

/** One project of the call with its current round's submitted evaluations summed up. */
export type TCallEvaluationRow = {
  id: number;
  title: string;
  state: string;
  /** Each criterion's mean score over the submitted evaluations, by criterion id. */
  means: Map<number, number | null>;
  total: number | null;
  count: number;
  decision: string | null;
};

const isDecision = (state: string) => (PROJECT_DECISIONS as readonly string[]).includes(state);

/**
 * The call's projects past Borrador, each with its criteria means, the mean of the evaluations'
 * weighted scores (0–100) and how many evaluations were submitted in the project's current round.
 */
export async function callEvaluationRows(db: DbOrTx, announcementId: number, criteria: TCriterionOut[]): Promise<TCallEvaluationRow[]> {
  const sent = and(eq(projects.announcementId, announcementId), pastDraft('projects'));
  const list = await db
    .select({ id: projects.id, title: projects.title, state: projects.state })
    .from(projects)
    .where(sent)
    .orderBy(asc(projects.id));
  const scores = await db
    .select({ projectId: evaluationAssignments.projectId, evaluationId: evaluations.id, criterionId: evaluationScores.criterionId, score: evaluationScores.score })
    .from(evaluations)
    .innerJoin(evaluationAssignments, eq(evaluationAssignments.id, evaluations.assignmentId))
    .innerJoin(projects, and(eq(projects.id, evaluationAssignments.projectId), eq(projects.evaluationRound, evaluations.round)))
    .leftJoin(evaluationScores, eq(evaluationScores.evaluationId, evaluations.id))
    .where(and(sent, isNotNull(evaluations.submittedAt)));

  // project → evaluation → criterion → score
  const byProject = new Map<number, Map<number, Map<number, number>>>();
  for (const s of scores) {
    const evals = byProject.get(s.projectId) ?? new Map<number, Map<number, number>>();
    byProject.set(s.projectId, evals);
    const one = evals.get(s.evaluationId) ?? new Map<number, number>();
    evals.set(s.evaluationId, one);
    if (s.criterionId !== null && s.score !== null) one.set(s.criterionId, s.score);
  }
  return list.map((p) => {
    const evals = [...(byProject.get(p.id)?.values() ?? [])];
    const means = new Map(criteria.map((c) => [c.id, meanScore(evals.flatMap((e) => (e.has(c.id) ? [e.get(c.id)!] : [])))]));
    return {
      ...p,
      means,
      total: meanScore(evals.map((e) => weightedScore(criteria, e))),
      count: evals.length,
      decision: isDecision(p.state) ? p.state : null,
    };
  });
}

/** `GET /calls/:id/evaluation/excel`: the .xlsx 'evaluaciones_<call id>_<date>.xlsx', one row per project. */
export async function sendCallEvaluationsExcel(db: DbOrTx, reply: FastifyReply, announcementId: number, by: TAuditActor) {
  const [call] = await db.select({ id: announcements.id }).from(announcements).where(eq(announcements.id, announcementId));
  if (!call) throw notFound(EVAL_CRITERIA_MSG.callNotFound);
  const criteria = await readCriteria(db, announcementId);
  const rows = await callEvaluationRows(db, announcementId, criteria);
  const columns: TExcelColumn<TCallEvaluationRow>[] = [
    col('Id', (r) => r.id, 8),
    col('Título', (r) => r.title, 50),
    col('Estado', (r) => r.state, 16),
    ...criteria.map((c) => col<TCallEvaluationRow>(`${c.name} (${c.scale_min}–${c.scale_max})`, (r) => r.means.get(c.id) ?? null, 18)),
    col('Puntaje Total (0–100)', (r) => r.total, 16),
    col('Evaluaciones', (r) => r.count, 12),
    col('Decisión', (r) => r.decision, 18),
  ];
  const sheet = excelSheet({ name: 'Evaluaciones', columns, batches: async function* () { yield rows; } });
  await recordDownload(db, by, { what: `Evaluaciones de la convocatoria ${announcementId}`, format: 'xlsx', ids: rows.map((r) => r.id) });
  return sendWorkbook(reply, { fileBase: `evaluaciones_convocatoria_${announcementId}`, sheets: [sheet] });
}
