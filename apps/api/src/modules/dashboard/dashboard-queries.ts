import { sql, type SQL } from 'drizzle-orm';
import {
  DASHBOARD_CHART_TITLES,
  EVALUATOR_STAGES,
  PROJECT_DECISIONS,
  PROJECT_STATES,
  STRATEGY_KINDS,
  STRATEGY_STATES,
  type TAttentionItem,
  type TChart,
  type TChartPoint,
  type TDashboard,
  type TEvaluatorStage,
  type TExecutionDashboard,
  type TOpenCall,
} from '@siiicca/shared';
import { queryRows } from '../../db/query-rows';
import type { DbOrTx } from '../../db/transaction';
import { PROJECT_VISIBILITY } from '../projects';
import { STRATEGY_VISIBILITY } from '../strategies';
import { ordered, points } from './chart-sql';
import { executionAttention, executionFigures } from './execution-figures';

/**
 * The dashboard's figures, in ONE statement: each part is a scalar subquery returning json (one
 * aggregate pass over strategies for all four strategy charts, one over projects for both project
 * charts, the open calls, the user's own figures and attention list), `null` for the parts the user
 * may not see. Nothing is counted row by row in JavaScript.
 *
 * Visibility is the lists' own rule, each record type's one (modules/strategies/scope.ts,
 * modules/projects/scope.ts, through the modules' index): readers of every strategy or project
 * never count other people's drafts (Borrador); dashboard.test.ts checks both.
 */

/** Labels of the parts that are not catalogue names. */
export const DASHBOARD_LABELS = {
  noSectional: 'Sin seccional',
  noKind: 'Sin tipo',
  unnamed: 'Sin nombre',
  projectDraft: 'Proyecto en borrador: ',
  callClosing: 'Convocatoria por cerrar: ',
  strategyDraft: 'Estrategia en borrador: ',
  strategyExpiring: 'Estrategia por vencer: ',
  strategyExpired: 'Estrategia vencida: ',
} as const;

/** A call closes "soon" within this many days; a strategy expires "soon" within this many. */
export const CALL_CLOSING_DAYS = 7;
export const STRATEGY_EXPIRING_DAYS = 30;

/** Who asks, and what they may read. */
export type TDashboardViewer = {
  userId: number;
  identity: string | null;
  strategiesAll: boolean;
  projectsAll: boolean;
  strategiesOwn: boolean;
  projectsOwn: boolean;
  /** An evaluator (evaluations.own): their assignments by stage. */
  evaluationsOwn: boolean;
  /** The research office's execution follow-up (execution.manage): every project's execution figures. */
  executionManage: boolean;
  /** Today in Bogotá ('YYYY-MM-DD'). */
  today: string;
};


/**
 * The records a reader of every one reads, from the counters the database keeps
 * (db/schema/record-counts.ts) instead of every record: the groups `readByAll` admits (it looks at
 * the state only, a column of the counters), plus the viewer's own records it leaves out (their
 * drafts), counted live through the user's own index. Together exactly the rule's `own or readByAll`.
 */
