import { useMediaQuery, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { ChartsLocaleText } from '@mui/x-charts/locales';
import type { TChartPoint } from '../../api/get-dashboard';
import { SLICE_COLOURS } from './chart-palette';

export type TChartKind = 'bar' | 'pie';

/** The charts' own words (there is no Spanish locale of MUI X Charts). */
const LOCALE_TEXT: Partial<ChartsLocaleText> = { loading: 'Cargando datos…', noData: 'Sin datos para mostrar', a11yNoValue: 'sin valor' };

const BAR_HEIGHT = 34;
const count = (value: number | null) => (value ?? 0).toLocaleString('es-CO');

/**
 * One chart of a dashboard card, sized by its container (no fixed width, so it never overflows a
 * phone). Bars run horizontally, so long names (calls, sectionals) are read on their own line of
 * the axis; a pie is used for the states, which are few. The card names the chart (`labelledBy`).
 * Loaded lazily with the first chart the dashboard shows: the sign-in page never downloads it.
 */
export default function PointChart({ points, kind, labelledBy }: { points: TChartPoint[]; kind: TChartKind; labelledBy: string }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));

  if (kind === 'pie') {
    return (
      <PieChart
        aria-labelledby={labelledBy}
        height={phone ? 260 : 220}
        localeText={LOCALE_TEXT}
        series={[
          {
            data: points.map((p, i) => ({ id: p.key, value: p.value, label: p.label, color: SLICE_COLOURS[i % SLICE_COLOURS.length] })),
            innerRadius: 44,
            paddingAngle: 1.5,
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
      layout="horizontal"
      height={Math.max(160, points.length * BAR_HEIGHT + 60)}
      localeText={LOCALE_TEXT}
      hideLegend
      grid={{ vertical: true }}
      margin={{ right: 16 }}
      yAxis={[{ scaleType: 'band', data: points.map((p) => p.label), width: phone ? 110 : 180 }]}
      xAxis={[{ tickMinStep: 1, valueFormatter: (v: number) => count(v) }]}
      series={[{ data: points.map((p) => p.value), label: 'Cantidad', color: theme.palette.primary.main, valueFormatter: count }]}
    />
  );
}
