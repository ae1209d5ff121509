import { graphql } from 'react-relay';
import { ConnectionHandler, type RecordProxy, type RecordSourceProxy } from 'relay-runtime';

/** Everything the conversation shows of a message; spread wherever messages arrive (page, event, send, resync). */
export const conversationMessageFragment = graphql`
  fragment messageConnection_message on Message @inline {
    id
    seq
    kind
    authorKind
    authorName
    authorUser {
      id
      avatarUrl
    }
    body
    createdAt
    clientMessageId
  }
`;

export const messagesConnectionKey = 'MessageList_messages';

function messagesOf(store: RecordSourceProxy, threadId: string): RecordProxy | null {
  const thread = store.get(threadId);
  return thread ? (ConnectionHandler.getConnection(thread, messagesConnectionKey) ?? null) : null;
}

const seqOf = (edge: RecordProxy | null | undefined) => Number(edge?.getLinkedRecord('node')?.getValue('seq') ?? 0);

/**
 * Adds a message to the thread's history at its place by sequence number, once: a message can arrive
 * by the send's answer, by the live event and by a resync, in any order. A cursor learnt later is kept,
 * so the resync after a reconnect starts from the newest known position.
 */
export function insertMessage(store: RecordSourceProxy, threadId: string, message: RecordProxy, cursor: string | null): void {
  const connection = messagesOf(store, threadId);
  if (!connection) return;
  const edges = connection.getLinkedRecords('edges') ?? [];
  const existing = edges.find((edge) => edge?.getLinkedRecord('node')?.getDataID() === message.getDataID());
  if (existing) {
    if (cursor && !existing.getValue('cursor')) existing.setValue(cursor, 'cursor');
    return;
  }
  const edge = ConnectionHandler.createEdge(store, connection, message, 'ThreadMessagesConnectionEdge');
  edge.setValue(cursor, 'cursor');
  const seq = Number(message.getValue('seq'));
  const index = edges.findIndex((candidate) => seqOf(candidate) > seq);
  const position = index === -1 ? edges.length : index;
  connection.setLinkedRecords([...edges.slice(0, position), edge, ...edges.slice(position)], 'edges');
}

/** The cursor after which anything is news: the newest message whose cursor is known. */
export function lastKnownCursor(store: RecordSourceProxy, threadId: string): string | null {
  const connection = messagesOf(store, threadId);
  if (!connection) return null;
  const edges = connection.getLinkedRecords('edges') ?? [];
  for (let index = edges.length - 1; index >= 0; index -= 1) {
    const cursor = edges[index]?.getValue('cursor');
    if (typeof cursor === 'string' && cursor) return cursor;
  }
  const endCursor = connection.getLinkedRecord('pageInfo')?.getValue('endCursor');
  return typeof endCursor === 'string' ? endCursor : null;
}
