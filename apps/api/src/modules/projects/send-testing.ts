import { and, eq, sql } from 'drizzle-orm';
import type { TExternalInvestigatorInput, TInternalInvestigatorInput } from '@siiicca/shared';
import { projectDocuments, projectInvestigators, projectResults, projects, thirds, users } from '../../db/schema';
import type { DbOrTx } from '../../db/transaction';
import { validProjectBody, type TProjectFixtureIds } from './test-fixtures';
import { projectVersion } from './find-project';

/*
 * Projects written straight into the database for the send and notification tests, so they test
 * the send alone (the save route has its own tests).
 */

/** The id of a demo account's user. */
export async function userIdOf(db: DbOrTx, username: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

/** The owner's open row of the third of this type and identification, created when unknown. */
async function thirdIdOf(db: DbOrTx, ownerId: number, values: typeof thirds.$inferInsert) {
  await db.insert(thirds).values({ ...values, ownerId }).onConflictDoNothing();
  const [row] = await db
    .select({ id: thirds.id })
    .from(thirds)
    .where(and(eq(thirds.typeId, values.typeId), sql`upper(${thirds.identification}) = ${values.identification.toUpperCase()}`, eq(thirds.ownerId, ownerId), eq(thirds.sealed, false)));
  return row!.id;
}

type TPerson = { type_id: string; identification: string; name: string; email?: string | null; mobile?: string | null; cvlac?: string | null };
/** An investigator as the tests write it: the dialog's fields, any of them missing. */
export type TLooseInvestigator = Omit<Partial<TInternalInvestigatorInput>, 'third'> & { third: TPerson };
const personRow = (p: TPerson) => ({
  typeId: p.type_id as string,
  identification: p.identification as string,
  name: p.name as string,
  email: (p.email as string | undefined) ?? null,
  mobile: (p.mobile as string | undefined) ?? null,
  cvlac: (p.cvlac as string | undefined) ?? null,
});

export type TInsertOptions = {
  userId: number;
  ids: TProjectFixtureIds;
  announcementId?: number;
  title?: string;
  /** false: a draft with nothing but its call, title and hours. */
  complete?: boolean;
  /** Overrides of the complete project's investigators and results. */
  internal?: TLooseInvestigator[];
  external?: TExternalInvestigatorInput[];
  results?: { product_type_id: number; product_id: number; quantity: number }[];
  /** Attach the call's required documents (default: when complete). */
  documents?: boolean;
};

/** A project in Borrador, complete (everything validProjectBody holds plus the call's required documents) or bare. */
export async function insertProject(db: DbOrTx, o: TInsertOptions): Promise<number> {
  const body = validProjectBody(o.ids, { title: o.title });
  const announcementId = o.announcementId ?? body.announcement_id;
  const complete = o.complete ?? true;
  const [project] = await db
    .insert(projects)
    .values({ userId: o.userId, announcementId, title: body.title as string, sectionalId: complete ? (body.sectional_id as number) : null, hours: body.hours as number })
    .returning({ id: projects.id });
  const id = project!.id;
  if (!complete) return id;

  const internal = o.internal ?? (body.internal_investigators as TLooseInvestigator[]);
  const external = o.external ?? (body.external_investigators as TExternalInvestigatorInput[]);
  let position = 0;
  for (const inv of internal) {
    await db.insert(projectInvestigators).values({
      projectId: id,
      thirdId: await thirdIdOf(db, o.userId, personRow(inv.third)),
      typeThird: 'Interno',
      typeInvestigator: inv.type_investigator as string,
      position: position++,
      city: (inv.city as string | undefined) ?? null,
      training: (inv.training as string | undefined) ?? null,
      link: (inv.link as string | undefined) ?? null,
      colciencias: (inv.colciencias as string | undefined) ?? null,
      payrollHours: (inv.payroll_hours as number | undefined) ?? null,
      sectionalId: (inv.sectional_id as number | undefined) ?? null,
      investigationGroupId: (inv.investigation_group_id as number | undefined) ?? null,
      divisionId: (inv.division_id as number | null | undefined) ?? null,
      facultyId: (inv.faculty_id as number | undefined) ?? null,
    });
  }
  for (const ally of external) {
    const entity = ally.entity;
    await db.insert(projectInvestigators).values({
      projectId: id,
      thirdId: await thirdIdOf(db, o.userId, personRow(ally.third)),
      typeThird: 'Externo',
      typeInvestigator: 'Coinvestigador',
      position: position++,
      city: (ally.city as string | undefined) ?? null,
      training: (ally.training as string | undefined) ?? null,
      entityId: entity
        ? await thirdIdOf(db, o.userId, {
            typeId: 'NIT',
            identification: entity.nit as string,
            name: entity.name as string,
            representative: entity.representative as string,
            countryId: entity.country_id as string,
            webPage: (entity.web_page as string | undefined) ?? null,
          })
        : null,
      interlocutor: (ally.interlocutor as string | undefined) ?? null,
      contact: (ally.contact as string | undefined) ?? null,
    });
  }
  const results = o.results ?? (body.results as { product_type_id: number; product_id: number; quantity: number }[]);
  if (results.length > 0) {
    await db.insert(projectResults).values(results.map((r, i) => ({ projectId: id, productTypeId: r.product_type_id, productId: r.product_id, quantity: r.quantity, position: i })));
  }
  if (o.documents ?? true) {
    const attacheds = announcementId === o.ids.closedCall ? o.ids.closedAttacheds : o.ids.openAttacheds;
    const required = attacheds.filter((a) => a.required);
    if (required.length > 0) {
      await db
        .insert(projectDocuments)
        .values(required.map((a) => ({ projectId: id, attachedId: a.id, path: `projects/${id}/${a.id}.pdf`, name: `documento-${a.id}.pdf`, size: 100 })));
    }
  }
  return id;
}

/** A project's version as GET detail answers it: what a save or 'Enviar' names (platform/versions.ts). */
export async function projectVersionOf(db: DbOrTx, id: number): Promise<string> {
  const [row] = await db.select({ updatedAt: projects.updatedAt }).from(projects).where(eq(projects.id, id));
  return row ? projectVersion(row) : 'missing';
}

/**
 * Removes every project, for a test that seeds the demo projects again: a project with a history
 * cannot be deleted (project_transitions is append-only), so the test lifts the table's guard for
 * its own copy of the database, and only here.
 */
export async function deleteAllProjects(db: DbOrTx) {
  await db.execute(sql`alter table project_transitions disable trigger user`);
  await db.execute(sql`delete from project_transitions`);
  await db.execute(sql`alter table project_transitions enable trigger user`);
  await db.execute(sql`delete from project_approvals`);
  // The later stages' records that keep a project (the execution's Acta de Finalización).
  await db.execute(sql`delete from project_closures`);
  await db.execute(sql`delete from projects`);
}
