import type { ComponentType, ReactNode } from 'react';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import { esES as gridEsES } from '@mui/x-data-grid/locales';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES as pickersEsES } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
// zod's built-in messages in Spanish for the forms of these screens, whichever way they validate
// (forms should use lib/zod-resolver, which sets them too; this covers any that do not).
import '@siiicca/shared/zod-locale';

// Dates in Colombian Spanish wherever dayjs formats them (the catalogue columns and the pickers).
dayjs.locale('es');

/** The app's theme plus the data grid's and the date pickers' Spanish texts. */
const withMuiXLocales = (outer: Theme) => createTheme(outer, gridEsES, pickersEsES);

/**
 * The Spanish texts of the data grid and the date pickers, and the pickers' dayjs adapter. They sit
 * here rather than in the app-wide providers so that they load with the screens that show a grid or
 * a date field (see screen-components.ts), not with the sign-in page.
 */
export function MuiXLocale({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={withMuiXLocales}>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es">
        {children}
      </LocalizationProvider>
    </ThemeProvider>
  );
}

/** A screen component rendered inside MuiXLocale. */
export function withMuiXLocale(Screen: ComponentType): ComponentType {
  const Localized = () => (
    <MuiXLocale>
      <Screen />
    </MuiXLocale>
  );
  Localized.displayName = `WithMuiXLocale(${Screen.displayName ?? Screen.name})`;
  return Localized;
}
