import { and, asc, count, eq, sql } from 'drizzle-orm';
import { REPORT_FILE_MSG, REPORT_FILE_UPLOAD, REPORT_MSG, type TReportFile, type TReportFileFields, type TReportFileKind } from '@siiicca/shared';
import { executionReportFiles, projectResults } from '../../../../db/schema';
import { inTransaction, type DbOrTx } from '../../../../db/transaction';
import { badRequest, conflict, notFound } from '../../../../lib/app-error';
import type { AuthUser } from '../../../../platform/auth/session';
import type { TRecordFile } from '../../../../platform/records/downloads';
import { executionHead } from '../../view/project-head';
import { ownerWritableReport, reportOf } from '../report-parts';
import type { TReportUpload } from './report-file-form';

/*
 * A report's files (docs/execution.md 'Documents and evidence files'). Every write runs in ONE
 * transaction on the project's and the report's rows locked, as a draft's save (ownerWritableReport:
 * the owner only, 404 otherwise; the project En ejecución and the report still theirs to write, 409
 * otherwise, so a report sent is frozen with its files); the file was stored before it, and the
 * caller removes it again when the transaction fails, and removes a replaced or removed file's
 * old content only once the transaction committed. A file is its own row, added, replaced or removed
 * whole, so these writes name no version and leave the execution's alone: a wizard that attaches a
 * file keeps the version its next draft names.
 */

const COLUMNS = {
  id: executionReportFiles.id,
  kind: executionReportFiles.kind,
  result_id: executionReportFiles.resultId,
  name: executionReportFiles.name,
  size: executionReportFiles.size,
  uploaded_at: executionReportFiles.uploadedAt,
};

const answered = (f: { kind: string; uploaded_at: Date } & Omit<TReportFile, 'kind' | 'uploaded_at'>): TReportFile => ({
  ...f,
  kind: f.kind as TReportFileKind,
  uploaded_at: f.uploaded_at.toISOString(),
});

/** A report's files, in the order they were attached. */
export async function filesOf(db: DbOrTx, reportId: number): Promise<TReportFile[]> {
  const rows = await db.select(COLUMNS).from(executionReportFiles).where(eq(executionReportFiles.reportId, reportId)).orderBy(asc(executionReportFiles.id));
  return rows.map(answered);
}

/** File `fileId` of report `reportId` (another report's, or none: 404), locked when asked. */
async function fileOf(db: DbOrTx, reportId: number, fileId: number, opts: { lock?: boolean } = {}) {
  const q = db
    .select({ ...COLUMNS, path: executionReportFiles.path })
    .from(executionReportFiles)
    .where(and(eq(executionReportFiles.id, fileId), eq(executionReportFiles.reportId, reportId)));
  const [f] = await (opts.lock ? q.for('update') : q);
  if (!f) throw notFound(REPORT_FILE_MSG.notFound);
  return f;
}

/** The owner attaches a file to a report they may still write: an evidence's result is one of the project's (400), at most maxFiles per report (409). */
export function attachReportFile(db: DbOrTx, user: AuthUser, projectId: number, reportId: number, fields: TReportFileFields, upload: TReportUpload): Promise<TReportFile> {
  return inTransaction(db, async (tx) => {
    const { p, r } = await ownerWritableReport(tx, user, projectId, reportId, null);
    if (fields.result_id !== undefined) {
      const [result] = await tx.select({ id: projectResults.id }).from(projectResults).where(and(eq(projectResults.id, fields.result_id), eq(projectResults.projectId, p.id)));
      if (!result) throw badRequest(REPORT_MSG.resultUnknown, { [REPORT_FILE_UPLOAD.resultField]: [REPORT_MSG.resultUnknown] });
    }
    const [held] = await tx.select({ n: count() }).from(executionReportFiles).where(eq(executionReportFiles.reportId, r.id));
    if ((held?.n ?? 0) >= REPORT_FILE_UPLOAD.maxFiles) throw conflict(REPORT_FILE_MSG.tooMany);
    const [row] = await tx
      .insert(executionReportFiles)
      .values({ reportId: r.id, kind: fields.kind, resultId: fields.result_id ?? null, path: upload.path, name: upload.name, size: upload.size, uploadedBy: user.id })
      .returning(COLUMNS);
    return answered(row!);
  });
}

/** The owner replaces a file's content (its kind and result stay); answers the file and the old content's path to remove once committed. */
export function replaceReportFile(db: DbOrTx, user: AuthUser, projectId: number, reportId: number, fileId: number, upload: TReportUpload) {
  return inTransaction(db, async (tx) => {
    const { r } = await ownerWritableReport(tx, user, projectId, reportId, null);
    const old = await fileOf(tx, r.id, fileId, { lock: true });
    const [row] = await tx
      .update(executionReportFiles)
      .set({ path: upload.path, name: upload.name, size: upload.size, uploadedBy: user.id, uploadedAt: sql`clock_timestamp()` })
      .where(eq(executionReportFiles.id, old.id))
      .returning(COLUMNS);
    return { file: answered(row!), replaced: old.path };
  });
}

/** The owner removes a file; answers its path, to remove from the store once committed. */
export function removeReportFile(db: DbOrTx, user: AuthUser, projectId: number, reportId: number, fileId: number): Promise<string> {
  return inTransaction(db, async (tx) => {
    const { r } = await ownerWritableReport(tx, user, projectId, reportId, null);
    const old = await fileOf(tx, r.id, fileId, { lock: true });
    await tx.delete(executionReportFiles).where(eq(executionReportFiles.id, old.id));
    return old.path;
  });
}

/** A report file as `user` downloads it: the owner or the office (as the report's read); anyone else, another report's or project's: 404. */
export async function reportFileToSend(db: DbOrTx, user: AuthUser, projectId: number, reportId: number, fileId: number): Promise<TRecordFile> {
  const p = await executionHead(db, user, projectId, 'reader');
  const r = await reportOf(db, p.id, reportId);
  const f = await fileOf(db, r.id, fileId);
  return { path: f.path, name: f.name };
}
