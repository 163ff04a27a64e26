import { sql } from 'drizzle-orm';
import { LEADER_TYPE, type TStrategyKind, type TStrategyState } from '@siiicca/shared';
import { queryRows } from '../../../db/query-rows';
import type { DbOrTx } from '../../../db/transaction';
import { intArray } from '../../../platform/bulk-downloads';
import { hiddenSql, shownValue, type TContactReader } from '../../people';

/*
 * What the exports read, by batches of strategy ids, with every catalogue id already turned into
 * its name (the Excel and the PDF show names, never ids). Each function is one query per batch.
 * Times are Bogotá's wall clock, as text: the spreadsheet and the PDF show the day people saw.
 * People's contact data a record keeps hidden from its reader is masked (people/hidden-contact.ts).
 */

const names = (pivot: string, column: string, table: string) =>
  sql.raw(`coalesce((select json_agg(c.name order by c.name) from ${pivot} x join ${table} c on c.id = x.${column} where x.strategy_id = s.id), '[]'::json)`);
const count = (table: string, extra = '') => sql.raw(`(select count(*)::int from ${table} x where x.strategy_id = s.id${extra})`);

export type TStrategyExportRow = {
  id: number;
  created_at: string;
  expiration_date: string | null;
  strategy: TStrategyKind | null;
  sectional: string | null;
  divisions: string[];
  faculties: string[];
  programs: string[];
  leader_name: string | null;
  leader_type_id: string | null;
  leader_identification: string | null;
  leader_email: string | null;
  leader_mobile: string | null;
  leader_group: string | null;
  leader_faculty: string | null;
  user_name: string;
  user_username: string;
  name: string;
  state: TStrategyState;
  period: string | null;
  duration: number | null;
  overall_objective: string | null;
  specific_goal: string | null;
  methodology: string | null;
  problem_nucleus: string | null;
  conformation_date: string | null;
  reward: string | null;
  entity: string | null;
  research_hotbed: string | null;
  proyect_name: string | null;
  academic_period: string | null;
  subjects: string[];
  investigation_lines: string[];
  action_fields: string[];
  actors: number;
  products: number;
  activities: number;
  approvement_letter: boolean;
  final_report: boolean;
};

/** The strategies of `ids`, one flat row each, newest first; the leader's hidden contact data masked for `reader`. */
export async function strategyRows(db: DbOrTx, ids: readonly number[], reader: TContactReader): Promise<TStrategyExportRow[]> {
  const rows = await queryRows<TStrategyExportRow & { leader_email_hidden: boolean; leader_mobile_hidden: boolean }>(
    db,
    sql`select s.id, to_char(s.created_at at time zone 'America/Bogota', 'YYYY-MM-DD"T"HH24:MI:SS') as created_at,
        s.expiration_date::text as expiration_date, s.strategy, sec.name as sectional,
        ${names('strategy_divisions', 'division_id', 'divisions')} as divisions,
        ${names('strategy_faculties', 'faculty_id', 'faculties')} as faculties,
        ${names('strategy_programs', 'program_id', 'programs')} as programs,
        l.name as leader_name, l.type_id as leader_type_id, l.identification as leader_identification,
        l.email as leader_email, l.mobile as leader_mobile, l.email_hidden as leader_email_hidden,
        l.mobile_hidden as leader_mobile_hidden, l.grp as leader_group, l.faculty as leader_faculty,
        u.name as user_name, u.username as user_username, s.name, s.state, p.description as period, s.duration,
        s.overall_objective, s.specific_goal, s.methodology, s.problem_nucleus, s.conformation_date::text as conformation_date,
        s.reward, case when e.id is null then null else e.name || ' (' || e.type_id || ' ' || e.identification || ')' end as entity,
        h.name as research_hotbed, s.proyect_name, s.academic_period,
        ${names('strategy_subjects', 'subject_id', 'subjects')} as subjects,
        ${names('strategy_investigation_lines', 'investigation_line_id', 'investigation_lines')} as investigation_lines,
        ${names('strategy_action_fields', 'action_field_id', 'action_fields')} as action_fields,
        ${count('strategy_actors', ` and x.type <> '${LEADER_TYPE}'`)} as actors,
        ${count('strategy_products')} as products, ${count('strategy_activities')} as activities,
        s.approvement_letter_path is not null as approvement_letter, s.final_report_path is not null as final_report
      from strategies s
      join users u on u.id = s.user_id
      join strategy_periods p on p.id = s.period_id
      left join sectionals sec on sec.id = s.sectional_id
      left join thirds e on e.id = s.entity_id
      left join research_hotbeds h on h.id = s.research_hotbed_id
      left join lateral (
        select t.name, t.type_id, t.identification, t.email, t.mobile, g.name as grp, f.name as faculty,
          ${hiddenSql(reader, 't', 'email')} as email_hidden, ${hiddenSql(reader, 't', 'mobile')} as mobile_hidden
        from strategy_actors a join thirds t on t.id = a.third_id
        left join investigation_groups g on g.id = a.investigation_group_id
        left join faculties f on f.id = a.faculty_id
        where a.strategy_id = s.id and a.type = ${LEADER_TYPE} limit 1) l on true
      where s.id = any(${intArray(ids)}::int[])
      order by s.id desc`,
  );
  // Masked in place (the flags stay, no column reads them): a copy of every row was garbage the export paid for.
  for (const r of rows) {
    r.leader_email = shownValue(r.leader_email, r.leader_email_hidden, 'email');
    r.leader_mobile = shownValue(r.leader_mobile, r.leader_mobile_hidden, 'mobile');
  }
  return rows;
}

