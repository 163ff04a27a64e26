import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useDownload } from '../../lib/use-download';
import { downloadMyData } from './privacy-api';
import { MyRequestsSection } from './my-requests-section';
import { RequestForm } from './request-form';

/**
 * 'Mis Datos Personales' (Ley 1581, art. 8), from the user menu: download everything the product
 * holds about oneself, file a consulta, corrección or supresión, and follow one's requests.
 */
export default function MyPersonalDataPage() {
  const download = useDownload();
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h5" component="h1">
        Mis Datos Personales
      </Typography>
      <Typography>
        Como titular puede conocer, actualizar, rectificar y solicitar la supresión de sus datos personales, según la{' '}
        <Link component={RouterLink} to="/privacy_notice" underline="always">
          política de tratamiento de datos personales
        </Link>
        .
      </Typography>
      <Paper variant="outlined" component="section" aria-labelledby="my-data-title" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={1.5}>
          <Typography id="my-data-title" variant="h6" component="h2">
            Descargar mis datos
          </Typography>
          <Typography variant="body2">
            Un archivo ZIP con su cuenta, los registros de personas que lo nombran, sus estrategias, proyectos, evaluaciones e informes, su historial de
            inicios de sesión y los archivos que ha cargado.
          </Typography>
          <div>
            <Button
              variant="contained"
              startIcon={<DownloadIcon />}
              disabled={download.busy}
              onClick={() =>
                void download.run((onProgress) => downloadMyData(onProgress), {
                  done: 'Descarga de sus datos personales completa',
                  failed: 'No fue posible generar la descarga de sus datos personales',
                })
              }
            >
              Descargar mis datos
            </Button>
          </div>
        </Stack>
      </Paper>
      <RequestForm />
      <MyRequestsSection />
    </Stack>
  );
}
