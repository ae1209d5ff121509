import { GraphQLError } from 'graphql';
import { EventStream } from '../realtime/event-stream';
import type { Channel, PayloadOf } from '../realtime/topics';
import type { Context } from './context';

/**
 * Events a subscription may hold unread before it counts as fallen behind. Each is a reference to the one event object
 * every subscriber of the instance shares (ids only), so even a full backlog costs a few kilobytes; a live dashboard or
 * widget reads events as fast as they come, and a burst has room to pass.
 */
const backlogLimit = 1000;
/** Message ids remembered per subscription for `oncePerMessage`: duplicates, if ever, arrive close together. */
const rememberedMessages = 1000;

/** Drops an event naming a message the subscription already delivered, so each message reaches a connection once. */
function firstMentionOfEachMessage(): (event: object) => boolean {
  const delivered = new Set<string>();
  return (event) => {
    if (!('messageId' in event) || typeof event.messageId !== 'string') return true;
    if (delivered.has(event.messageId)) return false;
    delivered.add(event.messageId);
    if (delivered.size > rememberedMessages) delivered.delete(delivered.values().next().value!);
    return true;
  };
}

/**
 * A subscription's events from these channels, for as long as its socket may receive them: it stops with the socket,
 * at a revocation, and when the subscriber falls `backlogLimit` events behind (its socket is then closed, and the
 * client reconnects and resyncs by cursor). `initial` events come first.
 */
export function liveEvents<C extends Channel>(
  context: Context,
  channels: readonly C[],
  { initial = [], oncePerMessage = false }: { initial?: PayloadOf<C>[]; oncePerMessage?: boolean } = {},
): AsyncIterableIterator<PayloadOf<C>> {
  const connection = context.connection;
  if (!connection) {
    throw new GraphQLError('Subscriptions are served over WebSocket: connect to /graphql with the graphql-transport-ws protocol.', {
      extensions: { code: 'BAD_REQUEST' },
    });
  }
  // Listening starts before the stream exists, but events only ever arrive later, from a publish.
  const listening = context.services.pubsub.listen(channels, (event) => stream.push(event));
  let release = () => {};
  const stream = new EventStream<PayloadOf<C>>({
    capacity: backlogLimit,
    mayDeliver: () => connection.canDeliver(),
    accept: oncePerMessage ? firstMentionOfEachMessage() : undefined,
    onOverflow: () => connection.fellBehind(),
    onEnd: () => {
      listening.stop();
      release();
    },
  });
  // A connection revoked while this operation was being prepared ends the stream at once.
  release = connection.hold(stream);
  for (const event of initial) stream.push(event);
  return stream;
}
