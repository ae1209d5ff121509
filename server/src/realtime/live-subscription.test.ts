import { afterEach, describe, expect, it } from '@jest/globals';
import type { ExecutionResult } from 'graphql';
import { LiveSource } from '../graphql/live-events';
import { createLogger } from '../logger';
import { createEventBus, type EventBus } from './event-bus';
import { createLiveConnections, type LiveConnection } from './live-connections';
import { LiveSubscription } from './live-subscription';
import type { Channel } from './topics';

const logger = createLogger('error');
const channel: Channel = ['organization:updated', 'org-1'];
const buses: EventBus[] = [];
afterEach(async () => {
  await Promise.all(buses.splice(0).map((bus) => bus.close()));
});

/**
 * The app's event bus, whose subscriptions are acknowledged only when the test says so: as Redis acknowledges a new
 * channel's subscription some moments after it was asked for, while events of channels it already listens to flow.
 */
function busAwaitingAcknowledgement() {
  const bus = createEventBus(undefined, logger);
  buses.push(bus);
  let acknowledge!: () => void;
  const acknowledged = new Promise<void>((resolve) => (acknowledge = resolve));
  const delayed: EventBus = {
    ...bus,
    listen(channels, listener) {
      const listening = bus.listen(channels, listener);
      return { ready: listening.ready.then(() => acknowledged), stop: listening.stop };
    },
  };
  return { bus: delayed, acknowledge };
}

const openSocket = { readyState: 1, bufferedAmount: 0, close: () => undefined };
const anyExpiry = async () => null;

/** A subscription that starts with its start event and records what it sends. */
function startSubscription(bus: EventBus, connection: LiveConnection, sent: ExecutionResult[]) {
  return new LiveSubscription(new LiveSource([channel], [{ kind: 'SUBSCRIBED' }], false), {
    bus,
    connection,
    resolve: async (event) => ({ data: { event } }),
    send: (result) => sent.push(result),
    fail: (error) => {
      throw error;
    },
  });
}

/** Lets every promise already settled run its callbacks (the subscription's event runs are promises). */
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('a live subscription', () => {
  it('sends nothing before events from every instance reach it, then its start event, then the live ones in order', async () => {
    const { bus, acknowledge } = busAwaitingAcknowledgement();
    const connection = createLiveConnections({ bus, logger, sessionExpiry: anyExpiry }).open(openSocket);
    const sent: ExecutionResult[] = [];
    startSubscription(bus, connection, sent);
    bus.publish('organization:updated', 'org-1', { organizationId: 'org-1' });
    await settled();
    // A start event sent now would have the client read again before a change published elsewhere could reach it.
    expect(sent).toEqual([]);

    acknowledge();
    await settled();
    expect(sent).toEqual([{ data: { event: { kind: 'SUBSCRIBED' } } }, { data: { event: { organizationId: 'org-1' } } }]);
  });

  it('ends quietly, listening no more, when its connection closed while it was being admitted', () => {
    const { bus } = busAwaitingAcknowledgement();
    const connection = createLiveConnections({ bus, logger, sessionExpiry: anyExpiry }).open(openSocket);
    connection.forget();
    const sent: ExecutionResult[] = [];
    expect(() => startSubscription(bus, connection, sent)).not.toThrow();
    expect(bus.listenerCount('organization:updated', 'org-1')).toBe(0);
    expect(sent).toEqual([]);
  });
});
