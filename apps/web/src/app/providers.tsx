import type { ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { Notifications } from '../components/notifications';
import { theme } from './theme';

/**
 * Theme (with MUI's Spanish locale) and the snackbar: everything every screen relies on.
 * What only some screens use loads with them, not with the sign-in page: the data cache (TanStack
 * Query; QueryLayout in query-provider.tsx provides it to the routes that fetch data), and the data
 * grid's and date pickers' locales with the dayjs adapter (MuiXLocale in mui-x-locale.tsx).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
      <Notifications />
    </ThemeProvider>
  );
}
