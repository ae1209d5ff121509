import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import { ConnectionHandler, type GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useNotificationEventsSubscription as NotificationEventsSubscription } from './__generated__/useNotificationEventsSubscription.graphql';

const subscription = graphql`
  subscription useNotificationEventsSubscription($organizationId: ID!, $connections: [ID!]!) {
    notificationEvents(organizationId: $organizationId) {
      kind
      notification @prependNode(connections: $connections, edgeTypeName: "OrganizationViewerNotificationsConnectionEdge") {
        id
        readAt
        createdAt
        actorName
        excerpt
        thread {
          id
          contact {
            displayName
          }
        }
      }
      organization {
        id
        viewerUnreadNotificationCount
      }
    }
  }
`;

/**
 * The viewer's own notifications, live: the bell's count, and new ones at the top of the list when it has
 * been opened. Marking read in another tab updates the count here too.
 */
export function useNotificationEventsSubscription(organizationId: string) {
  const config = useMemo<GraphQLSubscriptionConfig<NotificationEventsSubscription>>(
    () => ({
      subscription,
      variables: { organizationId, connections: [ConnectionHandler.getConnectionID(organizationId, 'NotificationList_viewerNotifications')] },
    }),
    [organizationId],
  );
  useSubscription(config);
}
