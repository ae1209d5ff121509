/** When a snoozed conversation should come back, for the menu's presets. Times are the browser's local time. */
export function snoozePresets(now: Date = new Date()) {
  const inAnHour = new Date(now.getTime() + 3600 * 1000);
  const tomorrowMorning = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 9, 0, 0, 0);
  // Monday 9:00 of next week; on a Monday, the Monday after.
  const daysToMonday = ((8 - now.getDay()) % 7) || 7;
  const nextWeek = new Date(now.getFullYear(), now.getMonth(), now.getDate() + daysToMonday, 9, 0, 0, 0);
  return [
    { key: 'hour', label: 'In 1 hour', until: inAnHour },
    { key: 'tomorrow', label: 'Tomorrow', until: tomorrowMorning },
    { key: 'next-week', label: 'Next week', until: nextWeek },
  ];
}

/** "3:45 PM", "Tue 9:00 AM" or "Mar 3, 9:00 AM": as short as still unambiguous. */
export function formatSnoozeTime(date: Date, now: Date = new Date()): string {
  const time = new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit' }).format(date);
  const sameDay = date.toDateString() === now.toDateString();
  if (sameDay) return time;
  const withinWeek = date.getTime() - now.getTime() < 6 * 24 * 3600 * 1000;
  const day = new Intl.DateTimeFormat('en', withinWeek ? { weekday: 'short' } : { month: 'short', day: 'numeric' }).format(date);
  return `${day} ${time}`;
}

/** The value a datetime-local input shows for a date, in local time. */
export function toLocalInputValue(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
