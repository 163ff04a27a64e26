import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridColDef, GridSortModel } from '@mui/x-data-grid';

type Props = { columns: GridColDef[]; sortModel: GridSortModel; onSort: (model: GridSortModel) => void };

/** The card view has no column headers to click: the same server sorting, chosen from two lists. */
export function CardSort({ columns, sortModel, onSort }: Props) {
  const sortable = columns.filter((c) => c.sortable !== false && c.type !== 'actions');
  if (sortable.length === 0) return null;
  const current = sortModel[0];
  const direction = current?.sort ?? 'asc';
  return (
    <Stack direction="row" spacing={1}>
      <TextField
        select
        size="small"
        label="Ordenar por"
        value={current?.field ?? ''}
        onChange={(e) => onSort(e.target.value ? [{ field: e.target.value, sort: direction }] : [])}
        sx={{ flex: 1, minWidth: 0 }}
      >
        <MenuItem value="">Predeterminado</MenuItem>
        {sortable.map((c) => (
          <MenuItem key={c.field} value={c.field}>
            {c.headerName ?? c.field}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Sentido"
        value={direction}
        disabled={!current}
        onChange={(e) => current && onSort([{ field: current.field, sort: e.target.value as 'asc' | 'desc' }])}
        sx={{ width: 140, flexShrink: 0 }}
      >
        <MenuItem value="asc">Ascendente</MenuItem>
        <MenuItem value="desc">Descendente</MenuItem>
      </TextField>
    </Stack>
  );
}
