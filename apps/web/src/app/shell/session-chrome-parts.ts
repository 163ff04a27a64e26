// Loaded lazily through session-chrome.ts: only for a signed-in user.
export { SideDrawer } from './side-drawer';
export { SignedInActions } from './signed-in-actions';
export { SessionExpiryWatcher } from '../../features/auth/components/session-expiry-watcher';
