import type { ReactNode } from 'react';
import { Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';

type TPick = { id: number | null };

type Props<T extends TPick> = {
  open: boolean;
  /** The dialog's title; its id names the dialog for assistive technology. */
  title: string;
  titleId: string;
  text: ReactNode;
  /** The field's label ('Docente', 'Evaluador'). */
  label: string;
  options: T[];
  loading: boolean;
  value: T | null;
  onChange: (value: T | null) => void;
  optionLabel: (option: T) => string;
  /** What tells two options apart (default: the id; a directory lecturer without a user has none). */
  optionKey?: (option: T) => string | number | null;
  noOptionsText: string;
  /** A search the server answers (the options are not filtered again here). */
  search?: { text: string; onText: (text: string) => void };
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** A dialog that picks one person from a list (evaluators to assign, lecturers to add), with Cancelar and its action. */
export function PickDialog<T extends TPick>(p: Props<T>) {
  return (
    <Dialog open={p.open} onClose={() => !p.busy && p.onClose()} maxWidth="sm" fullWidth aria-labelledby={p.titleId}>
      <DialogTitle id={p.titleId}>{p.title}</DialogTitle>
      <DialogContent>
        <DialogContentText variant="body2" sx={{ mb: 2 }}>
          {p.text}
        </DialogContentText>
        <Autocomplete
          options={p.options}
          loading={p.loading}
          value={p.value}
          onChange={(_, v) => p.onChange(v)}
          {...(p.search ? { inputValue: p.search.text, onInputChange: (_: unknown, v: string) => p.search!.onText(v), filterOptions: (x: T[]) => x } : {})}
          getOptionLabel={p.optionLabel}
          isOptionEqualToValue={(a, b) => (p.optionKey ?? ((o: T) => o.id))(a) === (p.optionKey ?? ((o: T) => o.id))(b)}
          noOptionsText={p.noOptionsText}
          loadingText="Cargando…"
          renderInput={(params) => <TextField {...params} label={p.label} autoFocus />}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={p.onClose} color="inherit" disabled={p.busy}>
          Cancelar
        </Button>
        <Button variant="contained" onClick={p.onConfirm} disabled={!p.value || p.busy}>
          {p.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
