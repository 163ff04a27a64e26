import { useState } from 'react';
import Button from '@mui/material/Button';
import KeyIcon from '@mui/icons-material/Key';
import { MSG } from '@siiicca/shared';
import { failureMessage } from '../../../lib/api-error';
import { setLanding } from '../../../lib/landing';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { hasPermission, type TSession } from '../../../lib/session';
import { sessionStore } from '../../../lib/session-store';

function started({ session, message }: { session: TSession; message: string }) {
  setLanding(hasPermission(session, 'strategies.own') ? '/my_strategies' : '/dashboard');
  sessionStore.set(session);
  notifySuccess(message);
}

/**
 * A sign-in with a passkey, its failures in the user's words (beside the form as `onFailure`, and in
 * the snackbar). `ticket`: the second step of a password sign-in; without it, a password-less sign-in.
 */
export function PasskeySignInButton(props: {
  remember?: boolean;
  ticket?: string;
  disabled?: boolean;
  label?: string;
  onFailure?: (message: string | null) => void;
}) {
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    props.onFailure?.(null);
    // The ceremony's code and words arrive on the click: the sign-in page carries only the button.
    let passkeys: typeof import('./passkey-api') | undefined;
    try {
      passkeys = await import('./passkey-api');
      started(props.ticket ? await passkeys.completeWithPasskey(props.ticket) : await passkeys.signInWithPasskey(props.remember ?? false));
    } catch (error) {
      const message = passkeys?.ceremonyFailure(error) ?? failureMessage(error, MSG.loginEmpty);
      if (message) {
        props.onFailure?.(message);
        notifyError(message);
      }
    } finally {
      setPending(false);
    }
  };
  return (
    <Button variant="outlined" size="large" startIcon={<KeyIcon />} disabled={props.disabled || pending} onClick={() => void run()}>
      {props.label ?? 'Iniciar sesión con llave de acceso'}
    </Button>
  );
}
