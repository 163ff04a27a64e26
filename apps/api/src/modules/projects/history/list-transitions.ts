import { asc, eq } from 'drizzle-orm';
import type { TProjectState, TTransition } from '@siiicca/shared';
import type { DbOrTx } from '../../../db/transaction';
import { projectTransitions, users } from '../../../db/schema';

/** A project's history, oldest first: who (their name), when, from, to, and why. */
export async function listTransitions(db: DbOrTx, projectId: number): Promise<TTransition[]> {
  const rows = await db
    .select({ id: projectTransitions.id, from: projectTransitions.fromState, to: projectTransitions.toState, reason: projectTransitions.reason, at: projectTransitions.createdAt, user: users.name })
    .from(projectTransitions)
    .leftJoin(users, eq(users.id, projectTransitions.userId))
    .where(eq(projectTransitions.projectId, projectId))
    .orderBy(asc(projectTransitions.id));
  return rows.map((r) => ({ ...r, from: r.from as TProjectState, to: r.to as TProjectState, at: new Date(r.at).toISOString() }));
}
