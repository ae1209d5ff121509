import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { ownerWithOrganization } from '../../server/test-support/accounts';
import { sendVisitorMessage, startVisitor, widgetOf } from '../../server/test-support/conversations';
import type { TestClient } from '../../server/test-support/graphql-client';
import type { TestApp } from '../../server/test-support/test-app';
import { identityHash } from '../../server/src/conversations/identity';
import { axeViolations, launchBrowser, screenshot, startBrowserApp } from './support';
import { chatFrame, clickLauncher, widgetHistory } from './widget-frame';
import { startHostPage, type HostPage } from './widget-host-page';

// The whole path a new customer tries: the snippet on their own site (another origin), a visitor chatting
// there in one browser, the operator answering from the dashboard in another, and the visitor's laptop lid
// closing mid-conversation.
let app: TestApp;
let browser: Browser;
let hostPage: HostPage;
let operator: TestClient;
let clientId: string;
let identitySecret: string;
let visitorContext: BrowserContext;
let operatorContext: BrowserContext;
let site: Page;
let chat: Frame;
let dashboard: Page;

beforeAll(async () => {
  [app, browser] = await Promise.all([startBrowserApp(), launchBrowser()]);
  hostPage = await startHostPage(app.app.url());
  operator = app.client();
  const { organizationId } = await ownerWithOrganization(operator, app.mail, 'Northwind Outfitters');
  const widget = await widgetOf(operator, organizationId);
  clientId = widget.clientId;
  ({ identitySecret } = (await operator.data(`query($id: ID!) { node(id: $id) { ... on Widget { identitySecret } } }`, { id: widget.id })).node);
  visitorContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  operatorContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  for (const context of [visitorContext, operatorContext]) context.setDefaultTimeout(15_000);
  const url = app.app.url();
  await operatorContext.addCookies([...operator.cookies].map(([name, value]) => ({ name, value, url, httpOnly: true, sameSite: 'Lax' as const })));
});
afterAll(async () => {
  await browser?.close();
  await hostPage?.close();
  await app?.close();
});

/** The message bubbles the dashboard shows in the open conversation, oldest first (day separators have none). */
const dashboardHistory = (page: Page) =>
  page.getByRole('list', { name: 'Messages' }).getByRole('listitem').evaluateAll((items) => items.map((item) => item.querySelector('div.rounded-2xl')?.textContent ?? '').filter(Boolean));

async function sendFromWidget(text: string) {
  const composer = chat.getByLabel('Message', { exact: true });
  await composer.fill(text);
  await composer.press('Enter');
}

describe('a visitor on a customer’s site and an operator in the dashboard', () => {
  it('deliver every message to each other instantly', async () => {
    dashboard = await operatorContext.newPage();
    await dashboard.goto(`${app.app.url()}/dashboard/threads`);
    await dashboard.getByRole('status').filter({ hasText: 'Live' }).first().waitFor();

    site = await visitorContext.newPage();
    await site.goto(hostPage.url(clientId));
    await site.waitForFunction(() => typeof (window as { Parley?: { open?: unknown } }).Parley?.open === 'function');
    await clickLauncher(site);
    chat = await chatFrame(site);
    expect(new URL(chat.url()).origin).not.toBe(new URL(site.url()).origin);
    await chat.getByRole('button', { name: 'New conversation' }).click();
    await sendFromWidget('Hi! Is the Alpine 2 tent waterproof?');

    // The thread appears in the open inbox without a reload.
    const item = dashboard.getByRole('link', { name: /Visitor #1/ });
    await item.waitFor();
    await item.click();
    const conversation = dashboard.getByRole('region', { name: 'Conversation with Visitor #1' });
    await conversation.getByText('Hi! Is the Alpine 2 tent waterproof?').waitFor();

    const reply = dashboard.getByLabel('Reply to Visitor #1');
    await reply.fill('Yes, rated 3000 mm. Anything else?');
    await reply.press('Enter');
    await chat.getByText('Yes, rated 3000 mm. Anything else?').waitFor();

    await sendFromWidget('Does it fit two people?');
    await conversation.getByText('Does it fit two people?').waitFor();
    await screenshot(site, 'conversation-widget-open');
    await screenshot(dashboard, 'conversation-dashboard');
    expect(await axeViolations(chat)).toEqual([]);
    expect(await axeViolations(dashboard)).toEqual([]);
  });

  it('loses nothing and doubles nothing when the visitor’s network drops mid-conversation', async () => {
    await visitorContext.setOffline(true);
    await sendFromWidget('Lid closing, one more question:');
    await sendFromWidget('can I return it within 30 days?');
    // Meanwhile the operator keeps answering.
    const reply = dashboard.getByLabel('Reply to Visitor #1');
    await reply.fill('Two people fit comfortably.');
    await reply.press('Enter');

    await visitorContext.setOffline(false);
    const expected = [
      'Hi! Is the Alpine 2 tent waterproof?',
      'Yes, rated 3000 mm. Anything else?',
      'Does it fit two people?',
      'Two people fit comfortably.',
      'Lid closing, one more question:',
      'can I return it within 30 days?',
    ];
    const conversation = dashboard.getByRole('region', { name: 'Conversation with Visitor #1' });
    await conversation.getByText('can I return it within 30 days?').waitFor();
    await chat.getByText('Two people fit comfortably.').waitFor();
    await chat.getByRole('img', { name: 'Sending' }).first().waitFor({ state: 'detached' });

    // Both sides end with the same complete history in the same order, each message once.
    await expect(widgetHistory(chat)).resolves.toEqual(expected);
    await expect(dashboardHistory(dashboard)).resolves.toEqual(expected);
  });

  it('tells the operator whether the site proved who a visitor is', async () => {
    // Verification is not enforced here, so the site's identify goes through with or without a valid hash.
    const identify = `mutation($input: IdentifyVisitorInput!) { identifyVisitor(input: $input) { __typename } }`;
    const grace = await startVisitor(app, clientId);
    await grace.client.data(identify, { input: { userId: 'user-7', name: 'Grace Hopper', email: 'grace@example.com', userHash: identityHash(identitySecret, 'user-7') } });
    await sendVisitorMessage(grace, 'My order never arrived', randomUUID());
    const mallory = await startVisitor(app, clientId);
    await mallory.client.data(identify, { input: { userId: 'user-8', name: 'Mallory Price', email: 'mallory@example.com', userHash: 'not-the-hash' } });
    await sendVisitorMessage(mallory, 'Please send the invoice to my new address', randomUUID());
    const inbox = await operatorContext.newPage();
    await inbox.goto(`${app.app.url()}/dashboard/threads`);

    for (const [name, badge, explanation] of [
      ['Grace Hopper', 'Verified', 'Verified: your site signed their user ID (HMAC).'],
      ['Mallory Price', 'Unverified', 'Unverified: your site sent no valid signature'],
    ] as const) {
      await inbox.getByRole('link', { name: new RegExp(name) }).click();
      const sidebar = inbox.getByRole('complementary', { name: 'Contact details' });
      await sidebar.getByText(name, { exact: true }).waitFor();
      await sidebar.getByText(badge, { exact: true }).waitFor();
      await sidebar.getByText(explanation).waitFor();
      expect(await sidebar.getByText('Identified', { exact: true }).count()).toBe(0);
      await screenshot(inbox, `conversation-contact-${badge.toLowerCase()}`);
      expect(await axeViolations(inbox)).toEqual([]);
    }
    await inbox.close();
  });
});
