import { graphql } from 'react-relay';
import { ConnectionHandler, type RecordProxy, type RecordSourceProxy } from 'relay-runtime';
import type { InputUpdater } from '../../lib/useTypedMutation';
import type { ConnectionArguments } from './inboxFilters';

/**
 * What a thread update must carry so every list and the open conversation can merge it: the fields
 * the lists filter and sort on, plus what their rows and the conversation header show.
 */
export const threadPlacementFields = graphql`
  fragment threadConnections_thread on Thread {
    id
    status
    lastMessageAt
    assignee {
      id
    }
    widget {
      id
    }
    team {
      id
    }
    # The visitor's rating arrives live, for the conversation's rating card.
    satisfactionRating {
      score
      comment
      submittedAt
    }
    labels {
      id
    }
    ...ThreadListItem_thread
    ...ConversationHeader_thread
  }
`;

/** The thread lists on screen, by connection id, with the filters each was queried with. */
const mountedLists = new Map<string, ConnectionArguments>();

/** Called by a mounted thread list so live updates reach it; returns the unregister function. */
export function registerThreadList(connectionId: string, filters: ConnectionArguments): () => void {
  mountedLists.set(connectionId, filters);
  return () => {
    if (mountedLists.get(connectionId) === filters) mountedLists.delete(connectionId);
  };
}

function matches(thread: RecordProxy, filters: ConnectionArguments, viewerId: string | undefined): boolean {
  if (thread.getValue('status') !== filters.status) return false;
  const assigneeId = thread.getLinkedRecord('assignee')?.getDataID() ?? null;
  if (filters.assignment === 'MINE' && (assigneeId === null || assigneeId !== viewerId)) return false;
  if (filters.assignment === 'UNASSIGNED' && assigneeId !== null) return false;
  if (filters.widgetId && thread.getLinkedRecord('widget')?.getDataID() !== filters.widgetId) return false;
  if (filters.teamId && thread.getLinkedRecord('team')?.getDataID() !== filters.teamId) return false;
  if (filters.labelId && !(thread.getLinkedRecords('labels') ?? []).some((label) => label?.getDataID() === filters.labelId)) return false;
  return true;
}

/** Placements so far, and the last one of each thread: which threads changed in the lists since a moment. */
let placements = 0;
const lastPlacement = new Map<string, number>();
/** Threads remembered for threadsPlacedSince; a list read lasts a moment, so only the latest few matter. */
const placementsRemembered = 500;

/** The moment now, for threadsPlacedSince. */
export function placementMark(): number {
  return placements;
}

/** The threads placed in the lists after `mark` (see placementMark). */
export function threadsPlacedSince(mark: number): string[] {
  return [...lastPlacement].filter(([, placement]) => placement > mark).map(([threadId]) => threadId);
}

function notePlacement(threadId: string): void {
  lastPlacement.delete(threadId);
  lastPlacement.set(threadId, (placements += 1));
  if (lastPlacement.size > placementsRemembered) lastPlacement.delete(lastPlacement.keys().next().value!);
}

const activityOf = (record: RecordProxy | null | undefined) => Date.parse(String(record?.getValue('lastMessageAt') ?? '')) || 0;

/**
 * Puts one changed thread where it belongs in every mounted list, without asking the server: out of
 * lists it no longer matches, and into the others at its place by latest activity (so a new message
 * brings it to the top). A searched list only reorders threads it already has, since whether a new
 * one matches the search is for the server to say.
 */
export function placeThreadInLists(store: RecordSourceProxy, thread: RecordProxy): void {
  const viewerId = store.getRoot().getLinkedRecord('viewer')?.getDataID();
  const threadId = thread.getDataID();
  notePlacement(threadId);
  for (const [connectionId, filters] of mountedLists) {
    const connection = store.get(connectionId);
    if (!connection) continue;
    const edges = connection.getLinkedRecords('edges') ?? [];
    const existing = edges.find((edge) => edge?.getLinkedRecord('node')?.getDataID() === threadId) ?? null;
    const others = edges.filter((edge) => edge !== existing);
    if (!matches(thread, filters, viewerId)) {
      if (existing) connection.setLinkedRecords(others, 'edges');
      continue;
    }
    if (!existing && filters.search) continue;
    const activity = activityOf(thread);
    const index = others.findIndex((edge) => activityOf(edge?.getLinkedRecord('node')) < activity);
    const hasMore = Boolean(connection.getLinkedRecord('pageInfo')?.getValue('hasNextPage'));
    // Older than everything loaded: it belongs to a page not fetched yet, which will bring it.
    if (index === -1 && !existing && hasMore) continue;
    const edge = existing ?? ConnectionHandler.createEdge(store, connection, thread, 'OrganizationThreadsConnectionEdge');
    const position = index === -1 ? others.length : index;
    connection.setLinkedRecords([...others.slice(0, position), edge, ...others.slice(position)], 'edges');
  }
}

/** For mutations whose payload carries the changed `thread`: places it in the mounted lists. */
export function placeThreadAfterChange(mutationField: string): InputUpdater<unknown> {
  return (store) => {
    const thread = store.getRootField(mutationField)?.getLinkedRecord('thread');
    if (thread) placeThreadInLists(store, thread);
  };
}
