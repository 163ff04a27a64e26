import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Link, Skeleton, Stack, Typography } from '@mui/material';
import { EXECUTION_DASHBOARD_LABELS, EXECUTION_LIST_PATH, type TMenuItem } from '@siiicca/shared';
import { menuIcon } from '../../../components/menu-icons';
import { useSession } from '../../../lib/session-store';
import { usePublicConfig } from '../../../lib/public-config';
import { useDashboard, type TChart, type TChartPoint, type TDashboard } from '../api/get-dashboard';
import { AttentionCard } from './attention-card';
import { BudgetCard } from './budget-card';
import { ChartCard } from './chart-card';
import { greeting } from './greeting';
import { OpenCallsCard } from './open-calls-card';
import { ProductsCard } from './products-card';
import { ShortcutCards, type TShortcut } from './shortcut-cards';
import { StatCards } from './stat-cards';

/** Every screen of the menu but the dashboard itself, with its group's name. */
function shortcutsOf(menus: TMenuItem[]): TShortcut[] {
  const toShortcut = (m: TMenuItem, group?: string): TShortcut => {
    const Icon = menuIcon(m.icon);
    return { text: m.text, ruta: m.ruta, group, icon: <Icon /> };
  };
  return menus
    .flatMap((m) => (m.children?.length ? m.children.map((c) => toShortcut(c, m.text)) : [toShortcut(m)]))
    .filter((s) => s.ruta && s.ruta !== '/dashboard');
}

/** States and decisions are few: a pie; the other counts (kinds, sectionals, periods, calls) read better as bars. */
const kindOf = (chart: TChart) => (chart.key.endsWith('by_state') || chart.key.endsWith('by_decision') ? 'pie' : 'bar');

const cardGrid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } };

function DashboardSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box sx={cardGrid}>{children}</Box>
    </Box>
  );
}

/** Administrators and reviewers: every chart, then the calls open today. */
function Overview({ data }: { data: TDashboard }) {
  if (data.charts.length === 0 && !data.open_calls) return null;
  return (
    <DashboardSection id="overview-title" title="Estadísticas">
      {data.charts.map((chart) => (
        <ChartCard key={chart.key} chart={chart} kind={kindOf(chart)} />
      ))}
      {data.open_calls && <OpenCallsCard calls={data.open_calls} />}
    </DashboardSection>
  );
}

/**
 * The research office (execution.manage, issue 42): projects En mora and the reports due soon and
 * overdue (each opening 'Proyectos en Ejecución'), the projects by execution state, and the budget
 * executed against the approved by call.
 */
function Execution({ execution }: { execution: NonNullable<TDashboard['execution']> }) {
  const L = EXECUTION_DASHBOARD_LABELS;
  const figures = [
    { key: 'execution_in_arrears', label: L.inArrears, value: execution.in_arrears, ruta: EXECUTION_LIST_PATH },
    { key: 'execution_reports_due', label: L.reportsDue, value: execution.reports_due, ruta: EXECUTION_LIST_PATH },
    { key: 'execution_reports_overdue', label: L.reportsOverdue, value: execution.reports_overdue, ruta: EXECUTION_LIST_PATH },
  ];
  const byState: TChart = { key: 'execution_projects_by_state', title: L.byState, points: execution.projects_by_state };
  return (
    <DashboardSection id="execution-title" title={L.section}>
      <Box sx={{ gridColumn: { md: '1 / -1' } }}>
        <StatCards stats={figures} loading={false} label={`Indicadores de ${L.section.toLowerCase()}`} />
      </Box>
      <ChartCard chart={byState} kind="pie" />
      <BudgetCard calls={execution.budget_by_call} />
    </DashboardSection>
  );
}

const mineChart = (key: 'strategies_by_state' | 'projects_by_state', title: string, points: TChartPoint[] | null): TChart[] =>
  points ? [{ key: `mine_${key}`, title, points }] : [];

/** Lecturers (and administrators who keep their own strategies): what needs their attention, then their own strategies and projects by state. */
function Mine({ mine }: { mine: NonNullable<TDashboard['mine']> }) {
  const charts = [
    ...mineChart('strategies_by_state', 'Mis estrategias por estado', mine.strategies_by_state),
    ...mineChart('projects_by_state', 'Mis proyectos por estado', mine.projects_by_state),
  ];
  return (
    <DashboardSection id="mine-title" title="Su actividad">
      <Box sx={{ gridColumn: { md: '1 / -1' } }}>
        <AttentionCard items={mine.attention} />
      </Box>
      {charts.map((chart) => (
        <ChartCard key={chart.key} chart={chart} kind="pie" />
      ))}
    </DashboardSection>
  );
}

/**
 * Evaluators (issue 28): their open assignments by stage, and where to work on them. An
 * administrator (who holds every permission) sees it only once something is assigned to them.
 */
