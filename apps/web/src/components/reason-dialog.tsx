import { useState, type ReactNode } from 'react';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LocalFormDialog } from './subforms/local-form-dialog';

type Props = {
  title: string;
  /** What the action does, above the box. */
  text: ReactNode;
  confirmLabel: string;
  /** The box's label ('Motivo', 'Justificación'). */
  label?: string;
  /** The message of an empty box when a reason is required; absent, it may stay empty. */
  requiredMessage?: string;
  /** As long as the server keeps it: the counter shows it, and past it the box says so. */
  maxLength: number;
  busy: boolean;
  /** The confirm button in the error colour (the action cannot be undone). */
  danger?: boolean;
  /** Fields of the action's own above the box (a decision's choice). */
  children?: ReactNode;
  /** The server's word on the reason, once it refused it. */
  error?: string | null;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
};

/**
 * An action that asks for a reason first (decline an evaluation, suspend a project…): its words, the
 * box with its counter, required when the action says so. Closing with something typed asks first.
 */
export function ReasonDialog(props: Props) {
  const { requiredMessage, maxLength } = props;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const shownError = error ?? props.error ?? null;
  const confirm = () => {
    const text = reason.trim();
    if (requiredMessage && !text) return setError(requiredMessage);
    if (text.length > maxLength) return;
    props.onConfirm(text);
  };
  return (
    <LocalFormDialog
      open
      title={props.title}
      maxWidth={600}
      dirty={reason.trim() !== ''}
      submitLabel={props.confirmLabel}
      busy={props.busy}
      danger={props.danger}
      onSubmit={confirm}
      onClose={props.onCancel}
    >
      <Stack spacing={2}>
        <DialogContentText>{props.text}</DialogContentText>
        {props.children}
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          label={props.label ?? 'Motivo'}
          required={!!requiredMessage}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setError(null);
          }}
          error={!!shownError || reason.length > maxLength}
          helperText={shownError ?? `${reason.length}/${maxLength}`}
        />
      </Stack>
    </LocalFormDialog>
  );
}