export type TActorExportRow = {
  strategy_id: number;
  id: number;
  type: string;
  state: string;
  type_id: string;
  identification: string;
  name: string;
  email: string | null;
  mobile: string | null;
  rol: string | null;
  link: string | null;
  sectional: string | null;
  faculty: string | null;
  investigation_group: string | null;
  program: string | null;
  semester: number | null;
  /** A graduate's programs: 'Programa (año)'. */
  graduate_programs: string[];
  entity_name: string | null;
  actor_name: string | null;
  actor_position: string | null;
  sector: string | null;
  economic_sector: string | null;
  country: string | null;
  city: string | null;
  cvlac: string | null;
  orcid: string | null;
  goo_academico: string | null;
};

/**
 * The actors of the strategies of `ids` (the leader first, as 'Líder'), by strategy, newest first;
 * their hidden contact data masked for `reader` (an e-mail the actor row holds was typed by the owner).
 */
export async function actorRows(db: DbOrTx, ids: readonly number[], reader: TContactReader): Promise<TActorExportRow[]> {
  const rows = await queryRows<TActorExportRow & { email_hidden: boolean; mobile_hidden: boolean }>(
    db,
    sql`select a.strategy_id, a.id, a.type, a.state, t.type_id, t.identification, t.name, coalesce(a.email, t.email) as email,
        t.mobile, a.email is null and ${hiddenSql(reader, 't', 'email')} as email_hidden, ${hiddenSql(reader, 't', 'mobile')} as mobile_hidden, a.rol, a.link, sec.name as sectional, f.name as faculty, g.name as investigation_group, pr.name as program,
        a.semester,
        coalesce((select json_agg(gp.name || ' (' || ap.year || ')' order by ap.year, gp.name)
          from strategy_actor_programs ap join programs gp on gp.id = ap.program_id where ap.actor_id = a.id), '[]'::json) as graduate_programs,
        a.entity_name, a.actor_name, a.actor_position, a.sector, es.name as economic_sector, co.name as country, ci.name as city,
        t.cvlac, t.orcid, t.goo_academico
      from strategy_actors a
      join thirds t on t.id = a.third_id
      left join sectionals sec on sec.id = a.sectional_id
      left join faculties f on f.id = a.faculty_id
      left join investigation_groups g on g.id = a.investigation_group_id
      left join programs pr on pr.id = a.program_id
      left join economic_sectors es on es.id = a.economic_sector_id
      left join countries co on co.id = a.country_id
      left join cities ci on ci.id = a.city_id
      where a.strategy_id = any(${intArray(ids)}::int[])
      order by a.strategy_id desc, a.type <> ${LEADER_TYPE}, a.type, a.id`,
  );
  for (const r of rows) {
    r.email = shownValue(r.email, r.email_hidden, 'email');
    r.mobile = shownValue(r.mobile, r.mobile_hidden, 'mobile');
  }
  return rows;
}

export type TProductExportRow = { strategy_id: number; product_id: number; name: string };

export function productRows(db: DbOrTx, ids: readonly number[]) {
  return queryRows<TProductExportRow>(
    db,
    sql`select sp.strategy_id, p.id as product_id, p.name from strategy_products sp join products p on p.id = sp.product_id
      where sp.strategy_id = any(${intArray(ids)}::int[]) order by sp.strategy_id desc, p.name`,
  );
}

export type TActivityExportRow = { strategy_id: number; position: number; description: string };

export function activityRows(db: DbOrTx, ids: readonly number[]) {
  return queryRows<TActivityExportRow>(
    db,
    sql`select a.strategy_id, row_number() over (partition by a.strategy_id order by a.position, a.id)::int as position, a.description
      from strategy_activities a where a.strategy_id = any(${intArray(ids)}::int[]) order by a.strategy_id desc, a.position, a.id`,
  );
}
