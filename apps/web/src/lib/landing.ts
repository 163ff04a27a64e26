/**
 * Where a fresh sign-in lands. Signing in re-renders the public route that hosted the login form,
 * and that route sends a signed-in user away; it reads this value so that the login lands on
 * /my_strategies (spec section 4) instead of the generic /dashboard, with no race between the two.
 */
let pending: string | null = null;

export const setLanding = (path: string | null) => {
  pending = path;
};
export const peekLanding = () => pending;
