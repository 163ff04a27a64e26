import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { EXECUTION_LABELS as L, type TScheduledReport, type TScheduledReportOut } from '@siiicca/shared';
import { LocalTable, type TLocalAction, type TLocalColumn } from '../../../components/subforms/local-table';
import { dateText } from './execution-text';

export type TScheduleRow = TScheduledReport & Partial<Pick<TScheduledReportOut, 'id' | 'state' | 'overdue' | 'round'>>;

const COLUMNS: TLocalColumn<TScheduleRow>[] = [
  { key: 'number', header: L.reportNumber, render: (r) => r.number },
  { key: 'kind', header: L.reportKind, render: (r) => r.kind },
  { key: 'period', header: L.period, render: (r) => `${dateText(r.period_from)} – ${dateText(r.period_to)}` },
  { key: 'due', header: L.dueDate, render: (r) => dateText(r.due_date), nowrap: true },
];

const STATE_COLUMN: TLocalColumn<TScheduleRow> = {
  key: 'state',
  header: L.state,
  render: (r) => (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
      <span>{r.state}</span>
      {r.overdue && <Chip size="small" color="error" label={L.overdue} />}
    </Stack>
  ),
};

/**
 * The report schedule: number, kind, period and due date; with `withState`, each report's state and
 * 'Vencido' on one owed past its due date, and what the reader may do with each report (`actions`).
 * Also the start dialog's preview of the schedule to come.
 */
export function ScheduleTable({ rows, label, withState, actions = [] }: { rows: TScheduleRow[]; label: string; withState?: boolean; actions?: TLocalAction<TScheduleRow>[] }) {
  return <LocalTable label={label} rows={rows} rowKey={(r) => r.id ?? r.number} columns={withState ? [...COLUMNS, STATE_COLUMN] : COLUMNS} actions={actions} />;
}
