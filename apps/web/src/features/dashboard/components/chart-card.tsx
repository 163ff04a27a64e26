import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import {
  Box,
  Card,
  CardContent,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { TChart } from '../api/get-dashboard';
import { pointChartHeight, type TChartKind } from './charts/chart-size';
import { NearViewport } from './near-viewport';

/** MUI X Charts loads with the first chart near the screen (NearViewport), not with the dashboard's own code. */
const PointChart = lazy(() => import('./charts/point-chart'));

type TView = 'chart' | 'table';

/** The table's first column, named by what the chart counts by (its key ends in 'by_<dimension>'). */
const DIMENSIONS: Record<string, string> = { state: 'Estado', kind: 'Tipo', sectional: 'Seccional', period: 'Periodo', call: 'Convocatoria', decision: 'Estado de evaluación', faculty: 'Facultad' };
const dimensionOf = (key: string) => DIMENSIONS[key.slice(key.lastIndexOf('by_') + 3)] ?? 'Categoría';

const count = (n: number) => n.toLocaleString('es-CO');

/** The chart's points as a table: the same labels and values, and their total. */
function PointsTable({ chart, labelledBy }: { chart: TChart; labelledBy: string }) {
  const total = chart.points.reduce((sum, p) => sum + p.value, 0);
  return (
    <Table size="small" aria-labelledby={labelledBy}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {dimensionOf(chart.key)}
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            Cantidad
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {chart.points.map((p) => (
          <TableRow key={p.key}>
            <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
              {p.label}
            </TableCell>
            <TableCell align="right">{count(p.value)}</TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
            Total
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 700 }}>
            {count(total)}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}

/**
 * A card with a chart and its numbers one click away: the title names both the chart and the table
 * (aria-labelledby), and the 'Gráfico' / 'Tabla' toggle is two buttons (Tab, Enter or Space). `chart`
 * and `table` draw the two views, given the title's id; `blank` says there is nothing to draw (the
 * table still lists every zero). The chart is drawn only once the card comes near the screen, in
 * the space of its `chartHeight` held for it until then.
 */
export function ChartFrame({ title, testId, empty, blank, chartHeight, chart, table }: {
  title: string;
  testId: string;
  empty: boolean;
  blank: boolean;
  chartHeight: number;
  chart: (labelledBy: string) => ReactNode;
  table: (labelledBy: string) => ReactNode;
}) {
  const [view, setView] = useState<TView>('chart');
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} data-testid={testId} sx={{ minWidth: 0 }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
          <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {!empty && (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            onChange={(_, next: TView | null) => next && setView(next)}
            aria-label={`Vista de ${title}`}
          >
            <ToggleButton value="chart">Gráfico</ToggleButton>
            <ToggleButton value="table">Tabla</ToggleButton>
          </ToggleButtonGroup>
          )}
        </Box>
        {empty ? (
          <Typography sx={{ color: 'text.secondary', py: 3, textAlign: 'center' }}>Sin datos para mostrar</Typography>
        ) : view === 'chart' && blank ? (
          // Nothing to draw (a pie of zeros is an empty circle): the table still lists every zero.
          <Typography sx={{ color: 'text.secondary', py: 3, textAlign: 'center' }}>Aún no hay registros.</Typography>
        ) : view === 'chart' ? (
          <Box role="figure" aria-labelledby={titleId} sx={{ minWidth: 0 }}>
            <NearViewport height={chartHeight}>
              <Suspense fallback={<Skeleton variant="rounded" height={chartHeight} />}>{chart(titleId)}</Suspense>
            </NearViewport>
          </Box>
        ) : (
          table(titleId)
        )}
      </CardContent>
    </Card>
  );
}

/** A card with one chart of points (ChartFrame) and their table. */
export function ChartCard({ chart, kind }: { chart: TChart; kind: TChartKind }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const total = chart.points.reduce((sum, p) => sum + p.value, 0);
  return (
    <ChartFrame
      title={chart.title}
      testId={`chart-${chart.key}`}
      empty={chart.points.length === 0}
      blank={total === 0}
      chartHeight={pointChartHeight(kind, chart.points.length, phone)}
      chart={(id) => <PointChart points={chart.points} kind={kind} labelledBy={id} />}
      table={(id) => <PointsTable chart={chart} labelledBy={id} />}
    />
  );
}
