import { sql } from 'drizzle-orm';
import type { TEmploymentLink, TInvestigatorType, TProductFamily, TProjectState } from '@siiicca/shared';
import { queryRows } from '../../../db/query-rows';
import type { DbOrTx } from '../../../db/transaction';
import { intArray } from '../../../platform/bulk-downloads';
import { hiddenSql, shownContact, type TContactReader } from '../../people';

/*
 * What the projects' spreadsheet reads, by batches of project ids, with every catalogue id already
 * turned into its name. Each function is one query per batch, ordered by project, newest first.
 * Times are Bogotá's wall clock, as text: the sheet shows the day and hour people saw. People's
 * contact data a record keeps hidden from its reader is masked (people/hidden-contact.ts).
 */

const bogota = (column: string) => sql.raw(`to_char(${column} at time zone 'America/Bogota', 'YYYY-MM-DD"T"HH24:MI:SS')`);

export type TProjectExportRow = {
  id: number;
  announcement: string;
  title: string;
  sectional: string | null;
  state: TProjectState;
  hours: number | null;
  principal: string | null;
  user_name: string;
  created_at: string;
  sent_at: string | null;
  payroll_hours: number;
};

/** The projects of `ids`, one row each, newest first. */
export function projectRows(db: DbOrTx, ids: readonly number[]) {
  return queryRows<TProjectExportRow>(
    db,
    sql`select p.id, a.name as announcement, p.title, sec.name as sectional, p.state, p.hours,
        (select t.name from project_investigators pi join thirds t on t.id = pi.third_id
          where pi.project_id = p.id and pi.type_third = 'Interno' and pi.type_investigator = 'Principal'
          order by pi.position, pi.id limit 1) as principal,
        u.name as user_name, ${bogota('p.created_at')} as created_at, ${bogota('p.sent_at')} as sent_at,
        (select coalesce(sum(pi.payroll_hours), 0)::int from project_investigators pi
          where pi.project_id = p.id and pi.type_third = 'Interno') as payroll_hours
      from projects p
      join users u on u.id = p.user_id
      join announcements a on a.id = p.announcement_id
      left join sectionals sec on sec.id = p.sectional_id
      where p.id = any(${intArray(ids)}::int[])
      order by p.id desc`,
  );
}

/** The person of an investigator or an ally, as both sheets show it. */
export type TPersonExportCells = {
  type_id: string;
  identification: string;
  name: string;
  email: string | null;
  mobile: string | null;
  city: string | null;
  training: string | null;
};

export type TInvestigatorExportRow = TPersonExportCells & {
  project_id: number;
  type_investigator: TInvestigatorType;
  link: TEmploymentLink | null;
  colciencias: string | null;
  payroll_hours: number | null;
  sectional: string | null;
  investigation_group: string | null;
  faculty: string | null;
  cvlac: string | null;
  orcid: string | null;
  goo_academico: string | null;
};

/** The contact columns of the person `t`, with whether each is hidden from `reader` (read back by `shownContact`). */
const contact = (reader: TContactReader) =>
  sql`t.email, t.mobile, ${hiddenSql(reader, 't', 'email')} as email_hidden, ${hiddenSql(reader, 't', 'mobile')} as mobile_hidden`;
type THidden = { email_hidden: boolean; mobile_hidden: boolean };

/** The internal investigators of the projects of `ids` (the Principal first), by project, newest first; hidden contact data masked for `reader`. */
export async function investigatorRows(db: DbOrTx, ids: readonly number[], reader: TContactReader): Promise<TInvestigatorExportRow[]> {
  const rows = await queryRows<TInvestigatorExportRow & THidden>(
    db,
    sql`select pi.project_id, pi.type_investigator, t.type_id, t.identification, t.name, ${contact(reader)}, pi.city,
        pi.training, pi.link, pi.colciencias, pi.payroll_hours, sec.name as sectional, g.name as investigation_group,
        f.name as faculty, t.cvlac, t.orcid, t.goo_academico
      from project_investigators pi
      join thirds t on t.id = pi.third_id
      left join sectionals sec on sec.id = pi.sectional_id
      left join investigation_groups g on g.id = pi.investigation_group_id
      left join faculties f on f.id = pi.faculty_id
      where pi.project_id = any(${intArray(ids)}::int[]) and pi.type_third = 'Interno'
      order by pi.project_id desc, pi.type_investigator <> 'Principal', pi.position, pi.id`,
  );
  return rows.map(shownContact);
}

export type TAllyExportRow = TPersonExportCells & {
  project_id: number;
  entity_nit: string | null;
  entity_name: string | null;
  representative: string | null;
  country: string | null;
  web_page: string | null;
  interlocutor: string | null;
  contact: string | null;
};

/** The external allies of the projects of `ids`, with their entities, by project, newest first; hidden contact data masked for `reader`. */
export async function allyRows(db: DbOrTx, ids: readonly number[], reader: TContactReader): Promise<TAllyExportRow[]> {
  const rows = await queryRows<TAllyExportRow & THidden>(
    db,
    sql`select pi.project_id, t.type_id, t.identification, t.name, ${contact(reader)}, pi.city, pi.training,
        e.identification as entity_nit, e.name as entity_name, e.representative, coalesce(co.name, e.country_id) as country,
        e.web_page, pi.interlocutor, pi.contact
      from project_investigators pi
      join thirds t on t.id = pi.third_id
      left join thirds e on e.id = pi.entity_id
      left join countries co on co.id = e.country_id
      where pi.project_id = any(${intArray(ids)}::int[]) and pi.type_third = 'Externo'
      order by pi.project_id desc, pi.position, pi.id`,
  );
  return rows.map(shownContact);
}

export type TDocumentExportRow = { project_id: number; document: string; file: string; size: number; uploaded_at: string };

/** The stored documents of the projects of `ids`, in the call's order, by project, newest first. */
export async function documentRows(db: DbOrTx, ids: readonly number[]) {
  const rows = await queryRows<TDocumentExportRow>(
    db,
    sql`select d.project_id, aa.name as document, d.name as file, d.size, ${bogota('d.updated_at')} as uploaded_at
      from project_documents d join announcement_attacheds aa on aa.id = d.attached_id
      where d.project_id = any(${intArray(ids)}::int[])
      order by d.project_id desc, aa.position, aa.id`,
  );
  // bigint arrives as text from node-postgres.
  return rows.map((r) => ({ ...r, size: Number(r.size) }));
}

export type TResultExportRow = { project_id: number; family: TProductFamily | null; product_type: string; product: string; quantity: number };

/** The expected results of the projects of `ids`, by project, newest first. */
export function resultRows(db: DbOrTx, ids: readonly number[]) {
  return queryRows<TResultExportRow>(
    db,
    sql`select r.project_id, pt.family, pt.name as product_type, pr.name as product, r.quantity
      from project_results r join product_types pt on pt.id = r.product_type_id join products pr on pr.id = r.product_id
      where r.project_id = any(${intArray(ids)}::int[])
      order by r.project_id desc, r.position, r.id`,
  );
}
