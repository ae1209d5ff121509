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
    channel
    authorUser {
      id
      avatarUrl
    }
    body
    createdAt
    clientMessageId
    fromAnswerBot
    ...MessageAttachments_message
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
 * by the send's answer, by the live event and by a resync, in any order.
 */
export function insertMessage(store: RecordSourceProxy, threadId: string, message: RecordProxy, cursor: string | null): void {
  const connection = messagesOf(store, threadId);
  if (!connection) return;
  const edges = connection.getLinkedRecords('edges') ?? [];
  const existing = edges.find((edge) => edge?.getLinkedRecord('node')?.getDataID() === message.getDataID());
  if (existing) return;
  const edge = ConnectionHandler.createEdge(store, connection, message, 'ThreadMessagesConnectionEdge');
  edge.setValue(cursor, 'cursor');
  const seq = Number(message.getValue('seq'));
  const index = edges.findIndex((candidate) => seqOf(candidate) > seq);
  const position = index === -1 ? edges.length : index;
  connection.setLinkedRecords([...edges.slice(0, position), edge, ...edges.slice(position)], 'edges');
}

/**
 * The cursor after which anything may be news: where the last read of the connection (the first page, or a
 * resync) ended. Sends and live events never move it: they can land ahead of messages not seen yet (a reply
 * sent from the queue after a reconnect is newer than what others wrote meanwhile), and a resync after them
 * would skip those.
 */
export function syncedCursor(store: RecordSourceProxy, threadId: string): string | null {
  const connection = messagesOf(store, threadId);
  if (!connection) return null;
  const synced = connection.getValue('syncedCursor');
  if (typeof synced === 'string') return synced;
  const endCursor = connection.getLinkedRecord('pageInfo')?.getValue('endCursor');
  return typeof endCursor === 'string' ? endCursor : null;
}

/** Records how far a resync has read the thread. */
export function markSynced(store: RecordSourceProxy, threadId: string, cursor: string): void {
  messagesOf(store, threadId)?.setValue(cursor, 'syncedCursor');
}
