import { useMediaQuery, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { ChartsLocaleText } from '@mui/x-charts/locales';
import { EXECUTION_DASHBOARD_LABELS, formatCop } from '@siiicca/shared';
import type { TBudgetByCall, TChartPoint } from '../../api/get-dashboard';
import { SLICE_COLOURS } from './chart-palette';
import { budgetChartHeight, pointChartHeight, type TChartKind } from './chart-size';

/** The legend carries each slice's figure too, so the pie reads without hovering it. */
const sliceLabel = (p: TChartPoint) => (location: 'tooltip' | 'legend' | 'arc') => (location === 'legend' ? `${p.label} (${count(p.value)})` : p.label);

export type { TChartKind };

/** The charts' own words (there is no Spanish locale of MUI X Charts). */
const LOCALE_TEXT: Partial<ChartsLocaleText> = { loading: 'Cargando datos…', noData: 'Sin datos para mostrar', a11yNoValue: 'sin valor' };

const count = (value: number | null) => (value ?? 0).toLocaleString('es-CO');

/**
 * One chart of a dashboard card, sized by its container (no fixed width, so it never overflows a
 * phone). Bars run horizontally, so long names (calls, sectionals) are read on their own line of
 * the axis; a pie is used for the states, which are few. The card names the chart (`labelledBy`).
 * Loaded lazily with the first chart the dashboard shows: the sign-in page never downloads it.
 * Not a tab stop (disableKeyboardNavigation): its figures are the card's 'Tabla' view, one named
 * toggle away, instead of a nameless stop per chart walking bars a screen reader cannot name.
 */
export default function PointChart({ points, kind, labelledBy }: { points: TChartPoint[]; kind: TChartKind; labelledBy: string }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));

  if (kind === 'pie') {
    const slices = points.filter((p) => p.value > 0).length;
    return (
      <PieChart
        aria-labelledby={labelledBy}
        disableKeyboardNavigation
        height={pointChartHeight('pie', points.length, phone)}
        localeText={LOCALE_TEXT}
        series={[
          {
            data: points.map((p, i) => ({ id: p.key, value: p.value, label: sliceLabel(p), color: SLICE_COLOURS[i % SLICE_COLOURS.length] })),
            innerRadius: 44,
            // A gap parts neighbours; a lone slice is a whole ring.
            paddingAngle: slices > 1 ? 1.5 : 0,
            cornerRadius: 3,
            valueFormatter: (item) => count(item.value),
          },
        ]}
        slotProps={{ legend: { direction: phone ? 'horizontal' : 'vertical', position: { vertical: phone ? 'bottom' : 'middle', horizontal: phone ? 'center' : 'end' } } }}
      />
    );
  }

  return (
    <BarChart
      aria-labelledby={labelledBy}
      disableKeyboardNavigation
      layout="horizontal"
      height={pointChartHeight('bar', points.length, phone)}
      localeText={LOCALE_TEXT}
      hideLegend
      grid={{ vertical: true }}
      margin={{ top: 4, right: 16, bottom: 0 }}
      yAxis={[{ scaleType: 'band', data: points.map((p) => p.label), width: phone ? 140 : 200 }]}
      xAxis={[{ tickMinStep: 1, valueFormatter: (v: number) => count(v) }]}
      series={[{ data: points.map((p) => p.value), label: 'Cantidad', color: theme.palette.primary.main, valueFormatter: count }]}
    />
  );
}

/** Whole pesos on an axis, short: '$ 12 M', '$ 1.500 M'. */
const axisPesos = (value: number) => `$ ${(value / 1_000_000).toLocaleString('es-CO', { maximumFractionDigits: 1 })} M`;

/**
 * The budget of each call's projects in execution: approved and executed side by side (two bars per
 * call, a legend naming them), the call's percent executed before its name so the chart reads
 * without hovering. Amounts in the tooltip as the office writes them ('$ 12.500.000').
 */
export function BudgetChart({ calls, labelledBy }: { calls: TBudgetByCall[]; labelledBy: string }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const pesos = (value: number | null) => formatCop(value ?? 0);
  return (
    <BarChart
      aria-labelledby={labelledBy}
      disableKeyboardNavigation
      layout="horizontal"
      height={budgetChartHeight(calls.length)}
      localeText={LOCALE_TEXT}
      grid={{ vertical: true }}
      margin={{ top: 4, right: 32, bottom: 0 }}
      slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'start' } } }}
      // The percent first: a long call's name is cut at the axis' width, its percent never.
      yAxis={[{ scaleType: 'band', data: calls.map((c) => `${c.percent} % · ${c.label}`), width: phone ? 140 : 200 }]}
      xAxis={[{ valueFormatter: axisPesos, tickNumber: phone ? 2 : 4 }]}
      series={[
        { data: calls.map((c) => c.approved), label: EXECUTION_DASHBOARD_LABELS.approved, color: theme.palette.primary.main, valueFormatter: pesos },
        { data: calls.map((c) => c.executed), label: EXECUTION_DASHBOARD_LABELS.executed, color: SLICE_COLOURS[1], valueFormatter: pesos },
      ]}
    />
  );
}
