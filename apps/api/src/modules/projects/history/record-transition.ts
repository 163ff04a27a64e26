import type { TProjectState } from '@siiicca/shared';
import type { Tx } from '../../../db/transaction';
import { projects, projectTransitions } from '../../../db/schema';
import { eq, sql } from 'drizzle-orm';

/** `at`: only the demo data gives one (its past); a real move happens now. */
export type TTransition = { projectId: number; userId: number | null; from: TProjectState; to: TProjectState; reason?: string; at?: Date };

/**
 * Moves a project to `to` and appends the line to its history (project_transitions, which the
 * database keeps append-only), in the caller's transaction: a state never changes without its line.
 * The caller has checked that the move is allowed and locked the project row.
 */
export async function recordTransition(tx: Tx, t: TTransition) {
  const at = t.at ?? sql`clock_timestamp()`;
  await tx.update(projects).set({ state: t.to, updatedAt: at }).where(eq(projects.id, t.projectId));
  await tx.insert(projectTransitions).values({ projectId: t.projectId, userId: t.userId, fromState: t.from, toState: t.to, reason: t.reason ?? '', createdAt: at });
}