function Evaluator({ evaluator }: { evaluator: NonNullable<TDashboard['evaluator']> }) {
  const chart: TChart = { key: 'evaluator_assignments_by_state', title: 'Mis evaluaciones por estado', points: evaluator.assignments_by_state };
  const open = evaluator.assignments_by_state.reduce((sum, p) => sum + (p.key === 'submitted' ? 0 : p.value), 0);
  return (
    <DashboardSection id="evaluator-title" title="Sus evaluaciones">
      <ChartCard chart={chart} kind="pie" />
      <Alert severity={open > 0 ? 'info' : 'success'} sx={{ alignSelf: 'start' }}>
        {open > 0 ? `Tiene ${open} ${open === 1 ? 'evaluación pendiente' : 'evaluaciones pendientes'}. ` : 'No tiene evaluaciones pendientes. '}
        <Link component={RouterLink} to="/my_evaluations" underline="always" sx={{ fontWeight: 600 }}>
          Ir a Mis Evaluaciones
        </Link>
      </Alert>
    </DashboardSection>
  );
}

/** A chart card's usual height (a pie, or a bar chart of a few bars, with its title row). */
const CARD_HEIGHT = 306;

/**
 * While the figures load: the sections the answer will have, as the user's permissions say
 * (dashboard.routes.ts: every strategy's four charts and every project's four and the open calls for
 * readers of all; the execution's figures and two charts for the office; the attention list and two
 * pies for lecturers), each card at its usual height, so
 * 'Accesos directos' below does not jump when they arrive (issue 45).
 */
function DashboardPlaceholder({ permissions }: { permissions: readonly string[] }) {
  const has = (p: string) => permissions.includes(p);
  const overview = (has('strategies.all') ? 4 : 0) + (has('projects.all') ? 5 : 0);
  const mine = has('strategies.own') || has('projects.own');
  const execution = has('execution.manage');
  // The wide row: the attention list (150) or the execution's figures (one row of figure cards on a wide screen, two on a phone).
  const section = (cards: number, wide: false | 'attention' | 'figures') => (
    <Box>
      <Skeleton variant="text" width={180} height={32} sx={{ mb: 2 }} />
      <Box sx={cardGrid}>
        {wide && <Skeleton variant="rounded" sx={{ gridColumn: { md: '1 / -1' }, height: wide === 'attention' ? 150 : { xs: 230, lg: 104 } }} />}
        {Array.from({ length: cards }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={CARD_HEIGHT} />
        ))}
      </Box>
    </Box>
  );
  return (
    <Stack spacing={4} aria-hidden>
      {overview > 0 && section(overview, false)}
      {execution && section(2, 'figures')}
      {mine && section(Number(has('strategies.own')) + Number(has('projects.own')), 'attention')}
      {overview === 0 && !execution && !mine && <Skeleton variant="rounded" height={CARD_HEIGHT} />}
    </Stack>
  );
}

export default function DashboardPage() {
  const session = useSession();
  const { productName } = usePublicConfig();
  const { data, isPending, isError } = useDashboard();
  const name = data?.name ?? session?.user.name ?? '';
  const shortcuts = shortcutsOf(session?.menus ?? []);

  return (
    <Stack spacing={4} sx={{ maxWidth: 1400, mx: 'auto', minWidth: 0 }}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ color: 'primary.main', fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
          {greeting()}, {name}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
          Bienvenido a {productName}. Estas son las opciones disponibles para su perfil.
        </Typography>
      </Box>
      {isError ? (
        <Alert severity="warning">No fue posible obtener los indicadores en este momento.</Alert>
      ) : (
        <StatCards stats={data?.stats ?? []} loading={isPending} />
      )}
      {isPending && <DashboardPlaceholder permissions={session?.user.permissions ?? []} />}
      {data && <Overview data={data} />}
      {data?.execution && <Execution execution={data.execution} />}
      {data && session?.user.permissions.includes('researchers.read') && (
        <DashboardSection id="products-title" title="Productos de investigación">
          <ProductsCard />
        </DashboardSection>
      )}
      {data?.mine && <Mine mine={data.mine} />}
      {data?.evaluator && (data.charts.length === 0 || data.evaluator.assignments_by_state.some((p) => p.value > 0)) && <Evaluator evaluator={data.evaluator} />}
      <Box component="section" aria-labelledby="shortcuts-title">
        <Typography id="shortcuts-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          Accesos directos
        </Typography>
        {shortcuts.length > 0 ? (
          <ShortcutCards shortcuts={shortcuts} />
        ) : (
          <Alert severity="info">
            Su perfil aún no tiene pantallas asignadas. Comuníquese con la Unidad de Investigación para que le asignen los permisos.
          </Alert>
        )}
      </Box>
    </Stack>
  );
}
