import type { MessagePort } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import { joinedBytes } from './joined-bytes';
import type { FromDatabase, ToDatabase } from './messages';
import { endsUnit, withStatementPrefix } from './statement-names';
import { WireFrames } from './wire-frames';

/** Runs work on PGlite's session after everything queued before it: PGlite has one session and runs one thing at a time. */
export type InTurn = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * PGlite's one Postgres session, shared by the pool's connections. With one connection, every query waited for the
 * one before it to come back and be read on the app's thread before it could even be sent, so the database's thread
 * sat idle in between; with several, the next query is already waiting when one ends. Connections take turns by
 * unit of work (a query's messages up to Sync), and a connection inside a transaction keeps the session until the
 * transaction ends, so no one else's statement ever runs inside it. Each connection names its prepared statements
 * apart from the others' (statement-names.ts).
 */
export class SharedSession {
  /** The connection that holds the session: inside a transaction, or between a query's messages. */
  private owner: SessionClient | null = null;
  /** Connections whose messages wait for a turn, in the order they arrived. */
  private readonly waiting: SessionClient[] = [];
  /** Statements of ended connections, to deallocate once the session is free. */
  private readonly leftovers: string[] = [];
  /** The connections, by the number the app's side gave each on the channel. */
  private readonly clients = new Map<number, SessionClient>();
  private turnTaken = false;
  private stopped = false;
  /** Why the session cannot go on, once it cannot (see release). */
  private failure: string | undefined;

  constructor(
    private readonly pglite: PGlite,
    private readonly inTurn: InTurn,
    private readonly port: MessagePort,
  ) {
    port.on('message', (message: ToDatabase) => {
      if ('end' in message) return this.clients.get(message.connection)?.close(false);
      if (this.stopped) {
        // A connection that speaks once the session has failed is told so at once, rather than left waiting.
        if (this.failure) this.post({ connection: message.connection, ended: true, failed: this.failure });
        return;
      }
      let client = this.clients.get(message.connection);
      if (!client) this.clients.set(message.connection, (client = new SessionClient(this, message.connection)));
      client.arrived(message.bytes);
    });
  }

  /** Whether no connection holds the session, so that something else (maintenance) may use it now. */
  get free(): boolean {
    return this.owner === null && !this.pglite.isInTransaction();
  }

  /** Ends every connection and the channel, for closing the database: nothing runs on the session after this. */
  closeAll(): void {
    this.stopped = true;
    for (const client of [...this.clients.values()]) client.close(true);
    this.port.close();
  }

  /** Sends to the app's side of a connection. */
  post(message: FromDatabase): void {
    this.port.postMessage(message, 'bytes' in message ? [message.bytes.buffer] : []);
  }

  /** Called by a connection when messages arrived for it. */
  wake(client: SessionClient): void {
    if (!this.waiting.includes(client)) this.waiting.push(client);
    this.takeTurn();
  }

  /** Called by a connection that ended: a transaction it left open is rolled back, its statements deallocated. */
  ended(client: SessionClient, statements: string[]): void {
    this.clients.delete(client.connection);
    const at = this.waiting.indexOf(client);
    if (at >= 0) this.waiting.splice(at, 1);
    this.leftovers.push(...statements);
    this.takeTurn();
  }

  private takeTurn(): void {
    if (this.turnTaken || this.stopped) return;
    if (this.owner?.closed) return this.turn(() => this.release());
    if (!this.owner && this.leftovers.length) return this.turn(() => this.deallocate(this.leftovers.splice(0)));
    const next = this.owner ? (this.waiting.includes(this.owner) ? this.owner : null) : (this.waiting[0] ?? null);
    if (!next) return;
    this.waiting.splice(this.waiting.indexOf(next), 1);
    this.turn(async () => {
      const holds = await next.run(this.pglite);
      // A connection that ended during its turn keeps the session until release() has rolled back what it left.
      this.owner = holds || next.closed ? next : null;
    });
  }

  private turn(work: () => Promise<void>): void {
    this.turnTaken = true;
    void this.inTurn(work)
      .catch((error: unknown) => process.emitWarning(`The embedded database could not tidy up after a connection: ${String(error)}`))
      .finally(() => {
        this.turnTaken = false;
        this.takeTurn();
      });
  }

  /** The session's holder ended inside a transaction (its pool client failed or was closed): nothing of it is kept. */
  private async release(): Promise<void> {
    try {
      if (this.pglite.isInTransaction()) await this.pglite.exec('ROLLBACK');
    } finally {
      this.owner = null;
      // Still inside the ended connection's transaction, the session would run the next connection's statements in it.
      if (this.pglite.isInTransaction()) this.fail("The embedded database could not roll back a closed connection's transaction");
    }
  }

  /** Ends every connection with `reason`, and any that speaks later: the session cannot go on. */
  private fail(reason: string): void {
    this.failure = reason;
    this.stopped = true;
    for (const client of [...this.clients.values()]) client.close(true, reason);
  }

  private async deallocate(statements: string[]): Promise<void> {
    for (const name of statements) {
      // A name whose Parse failed was never created; there is nothing to deallocate then.
      await this.pglite.exec(`DEALLOCATE "${name.replaceAll('"', '""')}"`).catch(() => undefined);
    }
  }
}

/** One of the pool's connections, reaching the session over the connections' channel. */
class SessionClient {
  private readonly frames = new WireFrames();
  private readonly arrivals: Uint8Array[] = [];
  private readonly statements = new Set<string>();
  /** Its prepared statements' names in the session: its own, apart from the other connections'. */
  private readonly prefix: string;
  /** Whether its messages so far stop in the middle of a unit of work (a query's messages before their Sync). */
  private midUnit = false;
  private ended = false;

  constructor(
    private readonly session: SharedSession,
    readonly connection: number,
  ) {
    this.prefix = `c${connection}_`;
  }

  get closed(): boolean {
    return this.ended;
  }

  arrived(bytes: Uint8Array): void {
    this.arrivals.push(bytes);
    this.session.wake(this);
  }

  /** Ends the connection; `tellApp` when it ends on this side (the app's side ended it otherwise). */
  close(tellApp: boolean, failure?: string): void {
    if (this.ended) return;
    this.ended = true;
    if (tellApp) this.session.post({ connection: this.connection, ended: true, failed: failure });
    this.session.ended(this, [...this.statements]);
  }

  /**
   * Hands every message that arrived since its last turn to PGlite in one call (a query's Parse, Bind, Execute and
   * Sync arrive together) and sends the answer back. Returns whether it holds the session after this turn.
   */
  async run(pglite: PGlite): Promise<boolean> {
    const arrived = this.arrivals.splice(0);
    const { startup, messages } = this.frames.take(arrived.length === 1 ? arrived[0] : Buffer.concat(arrived));
    const renamed = messages.map((message) => withStatementPrefix(message, this.prefix, (name) => this.statements.add(name)));
    const input = startup ? [startup, ...renamed] : renamed;
    if (this.closed || !input.length) return pglite.isInTransaction() || this.midUnit;
    const answer: Uint8Array<ArrayBuffer>[] = [];
    try {
      // The chunks are views into PGlite's memory, valid only during the callback.
      await pglite.execProtocolRawStream(Buffer.concat(input), { onRawData: (chunk) => void answer.push(chunk.slice()) });
    } catch (error) {
      // PGlite answers a bad statement with an error message of the protocol; a throw means it could not go on.
      this.close(true, String(error));
      return false;
    }
    if (answer.length && !this.closed) this.session.post({ connection: this.connection, bytes: answer.length === 1 ? answer[0] : joinedBytes(answer) });
    if (renamed.length) this.midUnit = !endsUnit(renamed[renamed.length - 1]);
    return pglite.isInTransaction() || this.midUnit;
  }
}
