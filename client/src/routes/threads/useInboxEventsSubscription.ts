import { useEffect, useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { inboxSubscriptionStarted } from './inboxStarts';
import { placeThreadInLists } from './threadConnections';
import type { useInboxEventsSubscription as InboxEventsSubscription, useInboxEventsSubscription$data } from './__generated__/useInboxEventsSubscription.graphql';

export type InboxEvent = useInboxEventsSubscription$data['inboxEvents'];

const subscription = graphql`
  subscription useInboxEventsSubscription($organizationId: ID!) {
    inboxEvents(organizationId: $organizationId, announceStart: true) {
      kind
      viewerUnreadThreadCount
      thread {
        id
        contact {
          displayName
        }
        ...threadConnections_thread
      }
      message {
        id
        kind
        authorKind
        body
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
 * it is shown, and the viewer's unread conversation count follows. Everything merges into the store; the lists read
 * their first page again only when the subscription (re)starts (see inboxStarts). `onEvent` hears each change too.
 */
export function useInboxEventsSubscription(organizationId: string, onEvent?: (event: InboxEvent) => void) {
  // Held in a ref: a new handler (say, after a preference changes) must not restart the subscription.
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  }, [onEvent]);
  const config = useMemo<GraphQLSubscriptionConfig<InboxEventsSubscription>>(
    () => ({
      subscription,
      variables: { organizationId },
      updater: (store) => {
        const event = store.getRootField('inboxEvents');
        const thread = event?.getLinkedRecord('thread');
        if (thread) placeThreadInLists(store, thread);
        // The count comes with the event, so the sidebar and the tab title follow without a refetch.
        const unreadCount = event?.getValue('viewerUnreadThreadCount');
        if (typeof unreadCount === 'number') store.get(organizationId)?.setValue(unreadCount, 'viewerUnreadThreadCount');
      },
      onNext: (response) => {
        if (!response) return;
        if (response.inboxEvents.kind === 'SUBSCRIBED') inboxSubscriptionStarted();
        else handler.current?.(response.inboxEvents);
      },
    }),
    [organizationId],
  );
  useSubscription(config);
}
