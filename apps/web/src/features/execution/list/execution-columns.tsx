import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import { EXECUTION_LABELS as L, type TExecutionRow } from '@siiicca/shared';
import { textColumn } from '../../../components/catalogue';
import { dateText, ExecutionStateChips, executedText } from '../view/execution-text';

const rowOf = (row: unknown) => row as TExecutionRow;

/** A header of two short lines rather than one cut off ('Finalizació…') when a laptop's table is tight. */
const wrapping = (headerName: string): Partial<GridColDef> => ({
  headerName,
  renderHeader: () => <Box sx={{ whiteSpace: 'normal', lineHeight: 1.25, fontWeight: 500 }}>{headerName}</Box>,
});

/** A date column of the list (fields named as its sort keys). */
const dateColumn = (field: 'start_date' | 'end_date' | 'next_due', headerName: string, width: number): GridColDef => ({
  field,
  ...wrapping(headerName),
  width,
  valueFormatter: (v) => dateText(v as string | null),
});

/**
 * 'Proyectos en Ejecución': the project, its call and owner, its state with 'En mora' and 'Prórroga
 * pendiente' beside it (a column of its own would leave a laptop's table too narrow and turn it into
 * cards), its dates, executed against approved (`$ a / $ b (n %)`) and the next report's due date.
 */
export const EXECUTION_COLUMNS: GridColDef[] = [
  textColumn('title', L.title, { minWidth: 200 }),
  textColumn('announcement', L.call, { minWidth: 130 }),
  textColumn('owner', L.owner, { minWidth: 120, sortable: false }),
  {
    field: 'state',
    headerName: L.state,
    width: 150,
    renderCell: ({ row }) => <ExecutionStateChips state={rowOf(row).state} inArrears={rowOf(row).in_arrears} pendingExtension={rowOf(row).pending_extension} />,
  },
  dateColumn('start_date', L.startColumn, 100),
  dateColumn('end_date', L.endDate, 130),
  {
    field: 'executed_percent',
    ...wrapping(L.executedOfApproved),
    width: 170,
    valueFormatter: (_v, row) => executedText(rowOf(row).executed_total, rowOf(row).approved_total, rowOf(row).executed_percent),
  },
  dateColumn('next_due', L.nextDue, 130),
];
