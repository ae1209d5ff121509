import { fetchQuery, graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { insertMessage, markSynced, syncedCursor } from './messageConnection';
import type { threadResyncQuery as ThreadResyncQuery, threadResyncQuery$data } from './__generated__/threadResyncQuery.graphql';

const pageSize = 50;

const query = graphql`
  query threadResyncQuery($threadId: ID!, $after: String, $first: Int!) {
    node(id: $threadId) {
      ... on Thread @alias(as: "thread") {
        id
        lastSeq
        contactLastReadSeq
        viewerLastReadSeq
        unread
        ...threadConnections_thread
        messages(first: $first, after: $after) {
          edges {
            cursor
            node {
              id
              ...messageConnection_message
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

/**
 * Fetches every message after where the last read of the thread ended, page by page until there is no
 * next page, and merges them in (each once). A cursor, never a time window: a message committed while the connection was
 * down is found whatever its clock says.
 */
export async function resyncThread(environment: Environment, threadId: string): Promise<void> {
  let after: string | null = null;
  environment.commitUpdate((store) => {
    after = syncedCursor(store, threadId);
  });
  for (;;) {
    const data: threadResyncQuery$data | undefined = await fetchQuery<ThreadResyncQuery>(environment, query, { threadId, after, first: pageSize }, { fetchPolicy: 'network-only' }).toPromise();
    const messages: NonNullable<NonNullable<threadResyncQuery$data['node']>['thread']>['messages'] | undefined = data?.node?.thread?.messages;
    if (!messages) return;
    environment.commitUpdate((store) => {
      for (const edge of messages.edges) {
        const message = store.get(edge.node.id);
        if (message) insertMessage(store, threadId, message, edge.cursor);
      }
      if (messages.pageInfo.endCursor) markSynced(store, threadId, messages.pageInfo.endCursor);
    });
    if (!messages.pageInfo.hasNextPage || !messages.pageInfo.endCursor) return;
    after = messages.pageInfo.endCursor;
  }
}
