/**
 * Lets code outside React (the API client, the session timer) navigate. The router registers its
 * `navigate` at start; until then a full page load does the job.
 */
type Navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => unknown;

let navigator: Navigate = (to) => window.location.assign(to);

export function setNavigator(navigate: Navigate) {
  navigator = navigate;
}

export const navigateTo: Navigate = (to, options) => navigator(to, options);
