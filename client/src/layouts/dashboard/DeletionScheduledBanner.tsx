import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { AlertIcon } from '../../components/icons';
import { longDate } from '../../lib/dates';
import type { DeletionScheduledBanner_organization$key } from './__generated__/DeletionScheduledBanner_organization.graphql';

const fragment = graphql`
  fragment DeletionScheduledBanner_organization on Organization {
    deletionScheduledAt
    viewerRole
  }
`;

/** Across every dashboard page while the organization waits to be deleted: when, and (for owners) where to cancel. */
export function DeletionScheduledBanner({ organization }: { organization: DeletionScheduledBanner_organization$key }) {
  const { deletionScheduledAt, viewerRole } = useFragment(fragment, organization);
  if (!deletionScheduledAt) return null;
  return (
    <div role="alert" className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-red-200 bg-red-50 px-4 py-2.5 text-sm text-red-900 sm:px-6 lg:rounded-t-xl">
      <AlertIcon className="size-4 shrink-0 text-red-600" />
      <p className="min-w-0 flex-1">This organization and everything in it will be deleted on {longDate(deletionScheduledAt)}.</p>
      {viewerRole === 'OWNER' && (
        <Link to="/dashboard/settings/organization#danger-zone" className="font-semibold underline underline-offset-2 hover:text-red-950">
          Cancel deletion
        </Link>
      )}
    </div>
  );
}
