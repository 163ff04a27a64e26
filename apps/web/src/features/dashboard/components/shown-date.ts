/** A date of the API ('YYYY-MM-DD', or a timestamp) as people read it in Colombia: 'DD/MM/YYYY'. */
export const shownDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** How long a call stays open: 'Cierra hoy' on its last day, then 'Queda 1 día', 'Quedan N días'. */
export const daysLeftText = (days: number) => (days <= 0 ? 'Cierra hoy' : days === 1 ? 'Queda 1 día' : `Quedan ${days} días`);
