import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { MSG } from '@siiicca/shared';
import { peekLanding, setLanding } from '../lib/landing';
import { useSession } from '../lib/session-store';
import { hasPermission } from '../lib/session';
import { pendingRoute } from '../lib/pending-steps';
import { useRouteHandle } from '../lib/route-handle';
import type { TForbiddenState } from '../features/errors/forbidden-page';
import { FOCUS_HEADING } from './shell/use-heading-focus';

/**
 * Guarded routes: an anonymous visitor goes to '/'; a signed-in user without the screen's
 * permission is sent to /forbidden with the error message (spec section 6), which also names the
 * address that was refused. `replace` keeps the refused address out of the history, so 'Volver'
 * returns to where the user came from.
 */
export function RequireAuth() {
  const session = useSession();
  const { permission, anyOf } = useRouteHandle();
  const location = useLocation();
  if (!session) return <Navigate to="/" replace />;
  // A step the user must take first (enrol a second factor, accept the privacy notice): its screen only.
  const pending = pendingRoute(session);
  if (pending && location.pathname !== pending) return <Navigate to={pending} replace />;
  if (!hasPermission(session, permission) || (anyOf && !anyOf.some((p) => hasPermission(session, p)))) {
    const state: TForbiddenState = { message: MSG.forbidden, from: location.pathname };
    return <Navigate to="/forbidden" replace state={state} />;
  }
  return <Outlet />;
}

/** Welcome, login, signup, activation and recovery make no sense once signed in. */
export function PublicOnly() {
  const session = useSession();
  // The landing of a fresh sign-in is used once: leaving these pages forgets it.
  useEffect(() => () => setLanding(null), []);
  // A fresh sign-in: the landing page's heading takes the keyboard focus once it shows.
  if (session) return <Navigate to={pendingRoute(session) ?? peekLanding() ?? '/dashboard'} replace state={FOCUS_HEADING} />;
  return <Outlet />;
}
