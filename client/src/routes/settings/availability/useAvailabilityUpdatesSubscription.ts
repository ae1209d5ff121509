import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useAvailabilityUpdatesSubscription as UpdatesSubscription } from './__generated__/useAvailabilityUpdatesSubscription.graphql';

const subscription = graphql`
  subscription useAvailabilityUpdatesSubscription($organizationId: ID!) {
    availabilityChanged(organizationId: $organizationId) {
      id
      ...TeamAvailabilityStatus_organization
    }
  }
`;

/** Keeps "Your team is currently…" live: teammates coming and going, office hours opening and closing. */
export function useAvailabilityUpdatesSubscription(organizationId: string) {
  const config = useMemo<GraphQLSubscriptionConfig<UpdatesSubscription>>(() => ({ subscription, variables: { organizationId } }), [organizationId]);
  useSubscription(config);
}
