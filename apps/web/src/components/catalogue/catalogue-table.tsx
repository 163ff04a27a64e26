import { lazy, Suspense, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColDef } from '@mui/x-data-grid';
import { CatalogueCards } from './catalogue-cards';
import { EmptyList, ErrorList } from './list-states';
import { ACTIONS_FIELD, CHECKBOX_COLUMN_WIDTH, fitColumns, neededWidth, useContentWidth } from './table-fit';
import type { TListViewProps } from './types';

/** The data grid (MUI X), downloaded only where the rows are drawn as a table, never on a phone (issue 45). */
const CatalogueGrid = lazy(() => import('./catalogue-grid'));

type Props = TListViewProps & {
  /** The pager says 'Página X de Y' (the strategy and project lists, spec section 2) instead of '1–5 de N'. */
  pageOfPages?: boolean;
};

/** The grid's borders, and a pixel so that rounding never brings back a horizontal scrollbar. */
const GRID_CHROME = 3;
/** Back from cards to the grid only with this much room to spare, so a scrollbar appearing never flips it back. */
const HYSTERESIS = 24;

/** The grid's first paint (catalogue-grid.tsx): its header, a row's least height, the loading overlay and the pager, borders included. */
const GRID_HEADER = 56;
const GRID_ROW = 52;
const GRID_OVERLAY = 200;
const GRID_FOOTER = 53;

/**
 * What stands in the grid's place while its code loads: a box of the height the grid will first
 * have (the loading overlay, or this page's rows at their least height), so nothing below moves.
 */
function GridPlaceholder({ rows }: { rows: number }) {
  const height = GRID_HEADER + (rows === 0 ? GRID_OVERLAY : rows * GRID_ROW) + GRID_FOOTER + 2;
  return <Skeleton variant="rounded" height={height} data-testid="grid-placeholder" />;
}

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
    // Menu entries share one 'más' button; the grid adds the buttons (catalogue-grid.tsx).
    const inline = new Set(p.actions.filter((a) => !a.menu).map((a) => a.slot ?? a.key));
    const buttons = inline.size + (p.actions.some((a) => a.menu) ? 1 : 0);
    return [...p.columns, { field: ACTIONS_FIELD, type: 'actions', headerName: 'Acciones', width: Math.max(100, buttons * 44) }];
  }, [p.columns, p.actions]);

  const checkboxWidth = p.selection ? CHECKBOX_COLUMN_WIDTH : 0;
  const available = (boxWidth ?? 0) - GRID_CHROME - checkboxWidth;
  const cards = phone || available < neededWidth(columns) + (wasCards ? HYSTERESIS : 0);
  if (boxWidth !== null && wasCards !== cards) setWasCards(cards);
  const fitted = useMemo(() => fitColumns(columns, available), [columns, available]);

  return (
    <Box ref={boxRef} sx={{ width: '100%' }}>
      {boxWidth === null ? null : cards ? (
        <CatalogueCards {...p} />
      ) : !p.loading && (p.error || p.rows.length === 0) ? (
        // Outside the grid: a button may not sit inside role="grid" among its rows (axe aria-required-children).
        <Paper variant="outlined">{p.error ? <ErrorList error={p.error} /> : <EmptyList onRefresh={p.onRefresh} />}</Paper>
      ) : (
        <Suspense fallback={<GridPlaceholder rows={p.loading ? 0 : p.rows.length} />}>
          <CatalogueGrid {...p} fitted={fitted} />
        </Suspense>
      )}
    </Box>
  );
}
