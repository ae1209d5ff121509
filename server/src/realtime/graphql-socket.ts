import type { ExecutionResult, GraphQLError } from 'graphql';
import { CloseCode, GRAPHQL_TRANSPORT_WS_PROTOCOL, MessageType, parseMessage, stringifyMessage, type Message, type SubscribePayload } from 'graphql-ws';
import type { RequestHead } from '../graphql/context';
import type { TrackedConnection } from './live-connections';

/** How long a client has, once connected, to send connection_init. */
const connectionInitWaitMs = 3_000;

/** What the socket's operations run on: one call per subscribe message, which answers through the operation. */
export type OperationRunner = (operation: SocketOperation, payload: SubscribePayload) => Promise<void>;

/** The socket an operation runs on (a `ws` WebSocket). */
export type ProtocolSocket = { readonly protocol: string; readonly readyState: number; send(data: string): void; close(code: number, reason: string): void };

/** What a live subscription gives its operation: the way to end it. */
type Stoppable = { return(): void };

const open = 1;

/**
 * One socket speaking graphql-transport-ws (the protocol graphql-ws clients speak) to its operations: the handshake,
 * pings, subscribe and complete messages, and each operation's results, errors and completion. The message formats
 * and close codes are graphql-ws's own; the server is written here so that a live subscription is a small record fed by
 * the event bus (see live-subscription), instead of an async iteration per operation, which held its context and
 * several iterator layers for as long as the subscription lived.
 */
export class GraphQLSocket {
  connectionParams: Record<string, unknown> | undefined;
  private acknowledged = false;
  private initReceived = false;
  private readonly operations = new Map<string, SocketOperation>();
  private readonly initWait: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly socket: ProtocolSocket,
    readonly head: RequestHead,
    readonly connection: TrackedConnection,
    private readonly run: OperationRunner,
  ) {
    if (socket.protocol !== GRAPHQL_TRANSPORT_WS_PROTOCOL) {
      socket.close(CloseCode.SubprotocolNotAcceptable, 'Subprotocol not acceptable');
      return;
    }
    this.initWait = setTimeout(() => {
      if (!this.initReceived) socket.close(CloseCode.ConnectionInitialisationTimeout, 'Connection initialisation timeout');
    }, connectionInitWaitMs);
  }

  /** One message from the client. */
  receive(data: string): void {
    let message: Message;
    try {
      message = parseMessage(data);
    } catch {
      return this.socket.close(CloseCode.BadRequest, 'Invalid message received');
    }
    switch (message.type) {
      case MessageType.ConnectionInit:
        if (this.initReceived) return this.socket.close(CloseCode.TooManyInitialisationRequests, 'Too many initialisation requests');
        this.initReceived = true;
        clearTimeout(this.initWait);
        if (message.payload && typeof message.payload === 'object') this.connectionParams = message.payload;
        this.acknowledged = true;
        return this.write({ type: MessageType.ConnectionAck });
      case MessageType.Ping:
        return this.write(message.payload ? { type: MessageType.Pong, payload: message.payload } : { type: MessageType.Pong });
      case MessageType.Pong:
        return;
      case MessageType.Subscribe:
        if (!this.acknowledged) return this.socket.close(CloseCode.Unauthorized, 'Unauthorized');
        if (this.operations.has(message.id)) return this.socket.close(CloseCode.SubscriberAlreadyExists, `Subscriber for ${message.id} already exists`);
        this.startOperation(message.id, message.payload);
        return;
      case MessageType.Complete:
        return this.end(message.id);
      default:
        return this.socket.close(CloseCode.BadRequest, `Unexpected message of type ${message.type} received`);
    }
  }

  /** The socket closed: every operation stops. */
  closed(): void {
    clearTimeout(this.initWait);
    for (const id of [...this.operations.keys()]) this.end(id);
  }

  /** Whether `operation` is still the socket's operation of its id (see SocketOperation). */
  runs(operation: SocketOperation): boolean {
    return this.operations.get(operation.id) === operation;
  }

  /** Sends one of `operation`'s messages; its last (error or complete) lets go of its id. */
  answer(operation: SocketOperation, message: Message, last: boolean): void {
    if (!this.runs(operation)) return;
    if (last) this.operations.delete(operation.id);
    this.write(message);
  }

  private startOperation(id: string, payload: SubscribePayload): void {
    const operation = new SocketOperation(id, this);
    this.operations.set(id, operation);
    void this.run(operation, payload);
  }

  private end(id: string): void {
    const operation = this.operations.get(id);
    this.operations.delete(id);
    operation?.stop();
  }

  private write(message: Message): void {
    if (this.socket.readyState === open) this.socket.send(stringifyMessage(message));
  }
}

/**
 * One operation of a socket, from its subscribe message to its end. It answers only while it is the socket's operation
 * of its id: once the client completed it, a later operation may take the same id, and what this one still had under
 * way (its admission, a subscription it was starting) must neither answer for the new one nor end it.
 */
export class SocketOperation {
  private subscription: Stoppable | null = null;

  constructor(
    readonly id: string,
    /** The socket it runs on: its request head, connection params and live connection. */
    readonly socket: GraphQLSocket,
  ) {}

  /** Whether the operation is still wanted: not completed by the client, the socket not closed. */
  isRunning(): boolean {
    return this.socket.runs(this);
  }

  /** The operation is now this live subscription; false (and it is ended) if the client completed it meanwhile. */
  hold(subscription: Stoppable): boolean {
    if (!this.isRunning()) {
      subscription.return();
      return false;
    }
    this.subscription = subscription;
    return true;
  }

  next(result: ExecutionResult): void {
    const { errors, ...rest } = result;
    this.socket.answer(this, { id: this.id, type: MessageType.Next, payload: errors ? { ...rest, errors: errors.map((error) => error.toJSON()) } : rest }, false);
  }

  /** The operation failed before or while it ran: its errors, and it is over. */
  error(errors: readonly GraphQLError[]): void {
    this.socket.answer(this, { id: this.id, type: MessageType.Error, payload: errors.map((error) => error.toJSON()) }, true);
  }

  /** The operation is done: the client is told. */
  complete(): void {
    this.socket.answer(this, { id: this.id, type: MessageType.Complete }, true);
  }

  /** The client completed the operation, or the socket closed: its subscription, if any, ends. */
  stop(): void {
    this.subscription?.return();
    this.subscription = null;
  }
}
