import { Button, Typography } from '@mui/material';
import ConstructionIcon from '@mui/icons-material/Construction';
import HomeIcon from '@mui/icons-material/Home';
import { Link as RouterLink } from 'react-router';
import { StatusPage } from '../../components/status-page';
import { useRouteHandle } from '../../lib/route-handle';

/** A screen of the menu that is not available yet: its title and an honest note. */
export default function UnderConstructionPage() {
  const { title } = useRouteHandle();
  return (
    <StatusPage
      icon={<ConstructionIcon />}
      code="En construcción"
      title={title ?? 'Pantalla en construcción'}
      tone="info"
      actions={
        <Button component={RouterLink} to="/dashboard" variant="outlined" startIcon={<HomeIcon />}>
          Volver al Inicio
        </Button>
      }
    >
      <Typography>
        Esta pantalla se encuentra en construcción y estará disponible en una próxima versión de SIIICCA.
        Mientras tanto, puede continuar usando las demás opciones del menú.
      </Typography>
    </StatusPage>
  );
}
