import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { RECOVERY_MSG } from '@siiicca/shared';
import { isApiError } from '../../lib/api-error';
import { tokenInfoQuery } from './api/find-token';
import { ResetForm } from './components/reset-form';

const messageOf = (error: unknown) => (isApiError(error) && error.status !== 0 ? error.message : RECOVERY_MSG.tokenError);

/** /findrecover/:token and /reset/:t: checks the link, then asks for the new password. */
export default function ResetPage() {
  const params = useParams();
  const token = params.token ?? params.t ?? '';
  const query = useQuery({ ...tokenInfoQuery(token), enabled: token.length > 0 });
  const [linkError, setLinkError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  let body;
  if (done) {
    body = (
      <Stack spacing={3}>
        <Alert severity="success" role="status">
          {done}
        </Alert>
        <Button component={RouterLink} to="/login" variant="contained" size="large">
          Ir al Ingreso
        </Button>
      </Stack>
    );
  } else if (!token || query.isError || linkError) {
    body = (
      <Stack spacing={3}>
        <Alert severity="error" role="alert">
          <AlertTitle>{RECOVERY_MSG.tokenError}</AlertTitle>
          {linkError ?? (token ? messageOf(query.error) : RECOVERY_MSG.tokenUnknown)}
        </Alert>
        <Button component={RouterLink} to="/recover" variant="contained">
          Solicitar un nuevo enlace
        </Button>
      </Stack>
    );
  } else if (query.isPending) {
    body = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }} aria-busy>
        <CircularProgress aria-label="Verificando el enlace" />
      </Box>
    );
  } else {
    body = <ResetForm info={query.data} onDone={setDone} onLinkError={(e) => setLinkError(e.message)} />;
  }

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 2, md: 6 }, px: 2 }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 560, p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h5" component="h1" sx={{ color: 'primary.main' }}>
          Restablecer Contraseña
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 3 }}>
          Al cambiarla se cerrarán todas las sesiones abiertas de su cuenta.
        </Typography>
        {body}
      </Paper>
    </Box>
  );
}
