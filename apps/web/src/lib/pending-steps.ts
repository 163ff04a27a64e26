import type { TSession } from './session';

/**
 * The screen of each step a signed-in user must take before anything else (the session user's
 * `pending`, PENDING_STEPS in shared). The route guard sends the user there and nowhere else until the
 * server says the step is done; signing out still works. A feature with a step adds its route here.
 */
export const PENDING_ROUTES: Record<string, string> = {
  second_factor_enrolment: '/account_security',
  privacy_notice: '/privacy_notice',
};

/** Where a user with a pending step must be now (the first step's screen), or null when nothing is pending. */
export function pendingRoute(session: TSession | null): string | null {
  const step = session?.user.pending?.find((s) => PENDING_ROUTES[s]);
  return step ? PENDING_ROUTES[step]! : null;
}
