import type Stripe from 'stripe';
import { ValidationError } from '../errors';
import { isUniqueViolation } from '../db/errors';
import { appLink, type Services } from '../services';
import { usageOf } from './usage';

type BillingServices = Pick<Services, 'config' | 'db' | 'now'> & { stripe: Stripe };

/** The organization's Stripe customer, made on its first checkout. */
async function customerOf(services: BillingServices, organizationId: string, email: string): Promise<string> {
  const { prisma } = services.db;
  const existing = await prisma.billingAccount.findUnique({ where: { organizationId } });
  if (existing) return existing.stripeCustomerId;
  const organization = await prisma.organization.findUniqueOrThrow({ where: { id: organizationId } });
  const customer = await services.stripe.customers.create({ name: organization.name, email, metadata: { organizationId } });
  try {
    await prisma.billingAccount.create({ data: { organizationId, stripeCustomerId: customer.id } });
    return customer.id;
  } catch (error) {
    // Two checkouts started at once: the first customer saved is the organization's.
    if (!isUniqueViolation(error)) throw error;
    return (await prisma.billingAccount.findUniqueOrThrow({ where: { organizationId } })).stripeCustomerId;
  }
}

export type CheckoutRequest = { organizationId: string; plan: 'PRO' | 'BUSINESS'; seats: number; email: string };

/** A Stripe Checkout page for a new subscription to `plan` with `seats` seats; its address is where the owner goes next. */
export async function startCheckout(services: BillingServices, request: CheckoutRequest): Promise<string> {
  const { prisma } = services.db;
  const account = await prisma.billingAccount.findUnique({ where: { organizationId: request.organizationId } });
  if (account?.status && ['trialing', 'active', 'past_due'].includes(account.status)) {
    throw new ValidationError('You already have a subscription: change its plan or seats with Manage billing.');
  }
  const seatsInUse = await usageOf(prisma, request.organizationId, 'SEATS', services.now());
  if (request.seats < seatsInUse) {
    throw ValidationError.forField('seats', `Your team already uses ${seatsInUse} seats (members and open invitations): choose at least ${seatsInUse}.`);
  }
  const customer = await customerOf(services, request.organizationId, request.email);
  const metadata = { organizationId: request.organizationId };
  const session = await services.stripe.checkout.sessions.create({
    mode: 'subscription',
    customer,
    client_reference_id: request.organizationId,
    line_items: [{ price: services.config.stripe!.prices[request.plan], quantity: request.seats }],
    metadata,
    subscription_data: { metadata },
    success_url: appLink(services.config, '/dashboard/settings/billing', { checkout: 'success' }),
    cancel_url: appLink(services.config, '/dashboard/settings/upgrade', { checkout: 'canceled' }),
  });
  if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
  return session.url;
}

/** A Stripe customer portal session, where the owner changes plan, seats and card and downloads invoices. */
export async function openBillingPortal(services: BillingServices, organizationId: string): Promise<string> {
  const account = await services.db.prisma.billingAccount.findUnique({ where: { organizationId } });
  if (!account) throw new ValidationError('There is nothing to manage yet: choose a plan on the Upgrade page first.');
  const session = await services.stripe.billingPortal.sessions.create({ customer: account.stripeCustomerId, return_url: appLink(services.config, '/dashboard/settings/billing') });
  return session.url;
}
