import { sql } from 'drizzle-orm';
import { recordVisibility } from '../../platform/records/visibility';
import { PROJECT_VISIBILITY } from '../projects';

/*
 * Who reads what in the evaluation stage, as rules of the record engine (platform/records/visibility.ts)
 * instead of conditions restated per query.
 *
 * - Projects: the project core's rule (its owner, its investigators, projects.all past Borrador) with
 *   the evaluation office added as a reader: evaluations.manage reads what a reader of everyone's reads.
 * - Assignments: an evaluator's assignments are their records (the assigned reader): evaluations.own
 *   reads those assigned to them, evaluations.manage all of them. An evaluator reaches a project only
 *   through an open assignment of theirs (reviews/my-assignments.ts), never through the project rule,
 *   so a project's history or people stay out of an evaluator's reach.
 */

export const EVALUATED_PROJECTS = PROJECT_VISIBILITY.withReaders(['evaluations.manage']);

/** The projects the evaluation stage works on: every project but a draft (Borrador), over `alias`. */
export const pastDraft = (alias = 'p') => PROJECT_VISIBILITY.seenByAll(alias);

export const ASSIGNMENT_VISIBILITY = recordVisibility({
  table: 'evaluation_assignments',
  owner: 'evaluator_id',
  own: 'evaluations.own',
  all: 'evaluations.manage',
  readByAll: () => sql`true`,
});
