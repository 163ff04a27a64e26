import { useMatches } from 'react-router';

/**
 * Metadata a route carries: its page title and, for guarded screens, the permission that opens it or,
 * for a record's screen that several readers open, the permissions any of which does.
 */
export type TRouteHandle = { title?: string; permission?: string | null; anyOf?: readonly string[] };

/** The handle of the deepest route that declares one. */
export function useRouteHandle(): TRouteHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as TRouteHandle | undefined;
    if (handle && (handle.title !== undefined || handle.permission !== undefined)) return handle;
  }
  return {};
}