function strategyCharts(v: TDashboardViewer): SQL {
  const L = DASHBOARD_LABELS;
  const readByAll = STRATEGY_VISIBILITY.type.readByAll;
  return sql`(with base as materialized (
      select state, kind, sectional_id, period_id, sum(n)::int as n from (
        select c.state, c.kind, c.sectional_id, c.period_id, c.n from strategy_counts c where c.n > 0 and ${readByAll(sql`c`)}
        union all
        select s.state, s.strategy, s.sectional_id, s.period_id, count(*)::int from strategies s
        where ${myStrategies(v)} and not coalesce(${readByAll(sql`s`)}, false) group by 1, 2, 3, 4
      ) x group by 1, 2, 3, 4)
    select json_build_object(
      'strategies_by_state', ${points(sql`select st.v as key, st.v as label, coalesce(sum(b.n), 0)::int as value, st.o as ord
        from ${ordered(STRATEGY_STATES, 'st')} left join base b on b.state = st.v group by st.v, st.o`)},
      'strategies_by_kind', ${points(sql`select coalesce(k.v, 'none') as key, coalesce(k.v, ${L.noKind}) as label, coalesce(sum(b.n), 0)::int as value, coalesce(k.o, 999) as ord
        from ${ordered(STRATEGY_KINDS, 'k')} full join (select kind, n from base) b on b.kind = k.v
        group by k.v, k.o having k.v is not null or sum(b.n) > 0`)},
      'strategies_by_sectional', ${points(sql`select coalesce(b.sectional_id::text, 'none') as key, coalesce(x.name, ${L.noSectional}) as label,
          sum(b.n)::int as value, case when b.sectional_id is null then 1 else 0 end as ord
        from base b left join sectionals x on x.id = b.sectional_id group by b.sectional_id, x.name`)},
      'strategies_by_period', ${points(sql`select p.id::text as key, p.description as label, b.value, row_number() over (order by p.date_start, p.id) as ord
        from (select period_id, sum(n)::int as value from base group by period_id) b join strategy_periods p on p.id = b.period_id`)}
    ))`;
}

/** The projects of the user's /my_projects list: their own and those where they are an investigator. */
const myProjects = (v: TDashboardViewer) => PROJECT_VISIBILITY.visibleTo({ userId: v.userId, identity: v.identity, all: false }, 'p');
/** The strategies of the user's /my_strategies list: their own. */
const myStrategies = (v: TDashboardViewer) => STRATEGY_VISIBILITY.visibleTo({ userId: v.userId, all: false }, 's');

/** Both project charts: the counters, as the strategies' (strategyCharts), with the viewer's own left-out projects. */
function projectCharts(v: TDashboardViewer): SQL {
  const readByAll = PROJECT_VISIBILITY.type.readByAll;
  return sql`(with base as materialized (
      select state, announcement_id, sum(n)::int as n from (
        select c.state, c.announcement_id, c.n from project_counts c where c.n > 0 and ${readByAll(sql`c`)}
        union all
        select p.state, p.announcement_id, count(*)::int from projects p
        where ${myProjects(v)} and not coalesce(${readByAll(sql`p`)}, false) group by 1, 2
      ) x group by 1, 2)
    select json_build_object(
      'projects_by_state', ${points(sql`select st.v as key, st.v as label, coalesce(sum(b.n), 0)::int as value, st.o as ord
        from ${ordered(PROJECT_STATES, 'st')} left join base b on b.state = st.v group by st.v, st.o`)},
      'projects_by_call', ${points(sql`select a.id::text as key, a.name as label, b.value, row_number() over (order by a.fecha_inicio, a.id) as ord
        from (select announcement_id, sum(n)::int as value from base group by announcement_id) b join announcements a on a.id = b.announcement_id`)},
      'projects_by_decision', ${points(sql`select st.v as key, st.v as label, coalesce(sum(b.n), 0)::int as value, st.o as ord
        from ${ordered(EVALUATION_STAGE_STATES, 'st')} left join base b on b.state = st.v group by st.v, st.o`)},
      'approved_by_call', ${points(sql`select a.id::text as key, a.name as label, b.value, row_number() over (order by a.fecha_inicio, a.id) as ord
        from (select announcement_id, sum(n)::int as value from base where state = 'Aprobado' group by announcement_id) b join announcements a on a.id = b.announcement_id`)}
    ))`;
}

/** The evaluation stage's states (issue 28): being evaluated, then each decision. */
const EVALUATION_STAGE_STATES = ['En evaluación', ...PROJECT_DECISIONS] as const;

/**
 * An evaluator's open assignments (Asignada, Aceptada) by stage, through their own index
 * (evaluation_assignments_evaluator_idx): to accept, accepted without a score yet, scored in a draft,
 * or submitted, in the project's current round.
 */
