/**
 * A calendar date of the API ('YYYY-MM-DD', or the date part of a timestamp) as people read it in
 * Colombia: 'DD/MM/YYYY'. The one formatter of dates for the screens, the mails and the messages.
 */
export const shownDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

// Built once: creating an Intl.DateTimeFormat loads the time zone's rules, about a hundred times the
// cost of formatting with it, and lists and exports ask for today once per row.
const BOGOTA_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in Colombia, as 'YYYY-MM-DD' (the browser's or the server's clock, Bogotá's calendar). */
export const todayInBogota = (now: Date = new Date()) => BOGOTA_DATE.format(now);
