import { AsyncLocalStorage } from 'node:async_hooks';

const deliveries = new AsyncLocalStorage<object>();

/**
 * Runs `resolve`, one subscriber's copy of an event being resolved, as a delivery of that event: everything its
 * resolvers do (their database reads included) runs in it, and `deliveredEvent` names the event they serve.
 */
export function inDelivery<T>(event: object, resolve: () => T): T {
  return deliveries.run(event, resolve);
}

/** The event whose copy is being resolved in this async context, or null outside a subscription's delivery. */
export function deliveredEvent(): object | null {
  return deliveries.getStore() ?? null;
}
