import { Button, Typography } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import HomeIcon from '@mui/icons-material/Home';
import { Link as RouterLink, useLocation } from 'react-router';
import { MSG } from '@siiicca/shared';
import { StatusPage } from '../../components/status-page';

/** Shown on /forbidden (after a 403) and in place of a screen whose permission the user lacks. */
export default function ForbiddenPage() {
  const state = useLocation().state as { message?: string } | null;
  return (
    <StatusPage
      icon={<BlockIcon />}
      code="403"
      title="Acceso denegado"
      tone="error"
      actions={
        <Button component={RouterLink} to="/dashboard" variant="contained" startIcon={<HomeIcon />}>
          Volver al Inicio
        </Button>
      }
    >
      <Typography role="alert">{state?.message || MSG.forbidden}</Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Si considera que debería tener acceso, comuníquese con el administrador del sistema.
      </Typography>
    </StatusPage>
  );
}
