import { sql } from 'drizzle-orm';
import { DECISION_MSG, isDivergent, meanScore, weightedScore, type TCallResults, type TEvalCall, type TProjectState, type TWeightedCriterion } from '@siiicca/shared';
import { queryRows } from '../../../db/query-rows';
import type { DbOrTx } from '../../../db/transaction';
import { notFound } from '../../../lib/app-error';
import { settingsOf } from './project-results';
import { pastDraft } from '../readers';

/** The calls an administrator decides on: with evaluation settings or with a project past Enviado. Newest first. */
export function evaluatedCalls(db: DbOrTx): Promise<TEvalCall[]> {
  return queryRows<TEvalCall>(
    db,
    sql`select a.id, a.name, a.fecha_fin from announcements a
      where exists (select 1 from call_evaluation_settings s where s.announcement_id = a.id)
         or exists (select 1 from projects p where p.announcement_id = a.id and p.state not in ('Borrador', 'Enviado'))
      order by a.fecha_fin desc, a.id desc limit 500`,
  );
}

/**
 * A call's projects past Borrador with their current round's submitted evaluations (each weighted on
 * the 0–100 scale by the shared weightedScore, the one home of the rule), the mean and the divergence flag.
 */
export async function callResults(db: DbOrTx, announcementId: number): Promise<TCallResults> {
  const [call] = await queryRows<{ id: number; name: string }>(db, sql`select id, name from announcements where id = ${announcementId}`);
  if (!call) throw notFound(DECISION_MSG.callNotFound);
  const settings = await settingsOf(db, announcementId);
  const projects = await queryRows<{ id: number; title: string; owner: string; state: TProjectState; round: number }>(
    db,
    sql`select p.id, p.title, u.name as owner, p.state, p.evaluation_round as round from projects p join users u on u.id = p.user_id
      where p.announcement_id = ${announcementId} and ${pastDraft('p')} order by p.id limit 2000`,
  );
  // Each submitted score of the current round with its criterion; the weighted score is the shared rule's (score.ts).
  const lines = await queryRows<{ project_id: number; evaluation_id: number; id: number; weight: string; scale_min: string; scale_max: string; score: string }>(
    db,
    sql`select a.project_id, e.id as evaluation_id, c.id, c.weight, c.scale_min, c.scale_max, s.score
      from evaluations e join evaluation_assignments a on a.id = e.assignment_id join projects p on p.id = a.project_id and p.evaluation_round = e.round
      join evaluation_scores s on s.evaluation_id = e.id join call_criteria c on c.id = s.criterion_id
      where p.announcement_id = ${announcementId} and e.submitted_at is not null order by e.id`,
  );
  const evaluations = new Map<number, { project_id: number; criteria: TWeightedCriterion[]; scores: Map<number, number> }>();
  for (const l of lines) {
    const e = evaluations.get(l.evaluation_id) ?? { project_id: l.project_id, criteria: [], scores: new Map<number, number>() };
    e.criteria.push({ id: l.id, weight: Number(l.weight), scale_min: Number(l.scale_min), scale_max: Number(l.scale_max) });
    e.scores.set(l.id, Number(l.score));
    evaluations.set(l.evaluation_id, e);
  }
  const scores = [...evaluations.values()].map((e) => ({ project_id: e.project_id, weighted: weightedScore(e.criteria, e.scores) }));
  const margin = settings?.divergence_margin ?? 20;
  return {
    call: { id: call.id, name: call.name, passing_score: settings?.passing_score ?? null },
    data: projects.map((p) => {
      const mine = scores.filter((s) => s.project_id === p.id).map((s) => s.weighted);
      return { ...p, submitted: mine.length, expected: settings?.evaluators_per_project ?? 2, mean: meanScore(mine), divergent: isDivergent(mine, margin) };
    }),
  };
}
