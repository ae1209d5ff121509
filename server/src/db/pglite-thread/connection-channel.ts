import type { MessagePort } from 'node:worker_threads';
import type { FromDatabase, ToDatabase } from './messages';

/** What a connection's socket hears from the database's thread. */
export type ConnectionEnd = {
  received(bytes: Uint8Array): void;
  /** The thread ended the connection: with the database, or because PGlite could not process its messages. */
  ended(failure: string | undefined): void;
};

/** A connection's way to the database's thread. */
export type ConnectionLine = {
  send(bytes: Uint8Array<ArrayBuffer>): void;
  end(): void;
  /** Whether this connection keeps the process alive (pg's ref and unref of a socket). */
  keepAlive(alive: boolean): void;
};

/**
 * The one channel every connection of the pool crosses on to the database's thread, each message tagged with its
 * connection. Separate channels keep no order between them: a query one connection sent first could reach the thread
 * after a transaction another connection began later, and a transaction waiting for that query would never end, as
 * it keeps PGlite's one session. On one channel, messages arrive in the order they were sent.
 */
export class ConnectionChannel {
  private readonly connections = new Map<number, ConnectionEnd>();
  private readonly alive = new Set<number>();
  private nextId = 0;

  constructor(private readonly port: MessagePort) {
    port.on('message', (message: FromDatabase) => {
      const connection = this.connections.get(message.connection);
      if (!connection) return;
      if ('bytes' in message) return connection.received(message.bytes);
      this.forget(message.connection);
      connection.ended(message.failed);
    });
    port.on('close', () => this.endAll(undefined));
    port.unref();
  }

  open(connection: ConnectionEnd): ConnectionLine {
    const id = (this.nextId += 1);
    this.connections.set(id, connection);
    return {
      send: (bytes) => this.port.postMessage({ connection: id, bytes } satisfies ToDatabase, [bytes.buffer]),
      end: () => {
        if (!this.connections.has(id)) return;
        this.forget(id);
        this.port.postMessage({ connection: id, end: true } satisfies ToDatabase);
      },
      keepAlive: (alive) => {
        if (alive && this.connections.has(id)) this.alive.add(id);
        else this.alive.delete(id);
        this.refWhileAlive();
      },
    };
  }

  /** Ends every connection from this side (the thread stopped, or the channel closed). */
  endAll(failure: string | undefined): void {
    for (const [id, connection] of [...this.connections]) {
      this.forget(id);
      connection.ended(failure);
    }
  }

  close(): void {
    this.port.close();
  }

  private forget(id: number): void {
    this.connections.delete(id);
    this.alive.delete(id);
    this.refWhileAlive();
  }

  /** The channel keeps the process alive while a connection does, as each socket's own channel did. */
  private refWhileAlive(): void {
    if (this.alive.size > 0) this.port.ref();
    else this.port.unref();
  }
}
