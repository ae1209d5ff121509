import { t } from '../i18n/translate';
import { replyTimeText, type TeamAvailability } from './availability';
import { AwayMessage } from './AwayMessage';

/** "Online — typically replies in 5 minutes" or "Away — <the team's away message, or where the reply will go>", with a status dot. */
export function AvailabilityLine({ availability }: { availability: TeamAvailability }) {
  const available = availability.state === 'AVAILABLE';
  return (
    <span className="availability">
      <span className={available ? 'dot dot-online' : 'dot'} aria-hidden="true" />
      <span className="availability-text">
        <strong>{available ? t('online') : t('away')}</strong> — {available ? replyTimeText(availability.replyTimeMinutes) : <AwayMessage awayMessage={availability.awayMessage} />}
      </span>
    </span>
  );
}
