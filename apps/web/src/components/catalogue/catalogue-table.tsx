import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataGrid, GRID_CHECKBOX_SELECTION_COL_DEF, GridActionsCellItem, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { PAGE_SIZES } from '@siiicca/shared';
import { CatalogueCards } from './catalogue-cards';
import { EmptyList, ErrorList, WRAPPING_CHIPS } from './list-states';
import { rowActionView } from './row-action';
import { pageOfPagesLabel } from './page-label';
import { fitColumns, neededWidth, useContentWidth } from './table-fit';
import { UnavailableActionItem } from './unavailable-action';
import type { TListViewProps, TRow } from './types';

type Props = TListViewProps & {
  /** The pager says 'Página X de Y' (the strategy and project lists, spec section 2) instead of '1–5 de N'. */
  pageOfPages?: boolean;
};

/** The grid's borders, and a pixel so that rounding never brings back a horizontal scrollbar. */
const GRID_CHROME = 3;
/** Back from cards to the grid only with this much room to spare, so a scrollbar appearing never flips it back. */
const HYSTERESIS = 24;

/**
 * The server-paginated, server-sorted table of a catalogue, with first/last page buttons. Its
 * columns are sized to the room there is (text wraps, rows grow) so the actions are always on
 * screen; where even that does not fit, and on every phone, the rows become a list of cards.
 */
export function CatalogueTable(p: Props) {
  const theme = useTheme();
  const phone = !useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  const [boxRef, boxWidth] = useContentWidth<HTMLDivElement>();
  const [wasCards, setWasCards] = useState(false);

  const columns = useMemo<GridColDef[]>(() => {
    if (p.actions.length === 0) return p.columns;
    // Menu entries share one 'más' button.
    const inline = new Set(p.actions.filter((a) => !a.menu).map((a) => a.slot ?? a.key));
    const buttons = inline.size + (p.actions.some((a) => a.menu) ? 1 : 0);
    return [
      ...p.columns,
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Acciones',
        width: Math.max(100, buttons * 44),
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
    ];
  }, [p.columns, p.actions, p.onRefresh]);

  const selection = p.selection;
  const checkboxWidth = selection ? (GRID_CHECKBOX_SELECTION_COL_DEF.width ?? 50) : 0;
  const available = (boxWidth ?? 0) - GRID_CHROME - checkboxWidth;
  const cards = phone || available < neededWidth(columns) + (wasCards ? HYSTERESIS : 0);
  if (boxWidth !== null && wasCards !== cards) setWasCards(cards);
  const fitted = useMemo(() => fitColumns(columns, available), [columns, available]);
  const selectionModel = useMemo<GridRowSelectionModel | undefined>(
    () => selection && { type: 'include', ids: new Set(selection.all ? p.rows.map((r) => r.id) : selection.ids) },
    [selection, p.rows],
  );

  return (
    <Box ref={boxRef} sx={{ width: '100%' }}>
      {boxWidth === null ? null : cards ? (
        <CatalogueCards {...p} />
      ) : !p.loading && (p.error || p.rows.length === 0) ? (
        // Outside the grid: a button may not sit inside role="grid" among its rows (axe aria-required-children).
        <Paper variant="outlined">{p.error ? <ErrorList error={p.error} /> : <EmptyList onRefresh={p.onRefresh} />}</Paper>
      ) : (
        <DataGrid
          rows={p.error ? [] : p.rows}
          columns={fitted}
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
      )}
    </Box>
  );
}
