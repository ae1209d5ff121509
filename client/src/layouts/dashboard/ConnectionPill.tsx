import { cx } from '../../components/cx';
import { useConnectionState, type ConnectionState } from '../../relay/connectionState';

const looks: Record<ConnectionState, { label: string; dot: string; pill: string }> = {
  live: { label: 'Live', dot: 'bg-emerald-500', pill: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  connecting: { label: 'Connecting…', dot: 'bg-amber-400 animate-pulse', pill: 'bg-amber-50 text-amber-900 ring-amber-200' },
  offline: { label: 'Offline', dot: 'bg-red-500', pill: 'bg-red-50 text-red-800 ring-red-200' },
};

/** Whether the dashboard is receiving live updates right now. */
export function ConnectionPill({ className }: { className?: string }) {
  const state = useConnectionState();
  const look = looks[state];
  return (
    <span role="status" className={cx('inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset', look.pill, className)}>
      <span aria-hidden="true" className={cx('size-1.5 rounded-full', look.dot)} />
      <span className="sr-only">Connection: </span>
      {look.label}
    </span>
  );
}
