import { Environment, Network, RecordSource, Store, type FetchFunction } from 'relay-runtime';

// The app is served by the Parley server itself, so the API is on the same origin.
const fetchGraphQL: FetchFunction = async (operation, variables) => {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ query: operation.text, operationName: operation.name, variables }),
  });
  return response.json();
};

/** The widget's own Relay environment, separate from the dashboard's. */
export function createWidgetEnvironment(): Environment {
  return new Environment({ network: Network.create(fetchGraphQL), store: new Store(new RecordSource()) });
}
