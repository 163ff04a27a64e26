import { useEffect, useRef } from 'react';
import { Button, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BlockIcon from '@mui/icons-material/Block';
import HomeIcon from '@mui/icons-material/Home';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { MSG } from '@siiicca/shared';
import { StatusPage } from '../../components/status-page';

/** What the guard (app/guards.tsx) and the API client (a 403 answer) hand to /forbidden. */
export type TForbiddenState = { message?: string; from?: string };

/**
 * /forbidden (spec section 6: an access-denied event sends the user here with an error message).
 * The message is announced (role=alert) and the heading takes the keyboard focus, so a keyboard or
 * screen-reader user starts on the page's explanation; 'Volver' goes back to the previous page.
 */
export default function ForbiddenPage() {
  const state = useLocation().state as TForbiddenState | null;
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // A tab opened on the refused address has nothing to go back to.
  const canGoBack = window.history.length > 1;
  return (
    <StatusPage
      icon={<BlockIcon />}
      code="403"
      title="Acceso denegado"
      headingRef={heading}
      tone="error"
      actions={
        <>
          {canGoBack && (
            <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={() => void navigate(-1)}>
              Volver
            </Button>
          )}
          <Button component={RouterLink} to="/dashboard" variant="contained" startIcon={<HomeIcon />}>
            Volver al Inicio
          </Button>
        </>
      }
    >
      <Typography role="alert">{state?.message || MSG.forbidden}</Typography>
      {state?.from && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Dirección solicitada: <code>{state.from}</code>
        </Typography>
      )}
      <Typography variant="body2" sx={{ mt: 1 }}>
        Si considera que debería tener acceso, comuníquese con el administrador del sistema.
      </Typography>
    </StatusPage>
  );
}
