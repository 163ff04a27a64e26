import { Suspense } from 'react';
import { AppBar, Box, IconButton, Toolbar, Tooltip } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import type { TSession } from '../../lib/session';
import { Brand } from './brand';
import { PublicLinks } from './public-links';
import { SignedInActions } from './session-chrome';

type Props = {
  session: TSession | null;
  drawerOpen: boolean;
  onToggleDrawer: (() => void) | null;
  onChangePassword: () => void;
  onLogout: () => void;
};

export function TopBar({ session, drawerOpen, onToggleDrawer, onChangePassword, onLogout }: Props) {
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
          <Suspense fallback={null}>
            <SignedInActions session={session} onChangePassword={onChangePassword} onLogout={onLogout} />
          </Suspense>
        ) : (
          <PublicLinks />
        )}
      </Toolbar>
    </AppBar>
  );
}
