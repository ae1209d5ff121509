import { graphql, useFragment } from 'react-relay';
import { cx } from '../../../components/cx';
import type { TeamAvailabilityStatus_organization$key } from './__generated__/TeamAvailabilityStatus_organization.graphql';

const fragment = graphql`
  fragment TeamAvailabilityStatus_organization on Organization {
    availability {
      state
      reason
    }
  }
`;

const looks = {
  AVAILABLE: { label: 'available', detail: 'Visitors see you as online.', box: 'border-emerald-200 bg-emerald-50 text-emerald-950', dot: 'bg-emerald-500' },
  OUTSIDE_OFFICE_HOURS: { label: 'away (outside office hours)', detail: 'Visitors see your away message until office hours open.', box: 'border-amber-200 bg-amber-50 text-amber-950', dot: 'bg-amber-400' },
  NOBODY_ONLINE: { label: 'away (nobody online)', detail: 'Within office hours, but no one is online to answer.', box: 'border-amber-200 bg-amber-50 text-amber-950', dot: 'bg-amber-400' },
} as const;

/** What visitors are told about the team right now, updated live. */
export function TeamAvailabilityStatus({ organization: key }: { organization: TeamAvailabilityStatus_organization$key }) {
  const { availability } = useFragment(fragment, key);
  const look = availability.state === 'AVAILABLE' ? looks.AVAILABLE : looks[availability.reason === 'OUTSIDE_OFFICE_HOURS' ? 'OUTSIDE_OFFICE_HOURS' : 'NOBODY_ONLINE'];
  return (
    <div role="status" aria-live="polite" className={cx('flex items-start gap-3 rounded-xl border px-4 py-3', look.box)}>
      <span aria-hidden="true" className={cx('mt-1.5 size-2.5 shrink-0 rounded-full', look.dot)} />
      <div className="min-w-0 text-sm">
        <p>
          Your team is currently: <strong className="font-semibold">{look.label}</strong>
        </p>
        <p className="opacity-80">{look.detail}</p>
      </div>
    </div>
  );
}
