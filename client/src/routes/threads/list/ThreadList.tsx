import { useEffect, useMemo } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment, useRelayEnvironment } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { useNow } from '../../../lib/useNow';
import { connectionArguments, type InboxFilters } from '../inboxFilters';
import { listReadPredatesStart, listReadSent, onInboxStart } from '../inboxStarts';
import { registerThreadList } from '../threadConnections';
import { LoadMoreSentinel } from './LoadMoreSentinel';
import { readListAgain } from './readListAgain';
import { ThreadListEmpty } from './ThreadListEmpty';
import { ThreadListItem } from './ThreadListItem';
import type { ThreadList_organization$key } from './__generated__/ThreadList_organization.graphql';
import type { ThreadListQuery } from './__generated__/ThreadListQuery.graphql';

const pageSize = 25;

const query = graphql`
  query ThreadListQuery($status: ThreadStatus, $assignment: ThreadAssignment, $widgetId: ID, $teamId: ID, $labelId: ID, $search: String) {
    viewer {
      activeOrganization {
        ...ThreadList_organization @arguments(status: $status, assignment: $assignment, widgetId: $widgetId, teamId: $teamId, labelId: $labelId, search: $search)
      }
    }
  }
`;

const organizationFragment = graphql`
  fragment ThreadList_organization on Organization
  @refetchable(queryName: "ThreadListPaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 25 }
    cursor: { type: "String" }
    status: { type: "ThreadStatus" }
    assignment: { type: "ThreadAssignment" }
    widgetId: { type: "ID" }
    teamId: { type: "ID" }
    labelId: { type: "ID" }
    search: { type: "String" }
  ) {
    threads(first: $count, after: $cursor, status: $status, assignment: $assignment, widgetId: $widgetId, teamId: $teamId, labelId: $labelId, search: $search)
      @connection(key: "ThreadList_threads", filters: ["status", "assignment", "widgetId", "teamId", "labelId", "search"]) {
      __id
      edges {
        node {
          id
          ...ThreadListItem_thread
        }
      }
    }
  }
`;

type ThreadListProps = {
  filters: InboxFilters;
  selectedId: string | null;
  linkFor: (threadId: string) => string;
  /** Told the order of the loaded threads, for next/previous navigation. */
  onOrderChange: (threadIds: string[]) => void;
  onClearFilters: () => void;
};

/** The active organization's inbox for one filter set: loads the first page, follows live updates, and loads more on scroll. */
export function ThreadList({ filters, ...rest }: ThreadListProps) {
  const variables = useMemo(() => connectionArguments(filters), [filters]);
  const environment = useRelayEnvironment() as Environment;
  const list = JSON.stringify(variables);
  listReadSent(list);
  const { viewer } = useLazyLoadQuery<ThreadListQuery>(query, variables, { fetchPolicy: 'store-and-network' });
  const organization = viewer?.activeOrganization;
  // Events from before the inbox subscription listened are not replayed: the first page is read again at each start of
  // it, and once on screen if it started while this read was on its way (the list stays as it is meanwhile).
  useEffect(() => {
    const again = () => void readListAgain<ThreadListQuery>(environment, query, variables).catch(() => undefined);
    if (listReadPredatesStart(list)) again();
    return onInboxStart(again);
  }, [environment, variables, list]);
  if (!organization) return null;
  return <ThreadListConnection organization={organization} filters={filters} {...rest} />;
}

type ConnectionProps = ThreadListProps & { organization: ThreadList_organization$key };

function ThreadListConnection({ organization: organizationKey, filters, selectedId, linkFor, onOrderChange, onClearFilters }: ConnectionProps) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(organizationFragment, organizationKey);
  const now = useNow();
  const { __id: connectionId, edges } = data.threads;
  const listedFilters = useMemo(() => connectionArguments(filters), [filters]);
  useEffect(() => registerThreadList(connectionId, listedFilters), [connectionId, listedFilters]);

  const order = edges.map((edge) => edge.node.id).join('\n');
  useEffect(() => onOrderChange(order ? order.split('\n') : []), [order, onOrderChange]);

  if (edges.length === 0) return <ThreadListEmpty filters={filters} onClearFilters={onClearFilters} />;
  return (
    <>
      <ul aria-label="Conversations" className="divide-y divide-gray-100">
        {edges.map((edge) => (
          <ThreadListItem key={edge.node.id} thread={edge.node} to={linkFor(edge.node.id)} selected={edge.node.id === selectedId} now={now} />
        ))}
      </ul>
      {hasNext && <LoadMoreSentinel loading={isLoadingNext} onLoadMore={() => loadNext(pageSize)} label="Load more conversations" />}
    </>
  );
}
