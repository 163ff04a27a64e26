import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** The delete confirmation of every list (spec: confirm dialog width 290). */
export function ConfirmDialog(props: {
  open: boolean;
  title?: string;
  text: string;
  confirmLabel?: string;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={props.open} onClose={props.onCancel} slotProps={{ paper: { sx: { width: 290 } } }} aria-labelledby="confirm-title">
      <DialogTitle id="confirm-title">{props.title ?? '¿Está seguro?'}</DialogTitle>
      <DialogContent>
        <DialogContentText>{props.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel}>Cancelar</Button>
        <Button onClick={props.onConfirm} color="error" variant="contained" disabled={props.busy}>
          {props.confirmLabel ?? 'Eliminar'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
