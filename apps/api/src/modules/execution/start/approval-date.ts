import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/query-rows';
import type { DbOrTx } from '../../../db/transaction';

/** The day (Bogotá's calendar) the project was approved (its acta de aprobación), or null when no approval was recorded. */
export async function approvalDate(db: DbOrTx, projectId: number): Promise<string | null> {
  const [row] = await queryRows<{ day: string }>(db, sql`select ((approved_at at time zone 'America/Bogota')::date)::text as day from project_approvals where project_id = ${projectId}`);
  return row?.day ?? null;
}
