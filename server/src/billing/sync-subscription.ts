import type Stripe from 'stripe';
import type { Config } from '../config';
import type { PrismaClient } from '../generated/prisma/client';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { asPlanId } from './effective-plan';
import type { PlanId } from './plans';

/** Statuses in which the subscription's plan applies (past_due only until its grace period ends: effective-plan). */
const payingStatuses = new Set<Stripe.Subscription.Status>(['trialing', 'active', 'past_due']);

function paidPlan(prices: NonNullable<Config['stripe']>['prices'], subscription: Stripe.Subscription): PlanId {
  const priceId = subscription.items.data[0]?.price.id;
  if (priceId === prices.BUSINESS) return 'BUSINESS';
  if (priceId === prices.PRO) return 'PRO';
  return 'FREE';
}

/** A plan the organization moved to because of Stripe, for the audit log and product analytics. */
export type PlanChange = { organizationId: string; from: PlanId; to: PlanId; status: Stripe.Subscription.Status; seats: number };

/** Webhook-driven changes are made by no person: the audit log names the system. */
const stripeActor: AuditActor = { kind: 'SYSTEM', id: null, label: 'Stripe billing', ipAddress: '' };

/**
 * Makes the organization's plan what Stripe says now. Webhook events only say which subscription changed: its state is
 * read from Stripe's API, so events arriving late, twice or out of order all end in Stripe's current state. A change
 * of plan is written to the audit log in the same transaction and returned; nothing is returned when the plan stays.
 */
export async function syncSubscription(prisma: PrismaClient, stripe: Stripe, prices: NonNullable<Config['stripe']>['prices'], subscriptionId: string, now: Date): Promise<PlanChange | null> {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const customerId = typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
  const account = await prisma.billingAccount.findUnique({ where: { stripeCustomerId: customerId } });
  if (!account) return null;
  // A finished subscription never replaces a newer one the customer took out since.
  if (account.stripeSubscriptionId && account.stripeSubscriptionId !== subscription.id && !payingStatuses.has(subscription.status)) return null;
  const item = subscription.items.data[0];
  const paying = payingStatuses.has(subscription.status);
  const pastDue = subscription.status === 'past_due';
  const plan = paying ? paidPlan(prices, subscription) : 'FREE';
  const seats = item?.quantity ?? 0;
  return prisma.$transaction(async (tx) => {
    // Locked so that two events about one organization agree on which of them changed the plan.
    await tx.$queryRaw`SELECT 1 FROM "Organization" WHERE id = ${account.organizationId} FOR UPDATE`;
    const before = await tx.organization.findUniqueOrThrow({ where: { id: account.organizationId }, select: { plan: true, name: true } });
    await tx.billingAccount.update({
      where: { organizationId: account.organizationId },
      data: {
        stripeSubscriptionId: subscription.id,
        status: subscription.status,
        seats,
        currentPeriodEnd: item ? new Date(item.current_period_end * 1000) : null,
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
        pastDueSince: pastDue ? (account.pastDueSince ?? now) : null,
      },
    });
    const from = asPlanId(before.plan);
    if (from === plan) return null;
    await tx.organization.update({ where: { id: account.organizationId }, data: { plan } });
    await recordAudit(tx, stripeActor, {
      organizationId: account.organizationId,
      action: 'billing.plan_changed',
      target: { type: 'Organization', id: account.organizationId, label: before.name },
      changes: { plan: { before: from, after: plan } },
    });
    return { organizationId: account.organizationId, from, to: plan, status: subscription.status, seats };
  });
}
