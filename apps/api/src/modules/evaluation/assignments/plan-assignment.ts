import { CONFLICT_REASONS, EVAL_ASSIGNMENT_MSG, type TConflictReason } from '@siiicca/shared';
import type { TAssignmentContext, TCtxEvaluator, TCtxProject } from './assignment-context';

/*
 * The rules of assignment, in memory over a loaded context (assignment-context.ts): the same rules
 * for the assignment by hand, the list of evaluators offered for a project, and the automatic one.
 */

/**
 * Why `e` may not evaluate `p`, or null: the project's owner; an investigator or ally of it; a
 * member of one of the research groups of its internal investigators; someone who declined it or
 * declared a conflict with it; or someone already assigned to it.
 */
export function conflictOf(p: TCtxProject, e: TCtxEvaluator): TConflictReason | null {
  if (p.ownerId === e.id) return 'owner';
  if (e.projects.has(p.id)) return 'investigator';
  for (const g of p.groups) if (e.groups.has(g)) return 'group';
  const row = p.assignments.find((a) => a.evaluatorId === e.id);
  if (row) return row.state === 'Rechazada' || row.state === 'Conflicto' ? 'declared' : 'assigned';
  return null;
}

/** The evaluators a project may be given, least loaded first (then by name). */
export function choicesFor(ctx: TAssignmentContext, p: TCtxProject): TCtxEvaluator[] {
  return [...ctx.evaluators.values()]
    .filter((e) => conflictOf(p, e) === null)
    .sort((a, b) => a.load - b.load || a.name.localeCompare(b.name, 'es') || a.id - b.id);
}

/** Assignments that count toward a project's evaluators. */
export const openCount = (p: TCtxProject) => p.assignments.filter((a) => a.state === 'Asignada' || a.state === 'Aceptada').length;

export type TPlan = {
  picks: { projectId: number; evaluatorId: number }[];
  incomplete: { id: number; title: string; missing: number; reason: string }[];
};

/**
 * The automatic assignment: each project (oldest first) gets evaluators until it has its call's
 * number, each time the one with the least open load (counting what this plan already gave them)
 * among those without a conflict; ties go to the lower id, so a run is repeatable. A project that
 * runs out of evaluators is reported with what it lacks. Mutates the loads of `ctx`.
 */
export function planAutoAssignment(ctx: TAssignmentContext): TPlan {
  const plan: TPlan = { picks: [], incomplete: [] };
  const evaluators = [...ctx.evaluators.values()];
  for (const p of ctx.projects.values()) {
    let missing = p.perProject - openCount(p);
    if (missing <= 0) continue;
    const taken = new Set<number>();
    while (missing > 0) {
      let best: TCtxEvaluator | null = null;
      for (const e of evaluators) {
        if (taken.has(e.id) || (best && e.load >= best.load)) continue;
        if (conflictOf(p, e) === null) best = e;
      }
      if (!best) break;
      taken.add(best.id);
      best.load += 1;
      plan.picks.push({ projectId: p.id, evaluatorId: best.id });
      missing -= 1;
    }
    if (missing > 0) {
      plan.incomplete.push({ id: p.id, title: p.title, missing, reason: evaluators.length ? EVAL_ASSIGNMENT_MSG.incomplete(missing) : EVAL_ASSIGNMENT_MSG.noEvaluators });
    }
  }
  return plan;
}

export const conflictMessage = (reason: TConflictReason) => EVAL_ASSIGNMENT_MSG.conflict(CONFLICT_REASONS[reason]);
