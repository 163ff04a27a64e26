/**
 * Institutional palette: deep blue and gold, on a light, quiet background. A token file below
 * features and app/: the theme (app/theme.ts) is built from it, and features that draw their own
 * colours (the dashboard's charts) read it here rather than from the app layer.
 */
export const BRAND = {
  navy: '#0b3d6e',
  navyDark: '#072a4d',
  gold: '#c9a227',
  goldLight: '#e8c547',
};
