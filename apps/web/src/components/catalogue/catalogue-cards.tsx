import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { CardPagination } from './card-pagination';
import { CardSort } from './card-sort';
import { cellValue } from './cell-value';
import { rowActionView } from './row-action';
import { EmptyList, ErrorList, WRAPPING_CHIPS } from './list-states';
import type { TListSelection, TListViewProps, TRow, TRowAction } from './types';

type Props = TListViewProps;

type TCardProps = { row: TRow; columns: GridColDef[]; actions: TRowAction[]; onRefresh: () => void; selected?: boolean; onSelect?: (on: boolean) => void; selectLabel?: string };

/** One record: every column as label and value, then its actions as labelled buttons (and its checkbox in selection mode). */
function RecordCard({ row, columns, actions, onRefresh, selected, onSelect, selectLabel }: TCardProps) {
  const available = actions.filter((a) => !a.visible || a.visible(row));
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, ...(selected && { borderColor: 'primary.main', bgcolor: 'action.selected' }) }}>
      {onSelect && (
        <FormControlLabel
          sx={{ mb: 0.5 }}
          label="Seleccionar"
          control={<Checkbox checked={!!selected} onChange={(e) => onSelect(e.target.checked)} slotProps={{ input: { 'aria-label': selectLabel } }} />}
        />
      )}
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(5.5rem, 35%) minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.75 }}>
        {columns.map((c) => (
          <Box key={c.field} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary', typography: 'body2', overflowWrap: 'break-word' }}>
              {c.headerName ?? c.field}
            </Box>
            <Box component="dd" sx={{ m: 0, typography: 'body2', overflowWrap: 'break-word', minWidth: 0, ...WRAPPING_CHIPS }}>
              {cellValue(c, row)}
            </Box>
          </Box>
        ))}
      </Box>
      {available.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1.5, pt: 1, borderTop: 1, borderColor: 'divider' }}>
          {available.map((a) => {
            const view = rowActionView(a, row, onRefresh);
            const button = (
              <Button
                key={a.key}
                size="small"
                startIcon={a.icon}
                onClick={view.run}
                aria-disabled={view.reason ? true : undefined}
                aria-label={view.reason ? view.label : undefined}
                sx={view.reason ? { opacity: 0.38 } : undefined}
              >
                {a.label}
              </Button>
            );
            // The reason on hover and on keyboard focus of the greyed (still focusable) action.
            return view.reason ? (
              <Tooltip key={a.key} title={view.reason} describeChild>
                {button}
              </Tooltip>
            ) : (
              button
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}

/** A card's checkbox in selection mode: ticked or not, and the ticked ids after a change. */
function selectionOf(selection: TListSelection | undefined, row: TRow, rows: TRow[]): Partial<TCardProps> {
  if (!selection) return {};
  return {
    selected: selection.all || selection.ids.has(row.id),
    selectLabel: selection.label(row),
    onSelect: (on) => {
      const ids = new Set(selection.all ? rows.map((r) => r.id) : selection.ids);
      if (on) ids.add(row.id);
      else ids.delete(row.id);
      selection.onChange(ids);
    },
  };
}

/** Cards as tall as the page's will be (a line per column, a row of actions), so the pager and the footer do not jump when they arrive. */
function CardsPlaceholder({ columns, count, actions }: { columns: number; count: number; actions: boolean }) {
  // 24 px of padding, ~26 px a line (body2 and its gap), ~45 px the actions' row: within a few pixels of a card with one-line values.
  const height = 24 + columns * 26 + (actions ? 45 : 0);
  return (
    <Stack aria-hidden sx={{ gap: 1.5 }}>
      {Array.from({ length: Math.min(count, 10) }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}

/**
 * The records as a list of cards, for widths where the table's columns do not fit: nothing scrolls
 * sideways and every action is a visible button. Paging and sorting are the table's (server-side).
 */
export function CatalogueCards(p: Props) {
  const columns = p.columns.filter((c) => c.type !== 'actions');
  const showRows = !p.error && p.rows.length > 0;
  return (
    <Stack spacing={1.5}>
      <CardSort columns={columns} sortModel={p.sortModel} onSort={p.onSort} />
      <Box sx={{ minHeight: 4 }}>{p.loading && <LinearProgress aria-label="Cargando registros" />}</Box>
      {p.error ? (
        <ErrorList error={p.error} />
      ) : showRows ? (
        <Stack component="ul" aria-label="Registros" sx={{ listStyle: 'none', m: 0, p: 0, gap: 1.5 }}>
          {p.rows.map((row) => (
            <RecordCard key={row.id} row={row} columns={columns} actions={p.actions} onRefresh={p.onRefresh} {...selectionOf(p.selection, row, p.rows)} />
          ))}
        </Stack>
      ) : p.loading ? (
        <CardsPlaceholder columns={columns.length} count={p.perPage} actions={p.actions.length > 0} />
      ) : (
        <EmptyList onRefresh={p.onRefresh} />
      )}
      <CardPagination page={p.page} perPage={p.perPage} total={p.error ? 0 : p.total} estimated={p.estimated} onPage={p.onPage} />
    </Stack>
  );
}
