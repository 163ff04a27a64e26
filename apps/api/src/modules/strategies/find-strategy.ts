import { sql } from 'drizzle-orm';
import { LEADER_TYPE, type TStrategyDetail } from '@siiicca/shared';
import { queryRows } from '../../db/query-rows';
import type { DbOrTx } from '../../db/transaction';
import { hiddenJsonSql, shownContact } from '../people';
import { visibleTo, type Viewer } from './scope';

/**
 * The optimistic-concurrency token of a strategy: its last change, a save or a kept draft, to the
 * microsecond (platform/versions.ts). Every save, draft, and state action names it and answers the new one.
 */
export const versionOf = (table = 's') =>
  sql.raw(`(floor(extract(epoch from greatest(${table}.updated_at, ${table}.draft_updated_at)) * 1000000)::bigint)::text`);

/** A strategy's version now (no visibility rule: for the server's own actions, such as the demo data's). */
export async function strategyVersion(db: DbOrTx, id: number): Promise<string> {
  const [row] = await queryRows<{ version: string }>(db, sql`select ${versionOf()} as version from strategies s where s.id = ${id}`);
  return String(row?.version ?? '');
}

const ids = (table: string, column: string) =>
  sql.raw(`coalesce((select json_agg(x.${column} order by x.${column}) from ${table} x where x.strategy_id = s.id), '[]'::json)`);

/** A person's fields; their hidden contact data marked for this reader, masked by `shownContact` (people/hidden-contact.ts). */
const third = (reader: number) => sql`'id', t.id, 'type_id', t.type_id, 'identification', t.identification, 'name', t.name, 'email', t.email,
  'mobile', t.mobile, 'cvlac', t.cvlac, 'orcid', t.orcid, 'gooAcademico', t.goo_academico,
  'auth_source', t.auth_source, 'auth_date', t.auth_date, ${hiddenJsonSql(reader, 't')}`;

/**
 * The whole strategy, in ONE query (children as json built by PostgreSQL), if the viewer may read
 * it; null otherwise. The leader is the actor of type 'Líder', answered apart from the others.
 * The draft (unsaved work) is its owner's only.
 */
export async function findStrategy(db: DbOrTx, viewer: Viewer, id: number): Promise<TStrategyDetail | null> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select s.id, ${versionOf()} as version, s.state,
      json_build_object('id', p.id, 'description', p.description) as period,
      json_build_object('id', u.id, 'name', u.name) as "user",
      s.created_at, s.updated_at, s.expiration_date::text as expiration_date, s.sectional_id,
      case when sec.id is null then null else json_build_object('id', sec.id, 'name', sec.name) end as sectional,
      s.strategy,
      (select json_build_object(${third(viewer.userId)}, 'sectional_id', a.sectional_id, 'faculty_id', a.faculty_id,
          'investigation_group_id', a.investigation_group_id)
        from strategy_actors a join thirds t on t.id = a.third_id
        where a.strategy_id = s.id and a.type = ${LEADER_TYPE} limit 1) as leader,
      ${ids('strategy_divisions', 'division_id')} as divisions,
      ${ids('strategy_faculties', 'faculty_id')} as faculties,
      ${ids('strategy_programs', 'program_id')} as programs,
      s.name, s.overall_objective, s.specific_goal, s.methodology, s.duration, s.problem_nucleus,
      s.conformation_date::text as conformation_date, s.reward,
      (select json_build_object('type_id', e.type_id, 'identification', e.identification, 'name', e.name)
        from thirds e where e.id = s.entity_id) as entity,
      s.research_hotbed_id, s.proyect_name,
      ${ids('strategy_subjects', 'subject_id')} as subjects,
      ${ids('strategy_investigation_lines', 'investigation_line_id')} as investigation_lines,
      ${ids('strategy_action_fields', 'action_field_id')} as action_fields,
      s.academic_period,
      coalesce((select json_agg(json_build_object('id', a.id, 'type', a.type, 'state', a.state, 'rol', a.rol, 'link', a.link,
          'third', json_build_object(${third(viewer.userId)}),
          'sectional_id', a.sectional_id, 'faculty_id', a.faculty_id, 'investigation_group_id', a.investigation_group_id,
          'program_id', a.program_id, 'semester', a.semester,
          'programs', coalesce((select json_agg(json_build_object('program_id', ap.program_id, 'year', ap.year, 'name', pr.name) order by ap.year, pr.name)
            from strategy_actor_programs ap join programs pr on pr.id = ap.program_id where ap.actor_id = a.id), '[]'::json),
          'entity_name', a.entity_name, 'actor_name', a.actor_name, 'actor_position', a.actor_position, 'email', a.email,
          'economic_sector_id', a.economic_sector_id, 'sector', a.sector, 'country_id', a.country_id, 'city_id', a.city_id)
          order by a.id)
        from strategy_actors a join thirds t on t.id = a.third_id
        where a.strategy_id = s.id and a.type <> ${LEADER_TYPE}), '[]'::json) as actors,
      coalesce((select json_agg(json_build_object('id', pr.id, 'name', pr.name) order by pr.name)
        from strategy_products sp join products pr on pr.id = sp.product_id where sp.strategy_id = s.id), '[]'::json) as products,
      coalesce((select json_agg(json_build_object('id', ac.id, 'description', ac.description) order by ac.position, ac.id)
        from strategy_activities ac where ac.strategy_id = s.id), '[]'::json) as activities,
      case when s.approvement_letter_path is null then null
        else json_build_object('name', s.approvement_letter_name, 'size', s.approvement_letter_size) end as approvement_letter,
      case when s.user_id = ${viewer.userId} and s.draft is not null
        then json_build_object('step', s.draft_step, 'data', s.draft, 'updated_at', s.draft_updated_at) end as draft
    from strategies s
    join users u on u.id = s.user_id
    join strategy_periods p on p.id = s.period_id
    left join sectionals sec on sec.id = s.sectional_id
    where s.id = ${id} and ${visibleTo(viewer, 's')}`,
  );
  if (!row) return null;
  const iso = (v: unknown) => new Date(v as string).toISOString();
  const draft = row.draft as { step: number; data: Record<string, unknown>; updated_at: string } | null;
  const found = row as unknown as TStrategyDetail;
  return {
    ...found,
    leader: found.leader && shownContact(found.leader),
    actors: found.actors.map((a) => ({ ...a, third: shownContact(a.third) })),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    draft: draft ? { ...draft, updated_at: iso(draft.updated_at) } : null,
  };
}

/**
 * Whether the viewer may read the strategy (an object) and, when `file` names one, where that
 * file is stored and the name it came with; null when the strategy is not theirs to read.
 */
export async function strategyFile(db: DbOrTx, viewer: Viewer, id: number, file: 'approvement_letter' | 'final_report' | null) {
  const [row] = await queryRows<{ letter_path: string | null; letter_name: string | null; report_path: string | null; report_name: string | null }>(
    db,
    sql`select s.approvement_letter_path as letter_path, s.approvement_letter_name as letter_name,
        s.final_report_path as report_path, s.final_report_name as report_name
      from strategies s where s.id = ${id} and ${visibleTo(viewer, 's')}`,
  );
  if (!row) return null;
  if (file === 'approvement_letter') return { path: row.letter_path, name: row.letter_name };
  if (file === 'final_report') return { path: row.report_path, name: row.report_name };
  return { path: null, name: null };
}
