import { cx } from './cx';

export type Presence = 'ONLINE' | 'AWAY' | 'OFFLINE';

export const presenceLabels: Record<Presence, string> = { ONLINE: 'Online', AWAY: 'Away', OFFLINE: 'Offline' };

const colours: Record<Presence, string> = {
  ONLINE: 'bg-emerald-500',
  AWAY: 'bg-amber-400',
  OFFLINE: 'bg-gray-300',
};

/**
 * A teammate's availability at a glance; the label is for screen readers, the colour for everyone else.
 * `decorative` when the same words are already written beside it.
 */
export function PresenceDot({ presence, className, decorative = false }: { presence: Presence; className?: string; decorative?: boolean }) {
  return (
    <span aria-hidden={decorative || undefined} className={cx('inline-block size-2.5 shrink-0 rounded-full ring-2 ring-white', colours[presence], className)}>
      {!decorative && <span className="sr-only">{presenceLabels[presence]}</span>}
    </span>
  );
}
