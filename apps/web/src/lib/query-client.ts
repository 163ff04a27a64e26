import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { registerDataCache, SESSION_QUERY_KEY } from './data-cache';

/** Client errors (4xx) are answers, not accidents: retrying them only repeats the message. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    },
    mutations: { retry: false },
  },
});

registerDataCache({
  invalidateSession: () => void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  forgetAll: () => queryClient.removeQueries(),
});

export { SESSION_QUERY_KEY };
