import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { ownerWithOrganization, teammateOf, uniqueEmail } from '../../server/test-support/accounts';
import { apiKeyOf } from '../../server/test-support/api-keys';
import { widgetOf } from '../../server/test-support/conversations';
import type { TestClient } from '../../server/test-support/graphql-client';
import { startStripeServer, stripeEnv, type StripeServer, type StripeWebhookTarget } from '../../server/test-support/stripe-server';
import type { TestApp } from '../../server/test-support/test-app';
import { createEndpoint } from '../../server/test-support/webhook-endpoints';
import { axeViolations, docScreenshot, launchBrowser, screenshot, startBrowserApp } from './support';

// A step walks several screens with axe runs in between (about 20 s on a quiet machine); 30 s left too little room
// when the other Jest worker was busy.
jest.setTimeout(60_000);

let app: TestApp;
let browser: Browser;
let stripe: StripeServer;
let ada: TestClient;
let page: Page;
const webhook: StripeWebhookTarget = { url: '', secret: 'whsec_browser_test' };
const checkoutMutation = `mutation($input: StartCheckoutInput!) { startCheckout(input: $input) { ... on StartCheckoutPayload { url } } }`;

beforeAll(async () => {
  stripe = await startStripeServer(webhook);
  [app, browser] = await Promise.all([startBrowserApp(stripeEnv(stripe, webhook.secret)), launchBrowser()]);
  webhook.url = `${app.app.url()}/billing/stripe/webhook`;
  webhook.appOrigin = app.app.url();
  ada = app.client();
  await ownerWithOrganization(ada, app.mail, 'Acme Inc.');
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(10_000);
  await context.addCookies([...ada.cookies].map(([name, value]) => ({ name, value, url: app.app.url(), httpOnly: true, sameSite: 'Lax' as const })));
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await stripe?.close();
});

/** A page signed in as the client's operator, in the given colour scheme. */
async function signedInPage(client: TestClient, colorScheme: 'light' | 'dark'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme });
  context.setDefaultTimeout(10_000);
  await context.addCookies([...client.cookies].map(([name, value]) => ({ name, value, url: app.app.url(), httpOnly: true, sameSite: 'Lax' as const })));
  return context.newPage();
}

async function invite(email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send invite' }).click();
}

describe('plans and billing on the hosted service', () => {
  it('takes a new owner from Free limits through Stripe Checkout to Pro, the portal, and a failed payment', async () => {
    await page.goto(`${app.app.url()}/dashboard/settings/billing`);
    await page.getByRole('heading', { name: /Free plan/ }).waitFor();
    const seats = page.getByRole('listitem').filter({ hasText: 'Seats' });
    expect(await seats.textContent()).toContain('1 of 2');
    expect(await page.getByRole('listitem').filter({ hasText: 'API keys' }).textContent()).toContain('Not included');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'billing-free');

    await page.goto(`${app.app.url()}/dashboard/settings/team`);
    await invite(uniqueEmail('first'));
    await page.getByText('Invitation sent').first().waitFor();
    await invite(uniqueEmail('second'));
    const refusal = page.getByRole('alert').filter({ hasText: 'Your Free plan includes 2 seats, and 2 are in use. Upgrade for more.' });
    await refusal.waitFor();
    await screenshot(page, 'billing-seat-limit');
    await refusal.getByRole('link', { name: 'Upgrade your plan' }).click();

    await page.getByRole('heading', { name: 'Upgrade', level: 1 }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'billing-upgrade');
    await page.getByLabel('Seats').fill('5');
    await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
    await page.waitForURL(`${stripe.origin}/checkout/**`);
    await page.getByRole('heading', { name: 'Pay for 5 seats' }).waitFor();
    // Paying sends the signed checkout.session.completed event to the app, then brings the owner back.
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL(`${app.app.url()}/dashboard/settings/billing?checkout=success`);
    await page.getByRole('heading', { name: /Pro plan/ }).waitFor();
    await page.getByText('5 seats paid for.').waitFor();
    expect(await seats.textContent()).toContain('2 of 5');
    // The next invoice as Stripe previews it, in its currency.
    await page.getByText('$75.00 on').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'billing-pro');

    await page.goto(`${app.app.url()}/dashboard/settings/team`);
    await invite(uniqueEmail('third'));
    await page.getByText('Invitation sent').first().waitFor();
    expect(await page.getByText('Your Free plan includes').count()).toBe(0);

    await page.goto(`${app.app.url()}/dashboard/settings/billing`);
    await page.getByRole('button', { name: 'Manage billing' }).click();
    await page.waitForURL(`${stripe.origin}/portal/**`);
    await page.getByRole('link', { name: 'Return' }).click();
    await page.waitForURL(`${app.app.url()}/dashboard/settings/billing`);

    const [subscription] = [...stripe.subscriptions.values()];
    stripe.changeSubscription(subscription!.id, { status: 'past_due' });
    const failed = await stripe.send(stripe.event('invoice.payment_failed', { id: 'in_1', object: 'invoice', parent: { subscription_details: { subscription: subscription!.id } } }));
    expect(failed.status).toBe(200);
    await page.goto(`${app.app.url()}/dashboard`);
    const banner = page.getByRole('alert').filter({ hasText: 'A payment failed.' });
    await banner.waitFor();
    expect(await banner.textContent()).toContain('then Free limits apply');
    await screenshot(page, 'billing-past-due');
  });
});

