import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { ownerWithOrganization } from '../../server/test-support/accounts';
import { widgetOf } from '../../server/test-support/conversations';
import type { TestClient } from '../../server/test-support/graphql-client';
import type { TestApp } from '../../server/test-support/test-app';
import { axeViolations, docScreenshot, cspViolationsIn, launchBrowser, startBrowserApp } from './support';
import { chatFrame, clickLauncher } from './widget-frame';
import { startHostPage, type HostPage } from './widget-host-page';

// An operator who works in another tab hears of a visitor's message through a browser notification; when the
// conversation is closed, the visitor rates it from the widget and the operator sees the rating arrive.
let app: TestApp;
let browser: Browser;
let hostPage: HostPage;
let operator: TestClient;
let organizationId: string;
let clientId: string;
let operatorContext: BrowserContext;
let visitorContext: BrowserContext;
let dashboard: Page;
let site: Page;
let chat: Frame;

/**
 * Records every notification the page creates (the real one still shows), and lets the test say whether the
 * tab is hidden, as when the operator switches to another tab or window.
 */
const recordNotifications = () => {
  const NativeNotification = window.Notification;
  const shown: Array<{ title: string; body?: string }> = [];
  class RecordedNotification extends NativeNotification {
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, body: options?.body });
      super(title, options);
    }
  }
  Object.assign(window, { Notification: RecordedNotification, shownNotifications: shown, tabHidden: false });
  Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: () => ((window as unknown as { tabHidden: boolean }).tabHidden ? 'hidden' : 'visible') });
};

const shownNotifications = (page: Page) => page.evaluate(() => (window as unknown as { shownNotifications: Array<{ title: string; body?: string }> }).shownNotifications);
const setTabHidden = (page: Page, hidden: boolean) => page.evaluate((value) => Object.assign(window, { tabHidden: value }), hidden);

beforeAll(async () => {
  [app, browser] = await Promise.all([startBrowserApp(), launchBrowser()]);
  hostPage = await startHostPage(app.app.url());
  operator = app.client();
  ({ organizationId } = await ownerWithOrganization(operator, app.mail, 'Northwind Outfitters'));
  ({ clientId } = await widgetOf(operator, organizationId));
  // Starts with desktop notifications off, so that the operator turns them on.
  await operator.data(`mutation($id: ID!) { updateNotificationPreferences(input: { organizationId: $id, notifyBrowser: false }) { __typename } }`, { id: organizationId });
  const url = app.app.url();
  operatorContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, permissions: ['notifications'] });
  await operatorContext.grantPermissions(['notifications'], { origin: url });
  await operatorContext.addInitScript(recordNotifications);
  await operatorContext.addCookies([...operator.cookies].map(([name, value]) => ({ name, value, url, httpOnly: true, sameSite: 'Lax' as const })));
  visitorContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  for (const context of [operatorContext, visitorContext]) context.setDefaultTimeout(15_000);
});
afterAll(async () => {
  await browser?.close();
  await hostPage?.close();
  await app?.close();
});

