import type { ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { Notifications } from '../components/notifications';
import { queryClient } from '../lib/query-client';
import { theme } from './theme';

/**
 * Theme (with MUI's Spanish locale), data cache and the snackbar: everything every screen relies on.
 * The data grid's and date pickers' locales and the dayjs adapter are not here: MuiXLocale
 * (mui-x-locale.tsx) wraps the screens that use them, so the sign-in page does not load them.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        {children}
        <Notifications />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
