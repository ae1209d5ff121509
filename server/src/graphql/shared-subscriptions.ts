import { createSourceEventStream, type ExecutionArgs, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { inDelivery } from '../realtime/deliveries';
import { mapRunningAhead } from './run-ahead';
import { executeSubscriptionEvent } from './shared-runs';

/**
 * How many of a subscriber's events are resolved ahead of the one being sent: enough that a subscriber keeps up with
 * a busy inbox while each event waits for its reads, few enough that a lagging socket's backlog still counts in its
 * event stream (see live-events).
 */
const eventsResolvedAhead = 16;

async function subscribe(args: ExecutionArgs): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const events = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in events)) return events;
  // Each copy is resolved in a delivery of its event, so that subscribers share its reads (see shared-reads).
  const resolve = (event: unknown) => inDelivery(event as object, () => executeSubscriptionEvent(args, event as object));
  return mapRunningAhead(events[Symbol.asyncIterator](), resolve, eventsResolvedAhead);
}

/**
 * Subscriptions run each event through shared runs (see shared-runs), several events ahead: the event stream is
 * created as graphql-js does (the subscription field's own `subscribe`, with its authorization), and only the
 * execution of each event differs.
 */
export function useSharedSubscriptionRuns(): Plugin {
  return {
    onSubscribe({ setSubscribeFn }) {
      setSubscribeFn(subscribe as Parameters<typeof setSubscribeFn>[0]);
    },
  };
}
