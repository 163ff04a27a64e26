import type { TProjectState } from '@siiicca/shared';
import type { Tx } from '../../../db/transaction';
import { projects, projectTransitions } from '../../../db/schema';
import { eq } from 'drizzle-orm';

export type TTransition = { projectId: number; userId: number | null; from: TProjectState; to: TProjectState; reason?: string };

/**
 * Moves a project to `to` and appends the line to its history (project_transitions, which the
 * database keeps append-only), in the caller's transaction: a state never changes without its line.
 * The caller has checked that the move is allowed and locked the project row.
 */
export async function recordTransition(tx: Tx, t: TTransition) {
  await tx.update(projects).set({ state: t.to, updatedAt: new Date() }).where(eq(projects.id, t.projectId));
  await tx.insert(projectTransitions).values({ projectId: t.projectId, userId: t.userId, fromState: t.from, toState: t.to, reason: t.reason ?? '' });
}
