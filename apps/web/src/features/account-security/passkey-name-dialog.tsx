import { useState } from 'react';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PASSKEY_MSG, PASSKEY_NAME_MAX } from '@siiicca/shared';
import { LocalFormDialog } from '../../components/subforms/local-form-dialog';

/** The name of a passkey, asked before registering it and when renaming it. */
export function PasskeyNameDialog(props: {
  title: string;
  text: string;
  submitLabel: string;
  initial?: string;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (name: string) => void;
}) {
  const [name, setName] = useState(props.initial ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const text = name.trim();
    if (!text) return setError(PASSKEY_MSG.nameRequired);
    if (text.length > PASSKEY_NAME_MAX) return setError(PASSKEY_MSG.nameTooLong);
    props.onSubmit(text);
  };
  return (
    <LocalFormDialog
      open
      title={props.title}
      maxWidth={520}
      dirty={name.trim() !== (props.initial ?? '')}
      submitLabel={props.submitLabel}
      busy={props.busy}
      onSubmit={submit}
      onClose={props.onCancel}
    >
      <Stack spacing={2}>
        <DialogContentText>{props.text}</DialogContentText>
        <TextField
          autoFocus
          label="Nombre de la llave de acceso"
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
          error={Boolean(error)}
          helperText={error ?? `${name.trim().length}/${PASSKEY_NAME_MAX}`}
          slotProps={{ htmlInput: { maxLength: PASSKEY_NAME_MAX + 20 } }}
          fullWidth
        />
      </Stack>
    </LocalFormDialog>
  );
}
