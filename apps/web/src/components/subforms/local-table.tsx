import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useContentWidth } from '../catalogue/table-fit';

export type TLocalColumn<T> = {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** A short value (a date, a state) kept on one line in the table, so a long text beside it cannot split it. */
  nowrap?: boolean;
};
export type TLocalAction<T> = {
  key: string;
  /** The button's name, per row ('Inactivar' or 'Activar'). */
  label: (row: T) => string;
  icon: (row: T) => ReactNode;
  onClick: (row: T) => void;
  visible?: (row: T) => boolean;
};

/** Below this width the rows become cards: nothing scrolls sideways and every action is a labelled button. */
const CARDS_BELOW = 640;

/**
 * A list kept by the screen itself (a strategy's actors, products, activities): a table where it
 * fits, cards where it does not, paged on the screen when `pageSize` is given and there are more rows.
 */
export function LocalTable<T>(p: {
  label: string;
  rows: T[];
  rowKey: (row: T, index: number) => string | number;
  columns: TLocalColumn<T>[];
  actions: TLocalAction<T>[];
  emptyText?: string;
  pageSize?: number;
}) {
  const [boxRef, width] = useContentWidth<HTMLDivElement>();
  const [chosenPage, setPage] = useState(0);
  const size = p.pageSize ?? Math.max(p.rows.length, 1);
  // A page emptied by a deletion shows the last one that still has rows.
  const page = Math.min(chosenPage, Math.max(0, Math.ceil(p.rows.length / size) - 1));
  const shown = p.rows.slice(page * size, (page + 1) * size);
  const cards = width !== null && width < CARDS_BELOW;
  const actionsOf = (row: T) => p.actions.filter((a) => !a.visible || a.visible(row));
  const empty = (
    <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
      {p.emptyText ?? 'No hay registros para mostrar'}
    </Typography>
  );

  return (
    <Box ref={boxRef} sx={{ width: '100%' }}>
      {width === null ? null : cards ? (
        shown.length === 0 ? (
          empty
        ) : (
          <Stack component="ul" aria-label={p.label} sx={{ listStyle: 'none', m: 0, p: 0, gap: 1.5 }}>
            {shown.map((row, i) => (
              <Paper component="li" key={p.rowKey(row, i)} variant="outlined" sx={{ p: 1.5 }}>
                <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(5.5rem, 35%) minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.75 }}>
                  {p.columns.map((c) => (
                    <Box key={c.key} sx={{ display: 'contents' }}>
                      <Box component="dt" sx={{ color: 'text.secondary', typography: 'body2' }}>
                        {c.header}
                      </Box>
                      <Box component="dd" sx={{ m: 0, typography: 'body2', overflowWrap: 'anywhere', minWidth: 0 }}>
                        {c.render(row)}
                      </Box>
                    </Box>
                  ))}
                </Box>
                {actionsOf(row).length > 0 && (
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1.5, pt: 1, borderTop: 1, borderColor: 'divider' }}>
                    {actionsOf(row).map((a) => (
                      <Button key={a.key} size="small" startIcon={a.icon(row)} onClick={() => a.onClick(row)}>
                        {a.label(row)}
                      </Button>
                    ))}
                  </Stack>
                )}
              </Paper>
            ))}
          </Stack>
        )
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={p.label}>
            <TableHead>
              <TableRow>
                {p.columns.map((c) => (
                  <TableCell key={c.key}>{c.header}</TableCell>
                ))}
                {p.actions.length > 0 && <TableCell align="right">Acciones</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.length === 0 && (
                <TableRow>
                  <TableCell colSpan={p.columns.length + 1}>{empty}</TableCell>
                </TableRow>
              )}
              {shown.map((row, i) => (
                <TableRow key={p.rowKey(row, i)}>
                  {p.columns.map((c) => (
                    <TableCell key={c.key} sx={c.nowrap ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }}>
                      {c.render(row)}
                    </TableCell>
                  ))}
                  {p.actions.length > 0 && (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {actionsOf(row).map((a) => (
                        <Tooltip key={a.key} title={a.label(row)}>
                          <IconButton size="small" aria-label={a.label(row)} onClick={() => a.onClick(row)}>
                            {a.icon(row)}
                          </IconButton>
                        </Tooltip>
                      ))}
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {/* Spec: 30 to a page and no footer; the pager shows only when a page is not enough. */}
      {p.rows.length > size && (
        <TablePagination
          component="div"
          count={p.rows.length}
          page={page}
          onPageChange={(_e, next) => setPage(next)}
          rowsPerPage={size}
          rowsPerPageOptions={[size]}
          labelDisplayedRows={({ from, to, count }) => `${from}-${to} de ${count}`}
        />
      )}
    </Box>
  );
}
