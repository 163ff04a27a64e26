import { REPORT_EDITABLE_STATES, type TExecutionReport } from '@siiicca/shared';
import { readTogether, type DbOrTx } from '../../../db/transaction';
import type { AuthUser } from '../../../platform/auth/session';
import { executionHead, type TExecutionHead } from '../view/project-head';
import { filesOf } from './files/report-files';
import { budgetLinesBefore, contentOf, expectedResultsOf, reportOf, reviewerName } from './report-parts';

/**
 * A progress report as `user` reads it (ZExecutionReportSchema): the project's owner (projects.own)
 * or the office (execution.manage); anyone else, or a report of another project: 404. `can` is what
 * this reader may do now (each write checks again); `version` is the project's execution version,
 * which every write of the stage names. `head` when the caller has it already (a write answering).
 */
export async function readReport(db: DbOrTx, user: AuthUser, projectId: number, reportId: number, head?: TExecutionHead): Promise<TExecutionReport> {
  const p = head ?? (await executionHead(db, user, projectId, 'reader'));
  const r = await reportOf(db, p.id, reportId);
  const [content, expected_results, budget_lines, reviewed_by, files] = await readTogether(db, [
    () => contentOf(db, r.id),
    () => expectedResultsOf(db, p.id),
    () => budgetLinesBefore(db, p.id, r.id),
    () => reviewerName(db, r.reviewed_by),
    () => filesOf(db, r.id),
  ]);
  const owner = p.user_id === user.id && user.permissions.has('projects.own');
  const editable = owner && p.state === 'En ejecución' && REPORT_EDITABLE_STATES.includes(r.state);
  return {
    project: { id: p.id, title: p.title, state: p.state },
    report: {
      ...r,
      submitted_at: r.submitted_at?.toISOString() ?? null,
      reviewed_at: r.reviewed_at?.toISOString() ?? null,
      reviewed_by,
    },
    content,
    expected_results,
    budget_lines,
    files,
    can: {
      edit: editable,
      submit: editable,
      review: user.permissions.has('execution.manage') && r.state === 'Enviado' && (p.state === 'En ejecución' || p.state === 'Suspendido'),
    },
    version: p.version,
  };
}
