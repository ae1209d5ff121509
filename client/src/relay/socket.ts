import { createClient, type Client } from 'graphql-ws';
import type { ConnectionMonitor } from './connectionState';

const maxRetryDelayMs = 30_000;
const pingIntervalMs = 10_000;
const pongTimeoutMs = 5_000;

/** 1 s, 2 s, 4 s … capped at 30 s, with jitter so a restarted server is not hit by every tab at once. */
export function retryDelayMs(retries: number, random = Math.random): number {
  const base = Math.min(maxRetryDelayMs, 1000 * 2 ** retries);
  return Math.round(base * (0.75 + random() * 0.5));
}

/** Waits out the backoff, but tries at once when the browser says the network is back. */
function waitBeforeRetry(retries: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, retryDelayMs(retries));
    window.addEventListener('online', done);
  });
}

/**
 * The subscription socket: retried forever with backoff, pinged so a silently dead connection is
 * noticed within seconds, and reporting every change to the connection monitor. Lazy: it opens
 * with the first subscription, so public pages never open one.
 */
export function createSocket(url: () => string, monitor: ConnectionMonitor): Client {
  let activeSocket: WebSocket | null = null;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;
  return createClient({
    url,
    lazy: true,
    retryAttempts: Infinity,
    shouldRetry: () => true,
    retryWait: waitBeforeRetry,
    keepAlive: pingIntervalMs,
    on: {
      connecting: () => monitor.socketConnecting(),
      connected: (socket) => {
        activeSocket = socket as WebSocket;
        monitor.socketConnected();
      },
      ping: (received) => {
        if (received) return;
        pongTimer = setTimeout(() => {
          if (activeSocket?.readyState === WebSocket.OPEN) activeSocket.close(4408, 'Ping timeout');
        }, pongTimeoutMs);
      },
      pong: (received) => {
        if (received) clearTimeout(pongTimer);
      },
      closed: (event) => {
        clearTimeout(pongTimer);
        activeSocket = null;
        monitor.socketClosed((event as CloseEvent | undefined)?.code);
      },
    },
  });
}
