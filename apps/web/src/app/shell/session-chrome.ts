import { lazy } from 'react';

/**
 * The parts of the frame that only a signed-in user sees (the side menu with its icons, the user's
 * actions in the top bar, the session-expiry dialog) load as one chunk when there is a session, so
 * the sign-in page does not download them. Each is rendered inside its own Suspense.
 */
const load = () => import('./session-chrome-parts');

export const SideDrawer = lazy(() => load().then((m) => ({ default: m.SideDrawer })));
export const SignedInActions = lazy(() => load().then((m) => ({ default: m.SignedInActions })));
export const SessionExpiryWatcher = lazy(() => load().then((m) => ({ default: m.SessionExpiryWatcher })));
