/**
 * A calendar date of the API ('YYYY-MM-DD', or the date part of a timestamp) as people read it in
 * Colombia: 'DD/MM/YYYY'. The one formatter of dates for the screens, the mails and the messages.
 */
export const shownDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
