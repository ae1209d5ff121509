import { PlanLimitError } from '../errors';
import type { Prisma } from '../generated/prisma/client';
import { appLink, type Services } from '../services';
import { allowance, effectivePlan, type BillingState } from './effective-plan';
import { limitLabels, planIncludes, yesNoFeatures, type PlanLimitName } from './plans';
import { usageOf } from './usage';

type LimitDeps = Pick<Services, 'db' | 'config' | 'now'>;

function limitMessage(planName: string, limit: PlanLimitName, used: number, allowed: number): string {
  const { one, many, feature } = limitLabels[limit];
  const single = yesNoFeatures.includes(limit);
  if (allowed === 0) return `${feature} ${single ? 'is' : 'are'} not part of the ${planName} plan. Upgrade to use ${single ? 'it' : 'them'}.`;
  return `Your ${planName} plan includes ${allowed.toLocaleString('en-US')} ${allowed === 1 ? one : many}, and ${used.toLocaleString('en-US')} ${used === 1 ? 'is' : 'are'} in use. Upgrade for more.`;
}

/**
 * Throws PlanLimitError unless the organization has room for one more of `limit`. Call it inside the transaction that
 * adds the thing: it locks the organization's row, so two requests at the edge of a limit are counted one after the
 * other and cannot both pass.
 */
export async function assertWithinPlan(tx: Prisma.TransactionClient, deps: Omit<LimitDeps, 'db'>, organizationId: string, limit: PlanLimitName): Promise<void> {
  await tx.$queryRaw`SELECT 1 FROM "Organization" WHERE id = ${organizationId} FOR UPDATE`;
  const state = await tx.organization.findUniqueOrThrow({ where: { id: organizationId }, select: { plan: true, billingAccount: true } });
  const now = deps.now();
  const allowed = allowance(state, limit, now);
  if (allowed === null) return;
  const used = await usageOf(tx, organizationId, limit, now);
  if (used < allowed) return;
  const planName = effectivePlan(state, now).name;
  throw new PlanLimitError(limitMessage(planName, limit, used, allowed), limit, used, allowed, appLink(deps.config, '/dashboard/settings/upgrade'));
}

/**
 * Adds something the plan meters: `add` runs in one transaction with the limit check. Without billing (self-hosted)
 * nothing is limited and `add` runs as it is.
 */
export async function withinPlan<T>(deps: LimitDeps, organizationId: string, limit: PlanLimitName, add: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  // Always a transaction: what is added may write more than one row (its audit entry), with or without billing.
  return deps.db.prisma.$transaction(async (tx) => {
    if (deps.config.stripe) await assertWithinPlan(tx, deps, organizationId, limit);
    return add(tx);
  });
}

/** Whether the organization's plan has the feature now. Without billing (self-hosted) every feature is on. */
export function planHas(deps: Pick<Services, 'config' | 'now'>, state: BillingState, feature: 'IDENTITY_VERIFICATION' | 'ANSWER_BOT'): boolean {
  return !deps.config.stripe || planIncludes(effectivePlan(state, deps.now()), feature);
}
