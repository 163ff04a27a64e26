import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import type { TProjectRow } from '@siiicca/shared';
import { idColumn, textColumn } from '../../../components/catalogue';

/** The columns of spec section 2: Id, Convocatoria, Titulo, Seccional, Estado (fields named as the sort keys). */
export const PROJECT_COLUMNS: GridColDef[] = [
  idColumn,
  textColumn('announcement', 'Convocatoria', { minWidth: 160 }),
  textColumn('title', 'Titulo', { minWidth: 220 }),
  textColumn('sectional', 'Seccional', { minWidth: 130, valueFormatter: (v) => (v as string | null) ?? 'Sin definir' }),
  {
    field: 'state',
    headerName: 'Estado',
    width: 130,
    renderCell: ({ value }) => {
      const sent = (value as TProjectRow['state']) === 'Enviado';
      return <Chip size="small" label={value as string} color={sent ? 'success' : 'default'} variant={sent ? 'filled' : 'outlined'} />;
    },
  },
];
