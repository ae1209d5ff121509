import { performance } from 'node:perf_hooks';
import type { Logger } from '../logger';
import type { EventBus } from './event-bus';
import { accessChanged, fellBehind, keyRevoked, keysOf, missedEvents, sessionEnded, targetsOf, type Closure, type LivePrincipal, type Revocation } from './revocations';
import { everyone } from './topics';

/** The socket a live connection runs on (a `ws` WebSocket). */
export type LiveSocket = { readonly readyState: number; readonly bufferedAmount: number; close(code: number, reason: string): void };

/** What a subscription asks of the connection it delivers through. */
export type LiveConnection = {
  /** Whether an event may go out now: the connection is open, not revoked, and not holding too much unsent data. */
  canDeliver(): boolean;
  /** One of its subscriptions let too many events pile up. */
  fellBehind(): void;
  /** Ends a subscription's stream when the connection closes or is revoked; the returned function lets go of it. */
  hold(stream: { return(): unknown }): () => void;
};

/** Bytes a socket may hold unsent before it counts as fallen behind: a few of the largest events (a 10,000-character message). */
const maxUnsentBytes = 1024 * 1024;
/** How long a revocation is remembered, for operations whose principal was read just before it arrived. */
const revocationMemoryMs = 60_000;
/** setTimeout's longest delay; sessions last longer, so their expiry is looked at again when it fires. */
const longestTimerMs = 2 ** 31 - 1;
const open = 1;

type Options = {
  bus: EventBus;
  logger: Logger;
  /** When a session expires now (it slides while used), or null once it is gone. */
  sessionExpiry(sessionId: string): Promise<Date | null>;
};

/**
 * Every live socket of this instance, indexed by the principals it speaks for, so that a revocation published by any
 * instance closes exactly the sockets that lost access, within moments of the change. Deliveries ask the connection
 * first (a flag, no query), so nothing goes out between a revocation's arrival and the close.
 */
export function createLiveConnections({ bus, logger, sessionExpiry }: Options) {
  const index = new Map<string, Set<Connection>>();
  const everyConnection = new Set<Connection>();
  const recent: Array<{ receivedAt: number; keys: Set<string>; closure: Closure }> = [];

  class Connection implements LiveConnection {
    private readonly keys = new Set<string>();
    private readonly streams = new Set<{ return(): unknown }>();
    private closed = false;
    private expiryTimer: ReturnType<typeof setTimeout> | undefined;
    private readonly timers = new Set<ReturnType<typeof setTimeout>>();
    private watchedExpiry = 0;

    constructor(private readonly socket: LiveSocket) {
      everyConnection.add(this);
    }

    /**
     * Call before reading who an operation speaks for, then admit them: a revocation that arrived in between (the read
     * may predate the change) closes the connection at once.
     */
    beginAdmission(): (principals: LivePrincipal[]) => void {
      const since = performance.now();
      return (principals) => {
        if (this.closed) return;
        const keys = principals.flatMap(keysOf);
        const missed = recent.find((revocation) => revocation.receivedAt >= since && keys.some((key) => revocation.keys.has(key)));
        if (missed) return this.close(missed.closure);
        for (const key of keys) {
          this.keys.add(key);
          let connections = index.get(key);
          if (!connections) index.set(key, (connections = new Set()));
          connections.add(this);
        }
        for (const principal of principals) {
          if (principal.kind === 'operator') this.watchExpiry(principal.sessionId, principal.sessionExpiresAt);
          if (principal.kind === 'apiKey' && principal.expiresAt) this.closeAt(principal.expiresAt, keyRevoked);
        }
      };
    }

    canDeliver(): boolean {
      if (this.closed || this.socket.readyState !== open) return false;
      if (this.socket.bufferedAmount <= maxUnsentBytes) return true;
      this.close(fellBehind);
      return false;
    }

    fellBehind(): void {
      this.close(fellBehind);
    }

    hold(stream: { return(): unknown }): () => void {
      if (this.closed) {
        stream.return();
        return () => {};
      }
      this.streams.add(stream);
      return () => void this.streams.delete(stream);
    }

    close(closure: Closure): void {
      if (this.closed) return;
      this.forget();
      this.socket.close(closure.code, closure.reason);
    }

    /** The socket closed: nothing more is delivered or watched, and its subscriptions stop listening at once. */
    forget(): void {
      if (this.closed) return;
      this.closed = true;
      everyConnection.delete(this);
      clearTimeout(this.expiryTimer);
      for (const timer of this.timers) clearTimeout(timer);
      for (const stream of [...this.streams]) stream.return();
      this.streams.clear();
      for (const key of this.keys) {
        const connections = index.get(key);
        connections?.delete(this);
        if (connections?.size === 0) index.delete(key);
      }
      this.keys.clear();
    }

    /** A key's expiry is fixed (unlike a session's, it never slides): the socket closes when it comes. */
    private closeAt(expiresAt: Date, closure: Closure): void {
      const delay = Math.max(0, expiresAt.getTime() - Date.now());
      const timer = setTimeout(() => (delay > longestTimerMs ? this.closeAt(expiresAt, closure) : this.close(closure)), Math.min(delay, longestTimerMs));
      timer.unref();
      this.timers.add(timer);
    }

    private watchExpiry(sessionId: string, expiresAt: Date): void {
      if (expiresAt.getTime() <= this.watchedExpiry) return;
      this.watchedExpiry = expiresAt.getTime();
      clearTimeout(this.expiryTimer);
      this.expiryTimer = setTimeout(() => void this.checkExpiry(sessionId), Math.min(Math.max(0, expiresAt.getTime() - Date.now()), longestTimerMs));
      this.expiryTimer.unref();
    }

    /** Sessions slide while used, so the one on record decides: extended, watch on; otherwise the session has ended. */
    private async checkExpiry(sessionId: string): Promise<void> {
      let expiresAt: Date | null;
      try {
        expiresAt = await sessionExpiry(sessionId);
      } catch (error) {
        logger.warn('Could not check a live session; the client reconnects to be authorized again', { error: String(error) });
        return this.close(accessChanged);
      }
      if (this.closed) return;
      if (!expiresAt || expiresAt.getTime() <= Date.now()) return this.close(sessionEnded);
      this.watchedExpiry = 0;
      this.watchExpiry(sessionId, expiresAt);
    }
  }

  const revoke = (revocation: Revocation) => {
    const { keys, closure } = targetsOf(revocation);
    const receivedAt = performance.now();
    while (recent.length > 0 && receivedAt - recent[0].receivedAt > revocationMemoryMs) recent.shift();
    recent.push({ receivedAt, keys: new Set(keys), closure });
    for (const key of keys) for (const connection of [...(index.get(key) ?? [])]) connection.close(closure);
  };
  const listening = bus.listen([['access:revoked', everyone]], revoke);
  // Events published while this instance was cut off from Redis never reach it: every client reloads what it shows.
  bus.onGap(() => {
    for (const connection of [...everyConnection]) connection.close(missedEvents);
  });

  return {
    /** Resolves once revocations published by any instance reach this one. */
    ready: listening.ready,
    /** Starts tracking a socket; `forget` it when the socket closes. */
    open: (socket: LiveSocket) => new Connection(socket),
    stop: () => listening.stop(),
  };
}

export type LiveConnections = ReturnType<typeof createLiveConnections>;
export type TrackedConnection = ReturnType<LiveConnections['open']>;
