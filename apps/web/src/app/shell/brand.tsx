import { Box, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { usePublicConfig } from '../../lib/public-config';
import { visuallyHidden } from '../../components/visually-hidden';

/**
 * Logo and product name; leads home (the dashboard when signed in). The link is named by what it
 * shows, plus where it goes for screen readers, so a voice user can say the words they see (WCAG 2.5.3).
 */
export function Brand({ to }: { to: string }) {
  const config = usePublicConfig();
  return (
    <Box
      component={RouterLink}
      to={to}
      sx={{ display: 'flex', alignItems: 'center', gap: 1.25, color: 'inherit', textDecoration: 'none', minWidth: 0 }}
    >
      <Box component="img" src={config.logoUrl} alt="" sx={{ height: 38, width: 'auto', flexShrink: 0 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography component="span" sx={{ display: 'block', fontWeight: 700, fontSize: '1.15rem', letterSpacing: 1, lineHeight: 1.1 }}>
          {config.productName}
        </Typography>
        <Typography
          component="span"
          variant="caption"
          noWrap
          sx={{ display: { xs: 'none', sm: 'block' }, opacity: 0.85, lineHeight: 1.2 }}
        >
          {config.institutionName}
        </Typography>
        <Box component="span" sx={visuallyHidden}>
          , ir al inicio
        </Box>
      </Box>
    </Box>
  );
}
