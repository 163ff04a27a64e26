import { sql } from 'drizzle-orm';
import type { TAssignmentState, TMyEvaluationRow, TMyEvaluationsQuery, TProjectState, TReviewState } from '@siiicca/shared';
import { queryRows } from '../../../db/query-rows';
import type { DbOrTx } from '../../../db/transaction';
import { sqlPage } from '../../../platform/crud/paging';
import { ASSIGNMENT_VISIBILITY } from '../readers';

/*
 * An evaluator's own assignments, read through the assignments' rule (readers.ts: the assigned
 * reader): every query carries the evaluator's own records only, so another evaluator's assignment,
 * or a project not assigned to them, is simply not found (404).
 */

/** The evaluator's own assignments, over the alias `ea`. */
const mineAs = (evaluatorId: number) => ASSIGNMENT_VISIBILITY.visibleTo(ASSIGNMENT_VISIBILITY.mine({ id: evaluatorId }), 'ea');

/** One own assignment with what the rules need: the project's state and round, the call's settings, this round's evaluation. */
export type TOwnAssignment = {
  id: number;
  project_id: number;
  state: TAssignmentState;
  decline_reason: string | null;
  title: string;
  project_state: TProjectState;
  round: number;
  announcement_id: number;
  call: string;
  deadline: string | null;
  blind: boolean;
  evaluation_id: number | null;
  general_comment: string | null;
  submitted_at: string | null;
  evaluation_updated_at: string | null;
};

/** The version of an assignment's rubric in its current round: its last save, or 'nuevo' before the first. */
export const rubricVersion = (a: TOwnAssignment) => a.evaluation_updated_at ?? 'nuevo';

const reviewState = (evaluationId: number | null, submittedAt: unknown): TReviewState =>
  evaluationId === null ? 'Sin iniciar' : submittedAt ? 'Enviada' : 'Borrador';

const ownSelect = sql`select ea.id, ea.project_id, ea.state, ea.decline_reason, p.title, p.state as project_state,
    p.evaluation_round as round, a.id as announcement_id, a.name as call, s.deadline::text as deadline,
    coalesce(s.blind, false) as blind, e.id as evaluation_id, e.general_comment, e.submitted_at, e.updated_at as evaluation_updated_at
  from evaluation_assignments ea
  join projects p on p.id = ea.project_id
  join announcements a on a.id = p.announcement_id
  left join call_evaluation_settings s on s.announcement_id = a.id
  left join evaluations e on e.assignment_id = ea.id and e.round = p.evaluation_round`;

/** The evaluator's assignment `id` (locked FOR UPDATE inside a write), or null when it is not theirs. */
export async function ownAssignment(db: DbOrTx, evaluatorId: number, id: number, opts: { lock?: boolean } = {}): Promise<TOwnAssignment | null> {
  const [row] = await queryRows<TOwnAssignment>(
    db,
    sql`${ownSelect} where ${ASSIGNMENT_VISIBILITY.visibleById(ASSIGNMENT_VISIBILITY.mine({ id: evaluatorId }), id, 'ea')}${opts.lock ? sql` for update of ea` : sql``}`,
  );
  if (!row) return null;
  const iso = (v: string | null) => (v ? new Date(v).toISOString() : null);
  return { ...row, submitted_at: iso(row.submitted_at), evaluation_updated_at: iso(row.evaluation_updated_at) };
}

export const rowOf = (a: TOwnAssignment): TMyEvaluationRow => ({
  id: a.id,
  project_id: a.project_id,
  title: a.title,
  call: a.call,
  deadline: a.deadline,
  state: a.state,
  review_state: reviewState(a.evaluation_id, a.submitted_at),
  project_state: a.project_state,
  blind: a.blind,
});

/** Mis evaluaciones: the evaluator's assignments, newest first, paged in SQL, optionally of one state. */
export async function listMyAssignments(db: DbOrTx, evaluatorId: number, q: TMyEvaluationsQuery) {
  const where = sql`${mineAs(evaluatorId)}${q.state ? sql` and ea.state = ${q.state}` : sql``}`;
  const page = await sqlPage<TOwnAssignment>(db, q, {
    rows: sql`${ownSelect} where ${where} order by ea.created_at desc, ea.id desc`,
    count: sql`select count(*)::int as total from evaluation_assignments ea where ${where}`,
  });
  return { data: page.data.map(rowOf), meta: page.meta };
}

/** The project may be read while the assignment is open (Asignada or Aceptada) and the project is in evaluation. */
export const projectReadable = (a: TOwnAssignment) => (a.state === 'Asignada' || a.state === 'Aceptada') && a.project_state === 'En evaluación';
