import { fetchQuery, graphql } from 'react-relay';
import { commitLocalUpdate, type Environment, type GraphQLTaggedNode, type OperationType } from 'relay-runtime';
import { placementMark, placeThreadInLists, threadsPlacedSince } from '../threadConnections';
import type { readListAgainThreadsQuery } from './__generated__/readListAgainThreadsQuery.graphql';

const threadsQuery = graphql`
  query readListAgainThreadsQuery($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on Thread @alias(as: "thread") {
        id
        ...threadConnections_thread
      }
    }
  }
`;

/** Enough for a busy inbox to fall quiet for one read; past it, the next event puts its thread right anyway. */
const maxRounds = 3;

/**
 * Reads a list's first page again, then makes up for what its answer undid. The answer replaces the list, and an
 * event that arrived while it was on its way placed a thread the answer predates: missing from it (opened after the
 * read) or older in it. Those threads are read again, now that their events are in, and placed again; so again for
 * any that events touched during that read, until one crossed none.
 */
export async function readListAgain<TQuery extends OperationType>(environment: Environment, query: GraphQLTaggedNode, variables: TQuery['variables']): Promise<void> {
  let mark = placementMark();
  await fetchQuery<TQuery>(environment, query, variables, { fetchPolicy: 'network-only' }).toPromise();
  let crossed = threadsPlacedSince(mark);
  for (let round = 0; crossed.length > 0 && round < maxRounds; round += 1) {
    const ids = crossed;
    mark = placementMark();
    await fetchQuery<readListAgainThreadsQuery>(environment, threadsQuery, { ids }, { fetchPolicy: 'network-only' }).toPromise();
    crossed = threadsPlacedSince(mark);
    commitLocalUpdate(environment, (store) => {
      for (const id of ids) {
        const thread = store.get(id);
        if (thread) placeThreadInLists(store, thread);
      }
    });
  }
}
