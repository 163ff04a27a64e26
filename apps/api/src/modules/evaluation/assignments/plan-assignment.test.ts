import { describe, expect, it } from 'vitest';
import type { TAssignmentContext, TCtxEvaluator, TCtxProject } from './assignment-context';
import { choicesFor, conflictOf, planAutoAssignment } from './plan-assignment';

const evaluator = (id: number, load = 0, o: Partial<TCtxEvaluator> = {}): TCtxEvaluator => ({ id, name: `E${id}`, email: `e${id}@x.test`, load, groups: new Set(), projects: new Set(), ...o });
const project = (id: number, o: Partial<TCtxProject> = {}): TCtxProject => ({
  id,
  title: `P${id}`,
  state: 'Enviado',
  ownerId: 999,
  owner: 'Docente',
  announcementId: 1,
  perProject: 2,
  groups: new Set(),
  assignments: [],
  ...o,
});
const context = (evaluators: TCtxEvaluator[], projects: TCtxProject[]): TAssignmentContext => ({
  evaluators: new Map(evaluators.map((e) => [e.id, e])),
  projects: new Map(projects.map((p) => [p.id, p])),
});

describe('the assignment plan (in memory)', () => {
  it('names the first conflict: owner, investigator, group, declared, assigned', () => {
    const p = project(1, { ownerId: 10, groups: new Set([7]), assignments: [{ id: 1, evaluatorId: 13, evaluatorName: 'E13', state: 'Conflicto', declineReason: 'x', hasEvaluation: false }, { id: 2, evaluatorId: 14, evaluatorName: 'E14', state: 'Aceptada', declineReason: null, hasEvaluation: false }] });
    expect(conflictOf(p, evaluator(10))).toBe('owner');
    expect(conflictOf(p, evaluator(11, 0, { projects: new Set([1]) }))).toBe('investigator');
    expect(conflictOf(p, evaluator(12, 0, { groups: new Set([7]) }))).toBe('group');
    expect(conflictOf(p, evaluator(13))).toBe('declared');
    expect(conflictOf(p, evaluator(14))).toBe('assigned');
    expect(conflictOf(p, evaluator(15))).toBeNull();
  });

  it('balances by open load, counts what it gives, and reports what it cannot complete', () => {
    const ctx = context([evaluator(1, 3), evaluator(2, 0), evaluator(3, 0), evaluator(4, 1, { groups: new Set([5]) })], [project(1), project(2), project(3, { groups: new Set([5]), perProject: 4 })]);
    const plan = planAutoAssignment(ctx);
    expect(plan.picks).toEqual([
      { projectId: 1, evaluatorId: 2 },
      { projectId: 1, evaluatorId: 3 },
      // Three at load 1: the lower ids first, so a run is repeatable.
      { projectId: 2, evaluatorId: 2 },
      { projectId: 2, evaluatorId: 3 },
      // E4 shares the project's group.
      { projectId: 3, evaluatorId: 2 },
      { projectId: 3, evaluatorId: 3 },
      { projectId: 3, evaluatorId: 1 },
    ]);
    expect(plan.incomplete).toEqual([{ id: 3, title: 'P3', missing: 1, reason: 'Falta 1 evaluador: no hay más evaluadores sin conflicto de interés' }]);
    expect(choicesFor(ctx, project(9)).map((e) => e.id)).toEqual([4, 2, 3, 1]);
  });
});
