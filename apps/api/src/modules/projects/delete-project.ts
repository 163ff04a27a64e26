import { eq, sql } from 'drizzle-orm';
import { PROJECT_MSG, projectAction, type TProjectState } from '@siiicca/shared';
import { queryRows } from '../../db/query-rows';
import type { DbOrTx } from '../../db/transaction';
import { projectDocuments, projects } from '../../db/schema';
import { defineRecordDelete, deleteRecord } from '../../platform/records/delete-record';
import { PROJECT_RECORD_TYPE } from './audit';
import { visibleSql, type ProjectViewer } from './scope';

/** A project's deletion: reached through who may read it (an investigator's answers why not), by the shared rule. */
const projectDelete = (viewer: ProjectViewer) =>
  defineRecordDelete({
    recordType: PROJECT_RECORD_TYPE,
    lock: async (tx: DbOrTx, _userId: number, id: number) => {
      const [found] = await queryRows<{ user_id: number; state: TProjectState; title: string }>(
        tx,
        sql`select p.user_id, p.state, p.title from projects p where p.id = ${id} and ${visibleSql(viewer)} for update of p`,
      );
      return found ?? null;
    },
    canDelete: async (found) => projectAction('delete', { state: found.state, user_id: found.user_id }, viewer.userId),
    files: async (tx, _found, id) => (await tx.select({ path: projectDocuments.path }).from(projectDocuments).where(eq(projectDocuments.projectId, id))).map((f) => f.path),
    remove: (tx, id) => tx.delete(projects).where(eq(projects.id, id)),
    name: (found) => ({ field: 'title', value: found.title }),
    notFound: PROJECT_MSG.notFound,
  });

/**
 * Deletes a project (its investigators, documents and results go with it) when the shared rules
 * allow: its owner, while it is a Borrador. A project the user may not read is not found; one they
 * read but may not delete (an investigator's, a sent one) answers why. Answers the stored files to
 * remove once the transaction has committed.
 */
export const deleteProject = (db: DbOrTx, viewer: ProjectViewer, id: number): Promise<string[]> => deleteRecord(db, projectDelete(viewer), viewer.userId, id);
