import type Stripe from 'stripe';
import type { BillingAccount } from '../generated/prisma/client';

export type NextInvoice = { amount: number; currency: string; date: Date };

/** Statuses whose subscription renews and so has a next invoice. */
const renewingStatuses = new Set(['trialing', 'active', 'past_due']);

/**
 * The invoice Stripe will send next for the organization's subscription, as Stripe previews it (seats, prices,
 * prorations and discounts included); null when nothing renews. Amounts come in the currency's smallest unit.
 */
export async function nextInvoiceOf(stripe: Stripe, account: Pick<BillingAccount, 'stripeCustomerId' | 'stripeSubscriptionId' | 'status' | 'cancelAtPeriodEnd'> | null): Promise<NextInvoice | null> {
  if (!account?.stripeSubscriptionId || account.cancelAtPeriodEnd || !renewingStatuses.has(account.status ?? '')) return null;
  let preview: Stripe.Invoice;
  try {
    preview = await stripe.invoices.createPreview({ customer: account.stripeCustomerId, subscription: account.stripeSubscriptionId });
  } catch (error) {
    // The subscription ended at Stripe before its webhook reached us: nothing is due.
    if ((error as { code?: string }).code === 'invoice_upcoming_none') return null;
    throw error;
  }
  const when = preview.next_payment_attempt ?? preview.period_end;
  return { amount: preview.amount_due / 100, currency: preview.currency.toUpperCase(), date: new Date(when * 1000) };
}
