import { z } from 'zod';
import { openBillingPortal, startCheckout } from '../../billing/checkout';
import { allowance, effectivePlan, graceEndsAt, type BillingState } from '../../billing/effective-plan';
import { planIds, planLimitNames } from '../../billing/plans';
import { nextInvoiceOf, type NextInvoice } from '../../billing/next-invoice';
import { usageOf } from '../../billing/usage';
import { PlanLimitError, ValidationError } from '../../errors';
import type { BillingAccount } from '../../generated/prisma/client';
import { builder } from '../builder';
import type { Context } from '../context';
import { ErrorInterface } from './errors';
import { OrganizationRef } from './organization';

export const PlanEnum = builder.enumType('Plan', { values: planIds });
export const PlanLimitEnum = builder.enumType('PlanLimit', {
  values: planLimitNames,
  description: 'Something a plan meters: seats (members and open invitations), widgets, conversations this month, published articles, API keys, webhook endpoints, widgets with identity verification.',
});
const PaidPlanEnum = builder.enumType('PaidPlan', { values: ['PRO', 'BUSINESS'] as const });

const subscriptionStatuses = ['TRIALING', 'ACTIVE', 'PAST_DUE', 'CANCELED', 'INCOMPLETE', 'INCOMPLETE_EXPIRED', 'UNPAID', 'PAUSED'] as const;
const SubscriptionStatusEnum = builder.enumType('SubscriptionStatus', { values: subscriptionStatuses, description: "The Stripe subscription's status." });

builder.objectType(PlanLimitError, {
  name: 'PlanLimitError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof PlanLimitError,
  fields: (t) => ({
    limit: t.field({ type: PlanLimitEnum, resolve: (error) => error.limit as (typeof planLimitNames)[number] }),
    used: t.exposeInt('used'),
    allowed: t.exposeInt('allowed'),
    upgradeUrl: t.exposeString('upgradeUrl', { description: 'Where an owner compares plans and upgrades.' }),
  }),
});

type Usage = { limit: (typeof planLimitNames)[number]; used: number; allowed: number | null };

const PlanUsageRef = builder.objectRef<Usage>('PlanUsage').implement({
  fields: (t) => ({
    limit: t.field({ type: PlanLimitEnum, resolve: (usage) => usage.limit }),
    used: t.exposeInt('used'),
    allowed: t.exposeInt('allowed', { nullable: true, description: 'Null: no limit.' }),
  }),
});

const NextInvoiceRef = builder.objectRef<NextInvoice>('NextInvoice').implement({
  description: "The subscription's next invoice as Stripe previews it.",
  fields: (t) => ({
    amount: t.exposeFloat('amount', { description: 'What will be charged, in the currency (dollars and cents for USD).' }),
    currency: t.exposeString('currency', { description: 'ISO 4217 code, e.g. USD.' }),
    date: t.expose('date', { type: 'DateTime', description: 'When Stripe will charge it.' }),
  }),
});

type BillingShape = BillingState & { organizationId: string; billingAccount: BillingAccount | null };

