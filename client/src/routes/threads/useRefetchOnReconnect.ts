import { useEffect } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { connectionMonitor } from '../../relay/connectionState';

/** Asks the server again for `query` after every reconnect, merging the answer into what is on screen. */
export function useRefetchOnReconnect<TQuery extends OperationType>(query: GraphQLTaggedNode, variables: TQuery['variables']) {
  const environment = useRelayEnvironment();
  useEffect(
    () =>
      connectionMonitor.onReconnect(() => {
        fetchQuery<TQuery>(environment, query, variables, { fetchPolicy: 'network-only' }).subscribe({});
      }),
    [environment, query, variables],
  );
}
