import { locale, t } from './translate';

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language and style, made on first use: the language may change once the widget's settings load. */
function format(style: 'time' | 'date' | 'longDate', date: Date): string {
  const key = `${locale()}:${style}`;
  let formatter = formats.get(key);
  if (!formatter) {
    const options: Record<typeof style, Intl.DateTimeFormatOptions> = {
      time: { hour: 'numeric', minute: '2-digit' },
      date: { month: 'short', day: 'numeric' },
      longDate: { weekday: 'long', month: 'long', day: 'numeric' },
    };
    formatter = new Intl.DateTimeFormat(locale(), options[style]);
    formats.set(key, formatter);
  }
  return formatter.format(date);
}

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
const daysAgo = (date: Date, now: Date) => Math.round((startOfDay(now) - startOfDay(date)) / 86_400_000);

/** "14:05" or "2:05 PM", as the visitor's language writes it. */
export const formatTime = (iso: string) => format('time', new Date(iso));

/** The separator above a day's messages: Today, Yesterday, or the date. */
export function dayLabel(iso: string, now = new Date()): string {
  const ago = daysAgo(new Date(iso), now);
  return ago === 0 ? t('today') : ago === 1 ? t('yesterday') : format('longDate', new Date(iso));
}

/** When a conversation last moved, in a list: the time today, the date before. */
export function shortWhen(iso: string, now = new Date()): string {
  return daysAgo(new Date(iso), now) === 0 ? formatTime(iso) : format('date', new Date(iso));
}
