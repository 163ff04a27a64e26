import { sql } from 'drizzle-orm';
import type { TEmploymentLink, TInvestigatorType, TProductFamily, TProjectState, TThirdKind } from '@siiicca/shared';
import { queryRows } from '../../../db/query-rows';
import { intArray } from '../../../platform/bulk-downloads';
import type { DbOrTx } from '../../../db/transaction';
import { visibleSql, type ProjectViewer } from '../scope';
import { hiddenJsonSql, shownContact, type TContactReader } from '../../people';

/*
 * Everything the project's documents (its PDF, the start and commitment records) show, for N
 * projects in ONE query: children as json built by PostgreSQL, every catalogue id already turned
 * into its name. Times are Bogotá's wall clock as text ('YYYY-MM-DDTHH:MI:SS'): the documents show
 * the day people saw. People's contact data a project keeps hidden from its reader is masked
 * (people/hidden-contact.ts): the viewer's, or nobody's for the office's records (no viewer).
 */

export type TDocInvestigator = {
  type_investigator: TInvestigatorType;
  type_third: TThirdKind;
  type_id: string;
  identification: string;
  name: string;
  email: string | null;
  city: string | null;
  training: string | null;
  link: TEmploymentLink | null;
  colciencias: string | null;
  payroll_hours: number | null;
  sectional: string | null;
  group: string | null;
  faculty: string | null;
  entity: { nit: string; name: string; representative: string | null } | null;
  interlocutor: string | null;
  contact: string | null;
};

export type TDocDocument = { name: string; file: string; size: number; uploaded_at: string };
export type TDocResult = { family: TProductFamily | null; product_type: string; product: string; quantity: number };

export type TProjectDocumentData = {
  id: number;
  title: string;
  state: TProjectState;
  hours: number | null;
  created_at: string;
  sent_at: string | null;
  user_name: string;
  announcement: { name: string; type: string; fecha_inicio: string; fecha_fin: string };
  sectional: string | null;
  internal: TDocInvestigator[];
  external: TDocInvestigator[];
  documents: TDocDocument[];
  results: TDocResult[];
};

const bogota = (column: string) => sql.raw(`to_char(${column} at time zone 'America/Bogota', 'YYYY-MM-DD"T"HH24:MI:SS')`);

const investigators = (kind: TThirdKind, reader: TContactReader) =>
  sql`coalesce((select json_agg(json_build_object(
      'type_investigator', i.type_investigator, 'type_third', i.type_third,
      'type_id', t.type_id, 'identification', t.identification, 'name', t.name, 'email', t.email,
      ${hiddenJsonSql(reader, 't')}, 'city', i.city, 'training', i.training, 'link', i.link, 'colciencias', i.colciencias, 'payroll_hours', i.payroll_hours,
      'sectional', s.name, 'group', g.name, 'faculty', f.name,
      'entity', case when e.id is null then null else json_build_object('nit', e.identification, 'name', e.name, 'representative', e.representative) end,
      'interlocutor', i.interlocutor, 'contact', i.contact)
      order by case when i.type_investigator = 'Principal' then 0 else 1 end, i.position, i.id)
    from project_investigators i join thirds t on t.id = i.third_id
    left join thirds e on e.id = i.entity_id
    left join sectionals s on s.id = i.sectional_id
    left join investigation_groups g on g.id = i.investigation_group_id
    left join faculties f on f.id = i.faculty_id
    where i.project_id = p.id and i.type_third = ${kind}), '[]'::json)`;

/**
 * The projects of `ids`, newest first, with their call, investigators (the Principal first), documents
 * and results; with `viewer`, only those the viewer may read (the others are simply missing). People's
 * hidden contact data is masked for `reader` (the viewer's id by default; null: the server's own use).
 */
export function projectDocumentData(
  db: DbOrTx,
  ids: readonly number[],
  viewer?: ProjectViewer,
  reader: TContactReader = viewer?.userId ?? null,
): Promise<TProjectDocumentData[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return queryRows<TProjectDocumentData>(
    db,
    sql`select p.id, p.title, p.state, p.hours, ${bogota('p.created_at')} as created_at, ${bogota('p.sent_at')} as sent_at,
        u.name as user_name,
        json_build_object('name', a.name, 'type', a.type, 'fecha_inicio', a.fecha_inicio::text, 'fecha_fin', a.fecha_fin::text) as announcement,
        sec.name as sectional,
        ${investigators('Interno', reader)} as internal,
        ${investigators('Externo', reader)} as external,
        coalesce((select json_agg(json_build_object('name', aa.name, 'file', d.name, 'size', d.size,
            'uploaded_at', ${bogota('d.updated_at')}) order by aa.position, aa.id)
          from project_documents d join announcement_attacheds aa on aa.id = d.attached_id where d.project_id = p.id), '[]'::json) as documents,
        coalesce((select json_agg(json_build_object('family', pt.family, 'product_type', pt.name, 'product', pr.name, 'quantity', r.quantity)
            order by r.position, r.id)
          from project_results r join product_types pt on pt.id = r.product_type_id join products pr on pr.id = r.product_id
          where r.project_id = p.id), '[]'::json) as results
      from projects p
      join users u on u.id = p.user_id
      join announcements a on a.id = p.announcement_id
      left join sectionals sec on sec.id = p.sectional_id
      where p.id = any(${intArray(ids)}::int[])${viewer ? sql` and ${visibleSql(viewer)}` : sql``}
      order by p.id desc`,
  ).then((rows) =>
    rows.map((r) => ({
      ...r,
      internal: r.internal.map(shownContact),
      external: r.external.map(shownContact),
      documents: r.documents.map((d) => ({ ...d, size: Number(d.size) })),
    })),
  );
}
