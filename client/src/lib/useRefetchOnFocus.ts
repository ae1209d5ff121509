import { useEffect } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';

/**
 * Asks the server again for `query` whenever the person comes back to the tab (it becomes visible or the
 * window gets focus), merging the answer into what is on screen: lists that teammates edit elsewhere and
 * that have no live updates are stale for as long as nobody looks at them, and no longer.
 */
export function useRefetchOnFocus<TQuery extends OperationType>(query: GraphQLTaggedNode, variables: TQuery['variables']) {
  const environment = useRelayEnvironment();
  useEffect(() => {
    // Coming back fires both events; Relay sends one request for identical ones in flight.
    const refetch = () => {
      if (document.visibilityState !== 'visible') return;
      fetchQuery<TQuery>(environment, query, variables, { fetchPolicy: 'network-only' }).subscribe({});
    };
    window.addEventListener('focus', refetch);
    document.addEventListener('visibilitychange', refetch);
    return () => {
      window.removeEventListener('focus', refetch);
      document.removeEventListener('visibilitychange', refetch);
    };
  }, [environment, query, variables]);
}
