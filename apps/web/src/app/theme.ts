import { createTheme } from '@mui/material/styles';
import { esES as coreEsES } from '@mui/material/locale';
import { BRAND } from '../lib/brand';

/**
 * The keyboard's focus, drawn the same on every control (WCAG 2.4.7, 2.4.11): a 3 px navy ring 2 px
 * outside the control, on the light surfaces around it (11:1 on white and on the page's grey); on the
 * navy app bar the ring is white (e2e/focus.e2e.test.ts measures both). MUI's own focus sign, a faint
 * ripple or a tinted background, stays besides.
 */
const FOCUS_RING = { outline: `3px solid ${BRAND.navy}`, outlineOffset: 2 };
const FOCUS_RING_ON_NAVY = { outlineColor: '#ffffff' };

export const theme = createTheme(
  {
    palette: {
      primary: { main: BRAND.navy, dark: BRAND.navyDark, contrastText: '#ffffff' },
      secondary: { main: BRAND.gold, contrastText: '#1b1b1b' },
      background: { default: '#f3f5f9', paper: '#ffffff' },
      text: { primary: '#1d2733', secondary: '#55606e' },
      // Darker than MUI's defaults so white text on filled alerts and snackbars passes WCAG AA
      // (4.5:1): the default warning orange gives 3.1:1 and the default info blue 3.9:1.
      warning: { main: '#b45309', contrastText: '#ffffff' },
      info: { main: '#0277bd', contrastText: '#ffffff' },
    },
    shape: { borderRadius: 10 },
    // Whoever asks their system for less motion (vestibular disorders, WCAG 2.3.3) gets dialogs,
    // menus, drawers and steps that appear at once, no ripples and still progress indicators.
    motion: { reducedMotion: 'system' },
    typography: {
      fontFamily: '"Roboto", "Segoe UI", "Helvetica Neue", Arial, "Liberation Sans", sans-serif',
      h1: { fontWeight: 700 },
      h2: { fontWeight: 700 },
      h3: { fontWeight: 700 },
      h4: { fontWeight: 700 },
      h5: { fontWeight: 600 },
      h6: { fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          'a:focus-visible, [tabindex="0"]:focus-visible': FOCUS_RING,
          // A heading the page moves the focus to (a wizard's step, the landing page's title) is where a
          // screen reader starts reading, not a control: no ring running through the fields below it.
          'h1[tabindex="-1"]:focus, h2[tabindex="-1"]:focus, h3[tabindex="-1"]:focus': { outline: 'none' },
        },
      },
      MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING } } },
      // The pager's rows-per-page box has no border to colour: it takes the ring.
      MuiTablePagination: { styleOverrides: { select: { '&:focus-visible': FOCUS_RING } } },
      MuiAppBar: { defaultProps: { elevation: 0 }, styleOverrides: { root: { '&& .Mui-focusVisible, && a:focus-visible': FOCUS_RING_ON_NAVY } } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiDialog: { defaultProps: { scroll: 'paper' } },
      MuiLink: { defaultProps: { underline: 'hover' } },
    },
  },
  // The data grid's and date pickers' Spanish texts are added by MuiXLocale (mui-x-locale.tsx),
  // which loads with the screens that use them.
  coreEsES,
);
