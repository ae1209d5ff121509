import { t } from '../i18n/translate';

/** What the widget knows about the team right now (the server's `Availability`). */
export type TeamAvailability = {
  readonly state: 'AVAILABLE' | 'AWAY' | '%future added value';
  readonly awayMessage: string;
  readonly awayBehavior: 'COLLECT_EMAIL' | 'HIDE_LAUNCHER' | '%future added value';
  readonly replyTimeMinutes: number | null | undefined;
  readonly hideLauncher: boolean;
};

export type AskForEmail = 'NEVER' | 'WHEN_AWAY' | 'ALWAYS' | '%future added value';

/** Where the widget asks for the visitor's email: a form before the first message, a card after it, or not at all. */
export type EmailCapture = 'pre-chat' | 'after-first-message' | 'none';

export function emailCaptureOf(askForEmail: AskForEmail, availability: TeamAvailability): EmailCapture {
  if (askForEmail === 'ALWAYS') return 'pre-chat';
  const away = availability.state !== 'AVAILABLE';
  return away && (askForEmail === 'WHEN_AWAY' || availability.awayBehavior === 'COLLECT_EMAIL') ? 'after-first-message' : 'none';
}

/** "Typically replies in …", rounded the way people say it. */
export function replyTimeText(minutes: number | null | undefined): string {
  if (!minutes) return t('replyTimeFew');
  if (minutes === 1) return t('replyTimeMinute');
  if (minutes < 60) return t('replyTimeMinutes', { count: String(minutes) });
  const hours = Math.round(minutes / 60);
  return hours === 1 ? t('replyTimeHour') : t('replyTimeHours', { count: String(hours) });
}
