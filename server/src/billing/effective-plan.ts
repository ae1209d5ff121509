import type { BillingAccount } from '../generated/prisma/client';
import { planIds, plans, type Plan, type PlanId, type PlanLimitName } from './plans';

/** How long a past-due subscription keeps its plan while Stripe retries the card, before Free limits apply. */
export const pastDueGraceMs = 7 * 24 * 60 * 60 * 1000;

export type BillingState = { plan: string; billingAccount: Pick<BillingAccount, 'status' | 'seats' | 'pastDueSince'> | null };

export const asPlanId = (value: string): PlanId => (planIds as readonly string[]).includes(value) ? (value as PlanId) : 'FREE';

/** When a past-due subscription's grace period ends; null when it is not past due. */
export function graceEndsAt(account: BillingState['billingAccount']): Date | null {
  if (account?.status !== 'past_due' || !account.pastDueSince) return null;
  return new Date(account.pastDueSince.getTime() + pastDueGraceMs);
}

/** The plan whose limits apply now: the one paid for, or Free once a past-due subscription's grace period is over. */
export function effectivePlan(state: BillingState, now: Date): Plan {
  const graceEnd = graceEndsAt(state.billingAccount);
  if (graceEnd && graceEnd <= now) return plans.FREE;
  return plans[asPlanId(state.plan)];
}

/** How many of `limit` the organization may have now; null means no limit. Paid plans allow the seats paid for. */
export function allowance(state: BillingState, limit: PlanLimitName, now: Date): number | null {
  const plan = effectivePlan(state, now);
  if (limit === 'SEATS' && plan.id !== 'FREE') return Math.max(state.billingAccount?.seats ?? 0, plans.FREE.limits.SEATS ?? 0);
  return plan.limits[limit];
}