function evaluatorStages(v: TDashboardViewer): SQL {
  const stage = sql`case when a.state = 'Asignada' then 'assigned' when e.id is null then 'accepted' when e.submitted_at is null then 'draft' else 'submitted' end`;
  return sql`json_build_object('assignments_by_state', ${points(sql`select st.v as key, st.v as label, coalesce(m.n, 0)::int as value, st.o as ord
      from ${ordered(Object.keys(EVALUATOR_STAGES), 'st')} left join (
        select ${stage} as stage, count(*) as n from evaluation_assignments a
        join projects p on p.id = a.project_id
        left join evaluations e on e.assignment_id = a.id and e.round = p.evaluation_round
        where a.evaluator_id = ${v.userId} and a.state in ('Asignada', 'Aceptada') group by 1) m on m.stage = st.v`)})`;
}

/**
 * Calls open today, closing first, with how many projects were sent to each and how many are being
 * prepared: counts of every project (numbers only; the drafts themselves stay their owners'), from the
 * counters the database keeps.
 */
function openCalls(v: TDashboardViewer): SQL {
  return sql`(select coalesce(json_agg(json_build_object('id', a.id, 'name', a.name, 'fecha_fin', a.fecha_fin,
        'days_left', a.fecha_fin - ${v.today}::date, 'sent', c.sent, 'drafts', c.drafts) order by a.fecha_fin, a.id), '[]'::json)
    from announcements a
    cross join lateral (select coalesce(sum(n) filter (where pc.state <> 'Borrador'), 0)::int as sent, coalesce(sum(n) filter (where pc.state = 'Borrador'), 0)::int as drafts
      from project_counts pc where pc.announcement_id = a.id) c
    where a.state and a.fecha_inicio <= ${v.today}::date and a.fecha_fin >= ${v.today}::date)`;
}

/** The user's own figures by state and what needs their attention (their own records only). */
function mine(v: TDashboardViewer): SQL {
  const L = DASHBOARD_LABELS;
  const byState = v.strategiesOwn
    ? points(sql`select st.v as key, st.v as label, coalesce(m.n, 0)::int as value, st.o as ord
        from ${ordered(STRATEGY_STATES, 'st')} left join (select s.state, count(*) as n from strategies s where ${myStrategies(v)} group by 1) m on m.state = st.v`)
    : sql`null::json`;
  const projectsByState = v.projectsOwn
    ? points(sql`select st.v as key, st.v as label, coalesce(m.n, 0)::int as value, st.o as ord
        from ${ordered(PROJECT_STATES, 'st')} left join (select p.state, count(*) as n from projects p where ${myProjects(v)} group by 1) m on m.state = st.v`)
    : sql`null::json`;
  const parts: SQL[] = [];
  if (v.projectsOwn) {
    parts.push(sql`select 'project_draft' as kind, ${L.projectDraft} || p.title as label, a.fecha_fin as date, '/my_projects?q=' || p.id as ruta, 1 as ord
      from projects p join announcements a on a.id = p.announcement_id where p.user_id = ${v.userId} and p.state = 'Borrador'`);
    // The route's search is the call's name, URL-encoded by the caller (callClosingRoute).
    parts.push(sql`select 'call_closing', ${L.callClosing} || a.name, a.fecha_fin, a.name, 0
      from announcements a where a.state and a.fecha_inicio <= ${v.today}::date and a.fecha_fin >= ${v.today}::date
        and a.fecha_fin <= ${v.today}::date + ${CALL_CLOSING_DAYS}::int
        and exists (select 1 from projects p where p.announcement_id = a.id and p.user_id = ${v.userId} and p.state = 'Borrador')`);
    // Their projects in execution: reports due soon or overdue, and projects En mora (issue 42).
    parts.push(...executionAttention(v.userId, v.today));
  }
  if (v.strategiesOwn) {
    parts.push(sql`select 'strategy_draft', ${L.strategyDraft} || coalesce(nullif(s.name, ''), ${L.unnamed}), null::date, '/my_strategies?q=' || s.id, 3
      from strategies s where s.user_id = ${v.userId} and s.state = 'Borrador'`);
    parts.push(sql`select 'strategy_expiring',
        case when s.expiration_date <= ${v.today}::date then ${L.strategyExpired} else ${L.strategyExpiring} end || coalesce(nullif(s.name, ''), ${L.unnamed}),
        s.expiration_date, '/my_strategies?q=' || s.id, 2
      from strategies s where s.user_id = ${v.userId} and s.state = 'Activo' and s.expiration_date <= ${v.today}::date + ${STRATEGY_EXPIRING_DAYS}::int`);
  }
  const attention = parts.length
    ? sql`coalesce((select json_agg(json_build_object('kind', i.kind, 'label', i.label, 'date', i.date, 'ruta', i.ruta) order by i.date nulls last, i.ord, i.label)
        from (${sql.join(parts, sql` union all `)}) i), '[]'::json)`
    : sql`'[]'::json`;
  return sql`json_build_object('strategies_by_state', ${byState}, 'projects_by_state', ${projectsByState}, 'attention', ${attention})`;
}

