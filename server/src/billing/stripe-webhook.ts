import type { IncomingMessage, ServerResponse } from 'node:http';
import type Stripe from 'stripe';
import type { Prisma } from '../generated/prisma/client';
import { readBody } from '../http/read-body';
import type { Services } from '../services';
import type { ReportUnexpected } from '../telemetry/masked-errors';
import { recordPlanChanged } from '../telemetry/business-events';
import { syncSubscription } from './sync-subscription';

export const stripeWebhookPath = '/billing/stripe/webhook';

/** Stripe's events are a few kilobytes; anything far bigger is not one. */
const maxEventBytes = 512 * 1024;

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));

/** The subscription an event is about, for the events that change a plan; null for every other event. */
function subscriptionOf(event: Stripe.Event): string | null {
  switch (event.type) {
    case 'checkout.session.completed':
      return idOf(event.data.object.subscription);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return event.data.object.id;
    case 'invoice.payment_failed':
      return idOf(event.data.object.parent?.subscription_details?.subscription);
    default:
      return null;
  }
}

function answer(response: ServerResponse, status: number, body: Record<string, unknown>) {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

/**
 * Receives Stripe's webhook events: the signature is checked on the raw body, an event already handled is acknowledged
 * and ignored, and the plan follows the subscription as Stripe's API reports it now. An event is recorded as handled
 * only after it was, so a failure (answered 500) is retried by Stripe.
 */
export function createStripeWebhookHandler(services: Services, stripe: Stripe, reportUnexpected: ReportUnexpected) {
  const { prisma } = services.db;
  const billing = services.config.stripe!;
  return async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'POST') return answer(response, 405, { error: 'Method not allowed' });
    let event: Stripe.Event;
    try {
      const body = await readBody(request, maxEventBytes);
      event = stripe.webhooks.constructEvent(body, String(request.headers['stripe-signature'] ?? ''), billing.webhookSecret);
    } catch {
      return answer(response, 400, { error: 'Invalid signature or payload' });
    }
    try {
      if (await prisma.stripeEvent.findUnique({ where: { id: event.id } })) return answer(response, 200, { received: true, duplicate: true });
      if (event.type === 'checkout.session.completed') await linkCustomer(prisma, event.data.object);
      const subscriptionId = subscriptionOf(event);
      const change = subscriptionId ? await syncSubscription(prisma, stripe, billing.prices, subscriptionId, services.now()) : null;
      if (change) recordPlanChanged(services, change);
      await prisma.stripeEvent.createMany({ data: [{ id: event.id, type: event.type }], skipDuplicates: true });
      answer(response, 200, { received: true });
    } catch (error) {
      reportUnexpected(error);
      answer(response, 500, { error: 'Could not handle the event; Stripe will retry it.' });
    }
  };
}

/** The checkout names the organization it was for; a customer made outside our checkout is tied to it here. */
async function linkCustomer(prisma: Prisma.TransactionClient, session: Stripe.Checkout.Session): Promise<void> {
  const organizationId = session.metadata?.organizationId ?? session.client_reference_id;
  const customerId = idOf(session.customer);
  if (!organizationId || !customerId) return;
  if (!(await prisma.organization.findUnique({ where: { id: organizationId }, select: { id: true } }))) return;
  await prisma.billingAccount.upsert({ where: { organizationId }, create: { organizationId, stripeCustomerId: customerId }, update: { stripeCustomerId: customerId } });
}
