import type Stripe from 'stripe';
import type { Config } from '../config';

/**
 * The official Stripe client; `apiBase` (STRIPE_API_BASE) sends its requests to another address, such as a local
 * stand-in. The library is loaded only where billing is configured: it is some 4 MB of heap that every major
 * collection would mark.
 */
export async function createStripeClient(stripe: NonNullable<Config['stripe']>): Promise<Stripe> {
  const { default: Stripe } = await import('stripe');
  const base = stripe.apiBase ? new URL(stripe.apiBase) : null;
  return new Stripe(stripe.secretKey, {
    maxNetworkRetries: 2,
    telemetry: false,
    ...(base ? { host: base.hostname, port: base.port || (base.protocol === 'https:' ? 443 : 80), protocol: base.protocol === 'https:' ? 'https' : 'http' } : {}),
  });
}
