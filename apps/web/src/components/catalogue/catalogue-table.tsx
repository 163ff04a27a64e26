import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { DataGrid, GridActionsCellItem, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import type { TRow, TRowAction } from './types';

type Props = {
  rows: TRow[];
  total: number;
  loading: boolean;
  columns: GridColDef[];
  page: number;
  perPage: number;
  sortModel: GridSortModel;
  actions: TRowAction[];
  onPage: (page: number, perPage: number) => void;
  onSort: (model: GridSortModel) => void;
  onRefresh: () => void;
  /** Rows as tall as their content (wrapping chips). */
  autoRowHeight?: boolean;
};

/** A refresh button in place of the rows when the list is empty (spec section 1). */
function EmptyList({ onRefresh }: { onRefresh: () => void }) {
  return (
    <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', gap: 1 }}>
      <Typography color="text.secondary">No hay registros para mostrar</Typography>
      <Button startIcon={<RefreshIcon />} onClick={onRefresh} variant="outlined" size="small">
        Actualizar
      </Button>
    </Stack>
  );
}

/** The server-paginated, server-sorted table of a catalogue, with first/last page buttons. */
export function CatalogueTable(p: Props) {
  const columns = useMemo<GridColDef[]>(() => {
    if (p.actions.length === 0) return p.columns;
    return [
      ...p.columns,
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Acciones',
        width: Math.max(100, p.actions.length * 44),
        getActions: ({ row }) =>
          p.actions
            .filter((a) => !a.visible || a.visible(row as TRow))
            .map((a) => (
              <GridActionsCellItem key={a.key} icon={a.icon as never} label={a.label} title={a.label} onClick={() => a.onClick(row as TRow, p.onRefresh)} />
            )),
      },
    ];
  }, [p.columns, p.actions, p.onRefresh]);

  return (
    <Box sx={{ width: '100%' }}>
      <DataGrid
        rows={p.rows}
        columns={columns}
        rowCount={p.total}
        loading={p.loading}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        disableColumnFilter
        disableRowSelectionOnClick
        autoHeight
        paginationModel={{ page: p.page, pageSize: p.perPage }}
        onPaginationModelChange={(m) => p.onPage(m.page, m.pageSize)}
        pageSizeOptions={[5, 10, 15, 20, 30, 50, 100]}
        sortModel={p.sortModel}
        onSortModelChange={p.onSort}
        getRowHeight={p.autoRowHeight ? () => 'auto' : undefined}
        slots={{ noRowsOverlay: () => <EmptyList onRefresh={p.onRefresh} /> }}
        slotProps={{ basePagination: { material: { showFirstButton: true, showLastButton: true } } }}
        sx={{
          bgcolor: 'background.paper',
          '--DataGrid-overlayHeight': '200px',
          ...(p.autoRowHeight ? { '& .MuiDataGrid-cell': { py: 1, display: 'flex', alignItems: 'center' } } : {}),
        }}
      />
    </Box>
  );
}
