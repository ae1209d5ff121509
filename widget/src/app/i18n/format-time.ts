import { locale, t } from './translate';

const timeFormat = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' });
const dateFormat = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric' });
const longDateFormat = new Intl.DateTimeFormat(locale, { weekday: 'long', month: 'long', day: 'numeric' });

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
const daysAgo = (date: Date, now: Date) => Math.round((startOfDay(now) - startOfDay(date)) / 86_400_000);

/** "14:05" or "2:05 PM", as the visitor's language writes it. */
export const formatTime = (iso: string) => timeFormat.format(new Date(iso));

/** The separator above a day's messages: Today, Yesterday, or the date. */
export function dayLabel(iso: string, now = new Date()): string {
  const ago = daysAgo(new Date(iso), now);
  return ago === 0 ? t('today') : ago === 1 ? t('yesterday') : longDateFormat.format(new Date(iso));
}

/** When a conversation last moved, in a list: the time today, the date before. */
export function shortWhen(iso: string, now = new Date()): string {
  return daysAgo(new Date(iso), now) === 0 ? formatTime(iso) : dateFormat.format(new Date(iso));
}
