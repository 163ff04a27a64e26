import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { SF_MSG } from '@siiicca/shared';

/** Asks for a current code of the authenticator app, or a recovery code, before a change of the second factor. */
export function CodeDialog(props: {
  title: string;
  text: string;
  confirmLabel: string;
  busy: boolean;
  error: string | null;
  danger?: boolean;
  onCancel: () => void;
  onConfirm: (code: string) => void;
}) {
  const titleId = useId();
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return setEmpty(true);
    props.onConfirm(code.trim());
  };
  const error = empty ? SF_MSG.codeRequired : props.error;
  return (
    <Dialog open onClose={props.onCancel} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{props.text}</DialogContentText>
          <TextField
            label="Código"
            autoFocus
            fullWidth
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              setEmpty(false);
            }}
            error={!!error}
            helperText={error ?? 'Los 6 dígitos de su aplicación o un código de recuperación'}
            slotProps={{ htmlInput: { maxLength: 40 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onCancel}>Cancelar</Button>
          <Button type="submit" variant="contained" color={props.danger ? 'error' : 'primary'} disabled={props.busy}>
            {props.confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
