import { builder } from './builder';

/**
 * The first event of a subscription that asked for it: sent once the subscription hears of every change made from
 * then on. What a client read before it may predate changes whose events were published before the subscription
 * listened (a thread that opened while the page was loading); what it reads after it cannot. So a client reads again
 * (by cursor) when this arrives, on its first connection as after each reconnection, and nothing falls in between.
 */
export type SubscriptionStarted = { kind: 'SUBSCRIBED' };

/** The start event to deliver before the live ones: one if the subscriber asked, a new object for each subscriber. */
export function startEvents(announceStart: boolean | null | undefined): SubscriptionStarted[] {
  return announceStart ? [{ kind: 'SUBSCRIBED' }] : [];
}

/** The `announceStart` argument of every subscription that has a start event. */
export const announceStartArgs = builder.args((t) => ({
  announceStart: t.boolean({
    required: false,
    description:
      'Send SUBSCRIBED as the first event, once every later change will be delivered: read what you need (again, by cursor) when it arrives, and no change falls between your read and the events.',
  }),
}));
