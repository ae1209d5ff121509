import type { Client } from 'graphql-ws';
import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
  type SubscribeFunction,
} from 'relay-runtime';
import { connectionMonitor } from './connectionState';
import { createSocket } from './socket';
import { markTwoFactorRequired, signalsTwoFactorRequired } from './twoFactorSignal';

const graphqlPath = '/graphql';

/** Raised when the server cannot be reached or answers without a GraphQL result. */
export class NetworkError extends Error {}

export const fetchGraphQL: FetchFunction = async (operation, variables) => {
  let response: Response;
  try {
    response = await fetch(graphqlPath, {
      method: 'POST',
      // The session lives in an HttpOnly cookie, so the browser sends it and no script ever sees it.
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify({ query: operation.text, operationName: operation.name, variables }),
    });
  } catch {
    throw new NetworkError('Parley could not be reached. Check your connection and try again.');
  }
  const isJson = response.headers.get('content-type')?.includes('json');
  if (!isJson) throw new NetworkError(`The server answered ${response.status}. Try again in a moment.`);
  return (await response.json()) as GraphQLResponse;
};

function socketUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}${graphqlPath}`;
}

function subscribeWith(client: Client): SubscribeFunction {
  return (operation, variables) =>
    Observable.create<GraphQLResponse>((sink) =>
      client.subscribe(
        { operationName: operation.name, query: operation.text ?? '', variables },
        {
          next: (value) => sink.next(value as GraphQLResponse),
          error: (error) => sink.error(error instanceof Error ? error : new NetworkError('The live connection was closed.')),
          complete: () => sink.complete(),
        },
      ),
    );
}

export function createEnvironment(): Environment {
  const socket = createSocket(socketUrl, connectionMonitor);
  const fetchNoticingTwoFactor: FetchFunction = async (...args) => {
    const response = (await fetchGraphQL(...args)) as GraphQLResponse;
    if (signalsTwoFactorRequired(response)) markTwoFactorRequired(environment);
    return response;
  };
  const environment = new Environment({
    network: Network.create(fetchNoticingTwoFactor, subscribeWith(socket)),
    store: new Store(new RecordSource()),
  });
  return environment;
}
