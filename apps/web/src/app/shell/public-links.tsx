import { Box, Button, IconButton, Tooltip } from '@mui/material';
import FacebookIcon from '@mui/icons-material/Facebook';
import HomeIcon from '@mui/icons-material/Home';
import InstagramIcon from '@mui/icons-material/Instagram';
import LanguageIcon from '@mui/icons-material/Language';
import LoginIcon from '@mui/icons-material/Login';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import { Link as RouterLink, useLocation } from 'react-router';
import { usePublicConfig } from '../../lib/public-config';

/** Signed out: home, the university website, its social networks and 'Inicio Sesión'. */
export function PublicLinks() {
  const { links, institutionShortName } = usePublicConfig();
  const { pathname } = useLocation();
  const external = [
    { href: links.website, label: `Sitio web ${institutionShortName}`, icon: <LanguageIcon />, phone: true },
    { href: links.facebook, label: 'Facebook', icon: <FacebookIcon /> },
    { href: links.x, label: 'X', icon: <XIcon /> },
    { href: links.instagram, label: 'Instagram', icon: <InstagramIcon /> },
    { href: links.youtube, label: 'YouTube', icon: <YouTubeIcon /> },
  ];
  return (
    <Box component="nav" aria-label="Enlaces institucionales" sx={{ display: 'flex', alignItems: 'center', gap: 0.25 }}>
      <Tooltip title="Inicio">
        <IconButton color="inherit" component={RouterLink} to="/" aria-label="Inicio">
          <HomeIcon />
        </IconButton>
      </Tooltip>
      {external.map((l) => (
        <Tooltip key={l.label} title={l.label}>
          <IconButton
            color="inherit"
            component="a"
            href={l.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${l.label} (se abre en una pestaña nueva)`}
            sx={{ display: l.phone ? 'inline-flex' : { xs: 'none', sm: 'inline-flex' } }}
          >
            {l.icon}
          </IconButton>
        </Tooltip>
      ))}
      {!pathname.startsWith('/login') && (
        <Button
          component={RouterLink}
          to="/login"
          variant="contained"
          color="secondary"
          startIcon={<LoginIcon />}
          sx={{ ml: 1, whiteSpace: 'nowrap' }}
        >
          Inicio Sesión
        </Button>
      )}
    </Box>
  );
}