const BillingRef = builder.objectRef<BillingShape>('Billing').implement({
  description: "The organization's plan and what it uses of it. Without billing (self-hosted) nothing is limited.",
  fields: (t) => ({
    enabled: t.boolean({ description: 'False on a self-hosted server: every feature is unlocked.', resolve: (_billing, _args, context) => context.services.stripe !== null }),
    plan: t.field({ type: PlanEnum, description: 'The plan whose limits apply now.', resolve: (billing, _args, context) => effectivePlan(billing, context.services.now()).id }),
    status: t.field({
      type: SubscriptionStatusEnum,
      nullable: true,
      resolve: (billing) => (billing.billingAccount?.status?.toUpperCase() as (typeof subscriptionStatuses)[number] | undefined) ?? null,
    }),
    seats: t.int({ description: 'Seats paid for.', resolve: (billing) => billing.billingAccount?.seats ?? 0 }),
    currentPeriodEnd: t.field({ type: 'DateTime', nullable: true, resolve: (billing) => billing.billingAccount?.currentPeriodEnd ?? null }),
    cancelAtPeriodEnd: t.boolean({ resolve: (billing) => billing.billingAccount?.cancelAtPeriodEnd ?? false }),
    graceEndsAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'Past due: the plan stays until then, and Free limits apply after.',
      resolve: (billing) => graceEndsAt(billing.billingAccount),
    }),
    hasCustomer: t.boolean({ description: 'Whether there is a Stripe customer portal to open.', resolve: (billing) => billing.billingAccount !== null }),
    nextInvoice: t.field({
      type: NextInvoiceRef,
      nullable: true,
      description: 'Null when nothing renews (no subscription, or it ends at the period end).',
      resolve: (billing, _args, context) => (context.services.stripe ? nextInvoiceOf(context.services.stripe, billing.billingAccount) : null),
    }),
    usage: t.field({
      type: [PlanUsageRef],
      resolve: async (billing, _args, context) => {
        const now = context.services.now();
        const enabled = context.services.stripe !== null;
        return Promise.all(
          planLimitNames.map(async (limit) => ({
            limit,
            used: await usageOf(context.prisma, billing.organizationId, limit, now),
            allowed: enabled ? allowance(billing, limit, now) : null,
          })),
        );
      },
    }),
    viewerCanManage: t.boolean({
      description: 'Owners manage billing; everyone else sees it read-only.',
      resolve: async (billing, _args, context) => (await context.roleIn(billing.organizationId)) === 'OWNER',
    }),
  }),
});

builder.prismaObjectFields(OrganizationRef, (t) => ({
  billing: t.field({
    type: BillingRef,
    select: { plan: true, billingAccount: true },
    resolve: (organization) => ({ organizationId: organization.id, plan: organization.plan, billingAccount: organization.billingAccount }),
  }),
}));

builder.prismaObjectFields('Thread', (t) => ({
  overPlanLimit: t.boolean({
    description: "Opened after the month's conversations allowed by the plan were used up: received and shown all the same.",
    select: { monthlyNumber: true, organization: { select: { plan: true, billingAccount: true } } },
    resolve: (thread, _args, context) => {
      if (!context.services.stripe || thread.monthlyNumber === null) return false;
      const allowed = allowance(thread.organization, 'CONVERSATIONS', context.services.now());
      return allowed !== null && thread.monthlyNumber > allowed;
    },
  }),
}));

function billingServices(context: Context) {
  const { stripe } = context.services;
  if (!stripe) throw new ValidationError('Billing is off on this server: every feature is already unlocked.');
  return { ...context.services, stripe };
}

builder.relayMutationField(
  'startCheckout',
  {
    inputFields: (t) => ({
      organizationId: t.globalID({ required: true, for: OrganizationRef }),
      plan: t.field({ type: PaidPlanEnum, required: true }),
      seats: t.int({ required: true, description: 'Seats to pay for: at least the members and open invitations.' }),
    }),
    validate: z.looseObject({ seats: z.number().int().min(1, 'Choose at least one seat.').max(1000, 'For more than 1,000 seats, contact us.') }),
  },
  {
    errors: {},
    description: 'Starts a Stripe Checkout for a subscription; send the owner to `url`.',
    authScopes: (_root, { input }) => ({ owner: input.organizationId.id }),
    resolve: async (_root, { input }, context) => ({
      url: await startCheckout(billingServices(context), {
        organizationId: input.organizationId.id,
        plan: input.plan,
        seats: input.seats,
        email: context.session!.user.email,
      }),
    }),
  },
  { outputFields: (t) => ({ url: t.exposeString('url') }) },
);

builder.relayMutationField(
  'openBillingPortal',
  { inputFields: (t) => ({ organizationId: t.globalID({ required: true, for: OrganizationRef }) }) },
  {
    errors: {},
    description: "Opens Stripe's customer portal (plan, seats, card, invoices); send the owner to `url`.",
    authScopes: (_root, { input }) => ({ owner: input.organizationId.id }),
    resolve: async (_root, { input }, context) => ({ url: await openBillingPortal(billingServices(context), input.organizationId.id) }),
  },
  { outputFields: (t) => ({ url: t.exposeString('url') }) },
);
