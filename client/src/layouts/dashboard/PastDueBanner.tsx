import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { AlertIcon } from '../../components/icons';
import { longDate } from '../../lib/dates';
import type { PastDueBanner_organization$key } from './__generated__/PastDueBanner_organization.graphql';

const fragment = graphql`
  fragment PastDueBanner_organization on Organization {
    billing {
      graceEndsAt
    }
  }
`;

/** Across every dashboard page while the subscription is past due: the date Free limits start, and where to fix it. */
export function PastDueBanner({ organization }: { organization: PastDueBanner_organization$key }) {
  const { billing } = useFragment(fragment, organization);
  if (!billing.graceEndsAt) return null;
  return (
    <div role="alert" className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-red-200 bg-red-50 px-4 py-2.5 text-sm text-red-900 sm:px-6 lg:rounded-t-xl">
      <AlertIcon className="size-4 shrink-0 text-red-600" />
      <p className="min-w-0 flex-1">
        A payment failed. Your plan stays until {longDate(billing.graceEndsAt)}, then Free limits apply.
      </p>
      <Link to="/dashboard/settings/billing" className="font-semibold underline underline-offset-2 hover:text-red-950">
        Update payment details
      </Link>
    </div>
  );
}
