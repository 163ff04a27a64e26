import Box from '@mui/material/Box';
import { EXECUTION_LABELS as L, type TExecutionView } from '@siiicca/shared';
import { dateText, ExecutionStateChips, executedText } from './execution-text';

/** The project and its execution at a glance: call, owner, state, the dates and the budget's totals. */
export function ExecutionSummary({ view }: { view: TExecutionView }) {
  const { project, execution: e } = view;
  const facts: [string, React.ReactNode][] = [
    [L.call, project.announcement.name],
    [L.owner, project.owner.name],
    [L.state, <ExecutionStateChips key="state" state={project.state} inArrears={!!e?.in_arrears} pendingExtension={view.extensions.some((x) => x.state === 'Pendiente')} />],
  ];
  if (e) {
    facts.push(
      [L.startDate, dateText(e.start_date)],
      [L.durationMonths, e.duration_months],
      [L.plannedEnd, dateText(e.planned_end)],
      [L.endDate, dateText(e.end_date)],
    );
    if (e.suspended_since) facts.push([L.suspendedSince, dateText(e.suspended_since)]);
    facts.push([L.executedOfApproved, executedText(e.executed_total, e.approved_total, e.executed_percent)]);
  }
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: 'minmax(7rem, 40%) minmax(0, 1fr)', md: 'max-content minmax(0, 1fr) max-content minmax(0, 1fr)' }, columnGap: 2, rowGap: 1 }}>
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere', minWidth: 0 }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
