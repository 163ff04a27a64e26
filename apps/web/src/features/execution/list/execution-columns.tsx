import type { GridColDef } from '@mui/x-data-grid';
import { EXECUTION_LABELS as L, type TExecutionRow } from '@siiicca/shared';
import { textColumn } from '../../../components/catalogue';
import { dateText, ExecutionStateChips, executedText } from '../view/execution-text';

const rowOf = (row: unknown) => row as TExecutionRow;

/** A date column of the list (fields named as its sort keys). */
const dateColumn = (field: 'start_date' | 'end_date' | 'next_due', headerName: string): GridColDef => ({
  field,
  headerName,
  width: 115,
  valueFormatter: (v) => dateText(v as string | null),
});

/**
 * 'Proyectos en Ejecución': the project, its call and owner, its state with 'En mora', its dates,
 * executed against approved (`$ a / $ b (n %)`), the next report's due date and a pending extension.
 */
export const EXECUTION_COLUMNS: GridColDef[] = [
  textColumn('title', L.title, { minWidth: 200 }),
  textColumn('announcement', L.call, { minWidth: 130 }),
  textColumn('owner', L.owner, { minWidth: 120, sortable: false }),
  {
    field: 'state',
    headerName: L.state,
    width: 150,
    renderCell: ({ row }) => <ExecutionStateChips state={rowOf(row).state} inArrears={rowOf(row).in_arrears} />,
  },
  dateColumn('start_date', L.startColumn),
  dateColumn('end_date', L.endDate),
  {
    field: 'executed_percent',
    headerName: L.executedOfApproved,
    width: 190,
    valueFormatter: (_v, row) => executedText(rowOf(row).executed_total, rowOf(row).approved_total, rowOf(row).executed_percent),
  },
  dateColumn('next_due', L.nextDue),
  { field: 'pending_extension', headerName: L.pendingExtension, width: 105, sortable: false, valueFormatter: (v) => (v ? L.yes : '—') },
];
