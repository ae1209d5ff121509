import { GraphQLError } from 'graphql';
import type { Channel, PayloadOf } from '../realtime/topics';
import type { Context } from './context';

/**
 * What a subscription field's `subscribe` answers: the channels its events come from, and how to take them. It is not
 * a stream of its own: the WebSocket server delivers every live subscription (see realtime/live-subscription), which
 * keeps a subscription idle at the cost of a few fields. It is async-iterable only to pass graphql-js's check that a
 * subscription field answers an event stream; nothing iterates it.
 */
export class LiveSource<E extends object = object> implements AsyncIterable<E> {
  constructor(
    readonly channels: readonly Channel[],
    /** Delivered first, as the subscription starts listening. */
    readonly initial: readonly E[],
    /** Each message reaches the subscriber once, whichever of its topics' events names it first. */
    readonly oncePerMessage: boolean,
  ) {}

  [Symbol.asyncIterator](): AsyncIterator<E> {
    throw new Error('Live subscriptions are delivered by the WebSocket server, never iterated.');
  }
}

/**
 * A subscription's events from these channels, for as long as its socket may receive them: it stops with the socket,
 * at a revocation, and when the subscriber falls behind (its socket is then closed, and the client reconnects and
 * resyncs by cursor). `initial` events come first.
 */
export function liveEvents<C extends Channel, Initial extends object = PayloadOf<C>>(
  context: Context,
  channels: readonly C[],
  { initial = [], oncePerMessage = false }: { initial?: Initial[]; oncePerMessage?: boolean } = {},
): LiveSource<PayloadOf<C> | Initial> {
  if (!context.connection) {
    throw new GraphQLError('Subscriptions are served over WebSocket: connect to /graphql with the graphql-transport-ws protocol.', {
      extensions: { code: 'BAD_REQUEST' },
    });
  }
  return new LiveSource<PayloadOf<C> | Initial>(channels, initial, oncePerMessage);
}
