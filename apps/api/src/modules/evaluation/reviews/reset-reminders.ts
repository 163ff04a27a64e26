import { eq } from 'drizzle-orm';
import { evaluationAssignments } from '../../../db/schema';
import type { Tx } from '../../../db/transaction';

/**
 * A project sent again after 'Ajustes solicitados' opens a new round for the same evaluators: their
 * deadline reminders (reminders-job.ts, once each per assignment) are due again for it.
 */
export async function resetReminders(tx: Tx, projectId: number) {
  await tx.update(evaluationAssignments).set({ remindedBeforeAt: null, remindedDueAt: null }).where(eq(evaluationAssignments.projectId, projectId));
}
