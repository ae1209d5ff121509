import { t } from './i18n/translate';

/** Whether someone on the team can answer now, as a dot and a short line. */
export function Availability({ available }: { available: boolean }) {
  return (
    <span className="availability">
      <span className={available ? 'dot dot-online' : 'dot'} aria-hidden="true" />
      {available ? t('teamOnline') : t('teamAway')}
    </span>
  );
}
