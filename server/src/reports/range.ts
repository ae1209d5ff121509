import { ValidationError } from '../errors';

export type ReportPeriod = 'TODAY' | 'LAST_7_DAYS' | 'LAST_30_DAYS' | 'CUSTOM';

/** Whole local days, both ends included, as YYYY-MM-DD in the organization's time zone. */
export type ReportDays = { from: string; to: string };

const periodDays: Record<Exclude<ReportPeriod, 'CUSTOM'>, number> = { TODAY: 1, LAST_7_DAYS: 7, LAST_30_DAYS: 30 };

/** The longest custom range: a year of days keeps every daily series small. */
export const maxReportDays = 366;

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar date it is at `now` in a time zone, as YYYY-MM-DD. */
export function localDate(now: Date, timezone: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Calendar arithmetic on YYYY-MM-DD dates (no time zone involved: a day is a day). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function isRealDay(day: string): boolean {
  return dayPattern.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The days a report covers: the last N days up to today (in the organization's zone), or a custom range checked here. */
export function reportDays(period: ReportPeriod, custom: { from?: string | null; to?: string | null }, timezone: string, now = new Date()): ReportDays {
  if (period !== 'CUSTOM') {
    const today = localDate(now, timezone);
    return { from: addDays(today, 1 - periodDays[period]), to: today };
  }
  const { from, to } = custom;
  if (!from || !isRealDay(from)) throw ValidationError.forField('from', 'Choose a start date (YYYY-MM-DD).');
  if (!to || !isRealDay(to)) throw ValidationError.forField('to', 'Choose an end date (YYYY-MM-DD).');
  if (to < from) throw ValidationError.forField('to', 'The end date must not be before the start date.');
  if (daysBetween(from, to) > maxReportDays) throw ValidationError.forField('to', `Choose at most ${maxReportDays} days.`);
  return { from, to };
}

/** Every day of the range in order, for series that must show days without activity. */
export function eachDay(days: ReportDays): string[] {
  const all: string[] = [];
  for (let day = days.from; day <= days.to; day = addDays(day, 1)) all.push(day);
  return all;
}
