import type { TExecutionMove } from '@siiicca/shared';
import type { DbOrTx } from '../../../db/transaction';
import type { AuthUser } from '../../../platform/auth/session';
import { officeMove } from './office-move';

/**
 * En ejecución or Suspendido → Cerrado por incumplimiento, with its justification (e.g. a report
 * rejected twice, or more than 90 days overdue). The dates stay as they were: the history says when.
 */
export const closeForNonCompliance = (db: DbOrTx, user: AuthUser, id: number, input: TExecutionMove, on?: string) =>
  officeMove(db, user, id, input, { name: 'closeForNonCompliance', to: 'Cerrado por incumplimiento', reasonRequired: true, apply: async () => {} }, on);
