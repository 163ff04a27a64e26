import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_EVALUATORS_PER_PROJECT, PROJECT_MOVES, type TAssignmentState, type TProjectState } from '@siiicca/shared';
import { queryRows } from '../../../db/query-rows';
import type { DbOrTx } from '../../../db/transaction';
import { pastDraft } from '../readers';

/*
 * What assigning evaluators needs to know, read in a few set-based queries (one per kind of fact,
 * never one per project or evaluator), then decided in memory (plan-assignment.ts): the active
 * evaluators and their open load, the projects in scope with their research groups and their
 * assignments, and where each evaluator appears as an investigator or ally of any project.
 */

export type TCtxEvaluator = { id: number; name: string; email: string; load: number; groups: Set<number>; projects: Set<number> };
export type TCtxAssignment = { id: number; evaluatorId: number; evaluatorName: string; state: TAssignmentState; declineReason: string | null; hasEvaluation: boolean };
export type TCtxProject = {
  id: number;
  title: string;
  state: TProjectState;
  ownerId: number;
  owner: string;
  announcementId: number;
  perProject: number;
  groups: Set<number>;
  assignments: TCtxAssignment[];
};
export type TAssignmentContext = { evaluators: Map<number, TCtxEvaluator>; projects: Map<number, TCtxProject> };

/** Which projects: a call's, or one project; `assignable` keeps those an evaluator may be assigned to (the workflow's assign move), else any but a Borrador. */
export type TScope = { callId: number; assignable: boolean } | { projectId: number; assignable: boolean };

const scopeSql = (s: TScope): SQL =>
  sql.join(
    [
      'callId' in s ? sql`p.announcement_id = ${s.callId}` : sql`p.id = ${s.projectId}`,
      s.assignable ? sql`p.state in (${sql.join(PROJECT_MOVES.assign.from.map((state) => sql`${state}`), sql`, `)})` : pastDraft('p'),
    ],
    sql` and `,
  );

/** The active users holding the Evaluador profile. */
const EVALUATORS = sql`select u.id, u.name, u.email, u.identity from users u
  join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id
  where r.key = 'evaluator' and u.active`;

/**
 * Open load: Asignada or Aceptada without an evaluation submitted in the project's current round, of a
 * project still in evaluation. A decision closes its round's unfinished assignments (they keep their
 * state and stop counting); a project sent again after 'Ajustes solicitados' opens them for the next round.
 */
export const OPEN_LOAD = sql`a.state in ('Asignada', 'Aceptada') and p.state = 'En evaluación' and not exists (select 1 from evaluations e
  where e.assignment_id = a.id and e.round = p.evaluation_round and e.submitted_at is not null)`;

export async function loadAssignmentContext(db: DbOrTx, scope: TScope): Promise<TAssignmentContext> {
  const where = scopeSql(scope);
  const evaluatorRows = await queryRows<{ id: number; name: string; email: string; load: number }>(
    db,
    sql`with ev as (${EVALUATORS})
      select ev.id, ev.name, ev.email,
        (select count(*)::int from evaluation_assignments a join projects p on p.id = a.project_id where a.evaluator_id = ev.id and ${OPEN_LOAD}) as load
      from ev order by ev.id`,
  );
  // Where each evaluator is a person of the records (thirds), matched by identification or e-mail
  // (trimmed, case left aside: a stored ' x@y.co ' is the same address), the projects they take part
  // in, and the research groups they belong to: as a person, in each internal participation in a
  // project, and as an actor of a formative strategy.
  const personRows = await queryRows<{ evaluator_id: number; project_id: number | null; group_id: number | null }>(
    db,
    sql`with ev as (${EVALUATORS}),
      matched as (
        select ev.id as evaluator_id, t.id as third_id, t.investigation_group_id as group_id
          from ev join thirds t on upper(trim(t.identification)) = upper(trim(ev.identity)) where nullif(trim(ev.identity), '') is not null
        union
        select ev.id, t.id, t.investigation_group_id from ev join thirds t on lower(trim(t.email)) = lower(trim(ev.email)) where nullif(trim(ev.email), '') is not null
      )
      select m.evaluator_id, null::int as project_id, m.group_id from matched m where m.group_id is not null
      union
      select m.evaluator_id, pi.project_id, case when pi.type_third = 'Interno' then pi.investigation_group_id end
        from matched m join project_investigators pi on pi.third_id = m.third_id
      union
      select m.evaluator_id, null::int, sa.investigation_group_id
        from matched m join strategy_actors sa on sa.third_id = m.third_id where sa.investigation_group_id is not null`,
  );
  const projectRows = await queryRows<{ id: number; title: string; state: TProjectState; owner_id: number; owner: string; announcement_id: number; per_project: number | null }>(
    db,
    sql`select p.id, p.title, p.state, p.user_id as owner_id, u.name as owner, p.announcement_id, s.evaluators_per_project as per_project
      from projects p join users u on u.id = p.user_id
      left join call_evaluation_settings s on s.announcement_id = p.announcement_id
      where ${where} order by p.id`,
  );
  const groupRows = await queryRows<{ project_id: number; group_id: number }>(
    db,
    sql`select distinct pi.project_id, pi.investigation_group_id as group_id from project_investigators pi join projects p on p.id = pi.project_id
      where ${where} and pi.type_third = 'Interno' and pi.investigation_group_id is not null`,
  );
  const assignmentRows = await queryRows<{ id: number; project_id: number; evaluator_id: number; name: string; state: TAssignmentState; decline_reason: string | null; has_evaluation: boolean }>(
    db,
    sql`select a.id, a.project_id, a.evaluator_id, u.name, a.state, a.decline_reason,
        exists (select 1 from evaluations e where e.assignment_id = a.id) as has_evaluation
      from evaluation_assignments a join projects p on p.id = a.project_id join users u on u.id = a.evaluator_id
      where ${where} order by a.id`,
  );

  const evaluators = new Map<number, TCtxEvaluator>();
  for (const r of evaluatorRows) evaluators.set(r.id, { id: r.id, name: r.name, email: r.email, load: Number(r.load), groups: new Set(), projects: new Set() });
  for (const r of personRows) {
    const e = evaluators.get(r.evaluator_id);
    if (!e) continue;
    if (r.project_id !== null) e.projects.add(r.project_id);
    if (r.group_id !== null) e.groups.add(r.group_id);
  }
  const projects = new Map<number, TCtxProject>();
  for (const r of projectRows) {
    projects.set(r.id, {
      id: r.id,
      title: r.title,
      state: r.state,
      ownerId: r.owner_id,
      owner: r.owner,
      announcementId: r.announcement_id,
      perProject: r.per_project ?? DEFAULT_EVALUATORS_PER_PROJECT,
      groups: new Set(),
      assignments: [],
    });
  }
  for (const r of groupRows) projects.get(r.project_id)?.groups.add(r.group_id);
  for (const r of assignmentRows) {
    projects.get(r.project_id)?.assignments.push({
      id: r.id,
      evaluatorId: r.evaluator_id,
      evaluatorName: r.name,
      state: r.state,
      declineReason: r.decline_reason,
      hasEvaluation: Boolean(r.has_evaluation),
    });
  }
  return { evaluators, projects };
}
