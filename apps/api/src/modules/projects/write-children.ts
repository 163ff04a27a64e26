import { and, eq, inArray, sql } from 'drizzle-orm';
import { CAT_MSG, PROJECT_MSG, type TProjectSave } from '@siiicca/shared';
import { announcementAttacheds, countries, divisions, faculties, investigationGroups, projectDocuments, sectionals } from '../../db/schema';
import { queryRows } from '../../db/query-rows';
import type { DbOrTx } from '../../db/transaction';
import { AppError, conflict } from '../../lib/app-error';
import { hiddenContactOf, thirdKey, upsertThirds, type TThirdInput } from '../people';
import type { TProjectChange } from './audit';
import type { TProjectUpload } from './project-upload';
import { typedColumns } from '../../db/typed-columns';
import { syncChildren } from '../../platform/records/children';

/*
 * The children of a project, written inside the save's transaction: investigators and allies (their
 * people kept in the owner's own rows of `thirds`, docs/people-data.md), expected results, and the call's documents. Investigators and
 * results are replaced whole (their positions kept); documents are matched by the call's document.
 */

type TErrors = Record<string, string[]>;
const add = (errors: TErrors, field: string, message: string) => (errors[field] ??= []).push(message);

/** A value the draft left empty keeps what the owner's record of the person knows (a draft never wipes a person's data). */
const given = <T>(v: T | null | undefined) => (v === null || v === '' ? undefined : v);

/**
 * Every id the project names that is not in its catalogue, and every result whose product is not
 * offered under its type for the project's hours, by field: a 400 before anything is written, so
 * a foreign key is never what refuses it.
 */
