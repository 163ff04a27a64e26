import type { TExecutionReportKind } from './life';

/**
 * The execution calendar, as pure functions of ISO dates (Bogotá's calendar, 'YYYY-MM-DD'), shared by
 * the API (which writes the schedule) and the web (which previews it in the start dialog).
 */

const toUtc = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (d: Date) => d.toISOString().slice(0, 10);

/** `iso` plus `days` (negative to go back). */
export const addDays = (iso: string, days: number): string => {
  const d = toUtc(iso);
  d.setUTCDate(d.getUTCDate() + days);
  return toIso(d);
};

/** `iso` plus `months`, clamped to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export const addMonths = (iso: string, months: number): string => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return toIso(first);
};

/** Whole days from `from` to `to` (negative when `to` comes first). */
export const daysBetween = (from: string, to: string): number => Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);

/** The planned end of a project started on `start` for `months`: the day before start + months. */
export const plannedEnd = (start: string, months: number): string => addDays(addMonths(start, months), -1);

export type TScheduledReport = { number: number; kind: TExecutionReportKind; period_from: string; period_to: string; due_date: string };

/** A progress report is due this many days after the period it covers closes. */
export const PROGRESS_REPORT_GRACE_DAYS = 15;

/**
 * The report schedule of a project from `start` to `end`: a progress report for every `everyMonths`
 * months that close before `end` (due PROGRESS_REPORT_GRACE_DAYS after its period), then the final
 * report covering the whole project, due `finalDays` days after the end.
 */
export function reportSchedule(start: string, end: string, everyMonths: number, finalDays: number): TScheduledReport[] {
  const reports: TScheduledReport[] = [];
  let from = start;
  for (let n = 1; ; n++) {
    const to = addDays(addMonths(start, n * everyMonths), -1);
    if (to >= end) break;
    reports.push({ number: n, kind: 'Avance', period_from: from, period_to: to, due_date: addDays(to, PROGRESS_REPORT_GRACE_DAYS) });
    from = addDays(to, 1);
  }
  reports.push({ number: reports.length + 1, kind: 'Final', period_from: start, period_to: end, due_date: addDays(end, finalDays) });
  return reports;
}
