import { ConnectionHandler, type RecordProxy, type RecordSourceProxy } from 'relay-runtime';

/** The @connection keys the thread view and the thread list use; updates from every source go through here. */
export const messagesConnectionKey = 'WidgetThreadView_messages';
export const threadsConnectionKey = 'WidgetThreadList_threads';

export type IncomingMessage = { node: RecordProxy; cursor?: string | null };

const seqOf = (edge: RecordProxy) => (edge.getLinkedRecord('node')?.getValue('seq') as number | undefined) ?? 0;

/**
 * Adds messages to the thread's loaded history, each once (by id) and in `seq` order, whichever way they came: the
 * send acknowledgement, the live event, or a resync. Returns whether a message arrived past a gap, which means
 * something in between was missed and the thread needs a resync. Threads never opened here have no history to add to.
 */
export function mergeMessages(store: RecordSourceProxy, thread: RecordProxy, incoming: IncomingMessage[]): { gap: boolean } {
  const connection = ConnectionHandler.getConnection(thread, messagesConnectionKey);
  if (!connection) return { gap: false };
  const edges = connection.getLinkedRecords('edges') ?? [];
  const byNodeId = new Map(edges.map((edge) => [edge.getLinkedRecord('node')?.getDataID(), edge]));
  const highestSeq = Math.max(0, ...edges.map(seqOf));
  const added: RecordProxy[] = [];
  for (const { node, cursor } of incoming) {
    const known = byNodeId.get(node.getDataID());
    // A live event has no cursor; when the same message comes back with one, keep it for the next resync.
    if (known) {
      if (cursor && !known.getValue('cursor')) known.setValue(cursor, 'cursor');
      continue;
    }
    const edge = ConnectionHandler.createEdge(store as never, connection, node, 'VisitorThreadMessagesConnectionEdge');
    if (cursor) edge.setValue(cursor, 'cursor');
    byNodeId.set(node.getDataID(), edge);
    added.push(edge);
  }
  if (added.length === 0) return { gap: false };
  connection.setLinkedRecords([...edges, ...added].sort((a, b) => seqOf(a) - seqOf(b)), 'edges');
  const lowestAdded = Math.min(...added.map(seqOf));
  return { gap: edges.length > 0 && lowestAdded > highestSeq + 1 };
}

/**
 * The cursor to resync after: where the last read of the connection (the first page, or a resync) ended.
 * Send acknowledgements and live events never move it: they can land ahead of messages not seen yet (a
 * queued message sent on reconnection is newer than what the team wrote meanwhile), and a resync after
 * them would skip those. Undefined when this thread's history was never loaded here.
 */
export function syncedCursor(thread: RecordProxy): string | null | undefined {
  const connection = ConnectionHandler.getConnection(thread, messagesConnectionKey);
  if (!connection) return undefined;
  const synced = connection.getValue('syncedCursor');
  if (typeof synced === 'string') return synced;
  const endCursor = connection.getLinkedRecord('pageInfo')?.getValue('endCursor');
  return typeof endCursor === 'string' ? endCursor : null;
}

/** Records how far a resync has read the thread. */
export function markSynced(thread: RecordProxy, cursor: string): void {
  ConnectionHandler.getConnection(thread, messagesConnectionKey)?.setValue(cursor, 'syncedCursor');
}

/** A thread with new activity goes to the top of the visitor's list, added if the list hasn't seen it yet. */
export function moveThreadToTop(store: RecordSourceProxy, thread: RecordProxy) {
  const visitor = store.getRoot().getLinkedRecord('visitor');
  const connection = visitor && ConnectionHandler.getConnection(visitor, threadsConnectionKey);
  if (!connection) return;
  const edges = connection.getLinkedRecords('edges') ?? [];
  if (edges[0]?.getLinkedRecord('node')?.getDataID() === thread.getDataID()) return;
  const others = edges.filter((edge) => edge.getLinkedRecord('node')?.getDataID() !== thread.getDataID());
  const edge = ConnectionHandler.createEdge(store as never, connection, thread, 'VisitorThreadsConnectionEdge');
  connection.setLinkedRecords([edge, ...others], 'edges');
}
