import { Box, Link, Typography } from '@mui/material';
import { APP_VERSION } from '@siiicca/shared';
import { usePublicConfig } from '../../lib/public-config';

export function Footer() {
  const { institutionName, links } = usePublicConfig();
  return (
    <Box
      component="footer"
      sx={{
        px: 3,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        justifyContent: 'space-between',
        alignItems: 'center',
      }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        © {new Date().getFullYear()}{' '}
        <Link href={links.website} target="_blank" rel="noopener noreferrer" color="inherit">
          {institutionName}
        </Link>
        . Todos los derechos reservados.
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Versión {APP_VERSION}
      </Typography>
    </Box>
  );
}
