/** The shared formatter of dates ('DD/MM/YYYY'), re-exported for the dashboard's cards. */
export { shownDate } from '@siiicca/shared';

/** How long a call stays open: 'Cierra hoy' on its last day, then 'Queda 1 día', 'Quedan N días'. */
export const daysLeftText = (days: number) => (days <= 0 ? 'Cierra hoy' : days === 1 ? 'Queda 1 día' : `Quedan ${days} días`);