export async function refuseMissingReferences(tx: DbOrTx, p: TProjectSave) {
  const errors: TErrors = {};
  const refs: { field: string; table: 'sectional' | 'faculty' | 'division' | 'group'; id: number | null }[] = [{ field: 'sectional_id', table: 'sectional', id: p.sectional_id }];
  p.internal_investigators.forEach((inv, i) => {
    const at = `internal_investigators.${i}`;
    refs.push(
      { field: `${at}.sectional_id`, table: 'sectional', id: inv.sectional_id },
      { field: `${at}.faculty_id`, table: 'faculty', id: inv.faculty_id },
      { field: `${at}.division_id`, table: 'division', id: inv.division_id },
      { field: `${at}.investigation_group_id`, table: 'group', id: inv.investigation_group_id },
    );
  });
  const tables = { sectional: sectionals, faculty: faculties, division: divisions, group: investigationGroups } as const;
  for (const [name, table] of Object.entries(tables) as [keyof typeof tables, (typeof tables)[keyof typeof tables]][]) {
    const wanted = [...new Set(refs.filter((r) => r.table === name && r.id !== null).map((r) => r.id!))];
    if (wanted.length === 0) continue;
    const found = new Set((await tx.select({ id: table.id }).from(table).where(inArray(table.id, wanted))).map((r) => r.id));
    for (const r of refs) if (r.table === name && r.id !== null && !found.has(r.id)) add(errors, r.field, CAT_MSG.relatedMissing);
  }

  const countryIds = [...new Set(p.external_investigators.map((e) => e.entity?.country_id).filter((c): c is string => !!c))];
  const knownCountries = countryIds.length
    ? new Set((await tx.select({ id: countries.id }).from(countries).where(inArray(countries.id, countryIds))).map((r) => r.id))
    : new Set<string>();
  p.external_investigators.forEach((e, i) => {
    const entity = e.entity;
    if (!entity) return;
    const at = `external_investigators.${i}.entity`;
    if (entity.country_id && !knownCountries.has(entity.country_id)) add(errors, `${at}.country_id`, CAT_MSG.relatedMissing);
    // An entity is kept by its NIT and name: with anything of it given, both are needed.
    const any = Object.values(entity).some((v) => v !== null && v !== undefined && v !== '');
    if (any && !entity.nit) add(errors, `${at}.nit`, PROJECT_MSG.required);
    if (any && !entity.name) add(errors, `${at}.name`, PROJECT_MSG.required);
  });

  if (p.results.length > 0) {
    const pairs = p.results.map((r) => sql`(${r.product_type_id}::integer, ${r.product_id}::integer)`);
    const offered = await queryRows<{ product_type_id: number; product_id: number }>(
      tx,
      sql`select product_type_id, product_id from product_type_products
        where hours = ${p.hours} and (product_type_id, product_id) in (${sql.join(pairs, sql`, `)})`,
    );
    const ok = new Set(offered.map((o) => `${o.product_type_id}:${o.product_id}`));
    p.results.forEach((r, i) => {
      if (!ok.has(`${r.product_type_id}:${r.product_id}`)) add(errors, `results.${i}.product_id`, PROJECT_MSG.productNotForHours);
    });
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError(400, first, errors);
}

/** The people (and allies' entities) of the project upserted as its owner's, then its investigators replaced in the form's order. */
export async function writeInvestigators(tx: DbOrTx, ownerId: number, projectId: number, p: TProjectSave) {
  const person = (t: TProjectSave['internal_investigators'][number]['third']): TThirdInput => ({
    type_id: t.type_id,
    identification: t.identification,
    name: t.name,
    email: given(t.email),
    mobile: given(t.mobile),
    cvlac: given(t.cvlac),
    orcid: given(t.orcid),
    gooAcademico: given(t.gooAcademico),
    auth_source: given(t.auth_source),
    auth_date: given(t.auth_date),
    ...hiddenContactOf(t),
  });
  const people: TThirdInput[] = [
    ...p.internal_investigators.map((i) => ({
      ...person(i.third),
      sectional_id: given(i.sectional_id),
      faculty_id: given(i.faculty_id),
      investigation_group_id: given(i.investigation_group_id),
    })),
    ...p.external_investigators.map((e) => person(e.third)),
  ];
  for (const e of p.external_investigators) {
    if (!e.entity?.nit || !e.entity.name) continue;
    const { nit, name, representative, country_id, web_page } = e.entity;
    people.push({ type_id: 'NIT', identification: nit, name, representative: given(representative), country_id: given(country_id), web_page: given(web_page) });
  }
  const ids = await upsertThirds(tx, ownerId, people);
  const idOf = (typeId: string, identification: string) => ids.get(thirdKey(typeId, identification))!;

  const rows = [
    ...p.internal_investigators.map((i, position) => ({
      position,
      thirdId: idOf(i.third.type_id, i.third.identification),
      typeThird: 'Interno',
      typeInvestigator: i.type_investigator,
      city: i.city,
      training: i.training,
      link: i.link,
      colciencias: i.colciencias,
      payrollHours: i.payroll_hours,
      sectionalId: i.sectional_id,
      investigationGroupId: i.investigation_group_id,
      divisionId: i.division_id,
      facultyId: i.faculty_id,
      entityId: null,
      interlocutor: null,
      contact: null,
    })),
    ...p.external_investigators.map((e, position) => ({
      position,
      thirdId: idOf(e.third.type_id, e.third.identification),
      typeThird: 'Externo',
      typeInvestigator: 'Coinvestigador',
      city: e.city,
      training: e.training,
      link: null,
      colciencias: null,
      payrollHours: null,
      sectionalId: null,
      investigationGroupId: null,
      divisionId: null,
      facultyId: null,
      entityId: e.entity?.nit && e.entity.name ? idOf('NIT', e.entity.nit) : null,
      interlocutor: e.interlocutor,
      contact: e.contact,
    })),
  ];
  await syncChildren(tx, { table: 'project_investigators', parent: ['project_id', projectId], key: ['thirdId'], columns: INVESTIGATOR_COLUMNS, rows, touches: true });
}

/** The stored columns of an investigator, by SQL type; a person is the key (one row per person and project). */
const INVESTIGATOR_COLUMNS = typedColumns({
  integer: ['thirdId', 'position', 'payrollHours', 'sectionalId', 'investigationGroupId', 'divisionId', 'facultyId', 'entityId'],
  text: ['typeThird', 'typeInvestigator', 'city', 'training', 'link', 'colciencias', 'interlocutor', 'contact'],
});

/** The stored columns of an expected result; the product (type and product) is the key. */
const RESULT_COLUMNS = typedColumns({ integer: ['productTypeId', 'productId', 'quantity', 'position'] });

/** The expected results in the form's order; a product still listed keeps its row (and its id). */
export async function writeResults(tx: DbOrTx, projectId: number, results: TProjectSave['results']) {
  const rows = results.map((r, position) => ({ productTypeId: r.product_type_id, productId: r.product_id, quantity: r.quantity, position }));
  await syncChildren(tx, { table: 'project_results', parent: ['project_id', projectId], key: ['productTypeId', 'productId'], columns: RESULT_COLUMNS, rows });
}

/** What the documents' sync leaves: the history's changes, and the stored files to remove once committed. */
export type TDocumentsSynced = {
  events: { action: 'document_uploaded' | 'document_replaced' | 'document_removed'; changes: TProjectChange[] }[];
  removedFiles: string[];
};

/**
 * The project's documents as the save asks: a new file for a call's document replaces the stored
 * one, a stored document not kept (listed with its id) and not replaced is deleted. Every document
 * named, listed or uploaded, must be one of the project's call (else 400 attachedNotInCall); a kept
 * id that is not the stored one means the documents changed meanwhile (409).
 */
export async function syncDocuments(
  tx: DbOrTx,
  projectId: number,
  userId: number,
  p: Pick<TProjectSave, 'announcement_id' | 'attacheds'>,
  uploads: readonly TProjectUpload[],
): Promise<TDocumentsSynced> {
  const ofCall = new Map(
    (await tx.select({ id: announcementAttacheds.id, name: announcementAttacheds.name }).from(announcementAttacheds).where(eq(announcementAttacheds.announcementId, p.announcement_id))).map(
      (a) => [a.id, a.name],
    ),
  );
  const errors: TErrors = {};
  p.attacheds.forEach((a, i) => !ofCall.has(a.attached_id) && add(errors, `attacheds.${i}.attached_id`, PROJECT_MSG.attachedNotInCall));
  for (const u of uploads) if (!ofCall.has(u.attachedId)) add(errors, `file_${u.attachedId}`, PROJECT_MSG.attachedNotInCall);
  if (Object.keys(errors).length > 0) throw new AppError(400, PROJECT_MSG.attachedNotInCall, errors);

  // A draft that changed its call still holds the old call's documents: named by their own row.
  const stored = await tx
    .select({ id: projectDocuments.id, attachedId: projectDocuments.attachedId, path: projectDocuments.path, name: projectDocuments.name, document: announcementAttacheds.name })
    .from(projectDocuments)
    .innerJoin(announcementAttacheds, eq(announcementAttacheds.id, projectDocuments.attachedId))
    .where(eq(projectDocuments.projectId, projectId));
  const storedOf = new Map(stored.map((d) => [d.attachedId, d]));
  for (const a of p.attacheds) if (a.id !== null && storedOf.get(a.attached_id)?.id !== a.id) throw conflict(PROJECT_MSG.staleEdit);

  const synced: TDocumentsSynced = { events: [], removedFiles: [] };
  const label = (document: string, file: string) => `${document}: ${file}`;
  for (const u of uploads) {
    const before = storedOf.get(u.attachedId);
    const values = { path: u.path, name: u.name, size: u.size, uploadedBy: userId, updatedAt: sql`clock_timestamp()` };
    if (before) {
      await tx.update(projectDocuments).set(values).where(eq(projectDocuments.id, before.id));
      synced.removedFiles.push(before.path);
    } else {
      await tx.insert(projectDocuments).values({ ...values, projectId, attachedId: u.attachedId });
    }
    synced.events.push({
      action: before ? 'document_replaced' : 'document_uploaded',
      changes: [{ field: 'attacheds', from: before ? label(before.document, before.name) : null, to: label(ofCall.get(u.attachedId)!, u.name) }],
    });
  }
  const kept = new Set([...p.attacheds.filter((a) => a.id !== null).map((a) => a.attached_id), ...uploads.map((u) => u.attachedId)]);
  const removed = stored.filter((d) => !kept.has(d.attachedId));
  if (removed.length > 0) {
    await tx.delete(projectDocuments).where(and(eq(projectDocuments.projectId, projectId), inArray(projectDocuments.id, removed.map((d) => d.id))));
    for (const d of removed) {
      synced.removedFiles.push(d.path);
      synced.events.push({ action: 'document_removed', changes: [{ field: 'attacheds', from: label(d.document, d.name), to: null }] });
    }
  }
  return synced;
}
