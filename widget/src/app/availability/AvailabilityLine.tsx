import { t } from '../i18n/translate';
import { replyTimeText, type TeamAvailability } from './availability';

/** "Online — typically replies in 5 minutes" or "Away — <the team's away message>", with a status dot. */
export function AvailabilityLine({ availability }: { availability: TeamAvailability }) {
  const available = availability.state === 'AVAILABLE';
  return (
    <span className="availability">
      <span className={available ? 'dot dot-online' : 'dot'} aria-hidden="true" />
      <span className="availability-text">
        <strong>{available ? t('online') : t('away')}</strong> — {available ? replyTimeText(availability.replyTimeMinutes) : availability.awayMessage}
      </span>
    </span>
  );
}
