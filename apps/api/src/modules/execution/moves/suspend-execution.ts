import { eq, sql } from 'drizzle-orm';
import { todayInBogota, type TExecutionMove } from '@siiicca/shared';
import type { DbOrTx } from '../../../db/transaction';
import { projectExecutions } from '../../../db/schema';
import type { AuthUser } from '../../../platform/auth/session';
import { officeMove } from './office-move';

/** En ejecución → Suspendido, with its reason: the suspension starts today (Bogotá), the day resuming counts from. */
export const suspendExecution = (db: DbOrTx, user: AuthUser, id: number, input: TExecutionMove) =>
  officeMove(db, user, id, input, {
    name: 'suspend',
    to: 'Suspendido',
    reasonRequired: true,
    apply: async (tx, p) => {
      await tx.update(projectExecutions).set({ suspendedSince: todayInBogota(), updatedAt: sql`clock_timestamp()` }).where(eq(projectExecutions.projectId, p.id));
    },
  });
