import { lazy } from 'react';
import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { EXECUTION_DASHBOARD_LABELS as L, executedPercent, formatCop } from '@siiicca/shared';
import type { TBudgetByCall } from '../api/get-dashboard';
import { ChartFrame } from './chart-card';
import { budgetChartHeight } from './charts/chart-size';

/** With the other charts (MUI X Charts loads with the first chart near the screen). */
const BudgetChart = lazy(() => import('./charts/point-chart').then((m) => ({ default: m.BudgetChart })));

const amount = { whiteSpace: 'nowrap' } as const;

/** The chart's figures as a table: approved, executed and % per call, and the totals. */
function BudgetTable({ calls, labelledBy }: { calls: TBudgetByCall[]; labelledBy: string }) {
  const approved = calls.reduce((sum, c) => sum + c.approved, 0);
  const executed = calls.reduce((sum, c) => sum + c.executed, 0);
  const rows = [...calls.map((c) => ({ ...c, total: false })), { key: 'total', label: 'Total', approved, executed, percent: executedPercent(executed, approved), total: true }];
  // Four columns of amounts may not fit a phone: the table scrolls sideways, a named stop of the keyboard.
  return (
    <Box role="region" aria-label={`${L.budget} (tabla)`} tabIndex={0} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-labelledby={labelledBy} sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Convocatoria
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {L.approved}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {L.executed}
            </TableCell>
            <TableCell component="th" scope="col" align="right" sx={amount}>
              {L.percent}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.key}>
              <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere', minWidth: 120, fontWeight: r.total ? 700 : undefined }}>
                {r.label}
              </TableCell>
              <TableCell align="right" sx={{ ...amount, fontWeight: r.total ? 700 : undefined }}>{formatCop(r.approved)}</TableCell>
              <TableCell align="right" sx={{ ...amount, fontWeight: r.total ? 700 : undefined }}>{formatCop(r.executed)}</TableCell>
              <TableCell align="right" sx={{ ...amount, fontWeight: r.total ? 700 : undefined }}>{r.percent} %</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** Budget executed against approved by call (issue 42): the card and toggle of every chart (ChartFrame). */
export function BudgetCard({ calls }: { calls: TBudgetByCall[] }) {
  return (
    <ChartFrame
      title={L.budget}
      testId="chart-execution_budget_by_call"
      empty={calls.length === 0}
      blank={calls.every((c) => c.approved === 0 && c.executed === 0)}
      chartHeight={budgetChartHeight(calls.length)}
      chart={(id) => <BudgetChart calls={calls} labelledBy={id} />}
      table={(id) => <BudgetTable calls={calls} labelledBy={id} />}
    />
  );
}