describe('operator notifications and satisfaction ratings', () => {
  it('lets the operator turn on desktop notifications and try them', async () => {
    dashboard = await operatorContext.newPage();
    await dashboard.goto(`${app.app.url()}/dashboard/settings/account`);
    const card = dashboard.getByRole('region', { name: 'Notifications', exact: true });
    const desktop = card.getByRole('checkbox', { name: 'Desktop notifications' });
    expect(await desktop.isChecked()).toBe(false);
    await desktop.check();
    await card.getByRole('button', { name: 'Save preferences' }).click();
    await dashboard.getByText('Notification preferences saved', { exact: true }).waitFor();

    await card.getByRole('button', { name: 'Send a test notification' }).click();
    await expect(shownNotifications(dashboard)).resolves.toEqual([{ title: 'Parley notifications work', body: expect.stringContaining('New conversations and messages') }]);

    await dashboard.getByText('Notification preferences saved', { exact: true }).waitFor({ state: 'detached', timeout: 10_000 });
    await card.scrollIntoViewIfNeeded();
    await docScreenshot(dashboard, 'dashboard-account-notifications-desktop');
    expect(await axeViolations(dashboard)).toEqual([]);
  });

  it('notifies the operator of a visitor message while the dashboard is in the background', async () => {
    await dashboard.goto(`${app.app.url()}/dashboard/threads`);
    await dashboard.getByRole('status').filter({ hasText: 'Live' }).first().waitFor();
    await setTabHidden(dashboard, true);

    site = await visitorContext.newPage();
    await site.goto(hostPage.url(clientId));
    await site.waitForFunction(() => typeof (window as { Parley?: { open?: unknown } }).Parley?.open === 'function');
    await clickLauncher(site);
    chat = await chatFrame(site);
    await chat.getByRole('button', { name: 'New conversation' }).click();
    const composer = chat.getByLabel('Message', { exact: true });
    await composer.fill('Does the Alpine 2 come with a footprint?');
    await composer.press('Enter');

    await dashboard.waitForFunction(() => (window as unknown as { shownNotifications: unknown[] }).shownNotifications.length === 1);
    await expect(shownNotifications(dashboard)).resolves.toEqual([{ title: 'New conversation with Visitor #1', body: 'Does the Alpine 2 come with a footprint?' }]);

    // Back in the tab, the operator answers: neither the visible tab nor their own reply notifies.
    await setTabHidden(dashboard, false);
    await dashboard.getByRole('link', { name: /Visitor #1/ }).click();
    const reply = dashboard.getByLabel('Reply to Visitor #1');
    await reply.fill('It does, and it is included in the price.');
    await reply.press('Enter');
    await chat.getByText('It does, and it is included in the price.').waitFor();
    await composer.fill('Great, thanks!');
    await composer.press('Enter');
    await dashboard.getByRole('list', { name: 'Messages' }).getByText('Great, thanks!').waitFor();
    expect(await shownNotifications(dashboard)).toHaveLength(1);
  });

  it('asks the visitor for a rating when the conversation closes, and shows it to the operator live', async () => {
    const conversationUrl = dashboard.url();
    await dashboard.getByRole('region', { name: 'Conversation with Visitor #1' }).getByRole('button', { name: 'Close' }).click();
    await dashboard.getByText('Conversation closed', { exact: true }).waitFor();

    const prompt = chat.getByRole('form', { name: 'How was this conversation?' });
    await prompt.waitFor();
    const good = prompt.getByRole('radio', { name: 'Good, 4 out of 5' });
    await good.check();
    await prompt.getByLabel('Anything you’d like to add? (optional)').fill('Quick and clear answer');
    expect(await axeViolations(chat)).toEqual([]);
    await prompt.getByRole('button', { name: 'Send rating' }).scrollIntoViewIfNeeded();
    await docScreenshot(site, 'widget-csat');

    // With the closed conversations listed, the rating shows on the list item too.
    await dashboard.goto(`${conversationUrl}?status=closed`);
    const conversation = dashboard.getByRole('region', { name: 'Conversation with Visitor #1' });
    await conversation.getByText('Great, thanks!').waitFor();
    await prompt.getByRole('button', { name: 'Send rating' }).click();
    await chat.getByText('Thanks for your feedback!').waitFor();
    await chat.getByText('You rated this conversation 4 out of 5.').waitFor();

    await conversation.getByText('Rated 4/5').waitFor();
    await conversation.getByText('“Quick and clear answer”').waitFor();
    await dashboard.getByRole('link', { name: /Visitor #1/ }).getByText('Rated 4 out of 5').waitFor();
    expect(await axeViolations(dashboard)).toEqual([]);
    await docScreenshot(dashboard, 'dashboard-conversation-csat-desktop');
  });
});

it('reported no Content-Security-Policy violation on any page', () => {
  expect(cspViolationsIn(browser)).toEqual([]);
});
