import { eq, sql } from 'drizzle-orm';
import { daysBetween, todayInBogota, type TExecutionMove } from '@siiicca/shared';
import type { DbOrTx } from '../../../db/transaction';
import { projectExecutions } from '../../../db/schema';
import type { AuthUser } from '../../../platform/auth/session';
import { officeMove } from './office-move';
import { shiftEnd } from './shift-dates';

/**
 * Suspendido → En ejecución (the reason is optional): the end and every report still owed move by the
 * days suspended (from `suspended_since` to today, Bogotá), and the suspension is over.
 */
export const resumeExecution = (db: DbOrTx, user: AuthUser, id: number, input: TExecutionMove) =>
  officeMove(db, user, id, input, {
    name: 'resume',
    to: 'En ejecución',
    reasonRequired: false,
    apply: async (tx, p) => {
      const e = p.execution!;
      const days = e.suspended_since ? Math.max(0, daysBetween(e.suspended_since, todayInBogota())) : 0;
      await shiftEnd(tx, p.id, e.end_date, days);
      await tx.update(projectExecutions).set({ suspendedSince: null, updatedAt: sql`clock_timestamp()` }).where(eq(projectExecutions.projectId, p.id));
    },
  });
