import type { Client } from 'graphql-ws';
import { retryDelay, waitToRetry } from '../retry-delay';
import type { ConnectionStateStore } from './connection-state';

const pingEveryMs = 15_000;
const pongWithinMs = 5_000;

function socketUrl(location: Location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/graphql`;
}

/** The server closes the socket with 4403 when the visitor's session lost access, e.g. because the widget was switched off. */
const accessRevokedCloseCode = 4403;

/**
 * The visitor's graphql-ws connection: authenticated by the visitor token in `connectionParams`, retried forever
 * with backoff (at once when the browser comes back online), and dropped when a ping goes unanswered or the
 * browser goes offline, so a dead connection is noticed and replaced instead of silently missing events.
 * `onAccessRevoked` hears when the server closed it because the session lost access.
 */
export function createVisitorSocket(token: () => string | null, connection: ConnectionStateStore, onAccessRevoked: () => void, target: Window = window): VisitorSocket {
  // The client library downloads while the first screen renders: it is needed only once there is a session to follow.
  const client = import('graphql-ws').then(({ createClient }) => connect(createClient, token, connection, onAccessRevoked, target));
  return {
    subscribe(payload, sink) {
      let cancelled = false;
      let stop: (() => void) | undefined;
      client.then(
        (loaded) => {
          if (!cancelled) stop = loaded.subscribe(payload, sink);
        },
        (error: unknown) => sink.error(error),
      );
      return () => {
        cancelled = true;
        stop?.();
      };
    },
    terminate: () => void client.then((loaded) => loaded.terminate()),
  };
}

/** What the widget uses of a graphql-ws client. */
export type VisitorSocket = Pick<Client, 'subscribe' | 'terminate'>;

function connect(
  createClient: typeof import('graphql-ws').createClient,
  token: () => string | null,
  connection: ConnectionStateStore,
  onAccessRevoked: () => void,
  target: Window,
): Client {
  let socket: WebSocket | undefined;
  let pongTimeout: ReturnType<typeof setTimeout> | undefined;
  const client = createClient({
    url: () => socketUrl(target.location),
    lazy: true,
    retryAttempts: Infinity,
    shouldRetry: () => true,
    retryWait: (retries) => waitToRetry(retryDelay(retries)).promise,
    keepAlive: pingEveryMs,
    connectionParams: () => ({ visitorToken: token() }),
    on: {
      connected: (opened) => {
        socket = opened as WebSocket;
        connection.connected();
      },
      closed: (event) => {
        socket = undefined;
        clearTimeout(pongTimeout);
        connection.disconnected();
        if ((event as CloseEvent | undefined)?.code === accessRevokedCloseCode) onAccessRevoked();
      },
      ping: (received) => {
        if (received) return;
        pongTimeout = setTimeout(() => socket?.readyState === WebSocket.OPEN && socket.close(4408, 'Ping timeout'), pongWithinMs);
      },
      pong: (received) => {
        if (received) clearTimeout(pongTimeout);
      },
    },
  });
  target.addEventListener('offline', () => client.terminate());
  return client;
}
