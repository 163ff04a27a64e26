import { useRef, useState, type FormEvent } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import LoginIcon from '@mui/icons-material/Login';
import { MSG, SF_MSG, type TSecondFactorChallenge } from '@siiicca/shared';
import { FormFailure, SubmitButton } from '../../../components/form-submit';
import { OutlinedField } from '../../../components/outlined-field';
import { isApiError } from '../../../lib/api-error';
import { notifyError } from '../../../lib/notify';
import { loginWithCode, type TSignedIn } from '../api/login';
import { PasskeySignInButton } from '../passkey/passkey-sign-in-button';

const failureOf = (error: unknown) => (isApiError(error) ? error.message : MSG.loginEmpty);

/**
 * The second step of a password sign-in of an account with a second factor: a code of the authenticator
 * app or a recovery code, or one of the account's passkeys. 'Volver' starts the sign-in again.
 */
export function SecondFactorStep(props: {
  challenge: TSecondFactorChallenge['second_factor'];
  onSignedIn: (result: TSignedIn) => void;
  onBack: () => void;
}) {
  const { ticket, methods } = props.challenge;
  const codes = methods.includes('totp') || methods.includes('recovery');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) {
      setError(SF_MSG.codeRequired);
      input.current?.focus();
      return;
    }
    setPending(true);
    setFailure(null);
    try {
      props.onSignedIn(await loginWithCode({ ticket, code: code.trim() }));
    } catch (err) {
      setFailure(failureOf(err));
      notifyError(failureOf(err));
      input.current?.select();
    } finally {
      setPending(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-label="Verificación en dos pasos">
      <Stack spacing={2.25}>
        <Typography variant="h6" component="h2">
          Verificación en dos pasos
        </Typography>
        {codes && (
          <>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Escriba el código de 6 dígitos de su aplicación de autenticación. Si no la tiene a mano, use uno de sus códigos de recuperación.
            </Typography>
            <OutlinedField
              label="Código de verificación"
              name="code"
              autoComplete="one-time-code"
              autoFocus
              value={code}
              onChange={(e) => {
                setCode(e.target.value);
                setError(undefined);
              }}
              inputRef={input}
              error={error}
              inputProps={{ maxLength: 40, inputMode: 'text' }}
            />
            <FormFailure message={failure} />
            <SubmitButton pending={pending} icon={<LoginIcon />}>
              Verificar
            </SubmitButton>
          </>
        )}
        {methods.includes('passkey') && (
          <PasskeySignInButton ticket={ticket} disabled={pending} label="Usar una llave de acceso" onFailure={setFailure} />
        )}
        {!codes && <FormFailure message={failure} />}
        <Button onClick={props.onBack}>Volver</Button>
      </Stack>
    </Box>
  );
}
