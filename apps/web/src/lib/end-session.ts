import { MSG } from '@siiicca/shared';
import { navigateTo } from './navigation';
import { notify } from './notify';
import { forgetCachedData } from './data-cache';
import { sessionStore } from './session-store';

/**
 * Forgets the session in this tab (storage, cached data), goes home and says why. Used on logout,
 * on any 401, on expiry and on a failed refresh (spec section 4, Session).
 */
export function endSession(message?: string, severity: 'info' | 'success' | 'warning' | 'error' = 'warning') {
  sessionStore.set(null);
  // Another user may sign in next: drop every cached answer (the public configuration is kept apart).
  forgetCachedData();
  navigateTo('/', { replace: true });
  if (message) notify(message, severity, 3000);
}

export const endSessionUnauthorized = (message?: string) => endSession(message || MSG.unauthenticated, 'error');
