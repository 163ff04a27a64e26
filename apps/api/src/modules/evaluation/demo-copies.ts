import { eq } from 'drizzle-orm';
import { projectDocuments, projectInvestigators, projectResults, projects } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { sealThirds } from '../people';

/* What the evaluation stage's demos (demo-seed.ts, demo-blind-seed.ts) share: the calls' criteria and copies of a draft. */

export type TDoc = Omit<typeof projectDocuments.$inferInsert, 'projectId'>;

export const CRITERIA = [
  { name: 'Pertinencia', description: 'Relación con las líneas de investigación y las necesidades del entorno.', weight: 30 },
  { name: 'Calidad científica', description: 'Solidez del planteamiento, los objetivos y la metodología.', weight: 40 },
  { name: 'Viabilidad', description: 'Coherencia entre el cronograma, el presupuesto y los resultados.', weight: 30 },
];

/** A new project like `sourceId` (people, results), with `documents`, titled `title`, created at `at` (on another call when given). */
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