describe('a downgrade on the hosted service', () => {
  it('marks the widget beyond Free read-only with the reason, refuses its edit, and unlocks it after an upgrade', async () => {
    const bea = app.client();
    const { organizationId } = await ownerWithOrganization(bea, app.mail, 'Beta Shop');
    await widgetOf(bea, organizationId, 'Website');
    const { startCheckout } = await bea.data(checkoutMutation, { input: { organizationId, plan: 'PRO', seats: 2 } });
    const subscription = await stripe.completeCheckout(new URL(startCheckout.url).pathname.split('/').at(-1)!);
    await widgetOf(bea, organizationId, 'Shop');
    const canceled = await stripe.send(stripe.event('customer.subscription.deleted', stripe.changeSubscription(subscription.id, { status: 'canceled' })));
    expect(canceled.status).toBe(200);

    const owner = await signedInPage(bea, 'light');
    await owner.goto(`${app.app.url()}/dashboard/settings/widget`);
    const widgets = owner.getByRole('navigation', { name: 'Widgets' });
    expect(await widgets.getByRole('button', { name: 'Website' }).textContent()).not.toContain('read-only');
    await widgets.getByRole('button', { name: /Shop.*read-only/ }).click();
    const reason = 'This widget is beyond the 1 your Free plan includes, so it is read-only';
    const notice = owner.getByRole('status').filter({ hasText: reason });
    await notice.waitFor();
    expect(await notice.getByRole('link', { name: 'Compare plans' }).getAttribute('href')).toBe('/dashboard/settings/upgrade');
    expect(await axeViolations(owner)).toEqual([]);
    await docScreenshot(owner, 'billing-widget-read-only');
    await owner.emulateMedia({ colorScheme: 'dark' });
    expect(await axeViolations(owner)).toEqual([]);
    await docScreenshot(owner, 'billing-widget-read-only-dark');
    await owner.emulateMedia({ colorScheme: 'light' });

    await owner.getByLabel('Widget name').fill('Shop renamed');
    await owner.getByRole('button', { name: 'Save changes' }).click();
    const refusal = owner.getByRole('alert').filter({ hasText: reason });
    await refusal.waitFor();
    await docScreenshot(owner, 'billing-widget-edit-refused');
    await refusal.getByRole('link', { name: 'Upgrade your plan' }).click();

    await owner.getByRole('heading', { name: 'Upgrade', level: 1 }).waitFor();
    await owner.getByLabel('Seats').fill('2');
    await owner.getByRole('button', { name: 'Upgrade to Pro' }).click();
    await owner.waitForURL(`${stripe.origin}/checkout/**`);
    await owner.getByRole('button', { name: 'Subscribe' }).click();
    await owner.waitForURL(`${app.app.url()}/dashboard/settings/billing?checkout=success`);
    await owner.getByRole('heading', { name: /Pro plan/ }).waitFor();

    await owner.goto(`${app.app.url()}/dashboard/settings/widget`);
    await widgets.getByRole('button', { name: 'Shop', exact: true }).click();
    // The choice is a navigation: the form that follows it is Shop's, and what was typed before would go with the last.
    await widgets.locator('[aria-current="page"]', { hasText: 'Shop' }).waitFor();
    await owner.getByLabel('Widget name').fill('Shop renamed');
    await owner.getByRole('button', { name: 'Save changes' }).click();
    await owner.getByText('Widget saved').first().waitFor();
    expect(await owner.getByText(reason).count()).toBe(0);
    expect(await widgets.getByRole('button', { name: 'Shop renamed', exact: true }).count()).toBe(1);
    await owner.context().close();
  });

  it('marks members, API keys and webhook endpoints beyond Free read-only, and tells the member why on every page', async () => {
    const cyd = app.client();
    const { organizationId } = await ownerWithOrganization(cyd, app.mail, 'Gamma Co');
    const { startCheckout } = await cyd.data(checkoutMutation, { input: { organizationId, plan: 'PRO', seats: 3 } });
    const subscription = await stripe.completeCheckout(new URL(startCheckout.url).pathname.split('/').at(-1)!);
    await apiKeyOf(cyd, organizationId, ['READ'], { name: 'CRM sync' });
    await createEndpoint(cyd, organizationId, 'http://127.0.0.1:9/hook', ['thread.created']);
    await teammateOf(app, cyd, organizationId, 'AGENT', 'Grace Hopper');
    const alan = await teammateOf(app, cyd, organizationId, 'AGENT', 'Alan Turing');
    await stripe.send(stripe.event('customer.subscription.deleted', stripe.changeSubscription(subscription.id, { status: 'canceled' })));

    const owner = await signedInPage(cyd, 'dark');
    await owner.goto(`${app.app.url()}/dashboard/settings/team`);
    const seatReason = 'This seat is beyond the 2 your Free plan includes, so it is read-only';
    const alanRow = owner.getByRole('listitem').filter({ hasText: 'Alan Turing' });
    await alanRow.getByRole('status').filter({ hasText: seatReason }).waitFor();
    expect(await owner.getByRole('listitem').filter({ hasText: 'Grace Hopper' }).getByRole('status').count()).toBe(0);
    expect(await axeViolations(owner)).toEqual([]);
    await docScreenshot(owner, 'billing-member-read-only-dark');

    await owner.goto(`${app.app.url()}/dashboard/settings/integrations`);
    await owner.getByRole('status').filter({ hasText: 'API keys are not part of the Free plan, so requests made with this key are refused.' }).waitFor();
    await owner.getByRole('status').filter({ hasText: 'Webhooks are not part of the Free plan, so this endpoint is read-only.' }).waitFor();
    expect(await axeViolations(owner)).toEqual([]);
    await docScreenshot(owner, 'billing-integrations-read-only-dark');
    await owner.context().close();

    const member = await signedInPage(alan.client, 'light');
    await member.goto(`${app.app.url()}/dashboard/settings/account`);
    const banner = member.getByRole('status').filter({ hasText: 'Your seat is read-only.' });
    await banner.waitFor();
    expect(await banner.textContent()).toContain(seatReason);
    expect(await axeViolations(member)).toEqual([]);
    await docScreenshot(member, 'billing-seat-read-only-banner');
    await member.context().close();
  });
});

describe('Billing and Upgrade on a self-hosted server', () => {
  it('say plainly that billing is off and point to the self-hosting guide', async () => {
    const selfHosted = await startBrowserApp();
    try {
      const owner = selfHosted.client();
      await ownerWithOrganization(owner, selfHosted.mail, 'Home Lab');
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addCookies([...owner.cookies].map(([name, value]) => ({ name, value, url: selfHosted.app.url(), httpOnly: true, sameSite: 'Lax' as const })));
      const selfHostedPage = await context.newPage();
      for (const path of ['billing', 'upgrade']) {
        await selfHostedPage.goto(`${selfHosted.app.url()}/dashboard/settings/${path}`);
        await selfHostedPage.getByRole('heading', { name: 'Billing is off on this server' }).waitFor();
        expect(await selfHostedPage.getByRole('link', { name: 'self-hosting guide' }).getAttribute('href')).toBe('/resources/self-hosting');
        expect(await axeViolations(selfHostedPage)).toEqual([]);
      }
      await screenshot(selfHostedPage, 'billing-self-hosted');
      await context.close();
    } finally {
      await selfHosted.close();
    }
  });
});
