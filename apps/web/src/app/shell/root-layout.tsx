import { lazy, Suspense, useState } from 'react';
import { Box, LinearProgress, Toolbar } from '@mui/material';
import { Outlet, useNavigation } from 'react-router';
import { useSession } from '../../lib/session-store';
import { logout } from '../../features/auth/api/logout';
import { PageLoader } from '../../components/page-loader';
import { DocumentTitle } from '../document-title';
import { DRAWER_WIDTH, useDrawerState } from './layout-state';
import { Footer } from './footer';
import { SessionExpiryWatcher, SideDrawer } from './session-chrome';
import { TopBar } from './top-bar';
import { useHeadingFocusOnArrival } from './use-heading-focus';

// Loaded with the data cache's provider, which its request uses (see query-provider.tsx).
const ChangePasswordDialog = lazy(async () => {
  const [dialog, { withQueryClient }] = await Promise.all([import('../../features/auth/components/change-password-dialog'), import('../query-provider')]);
  return { default: withQueryClient(dialog.default) };
});

/** The frame of every page: top bar, the user's side menu, the page, the footer. */
export function RootLayout() {
  const session = useSession();
  const menus = session?.menus ?? [];
  const drawer = useDrawerState(menus.length > 0);
  const navigation = useNavigation();
  const [changingPassword, setChangingPassword] = useState(false);
  // Mounted on first use (its code loads lazily), then kept so that it can animate closed.
  const [passwordDialogUsed, setPasswordDialogUsed] = useState(false);
  const shifted = drawer.desktop && menus.length > 0;
  useHeadingFocusOnArrival();

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <DocumentTitle />
      <Box
        component="a"
        href="#contenido"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2100,
          px: 2,
          py: 1,
          borderRadius: 1,
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          fontWeight: 600,
          '&:focus': { top: 8 },
        }}
      >
        Saltar al contenido
      </Box>
      {navigation.state === 'loading' && (
        <LinearProgress color="secondary" aria-label="Cargando" sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000 }} />
      )}
      <TopBar
        session={session}
        drawerOpen={drawer.open}
        onToggleDrawer={menus.length > 0 ? drawer.toggle : null}
        onChangePassword={() => {
          setPasswordDialogUsed(true);
          setChangingPassword(true);
        }}
        onLogout={() => void logout()}
      />
      {session && menus.length > 0 && (
        // Until its code arrives, an open desktop drawer keeps its place so the page does not jump.
        <Suspense fallback={drawer.desktop && drawer.open ? <Box sx={{ width: DRAWER_WIDTH, flexShrink: 0 }} /> : null}>
          <SideDrawer menus={menus} open={drawer.open} desktop={drawer.desktop} onClose={drawer.close} />
        </Suspense>
      )}
      <Box
        sx={(t) => ({
          flexGrow: 1,
          minWidth: 0,
          display: 'flex',
          flexDirection: 'column',
          // The persistent drawer keeps its place; closing it slides the page over that space.
          ml: shifted && !drawer.open ? `-${DRAWER_WIDTH}px` : 0,
          transition: t.transitions.create('margin', {
            easing: t.transitions.easing.sharp,
            duration: drawer.open ? t.transitions.duration.enteringScreen : t.transitions.duration.leavingScreen,
          }),
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        })}
      >
        <Toolbar />
        <Box component="main" id="contenido" tabIndex={-1} sx={{ flex: 1, p: { xs: 2, md: 3 }, minWidth: 0, outline: 'none' }}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
        <Footer />
      </Box>
      {session && (
        <Suspense fallback={null}>
          <SessionExpiryWatcher session={session} />
        </Suspense>
      )}
      {session && passwordDialogUsed && (
        <Suspense fallback={null}>
          <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
        </Suspense>
      )}
    </Box>
  );
}
