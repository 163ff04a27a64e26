import { and, desc, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZOwnExecutionListSchema } from '@siiicca/shared';
import type { DbOrTx } from '../../../db/transaction';
import { projects } from '../../../db/schema';
import type { AuthUser } from '../../../platform/auth/session';
import { recordSource } from '../../../platform/records/list';
import { EXECUTION_PROJECTS, STAGE_STATES } from '../readers';
import { ROW_COLUMNS, ROW_JOINS, toRow } from './execution-row';

/** The owner's rows: an approved project not started yet is listed too, without dates. */
const source = recordSource(projects, ROW_COLUMNS, ROW_JOINS('left'));

/** At most this many of one owner's projects (a lecturer has a handful). */
const OWN_MAX = 500;

type TOwnRow = z.infer<typeof ZOwnExecutionListSchema>['data'][number];

/**
 * 'Mis Proyectos' → 'Ejecución': the user's own projects (the owner only, readers.ts) approved or in
 * any execution state, newest first, with the list's row fields.
 */
export async function ownExecutions(db: DbOrTx, user: AuthUser): Promise<TOwnRow[]> {
  const rows = await source
    .from(db, ROW_COLUMNS)
    .where(and(EXECUTION_PROJECTS.visibleTo(EXECUTION_PROJECTS.mine(user)), inArray(projects.state, [...STAGE_STATES])))
    .orderBy(desc(projects.id))
    .limit(OWN_MAX);
  return (rows as Parameters<typeof toRow>[0][]).map((r) => {
    const row = toRow(r);
    return { ...row, state: row.state as string, start_date: (r.start_date as string | null) ?? null, end_date: (r.end_date as string | null) ?? null };
  });
}
