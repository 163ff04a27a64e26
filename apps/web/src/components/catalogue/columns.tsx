import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import dayjs from 'dayjs';

/** Column helpers shared by the catalogues. */
export const idColumn: GridColDef = { field: 'id', headerName: 'Id', width: 70 };

export const textColumn = (field: string, headerName: string, extra: Partial<GridColDef> = {}): GridColDef => ({
  field,
  headerName,
  flex: 1,
  minWidth: 110,
  ...extra,
});

export const activeColumn = (field = 'active', headerName = 'Estado'): GridColDef => ({
  field,
  headerName,
  width: 100,
  renderCell: ({ value }) => (
    <Chip size="small" label={value ? 'Activo' : 'Inactivo'} color={value ? 'success' : 'default'} variant={value ? 'filled' : 'outlined'} />
  ),
});

export const chipsColumn = (field: string, headerName: string, label: (item: never) => string = (i) => String(i)): GridColDef => ({
  field,
  headerName,
  flex: 1,
  minWidth: 140,
  sortable: false,
  renderCell: ({ value }) => (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', alignItems: 'center', height: '100%', overflow: 'hidden' }}>
      {((value as unknown[]) ?? []).map((item, i) => (
        <Chip key={i} size="small" label={label(item as never)} />
      ))}
    </Stack>
  ),
});

export const dateColumn = (field: string, headerName: string): GridColDef => ({
  field,
  headerName,
  width: 130,
  valueFormatter: (value) => (value ? dayjs(value as string).format('DD/MM/YYYY') : ''),
});
