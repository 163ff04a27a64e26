import { sql } from 'drizzle-orm';
import { DECISION_MSG } from '@siiicca/shared';
import { queryRows } from '../../../db/query-rows';
import type { DbOrTx } from '../../../db/transaction';
import { conflict, notFound } from '../../../lib/app-error';
import type { TBrand } from '../../../lib/pdf';
import type { AuthUser } from '../../../platform/auth/session';
import { intArray } from '../../../platform/bulk-downloads';
import { approvalRecordPdf } from './approval-record';
import type { TProjectHead } from './project-access';
import { projectOutcome } from './project-outcome';

/** One array parameter: a selection may hold up to 100,000 ids, far past a statement's parameters. */
const anyOf = (ids: number[]) => sql`any(${intArray(ids)}::int[])`;

/**
 * Which projects of a selection get an acta de aprobación (the projects list's 'Documentos', issue 28).
 * The selection already holds only projects the user may read. Without projects.records the acta is
 * the owner's own (as on the single acta route): a chosen project of someone else is 404 for the whole
 * request, and 'all' keeps the user's own. Any project not Aprobado refuses the request (409, naming
 * them) rather than leaving it silently out of the ZIP.
 */
export async function admitApprovalRecords(db: DbOrTx, user: AuthUser, ids: number[], chosen: boolean): Promise<number[]> {
  const rows = await queryRows<{ id: number; user_id: number; state: string }>(db, sql`select id, user_id, state from projects where id = ${anyOf(ids)}`);
  const ownOnly = !user.permissions.has('projects.records');
  if (ownOnly && chosen && rows.some((r) => r.user_id !== user.id)) throw notFound(DECISION_MSG.notFound);
  const kept = ownOnly ? rows.filter((r) => r.user_id === user.id) : rows;
  if (kept.length === 0) throw notFound(DECISION_MSG.notFound);
  const refused = kept.filter((r) => r.state !== 'Aprobado').map((r) => r.id).sort((a, b) => a - b);
  if (refused.length) throw conflict(DECISION_MSG.notApproved(refused));
  const keptIds = new Set(kept.map((r) => r.id));
  return ids.filter((id) => keptIds.has(id));
}

/** The actas de aprobación of a batch of approved projects, in the order given (approvalRecordPdf each). */
export async function approvalRecordFiles(db: DbOrTx, ids: number[], brand: TBrand): Promise<{ id: number; content: Buffer }[]> {
  if (ids.length === 0) return [];
  const heads = await queryRows<TProjectHead>(
    db,
    sql`select p.id, p.user_id, p.state, p.announcement_id, p.title, p.evaluation_round as round, a.name as call, u.name as owner, u.email as owner_email
      from projects p join announcements a on a.id = p.announcement_id join users u on u.id = p.user_id
      where p.id = ${anyOf(ids)}`,
  );
  const byId = new Map(heads.map((h) => [Number(h.id), h]));
  const files: { id: number; content: Buffer }[] = [];
  for (const id of ids) {
    const head = byId.get(id);
    if (!head) continue;
    files.push({ id, content: await approvalRecordPdf(db, head, await projectOutcome(db, head), brand) });
  }
  return files;
}
