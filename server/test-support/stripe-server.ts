import { randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

type Params = { [key: string]: string | Params };
type Subscription = {
  id: string;
  object: 'subscription';
  customer: string;
  status: Stripe.Subscription.Status;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  items: { object: 'list'; data: Array<{ id: string; object: 'subscription_item'; quantity: number; current_period_end: number; price: { id: string; object: 'price' } }> };
};
type CheckoutSession = {
  id: string;
  object: 'checkout.session';
  mode: string;
  customer: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string;
  status: 'open' | 'complete';
  subscription: string | null;
  line_items: { price: string; quantity: number };
  subscription_metadata: Record<string, string>;
};

/** Form fields as the Stripe client sends them (`line_items[0][price]=…`), back into nested objects. */
function parseForm(body: string): Params {
  const result: Params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let target = result;
    for (const part of path.slice(0, -1)) target = (target[part] ??= {}) as Params;
    target[path.at(-1)!] = value;
  }
  return result;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/** Monthly price per seat in cents of the price ids `stripeEnv` configures; tests may add or change prices. */
const defaultPrices: Record<string, number> = { price_pro: 1500, price_business: 3900 };
const inAMonth = () => Math.floor(Date.now() / 1000) + 30 * 24 * 60 * 60;

export type StripeStandIn = ReturnType<typeof createStandIn>;

/**
 * Where the app's webhook endpoint is and its signing secret; `appOrigin`, when set, is where the app under test really
 * listens, and the checkout and portal pages send the browser back there (tests run the app under another public URL).
 */
export type StripeWebhookTarget = { url: string; secret: string; appOrigin?: string };

function createStandIn(origin: () => string, webhook: StripeWebhookTarget) {
  const signer = new Stripe('sk_test_signer');
  const customers = new Map<string, Record<string, unknown>>();
  const sessions = new Map<string, CheckoutSession>();
  const subscriptions = new Map<string, Subscription>();
  const requests: Array<{ method: string; path: string; params: Params }> = [];
  const prices = new Map(Object.entries(defaultPrices));
  let events = 0;

  const event = (type: string, object: unknown): Stripe.Event =>
    ({ id: `evt_${(events += 1)}_${randomBytes(6).toString('hex')}`, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object }, api_version: Stripe.API_VERSION, livemode: false, pending_webhooks: 1, request: null }) as unknown as Stripe.Event;

  /** Posts the event to the app's webhook endpoint, signed with the endpoint's secret (or `secret` to forge one). */
  async function send(sent: Stripe.Event, secret = webhook.secret): Promise<Response> {
    const payload = JSON.stringify(sent);
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
    return fetch(webhook.url, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
  }

  function changeSubscription(id: string, changes: { status?: Stripe.Subscription.Status; quantity?: number; price?: string }): Subscription {
    const subscription = subscriptions.get(id)!;
    if (changes.status) subscription.status = changes.status;
    const item = subscription.items.data[0]!;
    if (changes.quantity) item.quantity = changes.quantity;
    if (changes.price) item.price = { id: changes.price, object: 'price' };
    return structuredClone(subscription);
  }

  /** What Stripe does when the customer pays: the subscription starts and both events are sent, as Stripe sends them. */
  async function completeCheckout(sessionId: string): Promise<Subscription> {
    const session = sessions.get(sessionId)!;
    const subscription: Subscription = {
      id: newId('sub'),
      object: 'subscription',
      customer: session.customer,
      status: 'active',
      cancel_at_period_end: false,
      metadata: session.subscription_metadata,
      items: { object: 'list', data: [{ id: newId('si'), object: 'subscription_item', quantity: session.line_items.quantity, current_period_end: inAMonth(), price: { id: session.line_items.price, object: 'price' } }] },
    };
    subscriptions.set(subscription.id, subscription);
    Object.assign(session, { status: 'complete', subscription: subscription.id });
    for (const sent of [event('checkout.session.completed', session), event('customer.subscription.created', subscription)]) {
      const response = await send(sent);
      if (!response.ok) throw new Error(`The app refused ${sent.type}: ${response.status} ${await response.text()}`);
    }
    return structuredClone(subscription);
  }

  /** The renewal invoice of a subscription: every seat at the item's price, due when the period ends. */
  function invoicePreview(params: Params): { status: number; body: unknown } {
    const subscription = subscriptions.get(String(params.subscription));
    if (!subscription || subscription.customer !== params.customer) return { status: 404, body: { error: { type: 'invalid_request_error', message: `No such subscription: '${String(params.subscription)}'` } } };
    if (subscription.status === 'canceled') return { status: 400, body: { error: { type: 'invalid_request_error', code: 'invoice_upcoming_none', message: 'No upcoming invoices for customer' } } };
    const item = subscription.items.data[0]!;
    const amount = (prices.get(item.price.id) ?? 0) * item.quantity;
    const body = {
      id: null, object: 'invoice', customer: subscription.customer, currency: 'usd', amount_due: amount, total: amount, subtotal: amount,
      period_start: item.current_period_end, period_end: item.current_period_end, next_payment_attempt: item.current_period_end,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
      lines: { object: 'list', has_more: false, data: [{ object: 'line_item', amount, quantity: item.quantity, pricing: { price_details: { price: item.price.id } } }] },
    };
    return { status: 200, body };
  }

  function api(method: string, path: string, params: Params): { status: number; body: unknown } {
    requests.push({ method, path, params });
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: newId('cus'), object: 'customer', name: params.name, email: params.email, metadata: params.metadata ?? {} };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const item = (params.line_items as Params)['0'] as Params;
      const id = newId('cs_test');
      const session: CheckoutSession = {
        id,
        object: 'checkout.session',
        mode: String(params.mode),
        customer: String(params.customer),
        client_reference_id: (params.client_reference_id as string) ?? null,
        metadata: (params.metadata as Record<string, string>) ?? {},
        success_url: String(params.success_url),
        cancel_url: String(params.cancel_url),
        url: `${origin()}/checkout/${id}`,
        status: 'open',
        subscription: null,
        line_items: { price: String(item.price), quantity: Number(item.quantity) },
        subscription_metadata: ((params.subscription_data as Params | undefined)?.metadata as Record<string, string>) ?? {},
      };
      if (!customers.has(session.customer)) return { status: 400, body: { error: { type: 'invalid_request_error', message: `No such customer: '${session.customer}'` } } };
      sessions.set(id, session);
      return { status: 200, body: session };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const id = newId('bps');
      return { status: 200, body: { id, object: 'billing_portal.session', customer: params.customer, return_url: params.return_url, url: `${origin()}/portal/${id}?return=${encodeURIComponent(String(params.return_url))}` } };
    }
    if (method === 'POST' && path === '/v1/invoices/create_preview') return invoicePreview(params);
    const subscription = /^\/v1\/subscriptions\/([\w]+)$/.exec(path);
    if (method === 'GET' && subscription) {
      const found = subscriptions.get(subscription[1]!);
      return found ? { status: 200, body: found } : { status: 404, body: { error: { type: 'invalid_request_error', message: `No such subscription: '${subscription[1]}'` } } };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } } };
  }

  const backToApp = (link: string) => {
    const url = new URL(link);
    return webhook.appOrigin ? `${webhook.appOrigin}${url.pathname}${url.search}` : link;
  };

  /** Pages a browser visits: the hosted checkout (one button that pays) and the customer portal. */
  async function page(request: IncomingMessage, url: URL, response: ServerResponse) {
    const checkout = /^\/checkout\/([\w]+)(\/pay)?$/.exec(url.pathname);
    const session = checkout && sessions.get(checkout[1]!);
    if (session && checkout[2] && request.method === 'POST') {
      await completeCheckout(session.id);
      response.writeHead(303, { location: backToApp(session.success_url) }).end();
      return;
    }
    if (session) {
      const html = `<!doctype html><html lang="en"><title>Checkout</title><main><h1>Pay for ${session.line_items.quantity} seats</h1><form method="post" action="/checkout/${session.id}/pay"><button>Subscribe</button></form></main></html>`;
      response.writeHead(200, { 'content-type': 'text/html' }).end(html);
      return;
    }
    if (url.pathname.startsWith('/portal/')) {
      const back = backToApp(url.searchParams.get('return')!);
      response.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><html lang="en"><title>Customer portal</title><main><h1>Customer portal</h1><a href="${back}">Return</a></main></html>`);
      return;
    }
    response.writeHead(404).end();
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith('/v1/')) return page(request, url, response);
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const { status, body } = api(request.method ?? 'GET', url.pathname, parseForm(Buffer.concat(chunks).toString('utf8')));
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') }).end(JSON.stringify(body));
  }

  return { customers, sessions, subscriptions, prices, requests, event, send, changeSubscription, completeCheckout, handle };
}

/**
 * A loopback stand-in for the parts of Stripe's API the app calls (customers, checkout and portal sessions, subscription
 * retrieval, the upcoming invoice's preview), plus the hosted checkout page. Like Stripe, it sends signed webhook events to `webhook.url`.
 */
export async function startStripeServer(webhook: StripeWebhookTarget) {
  let origin = '';
  const standIn = createStandIn(() => origin, webhook);
  const server = http.createServer((request, response) => {
    standIn.handle(request, response).catch((error: unknown) => response.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    ...standIn,
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type StripeServer = Awaited<ReturnType<typeof startStripeServer>>;

/** The environment that turns billing on, with the Stripe client pointed at the stand-in. */
export const stripeEnv = (server: { origin: string }, webhookSecret: string) => ({
  STRIPE_SECRET_KEY: 'sk_test_parley',
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  STRIPE_PRICE_PRO: 'price_pro',
  STRIPE_PRICE_BUSINESS: 'price_business',
  STRIPE_API_BASE: server.origin,
});
