import { eq } from 'drizzle-orm';
import type { TIdType, TProjectSave, TProjectState } from '@siiicca/shared';
import type { DbOrTx } from '../../db/transaction';
import { projectDocuments, projectInvestigators, projectResults, projects } from '../../db/schema';
import { sealThirds, thirdKey, upsertThirds } from '../people';

type Person = { type_id: string; identification: string; name: string; email?: string | null; mobile?: string | null; cvlac?: string | null; orcid?: string | null; gooAcademico?: string | null };
type Entity = { nit?: string | null; name?: string | null; representative?: string | null; country_id?: string | null; web_page?: string | null };

/** The owner's row of the person (docs/people-data.md), created when new. */
async function personId(tx: DbOrTx, ownerId: number, p: Person): Promise<number> {
  const ids = await upsertThirds(tx, ownerId, [{ ...p, type_id: p.type_id as TIdType }]);
  return ids.get(thirdKey(p.type_id, p.identification))!;
}

async function entityId(tx: DbOrTx, ownerId: number, e: Entity | null): Promise<number | null> {
  if (!e?.nit || !e.name) return null;
  const ids = await upsertThirds(tx, ownerId, [{ type_id: 'NIT', identification: e.nit, name: e.name, representative: e.representative ?? null, country_id: e.country_id ?? null, web_page: e.web_page ?? null }]);
  return ids.get(thirdKey('NIT', e.nit))!;
}

export type TStoredDocument = { attachedId: number; path: string; name: string; size: number };

/**
 * Writes a project with its investigators, results and documents straight into the tables (the
 * demo data, and tests that need projects without going through the save): no validation, no
 * history. `project` is a parsed ZProjectSaveSchema.
 */
export async function insertProjectRows(
  tx: DbOrTx,
  userId: number,
  project: TProjectSave,
  opts: { state?: TProjectState; sentAt?: Date | null; createdAt?: Date; documents?: TStoredDocument[] } = {},
): Promise<number> {
  const at = opts.createdAt ?? new Date();
  const [row] = await tx
    .insert(projects)
    .values({
      userId,
      announcementId: project.announcement_id,
      title: project.title,
      sectionalId: project.sectional_id,
      hours: project.hours,
      state: opts.state ?? 'Borrador',
      sentAt: opts.sentAt ?? null,
      createdAt: at,
      updatedAt: opts.sentAt ?? at,
    })
    .returning({ id: projects.id });
  const projectId = row!.id;
  const investigators = [...project.internal_investigators, ...project.external_investigators];
  for (const [position, inv] of investigators.entries()) {
    const internal = inv.type_third === 'Interno';
    await tx.insert(projectInvestigators).values({
      projectId,
      thirdId: await personId(tx, userId, inv.third as Person),
      typeThird: inv.type_third,
      typeInvestigator: inv.type_investigator,
      position,
      city: inv.city ?? null,
      training: inv.training ?? null,
      ...(internal
        ? {
            link: inv.link,
            colciencias: inv.colciencias,
            payrollHours: inv.payroll_hours,
            sectionalId: inv.sectional_id,
            investigationGroupId: inv.investigation_group_id,
            divisionId: inv.division_id,
            facultyId: inv.faculty_id,
          }
        : { entityId: await entityId(tx, userId, inv.entity), interlocutor: inv.interlocutor ?? null, contact: inv.contact ?? null }),
    });
  }
  if (project.results.length > 0) {
    await tx.insert(projectResults).values(
      project.results.map((r, position) => ({ projectId, productTypeId: r.product_type_id, productId: r.product_id, quantity: r.quantity, position })),
    );
  }
  if (opts.documents?.length) {
    await tx.insert(projectDocuments).values(opts.documents.map((d) => ({ projectId, attachedId: d.attachedId, path: d.path, name: d.name, size: d.size, uploadedBy: userId })));
  }
  // A sent project's people are kept as they were sent (docs/people-data.md).
  if ((opts.state ?? 'Borrador') !== 'Borrador') {
    const used = await tx.select({ third: projectInvestigators.thirdId, entity: projectInvestigators.entityId }).from(projectInvestigators).where(eq(projectInvestigators.projectId, projectId));
    await sealThirds(tx, used.flatMap((u) => [u.third, u.entity]));
  }
  return projectId;
}
