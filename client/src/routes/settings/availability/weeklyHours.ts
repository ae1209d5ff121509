/** The week as the form edits it, Monday first, with the names people read. */
export const days = [
  { key: 'mon', name: 'Monday' },
  { key: 'tue', name: 'Tuesday' },
  { key: 'wed', name: 'Wednesday' },
  { key: 'thu', name: 'Thursday' },
  { key: 'fri', name: 'Friday' },
  { key: 'sat', name: 'Saturday' },
  { key: 'sun', name: 'Sunday' },
] as const;

export type DayKey = (typeof days)[number]['key'];
export type TimeRange = { start: string; end: string };
export type WeeklyHours = Record<DayKey, TimeRange[]>;

/** A day that opens gets the usual working hours to start from; a further range starts where the last one ended. */
export function nextRange(ranges: readonly TimeRange[]): TimeRange {
  const last = ranges.at(-1);
  if (!last) return { start: '09:00', end: '17:00' };
  const [hours] = last.end.split(':').map(Number);
  const start = `${String(Math.min(hours + 1, 22)).padStart(2, '0')}:00`;
  return { start, end: `${String(Math.min(hours + 3, 23)).padStart(2, '0')}:00` };
}

export function copyHours(hours: { readonly [Day in DayKey]: ReadonlyArray<TimeRange> }): WeeklyHours {
  return Object.fromEntries(days.map(({ key }) => [key, hours[key].map((range) => ({ start: range.start, end: range.end }))])) as WeeklyHours;
}
