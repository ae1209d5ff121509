import { describe, expect, it } from '@jest/globals';
import { isCalendarDate, isWithinOfficeHours, rangeProblem, readWeeklyHours, wallClock } from './office-hours';

const weekdays9to5 = {
  mon: [{ start: '09:00', end: '17:00' }],
  tue: [{ start: '09:00', end: '12:00' }, { start: '13:00', end: '17:00' }],
  wed: [{ start: '09:00', end: '17:00' }],
  thu: [{ start: '09:00', end: '17:00' }],
  fri: [{ start: '09:00', end: '17:00' }],
  sat: [],
  sun: [],
};

const settings = (overrides: Partial<Parameters<typeof isWithinOfficeHours>[0]> = {}) => ({
  officeHoursEnabled: true,
  officeHours: weekdays9to5,
  holidays: [] as string[],
  timezone: 'Europe/Paris',
  ...overrides,
});

const open = (at: string, overrides = {}) => isWithinOfficeHours(settings(overrides), new Date(at));

describe('office hours', () => {
  it('are open within a range of the day, in the organization’s time zone, and closed outside', () => {
    // Monday 2026-01-12: Paris is UTC+1 in winter.
    expect(open('2026-01-12T07:59:00Z')).toBe(false);
    expect(open('2026-01-12T08:00:00Z')).toBe(true);
    expect(open('2026-01-12T15:59:00Z')).toBe(true);
    expect(open('2026-01-12T16:00:00Z')).toBe(false);
    // Tuesday's lunch break between two ranges.
    expect(open('2026-01-13T11:30:00Z')).toBe(false);
    expect(open('2026-01-13T12:30:00Z')).toBe(true);
    // Weekends have no ranges: closed.
    expect(open('2026-01-17T10:00:00Z')).toBe(false);
  });

  it('follow the wall clock of each time zone, across the date line', () => {
    const tokyo = { timezone: 'Asia/Tokyo' };
    // 2026-01-12 00:30 UTC is Monday 09:30 in Tokyo and still Sunday evening in New York.
    expect(open('2026-01-12T00:30:00Z', tokyo)).toBe(true);
    expect(open('2026-01-12T00:30:00Z', { timezone: 'America/New_York' })).toBe(false);
    expect(wallClock('America/New_York', new Date('2026-01-12T00:30:00Z'))).toEqual({ date: '2026-01-11', weekday: 'sun', minutes: 19 * 60 + 30 });
    expect(wallClock('Asia/Kolkata', new Date('2026-01-12T03:00:00Z'))).toEqual({ date: '2026-01-12', weekday: 'mon', minutes: 8 * 60 + 30 });
  });

  it('keep their local times across daylight-saving changes', () => {
    // Paris switches to summer time on Sunday 2026-03-29; on Monday 03-30 09:00 local is 07:00 UTC.
    expect(open('2026-03-27T07:30:00Z')).toBe(false);
    expect(open('2026-03-27T08:00:00Z')).toBe(true);
    expect(open('2026-03-30T06:59:00Z')).toBe(false);
    expect(open('2026-03-30T07:00:00Z')).toBe(true);
    expect(open('2026-03-30T14:59:00Z')).toBe(true);
    expect(open('2026-03-30T15:00:00Z')).toBe(false);
    // New York falls back on Sunday 2026-11-01: the night has 01:00–02:00 twice, and an 01:00–03:00 range covers both.
    const night = { timezone: 'America/New_York', officeHours: { ...weekdays9to5, sun: [{ start: '01:00', end: '03:00' }] } };
    expect(open('2026-11-01T05:30:00Z', night)).toBe(true); // 01:30 EDT
    expect(open('2026-11-01T06:30:00Z', night)).toBe(true); // 01:30 EST, the repeated hour
    expect(open('2026-11-01T08:00:00Z', night)).toBe(false); // 03:00 EST
    // Spring forward skips 02:00–03:00 in New York on 2026-03-08: 03:00 comes straight after 01:59.
    const spring = { timezone: 'America/New_York', officeHours: { ...weekdays9to5, sun: [{ start: '02:00', end: '04:00' }] } };
    expect(open('2026-03-08T06:59:00Z', spring)).toBe(false); // 01:59 EST
    expect(open('2026-03-08T07:00:00Z', spring)).toBe(true); // 03:00 EDT
  });

  it('are closed on holidays, all day in the organization’s time zone', () => {
    const holiday = { holidays: ['2026-01-12'] };
    expect(open('2026-01-12T10:00:00Z', holiday)).toBe(false);
    expect(open('2026-01-13T10:00:00Z', holiday)).toBe(true);
    // 23:30 UTC on the 11th is already the 12th in Paris.
    expect(wallClock('Europe/Paris', new Date('2026-01-11T23:30:00Z')).date).toBe('2026-01-12');
  });

  it('count as always open when turned off, and never open on a day whose stored ranges are unreadable', () => {
    expect(open('2026-01-17T03:00:00Z', { officeHoursEnabled: false })).toBe(true);
    expect(open('2026-01-12T10:00:00Z', { officeHours: { mon: [{ start: '9am', end: '5pm' }] } })).toBe(false);
    expect(open('2026-01-12T10:00:00Z', { officeHours: null })).toBe(false);
    expect(readWeeklyHours({ mon: [{ start: '13:00', end: '17:00' }, { start: '08:00', end: '12:00' }] }).mon).toEqual([
      { start: '08:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ]);
  });

  it('run until midnight with an end of 24:00', () => {
    const late = { officeHours: { ...weekdays9to5, mon: [{ start: '18:00', end: '24:00' }] } };
    expect(open('2026-01-12T22:59:00Z', late)).toBe(true);
    expect(open('2026-01-12T23:00:00Z', late)).toBe(false);
  });
});

describe('office hours validation', () => {
  it('accepts ordered, separate ranges in HH:MM', () => {
    expect(rangeProblem([])).toBeNull();
    expect(rangeProblem([{ start: '13:00', end: '17:00' }, { start: '09:00', end: '13:00' }])).toBeNull();
    expect(rangeProblem([{ start: '00:00', end: '24:00' }])).toBeNull();
  });

  it('rejects malformed times, empty or backwards ranges, and overlaps', () => {
    expect(rangeProblem([{ start: '9:00', end: '17:00' }])).toBe('Use times in HH:MM, such as 09:00.');
    expect(rangeProblem([{ start: '09:00', end: '25:00' }])).toBe('Use times in HH:MM, such as 09:00.');
    expect(rangeProblem([{ start: '24:00', end: '24:00' }])).toBe('Use times in HH:MM, such as 09:00.');
    expect(rangeProblem([{ start: '17:00', end: '09:00' }])).toBe('17:00–09:00: the start must be before the end.');
    expect(rangeProblem([{ start: '09:00', end: '09:00' }])).toBe('09:00–09:00: the start must be before the end.');
    expect(rangeProblem([{ start: '12:00', end: '18:00' }, { start: '09:00', end: '12:30' }])).toBe('09:00–12:30 and 12:00–18:00 overlap.');
  });

  it('knows real calendar dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('26-01-01')).toBe(false);
  });
});