/** A figure of the landing page: its key and the scalar query that counts it. */
export type TStatQuery = { key: string; count: SQL };

type TRow = {
  stats: Record<string, number>;
  strategy_charts: Record<string, TChartPoint[]> | null;
  project_charts: Record<string, TChartPoint[]> | null;
  open_calls: TOpenCall[] | null;
  mine: TDashboard['mine'];
  evaluator: { assignments_by_state: TChartPoint[] } | null;
  execution: TExecutionDashboard | null;
};

const STRATEGY_CHARTS = ['strategies_by_state', 'strategies_by_kind', 'strategies_by_sectional', 'strategies_by_period'] as const;
const PROJECT_CHARTS = ['projects_by_state', 'projects_by_call', 'projects_by_decision', 'approved_by_call'] as const;

/** The route of a call_closing item: the user's projects searched by the call's name. */
const callClosingRoute = (name: string) => `/my_projects?q=${encodeURIComponent(name)}`;

/** The dashboard's one statement (the bench explains it). */
export function dashboardStatement(v: TDashboardViewer, stats: TStatQuery[]): SQL {
  const statsJson = stats.length
    ? sql`json_build_object(${sql.join(
        stats.map((s) => sql`${s.key}::text, (${s.count})`),
        sql`, `,
      )})`
    : sql`'{}'::json`;
  return sql`select ${statsJson} as stats,
      ${v.strategiesAll ? strategyCharts(v) : sql`null::json`} as strategy_charts,
      ${v.projectsAll ? projectCharts(v) : sql`null::json`} as project_charts,
      ${v.projectsAll ? openCalls(v) : sql`null::json`} as open_calls,
      ${v.strategiesOwn || v.projectsOwn ? mine(v) : sql`null::json`} as mine,
      ${v.evaluationsOwn ? evaluatorStages(v) : sql`null::json`} as evaluator,
      ${v.executionManage ? executionFigures(v.today) : sql`null::json`} as execution`;
}

/** Everything but the user's name and the stats' labels and routes, in one statement. */
export async function dashboardFigures(db: DbOrTx, v: TDashboardViewer, stats: TStatQuery[]) {
  const [row] = await queryRows<TRow>(db, dashboardStatement(v, stats));
  const r = row!;
  const charts: TChart[] = [
    ...(r.strategy_charts ? STRATEGY_CHARTS.map((key) => ({ key, title: DASHBOARD_CHART_TITLES[key], points: r.strategy_charts![key] ?? [] })) : []),
    ...(r.project_charts ? PROJECT_CHARTS.map((key) => ({ key, title: DASHBOARD_CHART_TITLES[key], points: r.project_charts![key] ?? [] })) : []),
  ];
  const attention: TAttentionItem[] | undefined = r.mine?.attention.map((i) => (i.kind === 'call_closing' ? { ...i, ruta: callClosingRoute(i.ruta) } : i));
  return {
    stats: r.stats,
    charts,
    open_calls: r.open_calls,
    mine: r.mine ? { ...r.mine, attention: attention ?? [] } : null,
    evaluator: r.evaluator
      ? { assignments_by_state: r.evaluator.assignments_by_state.map((p) => ({ ...p, label: EVALUATOR_STAGES[p.key as TEvaluatorStage] ?? p.label })) }
      : null,
    execution: r.execution,
  };
}
