import { sql } from 'drizzle-orm';
import { DECISION_MSG, isDivergent, meanScore, type TCallResults, type TEvalCall, type TProjectState } from '@siiicca/shared';
import { queryRows } from '../../../db/query-rows';
import type { DbOrTx } from '../../../db/transaction';
import { notFound } from '../../../lib/app-error';
import { settingsOf } from './project-results';

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
 * A call's projects past Borrador with their current round's submitted evaluations (weighted on the
 * 0–100 scale in SQL, one row per evaluation), the mean and the divergence flag.
 */
export async function callResults(db: DbOrTx, announcementId: number): Promise<TCallResults> {
  const [call] = await queryRows<{ id: number; name: string }>(db, sql`select id, name from announcements where id = ${announcementId}`);
  if (!call) throw notFound(DECISION_MSG.callNotFound);
  const settings = await settingsOf(db, announcementId);
  const projects = await queryRows<{ id: number; title: string; owner: string; state: TProjectState; round: number }>(
    db,
    sql`select p.id, p.title, u.name as owner, p.state, p.evaluation_round as round from projects p join users u on u.id = p.user_id
      where p.announcement_id = ${announcementId} and p.state <> 'Borrador' order by p.id limit 2000`,
  );
  const scores = await queryRows<{ project_id: number; weighted: string }>(
    db,
    sql`select a.project_id, sum(c.weight * (s.score - c.scale_min) / (c.scale_max - c.scale_min)) as weighted
      from evaluations e join evaluation_assignments a on a.id = e.assignment_id join projects p on p.id = a.project_id and p.evaluation_round = e.round
      join evaluation_scores s on s.evaluation_id = e.id join call_criteria c on c.id = s.criterion_id
      where p.announcement_id = ${announcementId} and e.submitted_at is not null group by a.project_id, e.id`,
  );
  const margin = settings?.divergence_margin ?? 20;
  return {
    call: { id: call.id, name: call.name, passing_score: settings?.passing_score ?? null },
    data: projects.map((p) => {
      const mine = scores.filter((s) => s.project_id === p.id).map((s) => Math.round(Number(s.weighted) * 100) / 100);
      return { ...p, submitted: mine.length, expected: settings?.evaluators_per_project ?? 2, mean: meanScore(mine), divergent: isDivergent(mine, margin) };
    }),
  };
}
