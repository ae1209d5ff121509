import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databaseId, ownerWithOrganization, teammateOf, uniqueEmail } from '../../test-support/accounts';
import { apiKeyOf, createApiKeyMutation, keyClient } from '../../test-support/api-keys';
import { operatorThreadId, sendOperatorMessageMutation, sendVisitorMessage, startVisitor, widgetOf } from '../../test-support/conversations';
import type { TestClient } from '../../test-support/graphql-client';
import { createArticleMutation, setArticleStatusMutation } from '../../test-support/knowledge-base';
import { startPostHogIngest, type PostHogIngest } from '../../test-support/posthog-ingest';
import { startStripeServer, stripeEnv, type StripeServer } from '../../test-support/stripe-server';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createEndpointMutation } from '../../test-support/webhook-endpoints';
import { waitUntil } from '../../test-support/wait-until';
import { monthOf } from './usage';

const limitFields = '... on PlanLimitError { message limit used allowed upgradeUrl } ... on Error { message }';
const inviteMutation = `mutation($input: InviteMemberInput!) { inviteMember(input: $input) { __typename ${limitFields} } }`;
const identityMutation = `mutation($input: UpdateWidgetInput!) { updateWidget(input: $input) { __typename ... on UpdateWidgetPayload { widget { identityVerification } } ${limitFields} } }`;
const billingQuery = `query($id: ID!) { node(id: $id) { ... on Organization { billing {
  enabled plan status seats graceEndsAt hasCustomer viewerCanManage nextInvoice { amount currency date } usage { limit used allowed }
} } } }`;
const checkoutMutation = `mutation($input: StartCheckoutInput!) { startCheckout(input: $input) { __typename ... on StartCheckoutPayload { url } ... on ValidationError { fieldErrors { field message } } ... on Error { message } } }`;
const portalMutation = `mutation($input: OpenBillingPortalInput!) { openBillingPortal(input: $input) { __typename ... on OpenBillingPortalPayload { url } ... on Error { message } } }`;
const threadQuery = `query($id: ID!) { node(id: $id) { ... on Thread { overPlanLimit messages(first: 5) { edges { node { body } } } } } }`;

const auditLogQuery = `query($id: ID!) { node(id: $id) { ... on Organization { auditLog(action: "billing.plan_changed", first: 20) {
  edges { node { action actorKind actorLabel changes } } } } } }`;

const renameWidgetMutation = `mutation($input: UpdateWidgetInput!) { updateWidget(input: $input) { __typename ... on UpdateWidgetPayload { widget { name } } ${limitFields} } }`;
const updateEndpointMutation = `mutation($input: UpdateWebhookEndpointInput!) { updateWebhookEndpoint(input: $input) { __typename ${limitFields} } }`;

const withLimits = (mutation: string) => mutation.replace('... on Error { message }', limitFields);
const createWidgetMutation = `mutation($input: CreateWidgetInput!) { createWidget(input: $input) { __typename ${limitFields} } }`;
const invite = (owner: TestClient, organizationId: string, email = uniqueEmail('invitee')) =>
  owner.data(inviteMutation, { input: { organizationId, email, role: 'AGENT' } }).then((result) => result.inviteMember);
const billingOf = async (client: TestClient, organizationId: string) => (await client.data(billingQuery, { id: organizationId })).node.billing;
const allowedOf = (billing: { usage: Array<{ limit: string; allowed: number | null }> }) => Object.fromEntries(billing.usage.map((usage) => [usage.limit, usage.allowed]));

/** Everything Free refuses, tried once each; returns the typename of each answer. */
async function tryEveryLimitedAction(owner: TestClient, organizationId: string) {
  const widget = await owner.data(createWidgetMutation, { input: { organizationId, name: 'Second site' } });
  const apiKey = await owner.data(withLimits(createApiKeyMutation), { input: { organizationId, name: 'CRM', scopes: ['READ'] } });
  const webhook = await owner.data(withLimits(createEndpointMutation), { input: { organizationId, url: 'http://127.0.0.1:9/hook', events: ['thread.created'] } });
  return { widget: widget.createWidget, apiKey: apiKey.createApiKey, webhook: webhook.createWebhookEndpoint };
}

