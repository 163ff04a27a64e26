import { asc, eq } from 'drizzle-orm';
import { canMove, EXECUTION_MSG, type TStartContext } from '@siiicca/shared';
import { readTogether, type DbOrTx } from '../../../db/transaction';
import { budgetItems, fundingSources } from '../../../db/schema';
import { conflict } from '../../../lib/app-error';
import type { AuthUser } from '../../../platform/auth/session';
import { callSettings } from '../settings/read-call-execution';
import { executionHead } from '../view/project-head';
import { approvalDate } from './approval-date';

/** The active rows of a budget catalogue, by name. */
const activeRows = (db: DbOrTx, table: typeof budgetItems | typeof fundingSources) =>
  db.select({ id: table.id, name: table.name }).from(table).where(eq(table.active, true)).orderBy(asc(table.name));

/**
 * What the start dialog needs for an approved project: the call's settings (maximum duration,
 * schedule, budget maximum), the approval's day, the active budget items and funding sources, and
 * the version the start must name. A project that cannot start (already started, closed): 409.
 */
export async function startContext(db: DbOrTx, user: AuthUser, id: number): Promise<TStartContext> {
  const p = await executionHead(db, user, id, 'office');
  if (!canMove('startExecution', p.state)) throw conflict(EXECUTION_MSG.moveRefused(p.state));
  const [{ settings }, approved_on, budget_items, funding_sources] = await readTogether(db, [
    () => callSettings(db, p.announcement_id),
    () => approvalDate(db, p.id),
    () => activeRows(db, budgetItems),
    () => activeRows(db, fundingSources),
  ]);
  return { project: { id: p.id, title: p.title, state: p.state, version: p.version }, settings, approved_on, budget_items, funding_sources };
}
