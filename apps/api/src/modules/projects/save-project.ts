import { and, eq, sql } from 'drizzle-orm';
import { DECISION_MSG, isCallOpen, isReturnedToOwner, PROJECT_MSG, projectAction, type TProjectSave, type TProjectState } from '@siiicca/shared';
import { announcements, projects } from '../../db/schema';
import { inTransaction, type DbOrTx } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { defineEditLock, lockForEdit } from '../../platform/records/edit-lock';
import { recordProjectAudit, type TProjectAuditRecord } from './audit';
import { projectVersion } from './find-project';
import type { TProjectUpload } from './project-upload';
import { changesBetween } from '../../platform/audit-log';
import { projectSnapshot } from './project-snapshot';
import { refuseMissingReferences, syncDocuments, writeInvestigators, writeResults } from './write-children';

/** What a save answers, and the stored files it replaced or removed (to delete once committed). */
/** `adjusting`: a stage returned the project to its owner ('Ajustes solicitados'): they save the adjustments, not a draft. */
export type TProjectSaved = { id: number; version: string; created: boolean; removedFiles: string[]; adjusting: boolean };

/**
 * Saves a project as a Borrador (create, or update when `p.id` is given) in ONE transaction: the
 * edit rules (the owner's own Borrador or project returned with 'Ajustes solicitados', not changed meanwhile), the call (open today for a new
 * project or a change of call), the names the project refers to, the row, its investigators,
 * results and documents, and the history. A failure anywhere rolls everything back; the caller
 * removes the uploaded files then.
 */
export async function saveProject(db: DbOrTx, userId: number, p: TProjectSave, uploads: readonly TProjectUpload[]): Promise<TProjectSaved> {
  return inTransaction(db, async (tx) => {
    const before = p.id ? await lockForEdit(tx, projectEditLock(userId), userId, p.id, p.version) : null;
    if (!before || before.announcementId !== p.announcement_id) {
      // Its evaluation belongs to its call: a project returned with 'Ajustes solicitados' stays on it.
      if (before && isReturnedToOwner(before.state as TProjectState)) throw new AppError(400, DECISION_MSG.callMoveRefused, { announcement_id: [DECISION_MSG.callMoveRefused] });
      await refuseClosedCall(tx, p.announcement_id);
    }
    await refuseMissingReferences(tx, p);

    // An update keeps the state (Borrador, or 'Ajustes solicitados' until it is sent again).
    const values = { announcementId: p.announcement_id, title: p.title, sectionalId: p.sectional_id, hours: p.hours, updatedAt: sql`clock_timestamp()` };
    const [row] = before
      ? await tx.update(projects).set(values).where(eq(projects.id, before.id)).returning({ id: projects.id, updatedAt: projects.updatedAt })
      : await tx.insert(projects).values({ ...values, state: 'Borrador', userId }).returning({ id: projects.id, updatedAt: projects.updatedAt });
    const id = row!.id;

    await writeInvestigators(tx, userId, id, p);
    await writeResults(tx, id, p.results);
    const documents = await syncDocuments(tx, id, userId, p, uploads);

    const changes = changesBetween(before?.snapshot ?? null, (await projectSnapshot(tx, id))!);
    const events: TProjectAuditRecord[] = [
      // An update that changed nothing but documents leaves only their entries.
      ...(before && changes.length === 0 ? [] : [{ projectId: id, userId, action: before ? ('update' as const) : ('create' as const), changes }]),
      ...documents.events.map((e) => ({ projectId: id, userId, ...e })),
    ];
    await recordProjectAudit(tx, ...events);
    return { id, version: projectVersion(row!), created: !before, removedFiles: documents.removedFiles, adjusting: Boolean(before && isReturnedToOwner(before.state as TProjectState)) };
  });
}

/** A project's edit lock: the owner's own, in a state they edit (shared projectAction), not changed since the form loaded it. */
const projectEditLock = (userId: number) =>
  defineEditLock({
    lock: async (tx: DbOrTx, ownerId: number, id: number) => {
      const [found] = await tx
        .select({ id: projects.id, state: projects.state, userId: projects.userId, announcementId: projects.announcementId, updatedAt: projects.updatedAt })
        .from(projects)
        .where(and(eq(projects.id, id), eq(projects.userId, ownerId)))
        .for('update');
      return found ?? null;
    },
    version: projectVersion,
    canEdit: (found) => projectAction('edit', { state: found.state as TProjectState, user_id: found.userId }, userId),
    snapshot: projectSnapshot,
    messages: { notFound: PROJECT_MSG.notFound, stale: PROJECT_MSG.staleEdit },
  });

/** A new project, or one moved to another call, needs a call open today (Bogotá's calendar). */
async function refuseClosedCall(tx: DbOrTx, announcementId: number) {
  const [call] = await tx
    .select({ state: announcements.state, fecha_inicio: announcements.fechaInicio, fecha_fin: announcements.fechaFin })
    .from(announcements)
    .where(eq(announcements.id, announcementId));
  if (!call || !isCallOpen(call)) {
    throw new AppError(400, PROJECT_MSG.announcementNotOpen, { announcement_id: [PROJECT_MSG.announcementNotOpen] });
  }
}
