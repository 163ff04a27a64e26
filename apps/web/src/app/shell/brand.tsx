import { Box, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { usePublicConfig } from '../../lib/public-config';

/** Logo and product name; leads home (the dashboard when signed in). */
export function Brand({ to }: { to: string }) {
  const config = usePublicConfig();
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label={`${config.productName}, ir al inicio`}
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
      </Box>
    </Box>
  );
}
