import { canMove, EXECUTION_MSG, todayInBogota, type TExecutionMove, type TProjectMoveName, type TProjectState } from '@siiicca/shared';
import { inTransaction, type DbOrTx, type Tx } from '../../../db/transaction';
import { badRequest, conflict } from '../../../lib/app-error';
import type { AuthUser } from '../../../platform/auth/session';
import { refuseStale } from '../../../platform/versions';
import { recordTransition } from '../../projects';
import { executionHead, type TExecutionHead } from '../view/project-head';

/**
 * One of the office's moves of a project in execution, in ONE transaction on the project's row
 * locked: the version read (409), the move allowed from the project's state (409), the reason when
 * the move requires one (400), then what the move changes of the execution (`apply`) and the
 * transition with the reason, through the one history. Answers the project as it is afterwards.
 * `on`: the day (Bogotá) the move is dated, only the demo data gives one (its past), as recordTransition's
 * `at`; a real move happens today.
 */
/** A day's noon in Bogotá as the instant a dated move is recorded at; none: now. */
export const dayAt = (on: string | undefined) => (on ? new Date(`${on}T17:00:00Z`) : undefined);

export function officeMove(
  db: DbOrTx,
  user: AuthUser,
  id: number,
  input: TExecutionMove,
  move: { name: TProjectMoveName; to: TProjectState; reasonRequired: boolean; apply: (tx: Tx, p: TExecutionHead, today: string) => Promise<void> },
  on?: string,
): Promise<TExecutionHead> {
  return inTransaction(db, async (tx) => {
    const p = await executionHead(tx, user, id, 'office', { lock: true });
    refuseStale(input.version, p.version, EXECUTION_MSG.stale);
    if (!canMove(move.name, p.state, move.to) || !p.execution) throw conflict(EXECUTION_MSG.moveRefused(p.state));
    if (move.reasonRequired && !input.reason) throw badRequest(EXECUTION_MSG.reasonRequired, { reason: [EXECUTION_MSG.reasonRequired] });
    await move.apply(tx, p, on ?? todayInBogota());
    await recordTransition(tx, { projectId: p.id, userId: user.id, from: p.state, to: move.to, reason: input.reason, at: dayAt(on) });
    return executionHead(tx, user, id, 'office');
  });
}
