import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import LoginIcon from '@mui/icons-material/Login';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import SchoolIcon from '@mui/icons-material/School';
import ScienceIcon from '@mui/icons-material/Science';
import SpaIcon from '@mui/icons-material/Spa';
import { Link as RouterLink } from 'react-router';
import { PRODUCT_LONG_NAME, usePublicConfig } from '../../../lib/public-config';
import { IconText } from './icon-text';
import { WelcomeCarousel } from './welcome-carousel';

const HIGHLIGHTS = [
  { icon: <SchoolIcon />, title: 'Estrategias de Formación', text: 'Grupos de estudio, grupos de trabajo, colectivos académicos y semilleros de investigación.' },
  { icon: <SpaIcon />, title: 'Semilleros de Investigación', text: 'Docente líder, participantes, actores externos, actividades y productos esperados.' },
  { icon: <ScienceIcon />, title: 'Proyectos de Investigación', text: 'Postulación a convocatorias con investigadores, documentos requeridos y resultados.' },
];
const HIGHLIGHT_ICON = { color: 'primary.main', '& svg': { fontSize: 36 } };

/** '/' and '/welcome': what SIIICCA is for, and the way in. */
export default function WelcomePage() {
  const { productName, institutionName } = usePublicConfig();
  return (
    <Stack spacing={3} sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1.3fr' }, gap: 3, alignItems: 'center' }}>
        <Box>
          {/* A darker gold than the theme's: small text needs 4.5:1 on the page background (WCAG 1.4.3). */}
          <Typography variant="overline" sx={{ color: '#735c12', fontWeight: 700, letterSpacing: 2 }}>
            {institutionName}
          </Typography>
          <Typography variant="h3" component="h1" sx={{ color: 'primary.main', fontSize: { xs: '2rem', md: '2.6rem' } }}>
            {productName}
          </Typography>
          <Typography variant="h6" component="p" sx={{ color: 'text.secondary', fontWeight: 400, mt: 1, mb: 3 }}>
            {PRODUCT_LONG_NAME}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button component={RouterLink} to="/login" variant="contained" size="large" startIcon={<LoginIcon />}>
              Inicio Sesión
            </Button>
            <Button href="/api/manual" target="_blank" rel="noopener" variant="outlined" size="large" startIcon={<PictureAsPdfIcon />}>
              Manual Docente Líder
            </Button>
          </Stack>
        </Box>
        <WelcomeCarousel minHeight={{ xs: 380, md: 440 }} />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
        {HIGHLIGHTS.map((h) => (
          <Card key={h.title}>
            <CardContent sx={{ display: 'flex', gap: 2 }}>
              <IconText icon={h.icon} iconSx={HIGHLIGHT_ICON} title={h.title} text={h.text} />
            </CardContent>
          </Card>
        ))}
      </Box>
    </Stack>
  );
}