describe('self-hosted (no Stripe keys)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('limits nothing: seats, widgets, keys, webhooks, identity verification and articles past every Free limit', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const first = await widgetOf(owner, organizationId);
    for (let i = 0; i < 3; i += 1) expect((await invite(owner, organizationId)).__typename).toBe('InviteMemberPayload');
    const answers = await tryEveryLimitedAction(owner, organizationId);
    expect([answers.widget.__typename, answers.apiKey.__typename, answers.webhook.__typename]).toEqual(['CreateWidgetPayload', 'CreateApiKeyPayload', 'CreateWebhookEndpointPayload']);
    const kept = await owner.data(`query($id: ID!) { node(id: $id) { ... on Organization { widgets { readOnlyReason } apiKeys { readOnlyReason } members { readOnlyReason } viewerReadOnlyReason } } }`, {
      id: organizationId,
    });
    expect(kept.node).toEqual({ widgets: [{ readOnlyReason: null }, { readOnlyReason: null }], apiKeys: [{ readOnlyReason: null }], members: [{ readOnlyReason: null }], viewerReadOnlyReason: null });
    const identity = await owner.data(identityMutation, { input: { widgetId: first.id, identityVerification: true } });
    expect(identity.updateWidget.widget.identityVerification).toBe(true);
    const billing = await billingOf(owner, organizationId);
    expect(billing.enabled).toBe(false);
    expect(Object.values(allowedOf(billing)).every((allowed) => allowed === null)).toBe(true);
    const checkout = await owner.data(checkoutMutation, { input: { organizationId, plan: 'PRO', seats: 5 } });
    expect(checkout.startCheckout).toMatchObject({ __typename: 'ValidationError', message: expect.stringContaining('Billing is off') });
  });
});

