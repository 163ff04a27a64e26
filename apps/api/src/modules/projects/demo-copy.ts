import { eq } from 'drizzle-orm';
import { PROJECT_MSG } from '@siiicca/shared';
import type { FileStore } from '../../lib/files';
import { acceptCheck } from '../../lib/content-kinds';
import type { DbOrTx, Tx } from '../../db/transaction';
import { announcementAttacheds, projectDocuments, projectInvestigators, projectResults, projects } from '../../db/schema';
import { sealThirds } from '../people';

/* What the later stages' demos (evaluation, execution) build their projects from: copies of a lecturer's project. */

export type TDoc = Omit<typeof projectDocuments.$inferInsert, 'projectId'>;

/** A new draft like `sourceId` (people, results), with `documents`, titled `title`, created at `at` (on another call when given). */
export async function copyProject(tx: Tx, sourceId: number, title: string, at: Date, documents: TDoc[], announcementId?: number) {
  const [{ id: _id, ...source }] = await tx.select().from(projects).where(eq(projects.id, sourceId));
  const [row] = await tx
    .insert(projects)
    .values({ ...source, ...(announcementId ? { announcementId } : {}), title, state: 'Borrador', createdAt: at, updatedAt: at, sentAt: null })
    .returning({ id: projects.id });
  const projectId = row!.id;
  const people = await tx.select().from(projectInvestigators).where(eq(projectInvestigators.projectId, sourceId));
  await tx.insert(projectInvestigators).values(people.map(({ id: _i, ...p }) => ({ ...p, projectId })));
  await sealThirds(tx, people.flatMap((p) => [p.thirdId, p.entityId]));
  const results = await tx.select().from(projectResults).where(eq(projectResults.projectId, sourceId));
  await tx.insert(projectResults).values(results.map(({ id: _i, ...r }) => ({ ...r, projectId })));
  if (documents.length > 0) await tx.insert(projectDocuments).values(documents.map((d) => ({ ...d, projectId })));
  return projectId;
}

/** Copies of the source's documents as new stored files (a copy is never shared: removing one keeps the other). */
export async function copyFiles(db: DbOrTx, files: FileStore | null, sourceId: number) {
  if (!files) return [];
  const docs = await db
    .select({ doc: projectDocuments, accept: announcementAttacheds.accept })
    .from(projectDocuments)
    .innerJoin(announcementAttacheds, eq(announcementAttacheds.id, projectDocuments.attachedId))
    .where(eq(projectDocuments.projectId, sourceId));
  const out: TDoc[] = [];
  for (const { doc, accept } of docs) {
    const source = await files.open(doc.path);
    if (!source) continue;
    const check = { ...acceptCheck(accept), maxBytes: 10_000_000, tooLarge: PROJECT_MSG.fileTooLarge, wrongType: PROJECT_MSG.fileWrongType(accept) };
    const stored = await files.save('projects', source, check);
    out.push({ attachedId: doc.attachedId, path: stored.path, name: doc.name, size: stored.size, uploadedBy: doc.uploadedBy });
  }
  return out;
}
