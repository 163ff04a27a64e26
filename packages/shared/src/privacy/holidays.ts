/*
 * Colombian public holidays (Ley 51 de 1983, 'Ley Emiliani') and business days, for the legal
 * deadlines of personal-data requests (Ley 1581 de 2012, arts. 14 and 15). Pure: the API stores the
 * computed days in its holidays table (seeded 2025–2030, the office may add more) and counts
 * deadlines from that table.
 */

export type THoliday = { day: string; name: string };

const iso = (d: Date) => d.toISOString().slice(0, 10);
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));
const plusDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);
/** The day itself when a Monday, else the next Monday. */
const nextMonday = (d: Date) => plusDays(d, (8 - d.getUTCDay()) % 7);

/** Easter Sunday of the Gregorian calendar (the anonymous Gregorian algorithm, 'Meeus/Jones/Butcher'). */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return utc(year, month, day);
}

/** The 18 public holidays of one year in Colombia, one per day (17 days when two coincide), in date order. */
export function colombianHolidays(year: number): THoliday[] {
  const easter = easterSunday(year);
  const days: [Date, string][] = [
    // Fixed.
    [utc(year, 1, 1), 'Año Nuevo'],
    [utc(year, 5, 1), 'Día del Trabajo'],
    [utc(year, 7, 20), 'Día de la Independencia'],
    [utc(year, 8, 7), 'Batalla de Boyacá'],
    [utc(year, 12, 8), 'Inmaculada Concepción'],
    [utc(year, 12, 25), 'Navidad'],
    // Moved to the next Monday (Ley Emiliani).
    [nextMonday(utc(year, 1, 6)), 'Día de los Reyes Magos'],
    [nextMonday(utc(year, 3, 19)), 'Día de San José'],
    [nextMonday(utc(year, 6, 29)), 'San Pedro y San Pablo'],
    [nextMonday(utc(year, 8, 15)), 'Asunción de la Virgen'],
    [nextMonday(utc(year, 10, 12)), 'Día de la Raza'],
    [nextMonday(utc(year, 11, 1)), 'Todos los Santos'],
    [nextMonday(utc(year, 11, 11)), 'Independencia de Cartagena'],
    // From Easter Sunday (the last three moved to Monday as well).
    [plusDays(easter, -3), 'Jueves Santo'],
    [plusDays(easter, -2), 'Viernes Santo'],
    [plusDays(easter, 43), 'Ascensión del Señor'],
    [plusDays(easter, 64), 'Corpus Christi'],
    [plusDays(easter, 71), 'Sagrado Corazón de Jesús'],
  ];
  // Two may fall on one day (2025-06-30: San Pedro y San Pablo and Sagrado Corazón): one row, both names.
  const byDay = new Map<string, string>();
  for (const [d, name] of days) byDay.set(iso(d), byDay.has(iso(d)) ? `${byDay.get(iso(d))}; ${name}` : name);
  return [...byDay].map(([day, name]) => ({ day, name })).sort((x, y) => x.day.localeCompare(y.day));
}

/** Whether `day` ('YYYY-MM-DD') is a business day: Monday to Friday and not a holiday. */
export function isBusinessDay(day: string, holidays: ReadonlySet<string>): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(day);
}

/**
 * The `n`th business day after `from` ('YYYY-MM-DD'): the legal term starts the day after the
 * request is received, so a consulta filed on a Friday with n = 10 is due ten business days later.
 */
export function addBusinessDays(from: string, n: number, holidays: ReadonlySet<string>): string {
  let d = utc(Number(from.slice(0, 4)), Number(from.slice(5, 7)), Number(from.slice(8, 10)));
  let left = n;
  while (left > 0) {
    d = plusDays(d, 1);
    if (isBusinessDay(iso(d), holidays)) left -= 1;
  }
  return iso(d);
}
