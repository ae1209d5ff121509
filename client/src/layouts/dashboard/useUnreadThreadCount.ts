import { graphql, useFragment } from 'react-relay';
import type { useUnreadThreadCount_organization$key } from './__generated__/useUnreadThreadCount_organization.graphql';

const organizationFragment = graphql`
  fragment useUnreadThreadCount_organization on Organization {
    viewerUnreadThreadCount
  }
`;

/** The viewer's unread conversations here; inbox events and reading a thread keep it current in the store. */
export function useUnreadThreadCount(organizationKey: useUnreadThreadCount_organization$key | null): number {
  return useFragment(organizationFragment, organizationKey)?.viewerUnreadThreadCount ?? 0;
}
