import { useSyncExternalStore } from 'react';

/** What a person is told about the live connection. */
export type ConnectionState = 'connecting' | 'live' | 'offline';

/** Where the subscription socket is; `idle` means it closed because nothing needs it. */
export type SocketPhase = 'connecting' | 'connected' | 'closed' | 'idle';

type Listener = () => void;

/**
 * The server closes the socket with 4403 when the session ended or what it may see changed (a role changed, a
 * membership ended). The socket reconnects and is authorized afresh; the dashboard must also look again at who it is.
 */
export const accessRevokedCloseCode = 4403;

/**
 * One place that knows whether the dashboard is live: the socket's own events plus the browser's
 * online/offline signal (which fires long before a dead socket times out). Screens read the state; what was missed
 * while it was down is read again when each subscription starts anew (its SUBSCRIBED event), not when the socket
 * connects, which comes before the subscriptions listen.
 */
export class ConnectionMonitor {
  private socket: SocketPhase = 'connecting';
  private online = typeof navigator === 'undefined' ? true : navigator.onLine;
  private readonly listeners = new Set<Listener>();
  private readonly revocationListeners = new Set<Listener>();
  private state: ConnectionState = this.derive();

  constructor(target: Pick<Window, 'addEventListener'> | null = typeof window === 'undefined' ? null : window) {
    target?.addEventListener('online', () => this.setOnline(true));
    target?.addEventListener('offline', () => this.setOnline(false));
  }

  getState = (): ConnectionState => this.state;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Runs when the server revoked the socket's access: the viewer, their organizations and roles must be loaded again. */
  onAccessRevoked(listener: Listener): () => void {
    this.revocationListeners.add(listener);
    return () => this.revocationListeners.delete(listener);
  }

  isOnline(): boolean {
    return this.online;
  }

  socketConnecting(): void {
    this.setSocket('connecting');
  }

  socketConnected(): void {
    this.setSocket('connected');
  }

  /** A normal closure (code 1000) is the lazy socket going idle, not a lost connection. */
  socketClosed(code: number | undefined): void {
    this.setSocket(code === 1000 ? 'idle' : 'closed');
    if (code === accessRevokedCloseCode) for (const listener of [...this.revocationListeners]) listener();
  }

  setOnline(online: boolean): void {
    this.online = online;
    this.publish();
  }

  private setSocket(phase: SocketPhase): void {
    this.socket = phase;
    this.publish();
  }

  private derive(): ConnectionState {
    if (!this.online || this.socket === 'closed') return 'offline';
    return this.socket === 'connecting' ? 'connecting' : 'live';
  }

  private publish(): void {
    const next = this.derive();
    if (next === this.state) return;
    this.state = next;
    for (const listener of [...this.listeners]) listener();
  }
}

export const connectionMonitor = new ConnectionMonitor();

export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(connectionMonitor.subscribe, connectionMonitor.getState);
}
