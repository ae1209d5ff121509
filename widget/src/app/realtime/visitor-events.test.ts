import { describe, expect, it, jest } from '@jest/globals';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { createTypingStore } from './typing';
import { subscribeToVisitorEvents } from './visitor-events';

function subscribed() {
  const environment = createMockEnvironment();
  const handlers = { onMessage: jest.fn(), onGap: jest.fn(), onStarted: jest.fn(), onSettingsSaved: jest.fn() };
  subscribeToVisitorEvents(environment, { clientId: 'widget-1', typing: createTypingStore(), ...handlers });
  const [subscription] = environment.mock.getAllOperations();
  const push = (kind: string, event: object = {}) =>
    environment.mock.nextValue(subscription, MockPayloadGenerator.generate(subscription, { VisitorEvent: () => ({ kind, thread: null, message: null, typing: null, ...event }) }));
  return { subscription, handlers, push };
}

describe("the visitor's events", () => {
  it('asks for the start event and catches up when it comes, at each start of the subscription', () => {
    const { subscription, handlers, push } = subscribed();
    // The server sends it only to a subscription that asks.
    expect(subscription.request.node.params.text).toContain('announceStart: true');
    expect(handlers.onStarted).not.toHaveBeenCalled();

    push('SUBSCRIBED');
    expect(handlers.onStarted).toHaveBeenCalledTimes(1);
    push('AVAILABILITY_CHANGED');
    push('WIDGET_UPDATED');
    expect(handlers.onStarted).toHaveBeenCalledTimes(1);
    expect(handlers.onSettingsSaved).toHaveBeenCalledTimes(1);
    expect(handlers.onMessage).not.toHaveBeenCalled();
  });
});
