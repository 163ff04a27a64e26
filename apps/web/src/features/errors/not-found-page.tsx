import { Button, Typography } from '@mui/material';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import HomeIcon from '@mui/icons-material/Home';
import { Link as RouterLink } from 'react-router';
import { StatusPage } from '../../components/status-page';
import { useSession } from '../../lib/session-store';

export default function NotFoundPage() {
  const session = useSession();
  return (
    <StatusPage
      icon={<TravelExploreIcon />}
      code="404"
      title="Página no encontrada"
      tone="warning"
      actions={
        <Button component={RouterLink} to={session ? '/dashboard' : '/'} variant="contained" startIcon={<HomeIcon />}>
          Ir al Inicio
        </Button>
      }
    >
      <Typography>La dirección que intenta abrir no existe o fue cambiada. Revise el enlace o vuelva al inicio.</Typography>
    </StatusPage>
  );
}
