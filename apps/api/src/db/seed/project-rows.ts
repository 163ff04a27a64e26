import { and, eq, sql } from 'drizzle-orm';
import type { TProjectSave, TProjectState } from '@siiicca/shared';
import type { DbOrTx } from '../transaction';
import { projectDocuments, projectInvestigators, projectResults, projects, thirds } from '../schema';

type Person = { type_id: string; identification: string; name: string; email?: string | null; mobile?: string | null; cvlac?: string | null; orcid?: string | null; gooAcademico?: string | null };
type Entity = { nit?: string | null; name?: string | null; representative?: string | null; country_id?: string | null; web_page?: string | null };

/** The person's record (one per identification type and number), created when new. */
async function personId(tx: DbOrTx, p: Person): Promise<number> {
  const [found] = await tx.select({ id: thirds.id }).from(thirds).where(and(eq(thirds.typeId, p.type_id), sql`upper(${thirds.identification}) = upper(${p.identification})`));
  if (found) return found.id;
  const [created] = await tx
    .insert(thirds)
    .values({ typeId: p.type_id, identification: p.identification, name: p.name, email: p.email ?? null, mobile: p.mobile ?? null, cvlac: p.cvlac ?? null, orcid: p.orcid ?? null, gooAcademico: p.gooAcademico ?? null })
    .returning({ id: thirds.id });
  return created!.id;
}

async function entityId(tx: DbOrTx, e: Entity | null): Promise<number | null> {
  if (!e?.nit || !e.name) return null;
  const [found] = await tx.select({ id: thirds.id }).from(thirds).where(and(eq(thirds.typeId, 'NIT'), eq(thirds.identification, e.nit)));
  if (found) return found.id;
  const [created] = await tx
    .insert(thirds)
    .values({ typeId: 'NIT', identification: e.nit, name: e.name, representative: e.representative ?? null, countryId: e.country_id ?? null, webPage: e.web_page ?? null })
    .returning({ id: thirds.id });
  return created!.id;
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
      thirdId: await personId(tx, inv.third as Person),
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
        : { entityId: await entityId(tx, inv.entity), interlocutor: inv.interlocutor ?? null, contact: inv.contact ?? null }),
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
  return projectId;
}
