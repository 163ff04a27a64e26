import { eq } from 'drizzle-orm';
import { meanScore, PROJECT_DECISIONS, type TProjectDecision, type TProjectOutcome } from '@siiicca/shared';
import type { DbOrTx } from '../../../db/transaction';
import { projectApprovals } from '../../../db/schema';
import { listTransitions } from '../../projects';
import type { TProjectHead } from './project-access';
import { criteriaOf, evaluationsOf } from './project-results';

const isDecision = (s: string): s is TProjectDecision => (PROJECT_DECISIONS as readonly string[]).includes(s);

/**
 * The owner's view: the last decision and its justification, the submitted evaluations of the round
 * it closed (only 'Ajustes solicitados' opens another, so the k-th decision closes round k) WITHOUT
 * the evaluators' names (labelled 'Evaluador 1', 'Evaluador 2'), the acta when approved, the history.
 */
export async function projectOutcome(db: DbOrTx, p: TProjectHead): Promise<TProjectOutcome> {
  const history = await listTransitions(db, p.id);
  const decisions = history.filter((h) => h.from === 'En evaluación' && isDecision(h.to));
  const last = decisions.at(-1);
  const criteria = await criteriaOf(db, p.announcement_id);
  const submitted = last ? (await evaluationsOf(db, p.id, decisions.length, criteria)).filter((e) => e.weighted !== null) : [];
  const [acta] = await db.select({ number: projectApprovals.number, year: projectApprovals.year }).from(projectApprovals).where(eq(projectApprovals.projectId, p.id));
  return {
    state: p.state,
    round: p.round,
    decision: last ? { state: last.to as TProjectDecision, justification: last.reason, at: last.at } : null,
    criteria,
    evaluations: submitted.map((e, i) => ({ label: `Evaluador ${i + 1}`, weighted: e.weighted, general_comment: e.general_comment, scores: e.scores })),
    mean: meanScore(submitted.map((e) => e.weighted!)),
    acta: acta ?? null,
    history,
  };
}
