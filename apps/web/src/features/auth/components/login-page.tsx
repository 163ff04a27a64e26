import { Box, Divider, Link, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { usePublicConfig } from '../../../lib/public-config';
import { LoginForm } from './login-form';
import { ManualLink } from './manual-link';
import { WelcomeCarousel } from './welcome-carousel';

/** /login and /login/estudiante: the welcome carousel beside the form (the form alone on phones). */
function LoginLayout({ student }: { student: boolean }) {
  const { institutionName } = usePublicConfig();
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1.35fr) minmax(360px, 1fr)' },
        gap: { xs: 2, md: 3 },
        maxWidth: 1200,
        mx: 'auto',
        alignItems: 'stretch',
      }}
    >
      {/* The form comes first in the page (its h1 before the carousel's h2, its fields first for the keyboard); the carousel shows on its left. */}
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, display: 'flex', flexDirection: 'column', justifyContent: 'center', gridColumn: { md: 2 }, gridRow: { md: 1 } }}>
        <Typography variant="h5" component="h1" sx={{ color: 'primary.main' }}>
          {student ? 'Ingreso Estudiantes' : 'Iniciar Sesión'}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 3 }}>
          {student
            ? `Ingrese con su usuario y contraseña del sistema académico de la ${institutionName}.`
            : 'Ingrese con su usuario del sistema académico (SAC) o con su cuenta administrativa (Admon).'}
        </Typography>
        <LoginForm student={student} />
        <Divider sx={{ my: 3 }} />
        <Stack spacing={1.25} sx={{ alignItems: 'flex-start' }}>
          <ManualLink />
          {student ? (
            <Link component={RouterLink} to="/login" variant="body2">
              ¿Es docente o administrativo? Ingrese aquí
            </Link>
          ) : (
            <Link component={RouterLink} to="/signup" variant="body2">
              ¿No tiene cuenta? Conozca cómo obtenerla
            </Link>
          )}
        </Stack>
      </Paper>
      <Box sx={{ display: { xs: 'none', md: 'block' }, gridColumn: { md: 1 }, gridRow: { md: 1 } }}>
        <WelcomeCarousel minHeight={560} />
      </Box>
    </Box>
  );
}

export default function LoginPage() {
  return <LoginLayout student={false} />;
}

export function StudentLoginPage() {
  return <LoginLayout student />;
}
