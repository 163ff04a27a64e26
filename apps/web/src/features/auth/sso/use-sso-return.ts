import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { MSG, ssoErrorMessage } from '@siiicca/shared';
import { isApiError } from '../../../lib/api-error';
import { setLanding } from '../../../lib/landing';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { hasPermission } from '../../../lib/session';
import { sessionStore } from '../../../lib/session-store';
import { exchangeSsoCode } from './sso-api';

/** Codes already sent: a code works once, and React may run an effect twice in development. */
const exchanged = new Set<string>();

/**
 * Back from the identity provider on /login#sso=<code> (exchanged for the session; in the fragment,
 * which no request carries, so no access log holds it) or /login?sso_error=<key> (its Spanish
 * message). Both leave the address bar at once.
 */
export function useSsoReturn(): { pending: boolean; failure: string | null } {
  const [params] = useSearchParams();
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  const code = new URLSearchParams(hash.slice(1)).get('sso');
  const errorKey = params.get('sso_error');
  const [seen, setSeen] = useState<{ code: string | null; errorKey: string | null }>({ code: null, errorKey: null });
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // What the address brings is taken while rendering; the address keeps it only until the effect below.
  if ((code || errorKey) && (code !== seen.code || errorKey !== seen.errorKey)) {
    setSeen({ code, errorKey });
    setFailure(errorKey ? ssoErrorMessage(errorKey) : null);
    setPending(!!code && !errorKey);
  }

  useEffect(() => {
    if (!code && !errorKey) return;
    void navigate({ pathname, search: '', hash: '' }, { replace: true });
    if (errorKey) {
      notifyError(ssoErrorMessage(errorKey));
      return;
    }
    if (!code || exchanged.has(code)) return;
    exchanged.add(code);
    exchangeSsoCode(code)
      .then(({ session, message }) => {
        setLanding(hasPermission(session, 'strategies.own') ? '/my_strategies' : '/dashboard');
        sessionStore.set(session);
        notifySuccess(message);
      })
      .catch((error: unknown) => {
        const message = isApiError(error) ? error.message : MSG.loginEmpty;
        setFailure(message);
        notifyError(message);
      })
      .finally(() => setPending(false));
  }, [code, errorKey, navigate, pathname]);

  return { pending, failure };
}
