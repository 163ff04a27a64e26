import { sql } from 'drizzle-orm';
import type { TProjectDetail, TProjectDocument } from '@siiicca/shared';
import { queryRows } from '../../db/query-rows';
import type { DbOrTx } from '../../db/transaction';
import { hiddenJsonSql, shownContact } from '../people';
import { visibleSql, type ProjectViewer } from './scope';

/**
 * The optimistic-concurrency token of a project: its last update as an ISO instant. The detail
 * answers it as `version`; a save compares the stored row's against the one the form loaded.
 */
export const projectVersion = (row: { updatedAt: Date | string }) => new Date(row.updatedAt).toISOString();

/** The investigators of `kind`; their people's hidden contact data marked for this reader, masked by `shownContact`. */
const investigators = (kind: 'Interno' | 'Externo', reader: number) =>
  sql`coalesce((select json_agg(json_build_object(
      'id', i.id, 'type_investigator', i.type_investigator, 'type_third', i.type_third,
      'third', json_build_object('id', t.id, 'type_id', t.type_id, 'identification', t.identification, 'name', t.name,
        'email', t.email, 'mobile', t.mobile, 'cvlac', t.cvlac, 'orcid', t.orcid, 'gooAcademico', t.goo_academico,
        'auth_source', t.auth_source, 'auth_date', t.auth_date,
        ${hiddenJsonSql(reader, 't')}),
      'city', i.city, 'training', i.training, 'link', i.link, 'colciencias', i.colciencias, 'payroll_hours', i.payroll_hours,
      'sectional_id', i.sectional_id, 'investigation_group_id', i.investigation_group_id, 'division_id', i.division_id,
      'faculty_id', i.faculty_id,
      'entity', case when e.id is null then null else json_build_object('nit', e.identification, 'name', e.name,
        'representative', e.representative, 'country_id', e.country_id, 'web_page', e.web_page) end,
      'interlocutor', i.interlocutor, 'contact', i.contact) order by i.position, i.id)
    from project_investigators i join thirds t on t.id = i.third_id left join thirds e on e.id = i.entity_id
    where i.project_id = p.id and i.type_third = ${kind}), '[]'::json)`;

/**
 * The whole project, in ONE query (children as json built by PostgreSQL), if the viewer may read
 * it; null otherwise. The call comes with its documents also when it is no longer open.
 */
export async function findProject(db: DbOrTx, viewer: ProjectViewer, id: number): Promise<TProjectDetail | null> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select p.id, p.state, json_build_object('id', u.id, 'name', u.name) as "user",
      p.created_at, p.updated_at, p.sent_at, p.announcement_id,
      json_build_object('id', a.id, 'name', a.name, 'type', a.type, 'fecha_inicio', a.fecha_inicio::text,
        'fecha_fin', a.fecha_fin::text, 'state', a.state,
        'attacheds', coalesce((select json_agg(json_build_object('id', aa.id, 'name', aa.name, 'required', aa.required, 'accept', aa.accept, 'evaluator_visible', aa.evaluator_visible)
          order by aa.position, aa.id) from announcement_attacheds aa where aa.announcement_id = a.id), '[]'::json),
        'blind', coalesce((select s.blind from call_evaluation_settings s where s.announcement_id = a.id), false)) as announcement,
      a.type, p.title, p.sectional_id,
      case when sec.id is null then null else json_build_object('id', sec.id, 'name', sec.name) end as sectional,
      p.hours,
      ${investigators('Interno', viewer.userId)} as internal_investigators,
      ${investigators('Externo', viewer.userId)} as external_investigators,
      coalesce((select json_agg(json_build_object('id', d.id, 'attached_id', d.attached_id, 'name', aa.name, 'file', d.name,
          'size', d.size, 'uploaded_at', d.updated_at) order by aa.position, aa.id)
        from project_documents d join announcement_attacheds aa on aa.id = d.attached_id where d.project_id = p.id), '[]'::json) as attacheds,
      coalesce((select json_agg(json_build_object('id', r.id, 'product_type_id', r.product_type_id, 'product_id', r.product_id,
          'product_type', json_build_object('id', pt.id, 'name', pt.name, 'family', pt.family),
          'product', json_build_object('id', pr.id, 'name', pr.name), 'quantity', r.quantity) order by r.position, r.id)
        from project_results r join product_types pt on pt.id = r.product_type_id join products pr on pr.id = r.product_id
        where r.project_id = p.id), '[]'::json) as results
    from projects p
    join users u on u.id = p.user_id
    join announcements a on a.id = p.announcement_id
    left join sectionals sec on sec.id = p.sectional_id
    where p.id = ${id} and ${visibleSql(viewer)}`,
  );
  if (!row) return null;
  const iso = (v: unknown) => new Date(v as string).toISOString();
  const found = row as unknown as TProjectDetail;
  const shown = <T extends { third: Parameters<typeof shownContact>[0] }>(i: T) => ({ ...i, third: shownContact(i.third) });
  return {
    ...found,
    internal_investigators: found.internal_investigators.map(shown),
    external_investigators: found.external_investigators.map(shown),
    version: projectVersion({ updatedAt: row.updated_at as string }),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    sent_at: row.sent_at ? iso(row.sent_at) : null,
    attacheds: (row.attacheds as TProjectDocument[]).map((d) => ({ ...d, size: Number(d.size), uploaded_at: iso(d.uploaded_at) })),
  };
}

/** Whether the viewer may read the project (its owner and state), or null. */
export async function readableProject(db: DbOrTx, viewer: ProjectViewer, id: number) {
  const [row] = await queryRows<{ id: number; user_id: number; state: string }>(
    db,
    sql`select p.id, p.user_id, p.state from projects p where p.id = ${id} and ${visibleSql(viewer)}`,
  );
  return row ?? null;
}

/** A stored document of a project the viewer may read: where it is and the name it came with; null otherwise. */
export async function projectDocument(db: DbOrTx, viewer: ProjectViewer, id: number, documentId: number) {
  const [row] = await queryRows<{ path: string; name: string }>(
    db,
    sql`select d.path, d.name from project_documents d join projects p on p.id = d.project_id
      where d.id = ${documentId} and p.id = ${id} and ${visibleSql(viewer)}`,
  );
  return row ?? null;
}
