import type { VisitorSocket } from '../realtime/socket';
import { Environment, Network, Observable, RecordSource, Store, type GraphQLResponse, type SubscribeFunction } from 'relay-runtime';
import { guardAgainstCrossedEvents, type SendOnce } from './crossed-events';

/** The server couldn't be reached, or answered without a GraphQL result: worth trying again later. */
export class NetworkError extends Error {}

// A request stuck on a dead connection must fail, so the outbox can retry it (with the same ids) on a live one.
const requestTimeoutMs = 20_000;

function fetchWith(token: () => string | null): SendOnce {
  return async (operation, variables) => {
    const visitorToken = token();
    let response: Response;
    try {
      // The app is served by the Parley server itself, so the API is on the same origin.
      response = await fetch('/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json, application/json',
          ...(visitorToken ? { authorization: `Bearer ${visitorToken}` } : {}),
        },
        body: JSON.stringify({ query: operation.text, operationName: operation.name, variables }),
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
    } catch {
      throw new NetworkError('The chat server could not be reached.');
    }
    if (!response.headers.get('content-type')?.includes('json')) throw new NetworkError(`The chat server answered ${response.status}.`);
    return (await response.json()) as GraphQLResponse;
  };
}

function subscribeWith(socket: VisitorSocket, onEvent: () => void): SubscribeFunction {
  return (operation, variables) =>
    Observable.create<GraphQLResponse>((sink) =>
      socket.subscribe(
        { operationName: operation.name, query: operation.text ?? '', variables },
        {
          next: (value) => {
            sink.next(value as GraphQLResponse);
            onEvent();
          },
          error: (error) => sink.error(error instanceof Error ? error : new NetworkError('The live connection was closed.')),
          complete: () => sink.complete(),
        },
      ),
    );
}

type WidgetNetworkOptions = {
  send: SendOnce;
  subscribe?: (onEvent: () => void) => SubscribeFunction;
  /** A mutation's answer may predate live events that arrived while it was on its way: read again what they change. */
  onMutationCrossed: () => void;
};

/** Requests and live events, with every answer kept from undoing an event that overtook it (see crossed-events). */
export function createWidgetNetwork({ send, subscribe, onMutationCrossed }: WidgetNetworkOptions) {
  const guard = guardAgainstCrossedEvents(send, onMutationCrossed);
  return Network.create(guard.send, subscribe?.(guard.noteLiveEvent));
}

type WidgetEnvironmentOptions = { token: () => string | null; socket?: VisitorSocket; onMutationCrossed: () => void };

/** The widget's own Relay environment, separate from the dashboard's; requests carry the visitor's token. */
export function createWidgetEnvironment({ token, socket, onMutationCrossed }: WidgetEnvironmentOptions): Environment {
  return new Environment({
    network: createWidgetNetwork({ send: fetchWith(token), subscribe: socket && ((onEvent) => subscribeWith(socket, onEvent)), onMutationCrossed }),
    store: new Store(new RecordSource()),
  });
}
