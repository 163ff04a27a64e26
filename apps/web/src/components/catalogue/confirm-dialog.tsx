import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** The confirmation of every list and form: delete a row, discard changes (spec: confirm dialog width 290). */
export function ConfirmDialog(props: {
  open: boolean;
  title?: string;
  text: string;
  confirmLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  /** Also Esc: leaving the question unanswered never does the irreversible thing. */
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={props.open} onClose={props.onCancel} slotProps={{ paper: { sx: { width: 290 } } }} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{props.title ?? '¿Está seguro?'}</DialogTitle>
      <DialogContent>
        <DialogContentText>{props.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel}>{props.cancelLabel ?? 'Cancelar'}</Button>
        <Button onClick={props.onConfirm} color="error" variant="contained" disabled={props.busy}>
          {props.confirmLabel ?? 'Eliminar'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
