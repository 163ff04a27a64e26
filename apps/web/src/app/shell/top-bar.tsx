import { AppBar, Box, IconButton, Toolbar, Tooltip, Typography } from '@mui/material';
import MailIcon from '@mui/icons-material/Mail';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import type { TSession } from '../../lib/session';
import { usePublicConfig } from '../../lib/public-config';
import { Brand } from './brand';
import { FullscreenToggle } from './fullscreen-toggle';
import { PublicLinks } from './public-links';
import { UserMenu } from './user-menu';

type Props = {
  session: TSession | null;
  drawerOpen: boolean;
  onToggleDrawer: (() => void) | null;
  onChangePassword: () => void;
  onLogout: () => void;
};

export function TopBar({ session, drawerOpen, onToggleDrawer, onChangePassword, onLogout }: Props) {
  const { links } = usePublicConfig();
  return (
    <AppBar
      position="fixed"
      sx={{
        zIndex: (t) => t.zIndex.drawer + 1,
        background: (t) => `linear-gradient(90deg, ${t.palette.primary.dark} 0%, ${t.palette.primary.main} 100%)`,
        // A gold rule under the bar, drawn inside it so the bar keeps the Toolbar height.
        boxShadow: (t) => `inset 0 -3px 0 ${t.palette.secondary.main}`,
      }}
    >
      <Toolbar sx={{ gap: 1 }}>
        {session && onToggleDrawer && (
          <Tooltip title={drawerOpen ? 'Ocultar menú' : 'Mostrar menú'}>
            <IconButton
              color="inherit"
              edge="start"
              onClick={onToggleDrawer}
              aria-label={drawerOpen ? 'Ocultar menú' : 'Mostrar menú'}
              aria-expanded={drawerOpen}
            >
              {drawerOpen ? <MenuOpenIcon /> : <MenuIcon />}
            </IconButton>
          </Tooltip>
        )}
        <Brand to={session ? '/dashboard' : '/'} />
        <Box sx={{ flex: 1 }} />
        {session ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Typography
              data-testid="user-name"
              sx={{ display: { xs: 'none', md: 'block' }, mr: 1, fontWeight: 500, maxWidth: 320 }}
              noWrap
            >
              {session.user.name}
            </Typography>
            <Box sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
              <FullscreenToggle />
            </Box>
            <Tooltip title="Correo institucional">
              <IconButton
                color="inherit"
                component="a"
                href={links.mail}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="Correo institucional (se abre en una pestaña nueva)"
              >
                <MailIcon />
              </IconButton>
            </Tooltip>
            <UserMenu user={session.user} onChangePassword={onChangePassword} onLogout={onLogout} />
          </Box>
        ) : (
          <PublicLinks />
        )}
      </Toolbar>
    </AppBar>
  );
}
