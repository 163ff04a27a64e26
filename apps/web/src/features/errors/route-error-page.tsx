import { Button, Typography } from '@mui/material';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StatusPage } from '../../components/status-page';
import NotFoundPage from './not-found-page';

/**
 * A screen failed to load or to render. The most common cause after a release is a chunk of the
 * previous version that no longer exists: reloading fetches the new one.
 */
export default function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <StatusPage
      icon={<ReportProblemIcon />}
      title="Ha ocurrido un error inesperado"
      tone="error"
      actions={
        <Button variant="contained" onClick={() => window.location.reload()}>
          Recargar la página
        </Button>
      }
    >
      <Typography>No fue posible mostrar esta pantalla. Recargue la página e inténtelo nuevamente.</Typography>
    </StatusPage>
  );
}
