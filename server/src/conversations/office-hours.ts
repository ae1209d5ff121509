import { z } from 'zod';

/** Stored keys of `Organization.officeHours`, Monday first (ISO order). */
export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof weekdays)[number];

/** One opening on one day, local wall-clock time in the organization's timezone; `end` may be 24:00. */
export type TimeRange = { start: string; end: string };
export type WeeklyHours = Record<Weekday, TimeRange[]>;

export type OfficeHoursSettings = { officeHoursEnabled: boolean; officeHours: unknown; holidays: readonly string[]; timezone: string };

const timePattern = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Why a day's ranges are unusable, or null when they are fine. Ranges may come in any order. */
export function rangeProblem(ranges: readonly TimeRange[]): string | null {
  for (const range of ranges) {
    if (!timePattern.test(range.start) || !timePattern.test(range.end) || range.start === '24:00') return 'Use times in HH:MM, such as 09:00.';
    if (minutesOf(range.start) >= minutesOf(range.end)) return `${range.start}–${range.end}: the start must be before the end.`;
  }
  const sorted = [...ranges].sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
  for (let index = 1; index < sorted.length; index += 1) {
    const [previous, next] = [sorted[index - 1], sorted[index]];
    if (minutesOf(next.start) < minutesOf(previous.end)) return `${previous.start}–${previous.end} and ${next.start}–${next.end} overlap.`;
  }
  return null;
}

export function isCalendarDate(value: string): boolean {
  if (!datePattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const storedRange = z.object({ start: z.string().regex(timePattern), end: z.string().regex(timePattern) });

/** The stored JSON as weekly hours; anything unreadable counts as closed, never as open. */
export function readWeeklyHours(stored: unknown): WeeklyHours {
  const source = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const hours = {} as WeeklyHours;
  for (const day of weekdays) {
    const parsed = z.array(storedRange).safeParse(source[day] ?? []);
    hours[day] = parsed.success && rangeProblem(parsed.data) === null ? [...parsed.data].sort((a, b) => minutesOf(a.start) - minutesOf(b.start)) : [];
  }
  return hours;
}

/** The wall clock in a timezone at an instant: its date, weekday and minutes since midnight. */
export function wallClock(timezone: string, at: Date): { date: string; weekday: Weekday; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const weekday = parts.weekday.toLowerCase().slice(0, 3) as Weekday;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, weekday, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/**
 * Whether the organization's office hours are open at an instant. Off means always open. Ranges are wall-clock
 * times, so on a daylight-saving change an opening keeps its local times (a skipped hour simply never occurs).
 */
export function isWithinOfficeHours(settings: OfficeHoursSettings, at: Date): boolean {
  if (!settings.officeHoursEnabled) return true;
  const clock = wallClock(settings.timezone, at);
  if (settings.holidays.includes(clock.date)) return false;
  return readWeeklyHours(settings.officeHours)[clock.weekday].some((range) => minutesOf(range.start) <= clock.minutes && clock.minutes < minutesOf(range.end));
}
