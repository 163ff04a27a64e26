import { eq, sql } from 'drizzle-orm';
import { PROJECT_MSG, projectAction, type TProjectState } from '@siiicca/shared';
import { queryRows } from '../../db/query-rows';
import { inTransaction, type DbOrTx } from '../../db/transaction';
import { projectDocuments, projects } from '../../db/schema';
import { badRequest, notFound } from '../../lib/app-error';
import { recordProjectAudit } from './audit';
import { visibleSql, type ProjectViewer } from './scope';

/**
 * Deletes a project (its investigators, documents and results go with it) when the shared rules
 * allow: its owner, while it is a Borrador. A project the user may not read is not found; one they
 * read but may not delete (an investigator's, a sent one) answers why. Answers the stored files to
 * remove once the transaction has committed.
 */
export async function deleteProject(db: DbOrTx, viewer: ProjectViewer, id: number): Promise<string[]> {
  return inTransaction(db, async (tx) => {
    const [found] = await queryRows<{ user_id: number; state: TProjectState; title: string }>(
      tx,
      sql`select p.user_id, p.state, p.title from projects p where p.id = ${id} and ${visibleSql(viewer)} for update of p`,
    );
    if (!found) throw notFound(PROJECT_MSG.notFound);
    const can = projectAction('delete', { state: found.state, user_id: found.user_id }, viewer.userId);
    if (!can.allowed) throw badRequest(can.reason);
    const files = await tx.select({ path: projectDocuments.path }).from(projectDocuments).where(eq(projectDocuments.projectId, id));
    await tx.delete(projects).where(eq(projects.id, id));
    await recordProjectAudit(tx, { projectId: id, userId: viewer.userId, action: 'delete', changes: [{ field: 'title', from: found.title, to: null }] });
    return files.map((f) => f.path);
  });
}
