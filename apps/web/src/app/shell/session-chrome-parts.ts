// Loaded lazily through session-chrome.ts: only for a signed-in user.
import { withQueryClient } from '../query-provider';
import { SideDrawer as SideDrawerWithoutCache } from './side-drawer';

/** The side menu keeps the session's menus current through the data cache (lib/session-sync). */
export const SideDrawer = withQueryClient(SideDrawerWithoutCache);
export { SignedInActions } from './signed-in-actions';
export { SessionExpiryWatcher } from '../../features/auth/components/session-expiry-watcher';
