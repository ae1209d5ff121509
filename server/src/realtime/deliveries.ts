import { AsyncLocalStorage } from 'node:async_hooks';

/** One subscriber's copy of one event while it is being resolved: the event, once its stream handed it out. */
type Delivery = { event: object | null };

const deliveries = new AsyncLocalStorage<Delivery>();

/**
 * Runs each step of a subscription's results in a delivery of its own. graphql-js resolves the next event inside the
 * `next()` call that asked for it, so everything the event's resolvers do (their database reads included) runs in
 * that delivery, and `deliveredEvent` names the event they serve.
 */
export function inDeliveries<T>(results: AsyncIterableIterator<T>): AsyncIterableIterator<T> {
  const stepped: AsyncIterableIterator<T> = {
    next: () => deliveries.run({ event: null }, () => results.next()),
    return: () => results.return?.() ?? Promise.resolve({ value: undefined, done: true }),
    throw: (error) => results.throw?.(error) ?? Promise.reject(error),
    [Symbol.asyncIterator]: () => stepped,
  };
  return stepped;
}

/**
 * Called by an event stream's `next()` before it has an event: hands back how to name the event it then gives out,
 * for the delivery that asked (a no-op outside one).
 */
export function claimDelivery(): (event: object) => void {
  const delivery = deliveries.getStore();
  return delivery ? (event) => (delivery.event = event) : () => {};
}

/** The event whose copy is being resolved in this async context, or null outside a subscription's delivery. */
export function deliveredEvent(): object | null {
  return deliveries.getStore()?.event ?? null;
}
