import { useCallback, useEffect, useMemo, useState } from 'react';
import { graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import type { Environment, GraphQLSubscriptionConfig } from 'relay-runtime';
import { insertMessage } from './messageConnection';
import { resyncThread } from './threadResync';
import type { useThreadEventsSubscription as ThreadEventsSubscription, useThreadEventsSubscription$data } from './__generated__/useThreadEventsSubscription.graphql';

const subscription = graphql`
  subscription useThreadEventsSubscription($threadId: ID!) {
    threadEvents(threadId: $threadId, announceStart: true) {
      kind
      thread {
        id
        lastSeq
        contactLastReadSeq
        viewerLastReadSeq
        unread
        ...threadConnections_thread
      }
      message {
        authorKind
        authorUser {
          id
        }
        ...messageConnection_message
      }
      typing {
        isTyping
        fromVisitor
        name
        user {
          id
        }
      }
    }
  }
`;

/** Someone writing in this thread right now; `key` tells the visitor from each teammate. */
export type Typist = { key: string; name: string; fromVisitor: boolean };

/** A typing signal lapses on its own if its "stopped" never arrives (a closed tab, a lost connection). */
const typingTimeoutMs = 8_000;

type ThreadEvent = useThreadEventsSubscription$data['threadEvents'];

function typistKey(event: { readonly fromVisitor: boolean; readonly user?: { readonly id: string } | null }) {
  return event.fromVisitor ? 'visitor' : `user:${event.user?.id ?? ''}`;
}

/**
 * One thread, live: messages (notes included) join the history in order, status, assignment and read
 * receipts merge into the thread, and who is typing is returned. The viewer's own typing is left out.
 */
export function useThreadEvents(threadId: string, viewerId: string | null): Typist[] {
  const [typists, setTypists] = useState<Array<Typist & { until: number }>>([]);
  const environment = useRelayEnvironment() as Environment;

  const onEvent = useCallback(
    (event: ThreadEvent) => {
      if (event.typing) {
        const key = typistKey(event.typing);
        if (!event.typing.fromVisitor && event.typing.user?.id === viewerId) return;
        const { isTyping, name, fromVisitor } = event.typing;
        setTypists((current) => [
          ...current.filter((typist) => typist.key !== key),
          ...(isTyping ? [{ key, name, fromVisitor, until: Date.now() + typingTimeoutMs }] : []),
        ]);
      }
      if (event.message) {
        // A message ends its author's typing, whether or not the "stopped" signal came first.
        const key = typistKey({ fromVisitor: event.message.authorKind === 'CONTACT', user: event.message.authorUser });
        setTypists((current) => (current.some((typist) => typist.key === key) ? current.filter((typist) => typist.key !== key) : current));
      }
    },
    [viewerId],
  );

  const config = useMemo<GraphQLSubscriptionConfig<ThreadEventsSubscription>>(
    () => ({
      subscription,
      variables: { threadId },
      updater: (store) => {
        const message = store.getRootField('threadEvents')?.getLinkedRecord('message');
        if (message) insertMessage(store, threadId, message, null);
      },
      onNext: (response) => {
        if (!response) return;
        // Messages from before the subscription listened are not replayed: at each (re)start, what came after the
        // last message read is read, by cursor. A resync cut short by a drop is repeated by the start that follows.
        if (response.threadEvents.kind === 'SUBSCRIBED') void resyncThread(environment, threadId).catch(() => undefined);
        else onEvent(response.threadEvents);
      },
    }),
    [threadId, onEvent, environment],
  );
  useSubscription(config);

  useEffect(() => {
    if (typists.length === 0) return;
    const soonest = Math.min(...typists.map((typist) => typist.until));
    const timer = setTimeout(() => setTypists((current) => current.filter((typist) => typist.until > Date.now())), Math.max(0, soonest - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [typists]);

  return typists;
}
