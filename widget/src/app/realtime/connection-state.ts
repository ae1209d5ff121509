import { createStore } from '../store';

/** What the visitor is told about the live connection. */
export type ConnectionState = 'connecting' | 'live' | 'offline';

/**
 * Combines the socket's own events with the browser's idea of being online. A browser going offline doesn't close
 * open WebSockets, and a socket can die without the browser noticing: each source alone would be wrong.
 */
export function createConnectionState(target: Window = window) {
  const state = createStore<ConnectionState>('connecting');
  const reconnectListeners = new Set<() => void>();
  let connected = false;

  const update = () => state.set(!target.navigator.onLine ? 'offline' : connected ? 'live' : 'connecting');
  target.addEventListener('online', update);
  target.addEventListener('offline', update);
  update();

  return {
    get: state.get,
    subscribe: state.subscribe,
    /** The socket is connected (again): what waited for it (queued messages) may go. */
    connected() {
      connected = true;
      update();
      reconnectListeners.forEach((listener) => listener());
    },
    disconnected() {
      connected = false;
      update();
    },
    /** Runs on every (re)connection, including the first. */
    onConnected(listener: () => void) {
      reconnectListeners.add(listener);
      return () => void reconnectListeners.delete(listener);
    },
  };
}

export type ConnectionStateStore = ReturnType<typeof createConnectionState>;
