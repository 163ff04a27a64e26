import { sql } from 'drizzle-orm';
import { CLOSURE_MSG, EXECUTION_MSG } from '@siiicca/shared';
import { queryRows } from '../../../db/query-rows';
import type { DbOrTx } from '../../../db/transaction';
import { conflict, notFound } from '../../../lib/app-error';
import type { TBrand } from '../../../lib/pdf';
import type { AuthUser } from '../../../platform/auth/session';
import { intArray } from '../../../platform/bulk-downloads';
import { closureHeads, closureRecordPdf } from './closure-record';

/**
 * Which projects of a selection get an Acta de Finalización (the projects lists' 'Documentos', as the
 * acta de aprobación: evaluation/decisions/approval-records.ts). Without projects.records only the
 * owner's own: a chosen project of someone else is 404 for the whole request, 'all' keeps the user's
 * own. A project without an acta (not Finalizado) refuses the request (409, naming them).
 */
export async function admitClosureRecords(db: DbOrTx, user: AuthUser, ids: number[], chosen: boolean): Promise<number[]> {
  const rows = await queryRows<{ id: number; user_id: number; closed: boolean }>(
    db,
    sql`select p.id, p.user_id, exists (select 1 from project_closures c where c.project_id = p.id) as closed from projects p where p.id = any(${intArray(ids)}::int[])`,
  );
  const ownOnly = !user.permissions.has('projects.records');
  if (ownOnly && chosen && rows.some((r) => r.user_id !== user.id)) throw notFound(EXECUTION_MSG.projectNotFound);
  const kept = ownOnly ? rows.filter((r) => r.user_id === user.id) : rows;
  if (kept.length === 0) throw notFound(EXECUTION_MSG.projectNotFound);
  const refused = kept.filter((r) => !r.closed).map((r) => Number(r.id)).sort((a, b) => a - b);
  if (refused.length) throw conflict(CLOSURE_MSG.notFinished(refused));
  const keptIds = new Set(kept.map((r) => Number(r.id)));
  return ids.filter((id) => keptIds.has(id));
}

/** The Actas de Finalización of a batch of projects, in the order given. */
export async function closureRecordFiles(db: DbOrTx, ids: number[], brand: TBrand): Promise<{ id: number; content: Buffer }[]> {
  const byId = new Map((await closureHeads(db, ids)).map((h) => [Number(h.id), h]));
  const files: { id: number; content: Buffer }[] = [];
  for (const id of ids) {
    const head = byId.get(id);
    if (head) files.push({ id, content: await closureRecordPdf(db, head, brand) });
  }
  return files;
}
