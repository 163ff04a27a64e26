import { sql } from 'drizzle-orm';
import { LEADER_TYPE, STRATEGY_AUDIT_ACTIONS, strategyFieldLabel } from '@siiicca/shared';
import { queryRows } from '../../db/query-rows';
import type { DbOrTx } from '../../db/transaction';
import { listAuditEvents, type TChange } from '../../platform/audit-log';

/*
 * A strategy's history (audit_events, record_type 'strategy'): its snapshot in words, and its events
 * read back with the actions and fields in words. Events are written by the use cases through
 * platform/audit-log.ts, inside their own transaction. Part 2's state actions record there too.
 */

export type { TChange };

/** A strategy as its history shows it: every field in words (names, not ids). */
export type TSnapshot = Record<string, unknown>;

const names = (pivot: string, column: string, table: string) =>
  sql.raw(`(select json_agg(c.name order by c.name) from ${pivot} x join ${table} c on c.id = x.${column} where x.strategy_id = s.id)`);

/** The strategy in words, in ONE query, or null when it does not exist. */
export async function auditSnapshot(db: DbOrTx, id: number): Promise<TSnapshot | null> {
  const [row] = await queryRows<{ snap: TSnapshot }>(
    db,
    sql`select json_build_object(
        'state', s.state, 'period', p.description, 'sectional', sec.name, 'strategy', s.strategy,
        'leader', (select t.name || ' (' || t.type_id || ' ' || t.identification || ')' from strategy_actors a
          join thirds t on t.id = a.third_id where a.strategy_id = s.id and a.type = ${LEADER_TYPE} limit 1),
        'divisions', ${names('strategy_divisions', 'division_id', 'divisions')},
        'faculties', ${names('strategy_faculties', 'faculty_id', 'faculties')},
        'programs', ${names('strategy_programs', 'program_id', 'programs')},
        'name', s.name, 'overall_objective', s.overall_objective, 'specific_goal', s.specific_goal,
        'methodology', s.methodology, 'duration', s.duration, 'problem_nucleus', s.problem_nucleus,
        'conformation_date', s.conformation_date, 'reward', s.reward,
        'entity', (select e.name || ' (' || e.type_id || ' ' || e.identification || ')' from thirds e where e.id = s.entity_id),
        'research_hotbed', (select h.name from research_hotbeds h where h.id = s.research_hotbed_id),
        'proyect_name', s.proyect_name,
        'subjects', ${names('strategy_subjects', 'subject_id', 'subjects')},
        'investigation_lines', ${names('strategy_investigation_lines', 'investigation_line_id', 'investigation_lines')},
        'action_fields', ${names('strategy_action_fields', 'action_field_id', 'action_fields')},
        'academic_period', s.academic_period,
        'actors', (select json_agg(a.type || ': ' || t.name || ' (' || t.type_id || ' ' || t.identification || ')'
            || coalesce(', ' || a.rol, '') order by a.type, t.name)
          from strategy_actors a join thirds t on t.id = a.third_id where a.strategy_id = s.id and a.type <> ${LEADER_TYPE}),
        'products', ${names('strategy_products', 'product_id', 'products')},
        'activities', (select json_agg(ac.description order by ac.position, ac.id) from strategy_activities ac where ac.strategy_id = s.id),
        'approvement_letter', s.approvement_letter_name
      ) as snap
    from strategies s join strategy_periods p on p.id = s.period_id left join sectionals sec on sec.id = s.sectional_id
    where s.id = ${id}`,
  );
  return row?.snap ?? null;
}

/** A strategy's history, oldest first, with the actions and fields in words. */
export const listAudit = (db: DbOrTx, recordType: 'strategy', recordId: number) =>
  listAuditEvents(db, recordType, recordId, { actions: STRATEGY_AUDIT_ACTIONS, fieldLabel: strategyFieldLabel });
