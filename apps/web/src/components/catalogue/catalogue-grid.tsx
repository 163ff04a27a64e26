import { useMemo } from 'react';
import { DataGrid, GridActionsCellItem, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { PAGE_SIZES } from '@siiicca/shared';
import { EmptyList, ErrorList, WRAPPING_CHIPS } from './list-states';
import { pageOfPagesLabel } from './page-label';
import { rowActionView } from './row-action';
import { ACTIONS_FIELD } from './table-fit';
import { UnavailableActionItem } from './unavailable-action';
import type { TListViewProps, TRow } from './types';

type Props = TListViewProps & {
  /** The columns sized to the room there is (catalogue-table.tsx), the actions column without its buttons. */
  fitted: GridColDef[];
  pageOfPages?: boolean;
};

/**
 * The MUI X data grid of a catalogue table (catalogue-table.tsx), in a module of its own that loads
 * only where the table is drawn as a grid: a phone, which shows cards, never downloads it (issue 45).
 */
export default function CatalogueGrid({ fitted, ...p }: Props) {
  const columns = useMemo<GridColDef[]>(
    () =>
      fitted.map((column) =>
        column.field !== ACTIONS_FIELD
          ? column
          : {
              ...column,
              type: 'actions',
              getActions: ({ row }) =>
                p.actions
                  .filter((a) => !a.visible || a.visible(row as TRow))
                  .map((a) => {
                    const view = rowActionView(a, row as TRow, p.onRefresh);
                    if (a.menu) return <GridActionsCellItem key={a.key} showInMenu icon={a.icon as never} label={view.label} onClick={view.run} />;
                    if (view.reason) return <UnavailableActionItem key={a.key} reason={view.reason} icon={a.icon as never} label={view.label} onClick={view.run} />;
                    return <GridActionsCellItem key={a.key} icon={a.icon as never} label={view.label} title={view.label} onClick={view.run} />;
                  }),
            },
      ),
    [fitted, p.actions, p.onRefresh],
  );
  const selection = p.selection;
  const selectionModel = useMemo<GridRowSelectionModel | undefined>(
    () => selection && { type: 'include', ids: new Set(selection.all ? p.rows.map((r) => r.id) : selection.ids) },
    [selection, p.rows],
  );

  return (
    <DataGrid
      rows={p.error ? [] : p.rows}
      columns={columns}
      rowCount={p.error ? 0 : p.total}
      loading={p.loading}
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      disableColumnFilter
      disableRowSelectionOnClick
      // Selection mode: ticked rows stay ticked on other pages; the header box ticks this page only.
      checkboxSelection={!!selection}
      keepNonExistentRowsSelected
      disableRowSelectionExcludeModel
      rowSelectionModel={selectionModel}
      onRowSelectionModelChange={(m) => selection?.onChange(new Set(m.ids))}
      autoHeight
      paginationModel={{ page: p.page, pageSize: p.perPage }}
      onPaginationModelChange={(m) => p.onPage(m.page, m.pageSize)}
      pageSizeOptions={[...PAGE_SIZES]}
      sortModel={p.sortModel}
      onSortModelChange={p.onSort}
      // Text wraps instead of being cut off, so a long name makes its row taller.
      getRowHeight={() => 'auto'}
      slots={{ noRowsOverlay: () => (p.error ? <ErrorList error={p.error} /> : <EmptyList onRefresh={p.onRefresh} />) }}
      slotProps={{
        basePagination: {
          material: {
            showFirstButton: true,
            showLastButton: true,
            ...(p.pageOfPages && {
              labelDisplayedRows: ({ page, count }: { page: number; count: number }) => pageOfPagesLabel(page, p.perPage, count, p.estimated),
            }),
          },
        },
      }}
      sx={{
        bgcolor: 'background.paper',
        '--DataGrid-overlayHeight': '200px',
        // Text wraps at spaces ('Ingeniería - Derecho' never becomes 'Ingenier|ía'); only a word longer
        // than the whole column is broken (break-word, not anywhere, which lets a squeezed cell split any word).
        '& .MuiDataGrid-cell': {
          py: 1,
          minHeight: 52,
          display: 'flex',
          alignItems: 'center',
          whiteSpace: 'normal',
          wordBreak: 'normal',
          overflowWrap: 'break-word',
          ...WRAPPING_CHIPS,
        },
        // The keyboard's place in the grid: a 2 px navy ring inside the cell or header (the grid's own is 1 px at half strength).
        '& .MuiDataGrid-cell:focus, & .MuiDataGrid-cell:focus-within, & .MuiDataGrid-columnHeader:focus, & .MuiDataGrid-columnHeader:focus-within': {
          outline: (t) => `2px solid ${t.palette.primary.main}`,
          outlineOffset: -2,
        },
      }}
    />
  );
}
