import type Stripe from 'stripe';
import type { Config } from '../config';
import type { PrismaClient } from '../generated/prisma/client';
import type { PlanId } from './plans';

/** Statuses in which the subscription's plan applies (past_due only until its grace period ends: effective-plan). */
const payingStatuses = new Set<Stripe.Subscription.Status>(['trialing', 'active', 'past_due']);

function paidPlan(prices: NonNullable<Config['stripe']>['prices'], subscription: Stripe.Subscription): PlanId {
  const priceId = subscription.items.data[0]?.price.id;
  if (priceId === prices.BUSINESS) return 'BUSINESS';
  if (priceId === prices.PRO) return 'PRO';
  return 'FREE';
}

/**
 * Makes the organization's plan what Stripe says now. Webhook events only say which subscription changed: its state is
 * read from Stripe's API, so events arriving late, twice or out of order all end in Stripe's current state.
 */
export async function syncSubscription(prisma: PrismaClient, stripe: Stripe, prices: NonNullable<Config['stripe']>['prices'], subscriptionId: string, now: Date): Promise<void> {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const customerId = typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
  const account = await prisma.billingAccount.findUnique({ where: { stripeCustomerId: customerId } });
  if (!account) return;
  // A finished subscription never replaces a newer one the customer took out since.
  if (account.stripeSubscriptionId && account.stripeSubscriptionId !== subscription.id && !payingStatuses.has(subscription.status)) return;
  const item = subscription.items.data[0];
  const paying = payingStatuses.has(subscription.status);
  const pastDue = subscription.status === 'past_due';
  await prisma.$transaction([
    prisma.billingAccount.update({
      where: { organizationId: account.organizationId },
      data: {
        stripeSubscriptionId: subscription.id,
        status: subscription.status,
        seats: item?.quantity ?? 0,
        currentPeriodEnd: item ? new Date(item.current_period_end * 1000) : null,
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
        pastDueSince: pastDue ? (account.pastDueSince ?? now) : null,
      },
    }),
    prisma.organization.update({ where: { id: account.organizationId }, data: { plan: paying ? paidPlan(prices, subscription) : 'FREE' } }),
  ]);
}
