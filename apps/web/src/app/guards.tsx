import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { peekLanding, setLanding } from '../lib/landing';
import { useSession } from '../lib/session-store';
import { hasPermission } from '../lib/session';
import ForbiddenPage from '../features/errors/forbidden-page';
import { useRouteHandle } from '../lib/route-handle';

/**
 * Guarded routes: an anonymous visitor goes to '/'; a signed-in user without the screen's
 * permission sees the access-denied page in place (the address stays, so the user knows what failed).
 */
export function RequireAuth() {
  const session = useSession();
  const { permission } = useRouteHandle();
  if (!session) return <Navigate to="/" replace />;
  if (!hasPermission(session, permission)) return <ForbiddenPage />;
  return <Outlet />;
}

/** Welcome, login, signup, activation and recovery make no sense once signed in. */
export function PublicOnly() {
  const session = useSession();
  // The landing of a fresh sign-in is used once: leaving these pages forgets it.
  useEffect(() => () => setLanding(null), []);
  if (session) return <Navigate to={peekLanding() ?? '/dashboard'} replace />;
  return <Outlet />;
}
