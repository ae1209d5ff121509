import { useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { Subscription } from 'relay-runtime';
import type { WidgetMessageAttachmentsQuery } from './__generated__/WidgetMessageAttachmentsQuery.graphql';

const query = graphql`
  query WidgetMessageAttachmentsQuery($id: ID!) {
    node(id: $id) {
      ... on VisitorMessage {
        id
        attachments {
          id
          url
        }
      }
    }
  }
`;

type Attempt = 'first' | 'refreshing' | 'refreshed';

/**
 * Signed image links expire after an hour or two, so a widget left open (or a page restored from cache) can hold
 * dead ones. The first image of a message that fails to load fetches the message's links again, once; every image
 * of it then loads again (`attempt` is for keys). One that still fails is broken for good and shows as a file.
 */
export function useFreshImageLinks(messageId: string | null) {
  const environment = useRelayEnvironment();
  const [attempt, setAttempt] = useState<Attempt>('first');
  const [broken, setBroken] = useState<ReadonlySet<string>>(() => new Set());
  const fetching = useRef<Subscription | null>(null);
  useEffect(() => () => fetching.current?.unsubscribe(), []);

  const onImageError = (fileId: string) => {
    if (attempt === 'refreshing') return;
    if (attempt === 'first' && messageId) {
      setAttempt('refreshing');
      const done = () => setAttempt('refreshed');
      fetching.current = fetchQuery<WidgetMessageAttachmentsQuery>(environment, query, { id: messageId }, { fetchPolicy: 'network-only' }).subscribe({
        complete: done,
        error: done,
      });
      return;
    }
    setBroken((all) => new Set(all).add(fileId));
  };

  return { attempt, isBroken: (fileId: string) => broken.has(fileId), onImageError };
}
