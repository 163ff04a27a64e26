import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { REVIEW_LIMITS, REVIEW_MSG } from '@siiicca/shared';

type Props = {
  kind: 'decline' | 'conflict';
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
};

const WORDS = {
  decline: { title: 'Rechazar la evaluación', text: 'Indique por qué no puede evaluar este proyecto. El administrador lo asignará a otra persona.', confirm: 'Rechazar' },
  conflict: {
    title: 'Declarar conflicto de interés',
    text: 'Indique su relación con el proyecto o sus investigadores. No se le volverá a asignar este proyecto.',
    confirm: 'Declarar conflicto',
  },
} as const;

/** Declining or declaring a conflict: the reason is required (and bounded, as the server holds it). */
export function ReasonDialog({ kind, busy, onCancel, onConfirm }: Props) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const words = WORDS[kind];
  const confirm = () => {
    const text = reason.trim();
    if (!text) return setError(REVIEW_MSG.reasonRequired);
    onConfirm(text);
  };
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{words.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{words.text}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          label="Motivo"
          required
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setError(null);
          }}
          error={!!error}
          helperText={error ?? `${reason.length}/${REVIEW_LIMITS.reason}`}
          slotProps={{ htmlInput: { maxLength: REVIEW_LIMITS.reason } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancelar</Button>
        <Button variant="contained" color="error" onClick={confirm} disabled={busy}>
          {words.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
