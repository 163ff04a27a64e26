import { useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';

/**
 * A list of rows edited inside a catalogue dialog (a call's documents, a product's types): legend,
 * empty text, one line per row with its remove button, the list's error and the add button.
 */
export function RowsFieldset<T extends { id: string }>(p: {
  legend: string;
  emptyText: string;
  rows: T[];
  renderRow: (row: T, index: number) => ReactNode;
  removeLabel: (index: number) => string;
  onRemove: (index: number) => void;
  addLabel: string;
  onAdd: () => void;
  error?: string;
  /** Breakpoint from which a row lays out horizontally. */
  rowFrom?: 'sm' | 'md';
}) {
  const from = p.rowFrom ?? 'sm';
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pb: 2, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ px: 0.5 }}>
        {p.legend}
      </Typography>
      <Stack spacing={1.5}>
        {p.rows.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {p.emptyText}
          </Typography>
        )}
        {p.rows.map((row, i) => (
          <Stack key={row.id} direction={{ xs: 'column', [from]: 'row' }} spacing={1} sx={{ alignItems: { [from]: 'flex-start' } }}>
            {p.renderRow(row, i)}
            <IconButton aria-label={p.removeLabel(i)} onClick={() => p.onRemove(i)} sx={{ mt: { [from]: 1 }, alignSelf: { xs: 'flex-end', [from]: 'auto' } }}>
              <DeleteOutlineIcon />
            </IconButton>
          </Stack>
        ))}
        {p.error && (
          <Typography variant="caption" color="error">
            {p.error}
          </Typography>
        )}
        <Box>
          <Button size="small" startIcon={<AddIcon />} onClick={p.onAdd}>
            {p.addLabel}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/**
 * When a row's field may show its error. Adding a row re-checks the whole list at once (react-hook-form
 * validates a field array on every change outside onSubmit mode), which would paint a row red before
 * anything was typed in it. A row's error shows once its field was left (`touched`), once the person
 * tried to save with the row on screen, or when `now` says so (text past its limit, shown as typed).
 */
export function useRowErrors(submitCount: number) {
  const bornAt = useRef(new Map<string, number>());
  return (rowId: string, state: { touched: boolean; now?: boolean }) => {
    if (!bornAt.current.has(rowId)) bornAt.current.set(rowId, submitCount);
    return state.touched || !!state.now || submitCount > bornAt.current.get(rowId)!;
  };
}