describe('hosted (Stripe)', () => {
  let t: TestApp;
  let stripe: StripeServer;
  let posthog: PostHogIngest;
  let offsetMs = 0;
  const webhook = { url: '', secret: 'whsec_parley_test' };
  beforeAll(async () => {
    [stripe, posthog] = await Promise.all([startStripeServer(webhook), startPostHogIngest()]);
    const analyticsEnv = { POSTHOG_KEY: 'phc_local_project', POSTHOG_HOST: posthog.origin };
    t = await startTestApp({ listen: true, env: { ...stripeEnv(stripe, webhook.secret), ...analyticsEnv }, now: () => new Date(Date.now() + offsetMs) });
    webhook.url = `${t.app.url()}/billing/stripe/webhook`;
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([stripe.close(), posthog.close()]);
  });

  /** The plan changes the audit log shows, oldest first. */
  async function planChangesOf(owner: TestClient, organizationId: string) {
    const { node } = await owner.data(auditLogQuery, { id: organizationId });
    return node.auditLog.edges.map((edge: { node: unknown }) => edge.node).reverse();
  }

  /** The "plan changed" analytics events sent for the organization, once the client has flushed them. */
  async function planEventsOf(organizationId: string, count: number) {
    await t.app.services.analytics.flush();
    const events = () => posthog.events().filter((event) => event.event === 'plan changed' && event.properties.organizationId === organizationId);
    await waitUntil(() => events().length >= count, () => `${count} plan changed events, got ${events().length}`);
    return events().map(({ distinct_id, properties }) => ({
      distinctId: distinct_id,
      organizationId: properties.organizationId,
      plan: properties.plan,
      previousPlan: properties.previousPlan,
      subscriptionStatus: properties.subscriptionStatus,
      seats: properties.seats,
    }));
  }

  async function membersOf(client: TestClient, organizationId: string) {
    const { node } = await client.data(`query($id: ID!) { node(id: $id) { ... on Organization { members { role readOnlyReason user { name } } } } }`, { id: organizationId });
    return node.members.map((member: { role: string; readOnlyReason: string | null; user: { name: string } }) => ({ name: member.user.name, role: member.role, readOnlyReason: member.readOnlyReason }));
  }

  async function freeOrganization() {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    return { owner, organizationId, widget: await widgetOf(owner, organizationId) };
  }

  /** The owner goes through checkout and Stripe reports the payment, as in production. */
  async function subscribe(owner: TestClient, organizationId: string, plan: 'PRO' | 'BUSINESS', seats: number) {
    const { startCheckout } = await owner.data(checkoutMutation, { input: { organizationId, plan, seats } });
    expect(startCheckout.__typename).toBe('StartCheckoutPayload');
    const sessionId = new URL(startCheckout.url).pathname.split('/').at(-1)!;
    return stripe.completeCheckout(sessionId);
  }

  it('shows Free limits and usage to a new organization, managed by its owner only', async () => {
    const { owner, organizationId } = await freeOrganization();
    const billing = await billingOf(owner, organizationId);
    expect(billing).toMatchObject({ enabled: true, plan: 'FREE', status: null, hasCustomer: false, viewerCanManage: true, nextInvoice: null });
    expect(allowedOf(billing)).toEqual({ SEATS: 2, WIDGETS: 1, CONVERSATIONS: 100, ARTICLES: 10, API_KEYS: 0, WEBHOOKS: 0, IDENTITY_VERIFICATION: 0, ANSWER_BOT: 0 });
    expect(billing.usage.find((usage: { limit: string }) => usage.limit === 'SEATS').used).toBe(1);

    const agent = await teammateOf(t, owner, organizationId);
    expect((await billingOf(agent.client, organizationId)).viewerCanManage).toBe(false);
    const refused = await agent.client.data(checkoutMutation, { input: { organizationId, plan: 'PRO', seats: 5 } });
    expect(refused.startCheckout.__typename).toBe('NotAuthorizedError');
    expect(stripe.requests.filter((request) => request.path === '/v1/checkout/sessions')).toHaveLength(0);
  });

  it('refuses a third seat, a second widget, API keys, webhooks and identity verification with a typed PlanLimitError', async () => {
    const { owner, organizationId, widget } = await freeOrganization();
    expect((await invite(owner, organizationId)).__typename).toBe('InviteMemberPayload');
    expect(await invite(owner, organizationId)).toEqual({
      __typename: 'PlanLimitError',
      limit: 'SEATS',
      used: 2,
      allowed: 2,
      upgradeUrl: 'http://localhost:3000/dashboard/settings/upgrade',
      message: 'Your Free plan includes 2 seats, and 2 are in use. Upgrade for more.',
    });
    const answers = await tryEveryLimitedAction(owner, organizationId);
    expect(answers.widget).toMatchObject({ __typename: 'PlanLimitError', limit: 'WIDGETS', used: 1, allowed: 1 });
    expect(answers.apiKey).toMatchObject({ __typename: 'PlanLimitError', limit: 'API_KEYS', used: 0, allowed: 0, message: 'API keys are not part of the Free plan. Upgrade to use them.' });
    expect(answers.webhook).toMatchObject({ __typename: 'PlanLimitError', limit: 'WEBHOOKS', used: 0, allowed: 0 });
    const identity = await owner.data(identityMutation, { input: { widgetId: widget.id, identityVerification: true } });
    expect(identity.updateWidget).toMatchObject({ __typename: 'PlanLimitError', limit: 'IDENTITY_VERIFICATION' });

    // Nothing refused was made.
    const { prisma } = t.database;
    const id = databaseId(organizationId);
    expect(await prisma.widget.count({ where: { organizationId: id } })).toBe(1);
    expect(await prisma.apiKey.count({ where: { organizationId: id } })).toBe(0);
    expect(await prisma.webhookEndpoint.count({ where: { organizationId: id } })).toBe(0);
    expect(await prisma.invitation.count({ where: { organizationId: id } })).toBe(1);
    expect((await prisma.widget.findFirstOrThrow({ where: { organizationId: id } })).identityVerification).toBe(false);
  });

  it('lets ten articles be published on Free and refuses the eleventh, which stays a draft', async () => {
    const { owner, organizationId } = await freeOrganization();
    const publish = async (title: string) => {
      const { createKnowledgeArticle } = await owner.data(createArticleMutation, { input: { organizationId, title, body: `About ${title}.` } });
      return (await owner.data(setArticleStatusMutation, { input: { articleId: createKnowledgeArticle.article.id, status: 'PUBLISHED' } })).setKnowledgeArticleStatus;
    };
    for (let i = 1; i <= 10; i += 1) expect((await publish(`Article ${i}`)).__typename).toBe('SetKnowledgeArticleStatusPayload');
    const { createKnowledgeArticle } = await owner.data(createArticleMutation, { input: { organizationId, title: 'Article 11', body: 'One too many.' } });
    const refused = await owner.data(withLimits(setArticleStatusMutation), { input: { articleId: createKnowledgeArticle.article.id, status: 'PUBLISHED' } });
    expect(refused.setKnowledgeArticleStatus).toMatchObject({ __typename: 'PlanLimitError', limit: 'ARTICLES', used: 10, allowed: 10 });
    expect((await t.database.prisma.knowledgeArticle.findUniqueOrThrow({ where: { id: databaseId(createKnowledgeArticle.article.id) } })).status).toBe('DRAFT');
  });

  it('lets only one of two invitations sent at once take the last seat', async () => {
    const { owner, organizationId } = await freeOrganization();
    const answers = await Promise.all([invite(owner, organizationId), invite(owner, organizationId)]);
    expect(answers.map((answer) => answer.__typename).sort()).toEqual(['InviteMemberPayload', 'PlanLimitError']);
    expect(await t.database.prisma.invitation.count({ where: { organizationId: databaseId(organizationId) } })).toBe(1);
  });

  it('keeps and shows a conversation over the monthly limit, flagged for the team', async () => {
    const { owner, organizationId, widget } = await freeOrganization();
    const id = databaseId(organizationId);
    await t.database.prisma.conversationCount.create({ data: { organizationId: id, month: monthOf(new Date()), count: 100 } });
    const visitor = await startVisitor(t, widget.clientId);
    const { thread } = await sendVisitorMessage(visitor, 'Is anyone there?', randomUUID());
    const { node } = await owner.data(threadQuery, { id: operatorThreadId(thread.id) });
    expect(node).toEqual({ overPlanLimit: true, messages: { edges: [{ node: { body: 'Is anyone there?' } }] } });
    const billing = await billingOf(owner, organizationId);
    expect(billing.usage.find((usage: { limit: string }) => usage.limit === 'CONVERSATIONS')).toEqual({ limit: 'CONVERSATIONS', used: 101, allowed: 100 });
  });

  it('upgrades through Stripe Checkout: Pro with the seats paid for, the seat limit lifted and the portal open', async () => {
    const { owner, organizationId } = await freeOrganization();
    expect((await invite(owner, organizationId)).__typename).toBe('InviteMemberPayload');
    const tooFew = await owner.data(checkoutMutation, { input: { organizationId, plan: 'PRO', seats: 1 } });
    expect(tooFew.startCheckout.fieldErrors).toEqual([{ field: 'seats', message: expect.stringContaining('choose at least 2') }]);

    await subscribe(owner, organizationId, 'PRO', 5);
    const checkout = stripe.requests.filter((request) => request.path === '/v1/checkout/sessions').at(-1)!.params;
    expect(checkout).toMatchObject({
      mode: 'subscription',
      line_items: { 0: { price: 'price_pro', quantity: '5' } },
      metadata: { organizationId: databaseId(organizationId) },
      subscription_data: { metadata: { organizationId: databaseId(organizationId) } },
      success_url: 'http://localhost:3000/dashboard/settings/billing?checkout=success',
      cancel_url: 'http://localhost:3000/dashboard/settings/upgrade?checkout=canceled',
    });
    const billing = await billingOf(owner, organizationId);
    expect(billing).toMatchObject({ plan: 'PRO', status: 'ACTIVE', seats: 5, hasCustomer: true, nextInvoice: { amount: 75, currency: 'USD' } });
    const subscription = [...stripe.subscriptions.values()].at(-1)!;
    expect(new Date(billing.nextInvoice.date).getTime()).toBe(subscription.items.data[0]!.current_period_end * 1000);
    expect(allowedOf(billing)).toMatchObject({ SEATS: 5, WIDGETS: 5, API_KEYS: 10, IDENTITY_VERIFICATION: null, ANSWER_BOT: null });
    expect((await invite(owner, organizationId)).__typename).toBe('InviteMemberPayload');

    const { openBillingPortal } = await owner.data(portalMutation, { input: { organizationId } });
    expect(openBillingPortal.url).toMatch(new RegExp(`^${stripe.origin}/portal/`));
    const portal = stripe.requests.filter((request) => request.path === '/v1/billing_portal/sessions').at(-1)!.params;
    expect(portal).toEqual({ customer: [...stripe.customers.keys()].at(-1), return_url: 'http://localhost:3000/dashboard/settings/billing' });
  });

  it('shows the next invoice as Stripe previews it, and none once the subscription ends at the period end', async () => {
    const { owner, organizationId } = await freeOrganization();
    const subscription = await subscribe(owner, organizationId, 'BUSINESS', 3);
    stripe.prices.set('price_business', 3950);
    expect((await billingOf(owner, organizationId)).nextInvoice).toEqual({
      amount: 118.5,
      currency: 'USD',
      date: new Date(subscription.items.data[0]!.current_period_end * 1000).toISOString(),
    });
    const preview = stripe.requests.filter((request) => request.path === '/v1/invoices/create_preview').at(-1)!.params;
    expect(preview).toEqual({ customer: subscription.customer, subscription: subscription.id });

    stripe.subscriptions.get(subscription.id)!.cancel_at_period_end = true;
    await stripe.send(stripe.event('customer.subscription.updated', subscription));
    const previews = stripe.requests.filter((request) => request.path === '/v1/invoices/create_preview').length;
    expect(await billingOf(owner, organizationId)).toMatchObject({ plan: 'BUSINESS', nextInvoice: null });
    expect(stripe.requests.filter((request) => request.path === '/v1/invoices/create_preview')).toHaveLength(previews);
  });

  it('writes each plan change to the audit log as the system and reports it to product analytics, once per change', async () => {
    const { owner, organizationId } = await freeOrganization();
    const subscription = await subscribe(owner, organizationId, 'PRO', 3);
    const business = stripe.event('customer.subscription.updated', stripe.changeSubscription(subscription.id, { price: 'price_business' }));
    await stripe.send(business);
    // Seats alone do not change the plan.
    await stripe.send(stripe.event('customer.subscription.updated', stripe.changeSubscription(subscription.id, { quantity: 4 })));
    const canceled = stripe.changeSubscription(subscription.id, { status: 'canceled' });
    await stripe.send(stripe.event('customer.subscription.deleted', canceled));
    await stripe.send(stripe.event('customer.subscription.deleted', canceled));

    const entries = await planChangesOf(owner, organizationId);
    expect(entries).toEqual(
      [['FREE', 'PRO'], ['PRO', 'BUSINESS'], ['BUSINESS', 'FREE']].map(([before, after]) => ({
        action: 'billing.plan_changed',
        actorKind: 'SYSTEM',
        actorLabel: 'Stripe billing',
        changes: { plan: { before, after } },
      })),
    );
    const events = await planEventsOf(organizationId, 3);
    expect(events).toEqual([
      { distinctId: organizationId, organizationId, plan: 'PRO', previousPlan: 'FREE', subscriptionStatus: 'active', seats: 3 },
      { distinctId: organizationId, organizationId, plan: 'BUSINESS', previousPlan: 'PRO', subscriptionStatus: 'active', seats: 3 },
      { distinctId: organizationId, organizationId, plan: 'FREE', previousPlan: 'BUSINESS', subscriptionStatus: 'canceled', seats: 4 },
    ]);
  });

  it('keeps everything after a downgrade, and makes the newest widgets and webhook endpoints beyond Free read-only', async () => {
    const { owner, organizationId, widget: first } = await freeOrganization();
    const subscription = await subscribe(owner, organizationId, 'PRO', 3);
    const second = await owner.data(createWidgetMutation.replace('__typename', '__typename ... on CreateWidgetPayload { widget { id } }'), { input: { organizationId, name: 'Shop' } });
    const secondId = second.createWidget.widget.id;
    const endpoint = await owner.data(withLimits(createEndpointMutation), { input: { organizationId, url: 'http://127.0.0.1:9/hook', events: ['thread.created'] } });
    const endpointId = endpoint.createWebhookEndpoint.endpoint.id;
    await stripe.send(stripe.event('customer.subscription.deleted', stripe.changeSubscription(subscription.id, { status: 'canceled' })));

    const rename = (widgetId: string, name: string) => owner.data(renameWidgetMutation, { input: { widgetId, name } }).then((result) => result.updateWidget);
    expect(await rename(first.id, 'Main site')).toEqual({ __typename: 'UpdateWidgetPayload', widget: { name: 'Main site' } });
    expect(await rename(secondId, 'Renamed shop')).toEqual({
      __typename: 'PlanLimitError',
      limit: 'WIDGETS',
      used: 2,
      allowed: 1,
      upgradeUrl: 'http://localhost:3000/dashboard/settings/upgrade',
      message: "This widget is beyond the 1 your Free plan includes, so it is read-only: visitors still reach you through it, but it can't be changed. Upgrade, or delete a newer widget.",
    });
    const update = await owner.data(updateEndpointMutation, { input: { endpointId, url: 'http://127.0.0.1:9/other', events: ['thread.created'], enabled: true } });
    expect(update.updateWebhookEndpoint).toMatchObject({ __typename: 'PlanLimitError', limit: 'WEBHOOKS', used: 1, allowed: 0 });
    const kept = await t.database.prisma.widget.findUniqueOrThrow({ where: { id: databaseId(secondId) } });
    expect(kept.name).toBe('Shop');
    expect(await t.database.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: databaseId(endpointId) } })).toMatchObject({ url: 'http://127.0.0.1:9/hook' });

    // A visitor of the read-only widget is still heard.
    const visitor = await startVisitor(t, kept.clientId);
    const sent = await sendVisitorMessage(visitor, 'Is the shop open?', randomUUID());
    expect(sent.message.body).toBe('Is the shop open?');
  });

  it('after a downgrade, lets the newest members beyond the seats read but not act, and refuses API keys beyond the plan, until an upgrade', async () => {
    const { owner, organizationId, widget } = await freeOrganization();
    const subscription = await subscribe(owner, organizationId, 'PRO', 4);
    const key = await apiKeyOf(owner, organizationId, ['WRITE']);
    const kept = await teammateOf(t, owner, organizationId, 'AGENT', 'Grace Hopper');
    const beyond = await teammateOf(t, owner, organizationId, 'ADMIN', 'Alan Turing');
    const newest = await teammateOf(t, owner, organizationId, 'AGENT', 'Katherine Johnson');
    const visitor = await startVisitor(t, widget.clientId);
    const { thread } = await sendVisitorMessage(visitor, 'Hello?', randomUUID());
    const threadId = operatorThreadId(thread.id);
    await stripe.send(stripe.event('customer.subscription.deleted', stripe.changeSubscription(subscription.id, { status: 'canceled' })));

    const reply = (client: TestClient, body: string) =>
      client.data(withLimits(sendOperatorMessageMutation), { input: { threadId, body, clientMessageId: randomUUID(), kind: 'MESSAGE' } }).then((result) => result.sendOperatorMessage);
    const seatMessage = 'This seat is beyond the 2 your Free plan includes, so it is read-only: its member can sign in and read, but not change anything. Upgrade, or remove a member.';
    expect(await reply(kept.client, 'Grace here')).toMatchObject({ __typename: 'SendOperatorMessagePayload' });
    for (const member of [beyond, newest]) {
      expect(await reply(member.client, 'Refused')).toEqual({
        __typename: 'PlanLimitError',
        limit: 'SEATS',
        used: 4,
        allowed: 2,
        upgradeUrl: 'http://localhost:3000/dashboard/settings/upgrade',
        message: seatMessage,
      });
    }
    const invited = await beyond.client.data(inviteMutation, { input: { organizationId, email: uniqueEmail('invitee'), role: 'AGENT' } });
    expect(invited.inviteMember).toMatchObject({ __typename: 'PlanLimitError', limit: 'SEATS', message: seatMessage });
    // Read-only members still read, and what touches only themselves (presence) still works.
    const viewer = await beyond.client.data(`query($id: ID!) { node(id: $id) { ... on Organization { viewerReadOnlyReason } } }`, { id: organizationId });
    expect(viewer.node.viewerReadOnlyReason).toBe(seatMessage);
    expect((await kept.client.data(`query($id: ID!) { node(id: $id) { ... on Organization { viewerReadOnlyReason } } }`, { id: organizationId })).node.viewerReadOnlyReason).toBeNull();
    const { node } = await beyond.client.data(threadQuery, { id: threadId });
    expect(node.messages.edges.map((edge: { node: { body: string } }) => edge.node.body)).toEqual(['Hello?', 'Grace here']);
    const heartbeat = await beyond.client.data(`mutation($input: HeartbeatInput!) { heartbeat(input: $input) { __typename ... on HeartbeatPayload { membership { isViewer readOnlyReason } } } }`, {
      input: { organizationId },
    });
    expect(heartbeat.heartbeat).toEqual({ __typename: 'HeartbeatPayload', membership: { isViewer: true, readOnlyReason: seatMessage } });
    expect(await membersOf(owner, organizationId)).toEqual([
      { name: expect.any(String), role: 'OWNER', readOnlyReason: null },
      { name: 'Grace Hopper', role: 'AGENT', readOnlyReason: null },
      { name: 'Alan Turing', role: 'ADMIN', readOnlyReason: seatMessage },
      { name: 'Katherine Johnson', role: 'AGENT', readOnlyReason: seatMessage },
    ]);

    const keyMessage = 'API keys are not part of the Free plan, so requests made with this key are refused. It is kept: upgrade and it works again.';
    const partner = keyClient(t, key.secret);
    const refusedRead = await partner.request(`query($id: ID!) { node(id: $id) { ... on Organization { name } } } `, { id: organizationId });
    const refusedWrite = await partner.request(withLimits(sendOperatorMessageMutation), { input: { threadId, body: 'From the CRM', clientMessageId: randomUUID(), kind: 'MESSAGE' } });
    expect(refusedWrite.data.sendOperatorMessage).toMatchObject({ __typename: 'PlanLimitError', limit: 'API_KEYS', used: 1, allowed: 0, message: keyMessage });
    expect(refusedRead).toMatchObject({ data: { node: null }, errors: [{ message: keyMessage, extensions: { code: 'PLAN_LIMIT', limit: 'API_KEYS' } }] });
    expect(await partner.data('{ apiKey { readOnlyReason } }')).toEqual({ apiKey: { readOnlyReason: keyMessage } });
    const keys = await owner.data(`query($id: ID!) { node(id: $id) { ... on Organization { apiKeys { name readOnlyReason } } } }`, { id: organizationId });
    expect(keys.node.apiKeys).toEqual([{ name: 'CRM sync', readOnlyReason: keyMessage }]);

    // Nothing was deleted: an upgrade lifts every lock.
    await subscribe(owner, organizationId, 'PRO', 4);
    expect(await reply(beyond.client, 'Alan here')).toMatchObject({ __typename: 'SendOperatorMessagePayload' });
    expect((await partner.data(withLimits(sendOperatorMessageMutation), { input: { threadId, body: 'From the CRM', clientMessageId: randomUUID(), kind: 'MESSAGE' } })).sendOperatorMessage.__typename).toBe(
      'SendOperatorMessagePayload',
    );
    expect((await membersOf(owner, organizationId)).map((member: { readOnlyReason: string | null }) => member.readOnlyReason)).toEqual([null, null, null, null]);
  });

  it('refuses an event with a bad signature and changes nothing', async () => {
    const { owner, organizationId } = await freeOrganization();
    const subscription = await subscribe(owner, organizationId, 'PRO', 3);
    stripe.changeSubscription(subscription.id, { status: 'canceled' });
    const forged = await stripe.send(stripe.event('customer.subscription.deleted', subscription), 'whsec_someone_else');
    expect(forged.status).toBe(400);
    expect((await billingOf(owner, organizationId)).plan).toBe('PRO');
  });

  it('handles a redelivered event once', async () => {
    const { owner, organizationId } = await freeOrganization();
    const subscription = await subscribe(owner, organizationId, 'PRO', 3);
    const updated = stripe.event('customer.subscription.updated', stripe.changeSubscription(subscription.id, { quantity: 4 }));
    expect(await (await stripe.send(updated)).json()).toEqual({ received: true });
    const retrievals = () => stripe.requests.filter((request) => request.path === `/v1/subscriptions/${subscription.id}`).length;
    const before = retrievals();
    expect(await (await stripe.send(updated)).json()).toEqual({ received: true, duplicate: true });
    expect(retrievals()).toBe(before);
    expect((await billingOf(owner, organizationId)).seats).toBe(4);
  });

  it('ends in the subscription’s current state whatever order events arrive in; past due keeps the plan for a 7-day grace', async () => {
    const { owner, organizationId } = await freeOrganization();
    const subscription = await subscribe(owner, organizationId, 'BUSINESS', 3);
    const pastDue = stripe.changeSubscription(subscription.id, { status: 'past_due' });
    const invoice = { id: 'in_1', object: 'invoice', parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } } };
    // The failed payment is reported first, then a late "created" event that still says active.
    for (const sent of [stripe.event('invoice.payment_failed', invoice), stripe.event('customer.subscription.updated', pastDue), stripe.event('customer.subscription.created', subscription)]) {
      expect((await stripe.send(sent)).status).toBe(200);
    }
    const billing = await billingOf(owner, organizationId);
    expect(billing).toMatchObject({ plan: 'BUSINESS', status: 'PAST_DUE' });
    expect(new Date(billing.graceEndsAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 60 * 60 * 1000);

    offsetMs = 8 * 24 * 60 * 60 * 1000;
    try {
      const afterGrace = await billingOf(owner, organizationId);
      expect(afterGrace.plan).toBe('FREE');
      expect(allowedOf(afterGrace)).toMatchObject({ SEATS: 2, WIDGETS: 1 });
    } finally {
      offsetMs = 0;
    }

    // Cancelled: Free again, and what was made on Business stays.
    const widgets = await t.database.prisma.widget.count({ where: { organizationId: databaseId(organizationId) } });
    expect((await owner.data(createWidgetMutation, { input: { organizationId, name: 'Second site' } })).createWidget.__typename).toBe('CreateWidgetPayload');
    const canceled = stripe.changeSubscription(subscription.id, { status: 'canceled' });
    for (const sent of [stripe.event('customer.subscription.deleted', canceled), stripe.event('customer.subscription.updated', pastDue)]) await stripe.send(sent);
    expect(await billingOf(owner, organizationId)).toMatchObject({ plan: 'FREE', status: 'CANCELED', nextInvoice: null });
    expect(await t.database.prisma.widget.count({ where: { organizationId: databaseId(organizationId) } })).toBe(widgets + 1);
    expect((await owner.data(createWidgetMutation, { input: { organizationId, name: 'Third site' } })).createWidget.__typename).toBe('PlanLimitError');
  });
});
