import { useState } from 'react';
import { FormFailure, SubmitButton } from '../../../components/form-submit';
import { Button, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useMutation } from '@tanstack/react-query';
import { MSG, RECOVERY_MSG, type TRecoveryFound } from '@siiicca/shared';
import { isApiError } from '../../../lib/api-error';
import { requestToken } from '../api/request-token';

type Props = { found: TRecoveryFound; onSent: (message: string) => void; onRestart: () => void };

/** Step 2: which of the account's addresses (masked) receives the link. */
export function ChooseMailForm({ found, onSent, onRestart }: Props) {
  const [mail, setMail] = useState(found.mails[0] ?? '');
  const mutation = useMutation({ mutationFn: requestToken, onSuccess: ({ message }) => onSent(message) });
  const error = mutation.error;
  const failure = error ? (isApiError(error) ? error.message : MSG.loginEmpty) : null;
  // The reference from step 1 lasts minutes; once it expired only a new search helps.
  const expired = isApiError(error) && error.message === RECOVERY_MSG.searchExpired;

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.25}
      aria-label="Elegir correo"
      onSubmit={(e) => {
        e.preventDefault();
        mutation.mutate({ user: found.user, k: '', mail });
      }}
    >
      <FormControl>
        <FormLabel id="recovery-mails">¿A cuál correo enviamos el enlace para restablecer su contraseña?</FormLabel>
        <RadioGroup aria-labelledby="recovery-mails" name="mail" value={mail} onChange={(_, value) => setMail(value)}>
          {found.mails.map((m) => (
            <FormControlLabel key={m} value={m} control={<Radio />} label={m} sx={{ fontFamily: 'monospace' }} />
          ))}
        </RadioGroup>
      </FormControl>
      <FormFailure message={failure} />
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between' }}>
        <Button onClick={onRestart} color="inherit" disabled={mutation.isPending}>
          {expired ? 'Buscar nuevamente' : 'Volver'}
        </Button>
        <SubmitButton pending={mutation.isPending} disabled={!mail} icon={<SendIcon />}>
          Enviar
        </SubmitButton>
      </Stack>
    </Stack>
  );
}
