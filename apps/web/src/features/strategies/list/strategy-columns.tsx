import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import type { TStrategyRow, TStrategyState } from '@siiicca/shared';
import { dateColumn, idColumn, textColumn } from '../../../components/catalogue';

const filled: Partial<Record<TStrategyState, 'success'>> = { Activo: 'success' };

/**
 * A date on one line even where the column is squeezed ('DD/MM/YYYY' may use the cell's padding)
 * rather than broken in the middle of the year.
 */
const oneLineDate = (field: string, header: string, width: number): GridColDef => ({
  ...dateColumn(field, header),
  width,
  renderCell: ({ formattedValue }) => <span style={{ whiteSpace: 'nowrap' }}>{formattedValue as string}</span>,
});

/** The columns of spec section 2: Id, dates, faculties joined with a dash, user, kind, name, state. */
export const STRATEGY_COLUMNS: GridColDef[] = [
  idColumn,
  oneLineDate('created_at', 'Creación', 110),
  oneLineDate('expiration_date', 'Vencimiento', 120),
  textColumn('faculties', 'Facultades', { sortable: false, minWidth: 140 }),
  textColumn('user', 'Usuario', { minWidth: 130, valueGetter: (_v, row: TStrategyRow) => row.user.name }),
  textColumn('strategy', 'Estrategia', { minWidth: 120, valueFormatter: (v) => (v as string | null) ?? 'Sin definir' }),
  textColumn('name', 'Nombre', { minWidth: 180, valueFormatter: (v) => (v as string) || 'Sin nombre' }),
  {
    field: 'state',
    headerName: 'Estado',
    // Room for the longest chip ('Finalizado') on one line even when the table is short of room.
    width: 136,
    renderCell: ({ value }) => (
      <Chip
        size="small"
        label={value as string}
        color={filled[value as TStrategyState] ?? 'default'}
        variant={filled[value as TStrategyState] ? 'filled' : 'outlined'}
      />
    ),
  },
];
