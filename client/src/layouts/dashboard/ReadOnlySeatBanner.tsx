import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { upgradePath } from '../../components/FormError';
import { AlertIcon } from '../../components/icons';
import type { ReadOnlySeatBanner_organization$key } from './__generated__/ReadOnlySeatBanner_organization.graphql';

const fragment = graphql`
  fragment ReadOnlySeatBanner_organization on Organization {
    viewerReadOnlyReason
  }
`;

/**
 * Across every dashboard page while the viewer's seat is beyond what the plan includes after a downgrade: why their
 * changes are refused, before they try one, and where the plans are compared.
 */
export function ReadOnlySeatBanner({ organization }: { organization: ReadOnlySeatBanner_organization$key }) {
  const { viewerReadOnlyReason } = useFragment(fragment, organization);
  if (!viewerReadOnlyReason) return null;
  return (
    <div role="status" className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-amber-200 bg-amber-50 px-4 py-2.5 text-sm text-amber-950 sm:px-6 lg:rounded-t-xl">
      <AlertIcon className="size-4 shrink-0 text-amber-600" />
      <p className="min-w-0 flex-1">
        <span className="font-semibold">Your seat is read-only. </span>
        {viewerReadOnlyReason}
      </p>
      <Link to={upgradePath} className="font-semibold underline underline-offset-2 hover:text-amber-900">
        Compare plans
      </Link>
    </div>
  );
}
