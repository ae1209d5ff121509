import { AsyncLocalStorage } from 'node:async_hooks';

/** The event one subscriber's copy is resolved for; null once that copy is resolved. */
type Delivery = { event: object | null };

const deliveries = new AsyncLocalStorage<Delivery>();

/** The publication an operation's answer reads as, once the operation has published it; null until then. */
type AnswerScope = { publication: object | null };

const answers = new AsyncLocalStorage<AnswerScope>();

/**
 * Runs `resolve`, one subscriber's copy of an event being resolved, as a delivery of that event: everything its
 * resolvers do (their database reads included) runs in it, and `deliveredEvent` names the event they serve. The
 * async context names the event only until `resolve` settles: what keeps the context longer (a read a cache keeps,
 * which on Node 22 holds the context it was made in, or a connection opened meanwhile) does not keep the event, and
 * with it every run made for it.
 */
export async function inDelivery<T>(event: object, resolve: () => Promise<T>): Promise<T> {
  const delivery: Delivery = { event };
  try {
    return await deliveries.run(delivery, resolve);
  } finally {
    delivery.event = null;
  }
}

/** The event whose copy is being resolved in this async context, or null outside a subscription's delivery. */
export function deliveredEvent(): object | null {
  return deliveries.getStore()?.event ?? null;
}

/**
 * The event whose deliveries' reads this async context shares: the delivered event, or the publication an
 * operation's answer reads as (see answerAsDeliveryOf); null for any other work.
 */
export function readingAsDeliveryOf(): object | null {
  return deliveredEvent() ?? answers.getStore()?.publication ?? null;
}

/** Runs `execute`, one operation, with a scope in which it may say what it answers with (see answerAsDeliveryOf). */
export function inAnswerScope<T>(execute: () => T): T {
  return answers.run({ publication: null }, execute);
}

/**
 * From here to the end of the operation, its reads are made as the deliveries of `publication` make theirs, and
 * share their rows. Called by a mutation once what it answers with is written and published; outside an answer
 * scope it does nothing.
 */
export function answerAsDeliveryOf(publication: object): void {
  const scope = answers.getStore();
  if (scope) scope.publication = publication;
}

/**
 * Runs `task` as work of its own: started from a delivery or an answer, it would otherwise read as they do, and be
 * given rows read before its own writes.
 */
export function readingOnItsOwn<T>(task: () => T): T {
  return deliveries.exit(() => answers.exit(task));
}
