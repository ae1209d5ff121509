import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { placeThreadInLists } from './threadConnections';
import type { useInboxEventsSubscription as InboxEventsSubscription } from './__generated__/useInboxEventsSubscription.graphql';

const subscription = graphql`
  subscription useInboxEventsSubscription($organizationId: ID!) {
    inboxEvents(organizationId: $organizationId) {
      kind
      thread {
        ...threadConnections_thread
      }
      member {
        id
        status
        presence
        lastHeartbeatAt
      }
    }
  }
`;

/**
 * The organization's inbox, live: new threads and messages move threads to the top of the lists on
 * screen, status and assignment changes move them in or out, and teammates' presence updates where
 * it is shown. Everything merges into the store; nothing is refetched.
 */
export function useInboxEventsSubscription(organizationId: string) {
  const config = useMemo<GraphQLSubscriptionConfig<InboxEventsSubscription>>(
    () => ({
      subscription,
      variables: { organizationId },
      updater: (store) => {
        const thread = store.getRootField('inboxEvents')?.getLinkedRecord('thread');
        if (thread) placeThreadInLists(store, thread);
      },
    }),
    [organizationId],
  );
  useSubscription(config);
}
