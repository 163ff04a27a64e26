import { eq, sql } from 'drizzle-orm';
import type { TExecutionMove } from '@siiicca/shared';
import type { DbOrTx } from '../../../db/transaction';
import { projectExecutions } from '../../../db/schema';
import type { AuthUser } from '../../../platform/auth/session';
import { officeMove } from './office-move';

/** En ejecución → Suspendido, with its reason: the suspension starts today (Bogotá; `on`: the demo's day), the day resuming counts from. */
export const suspendExecution = (db: DbOrTx, user: AuthUser, id: number, input: TExecutionMove, on?: string) =>
  officeMove(db, user, id, input, {
    name: 'suspend',
    to: 'Suspendido',
    reasonRequired: true,
    apply: async (tx, p, today) => {
      await tx.update(projectExecutions).set({ suspendedSince: today, updatedAt: sql`clock_timestamp()` }).where(eq(projectExecutions.projectId, p.id));
    },
  }, on);
