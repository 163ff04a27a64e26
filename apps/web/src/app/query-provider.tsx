import type { ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../lib/query-client';

/**
 * The data cache (TanStack Query) for the parts of the app that fetch data: the routes below this
 * layout (router.tsx) and the signed-in parts of the frame (withQueryClient). It loads with them, so
 * the sign-in and welcome pages, which fetch nothing through it, do not download it. Every provider
 * shares the one client, so the cache is the same wherever it is read.
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}

/** A component rendered inside the data cache's provider. */
export function withQueryClient<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  const WithQueryClient = (props: P) => (
    <QueryClientProvider client={queryClient}>
      <Component {...props} />
    </QueryClientProvider>
  );
  WithQueryClient.displayName = `WithQueryClient(${Component.displayName ?? Component.name})`;
  return WithQueryClient;
}
