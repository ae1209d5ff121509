import { fetchQuery, graphql } from 'react-relay';
import { commitLocalUpdate, type IEnvironment } from 'relay-runtime';
import type { WidgetThreadResyncQuery } from './__generated__/WidgetThreadResyncQuery.graphql';
import { markSynced, mergeMessages, syncedCursor } from './store-updates';

const query = graphql`
  query WidgetThreadResyncQuery($id: ID!, $after: String) {
    node(id: $id) {
      ... on VisitorThread {
        id
        status
        preview
        lastMessageAt
        unreadCount
        lastReadSeq
        operatorsLastReadSeq
        messages(first: 50, after: $after) {
          edges {
            cursor
            node {
              ...WidgetMessageFields @relay(mask: false)
            }
          }
          pageInfo {
            hasNextPage
            endCursor
          }
        }
      }
    }
  }
`;

function readLastCursor(environment: IEnvironment, threadId: string): string | null | undefined {
  let cursor: string | null | undefined;
  commitLocalUpdate(environment, (store) => {
    const thread = store.get(threadId);
    cursor = thread ? syncedCursor(thread) : undefined;
  });
  return cursor;
}

async function fetchPage(environment: IEnvironment, threadId: string, after: string | null) {
  const data = await fetchQuery<WidgetThreadResyncQuery>(environment, query, { id: threadId, after }, { fetchPolicy: 'network-only' }).toPromise();
  return data?.node?.messages;
}

type FetchedEdge = { cursor: string; node: { id: string } };

function mergeFetched(environment: IEnvironment, threadId: string, edges: readonly FetchedEdge[], endCursor: string | null | undefined) {
  commitLocalUpdate(environment, (store) => {
    const thread = store.get(threadId);
    if (!thread) return;
    const incoming = edges.flatMap((edge) => {
      const node = store.get(edge.node.id);
      return node ? [{ node, cursor: edge.cursor }] : [];
    });
    mergeMessages(store, thread, incoming);
    if (endCursor) markSynced(thread, endCursor);
  });
}

/**
 * Catches a thread's loaded history up with the server: a connection query `after` the last cursor, page after page,
 * merged without doubles. Never a time window, so a missed event can't hide a message. One resync per thread at a
 * time; asking again while one runs runs it once more afterwards.
 */
export function createThreadResync(environment: IEnvironment) {
  const running = new Map<string, { again: boolean }>();

  const catchUp = async (threadId: string) => {
    let after: string | null | undefined = readLastCursor(environment, threadId);
    // Never loaded here: the thread's own query fetches it when it is opened.
    if (after === undefined) return;
    for (;;) {
      const messages = await fetchPage(environment, threadId, after);
      if (!messages) return;
      mergeFetched(environment, threadId, messages.edges, messages.pageInfo.endCursor);
      if (!messages.pageInfo.hasNextPage || !messages.pageInfo.endCursor) return;
      after = messages.pageInfo.endCursor;
    }
  };

  return async function resync(threadId: string): Promise<void> {
    const current = running.get(threadId);
    if (current) {
      current.again = true;
      return;
    }
    const state = { again: true };
    running.set(threadId, state);
    try {
      while (state.again) {
        state.again = false;
        await catchUp(threadId);
      }
    } finally {
      running.delete(threadId);
    }
  };
}
