import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { ownerWithOrganization, uniqueEmail } from '../../server/test-support/accounts';
import { updateAvailability } from '../../server/test-support/availability';
import { widgetOf } from '../../server/test-support/conversations';
import type { TestClient } from '../../server/test-support/graphql-client';
import type { TestApp } from '../../server/test-support/test-app';
import { axeViolations, docScreenshot, eventually, launchBrowser, startBrowserApp } from './support';
import { chatFrame, clickLauncher, launcherOn, widgetHistory } from './widget-frame';
import { startHostPage, type HostPage } from './widget-host-page';

// An admin closes today in the dashboard; a visitor who writes anyway is answered automatically, leaves an email,
// and gets the operator's later reply there.
let app: TestApp;
let browser: Browser;
let hostPage: HostPage;
let operator: TestClient;
let organizationId: string;
let clientId: string;
let operatorContext: BrowserContext;
let dashboard: Page;
const visitorEmail = uniqueEmail('visitor');

beforeAll(async () => {
  // Unread replies are emailed at the next sweep rather than after two minutes.
  [app, browser] = await Promise.all([startBrowserApp({ MISSED_REPLY_EMAIL_DELAY_SECONDS: '0' }), launchBrowser()]);
  hostPage = await startHostPage(app.app.url());
  operator = app.client();
  ({ organizationId } = await ownerWithOrganization(operator, app.mail, 'Northwind Outfitters', { autoReply: true }));
  ({ clientId } = await widgetOf(operator, organizationId));
  operatorContext = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  operatorContext.setDefaultTimeout(15_000);
  const url = app.app.url();
  await operatorContext.addCookies([...operator.cookies].map(([name, value]) => ({ name, value, url, httpOnly: true, sameSite: 'Lax' as const })));
});
afterAll(async () => {
  await browser?.close();
  await hostPage?.close();
  await app?.close();
});

const saveDocScreenshot = (page: Page, name: string) => docScreenshot(page, name, { fullPage: name.startsWith('dashboard') });

const weekdayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Today's name in the organization's time zone (Europe/Paris), where office hours are counted. */
const todayInParis = () => new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'Europe/Paris' }).format(new Date());

async function openWidget(context: BrowserContext): Promise<{ site: Page; chat: Frame }> {
  const site = await context.newPage();
  await site.goto(hostPage.url(clientId));
  await site.waitForFunction(() => typeof (window as { Parley?: { open?: unknown } }).Parley?.open === 'function');
  await clickLauncher(site);
  return { site, chat: await chatFrame(site) };
}

describe('availability, from the dashboard to the visitor’s inbox', () => {
  let visitorContext: BrowserContext;
  let chat: Frame;

  it('lets an admin close today with office hours, rejecting overlapping hours, and shows the team as away live', async () => {
    dashboard = await operatorContext.newPage();
    await dashboard.goto(`${app.app.url()}/dashboard/settings/availability`);
    const status = dashboard.getByRole('status').filter({ hasText: 'Your team is currently' });
    // The open dashboard counts the admin as online, and office hours are off: available.
    await status.filter({ hasText: 'available' }).waitFor();

    await dashboard.getByLabel('Use office hours').check();
    const today = todayInParis();
    const dayRow = (day: string) => dashboard.getByRole('listitem').filter({ hasText: new RegExp(`^${day}`) });
    for (const day of weekdayNames.filter((name) => name !== today)) await dayRow(day).getByRole('button', { name: 'Open this day' }).click();
    // Two overlapping openings on one day are refused, beside that day, and nothing is saved.
    const otherDay = weekdayNames.find((name) => name !== today)!;
    await dayRow(otherDay).getByRole('button', { name: 'Add hours' }).click();
    await dashboard.getByLabel(`${otherDay} opens at`).nth(1).fill('16:00');
    await dashboard.getByRole('button', { name: 'Save availability' }).click();
    await dashboard.getByText('09:00–17:00 and 16:00–20:00 overlap.').waitFor();
    expect(await status.textContent()).toContain('available');
    await dashboard.getByRole('button', { name: `Remove ${otherDay} 16:00–20:00` }).click();

    await dashboard.getByLabel('Away message').fill('We’re closed today. Leave your email and we’ll answer tomorrow morning.');
    await dashboard.getByLabel('Auto-reply', { exact: true }).fill('Thanks for writing! We’re closed today and will reply by email tomorrow.');
    await dashboard.getByRole('button', { name: 'Save availability' }).click();
    await dashboard.getByText('Availability saved', { exact: true }).waitFor();
    await status.filter({ hasText: 'away (outside office hours)' }).waitFor();

    expect(await axeViolations(dashboard)).toEqual([]);
    await saveDocScreenshot(dashboard, 'dashboard-availability-desktop');
    const phone = await operatorContext.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(`${app.app.url()}/dashboard/settings/availability`);
    await phone.getByRole('status').filter({ hasText: 'away (outside office hours)' }).waitFor();
    await saveDocScreenshot(phone, 'dashboard-availability-mobile');
    await phone.close();
  });

  it('answers a visitor who writes anyway, and asks for their email', async () => {
    visitorContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    visitorContext.setDefaultTimeout(15_000);
    ({ chat } = await openWidget(visitorContext));
    await chat.getByText('We’re away').waitFor();
    await chat.getByText('We’re closed today. Leave your email and we’ll answer tomorrow morning.').waitFor();

    await chat.getByRole('button', { name: 'New conversation' }).click();
    await chat.getByText(/^Away/).waitFor();
    const composer = chat.getByLabel('Message', { exact: true });
    await composer.click();
    await composer.fill('Do you ship the Alpine 2 to Lyon?');
    await composer.press('Enter');
    await chat.getByText('Thanks for writing! We’re closed today and will reply by email tomorrow.').waitFor();
    expect(await widgetHistory(chat)).toEqual(['Do you ship the Alpine 2 to Lyon?', 'Thanks for writing! We’re closed today and will reply by email tomorrow.']);

    const card = chat.getByRole('form', { name: 'Get the reply by email' });
    await card.waitFor();
    expect(await axeViolations(chat)).toEqual([]);
    await saveDocScreenshot(chat.page(), 'widget-away-email-capture');

    const email = card.getByLabel('Email');
    await email.fill('not-an-email');
    await card.getByRole('button', { name: 'Notify me' }).click();
    await card.getByText('Enter a valid email address, like name@example.com.').waitFor();
    await email.fill(visitorEmail);
    await card.getByRole('button', { name: 'Notify me' }).click();
    await chat.getByText(`We’ll reply to ${visitorEmail}`).waitFor();
    expect(await axeViolations(chat)).toEqual([]);
    // The visitor leaves before anyone answers.
    await visitorContext.close();
  });

  it('emails the operator’s later reply to the visitor, with a link back to the chat', async () => {
    const since = app.mail.received.length;
    await dashboard.goto(`${app.app.url()}/dashboard/threads`);
    await dashboard.getByRole('link', { name: new RegExp(visitorEmail) }).click();
    const reply = dashboard.getByLabel(`Reply to ${visitorEmail}`);
    await reply.fill('Yes! Delivery to Lyon takes two days.');
    await reply.press('Enter');

    const message = await app.mail.waitFor(visitorEmail, /New reply from Northwind Outfitters/, { since, timeoutMs: 25_000 });
    expect(message.text).toContain('Yes! Delivery to Lyon takes two days.');
    expect(message.text).not.toContain('Thanks for writing!');
    expect(message.text).toContain(`${new URL('/widgets/', 'http://localhost:3000')}${clientId}`);
    expect(app.mail.received.slice(since).filter((received) => received.to.includes(visitorEmail))).toHaveLength(1);
  });

  it('shows the typical reply time while the team is online', async () => {
    await updateAvailability(operator, organizationId, { officeHoursEnabled: false, replyTimeMinutes: 5 });
    await operator.data(`mutation($id: ID!) { heartbeat(input: { organizationId: $id, status: ONLINE }) { __typename } }`, { id: organizationId });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    context.setDefaultTimeout(15_000);
    const { site, chat: online } = await openWidget(context);
    await online.getByText('We’re online').waitFor();
    await online.getByText('Typically replies in 5 minutes').waitFor();
    await online.getByRole('button', { name: 'New conversation' }).click();
    await online.getByText('Online — Typically replies in 5 minutes').waitFor();
    expect(await axeViolations(online)).toEqual([]);
    await saveDocScreenshot(site, 'widget-online-reply-time');
    await context.close();
  });
});

describe('hiding the launcher while the team is away', () => {
  const launcherNames = /^(Open chat|Close chat)/;
  const visitorContext = async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    context.setDefaultTimeout(15_000);
    return context;
  };

  async function saveAvailability(change: (page: Page) => Promise<void>, status: string) {
    await dashboard.goto(`${app.app.url()}/dashboard/settings/availability`);
    await dashboard.getByRole('button', { name: 'Save availability' }).waitFor();
    await change(dashboard);
    await dashboard.getByRole('button', { name: 'Save availability' }).click();
    await dashboard.getByText('Availability saved', { exact: true }).waitFor();
    await dashboard.getByRole('status').filter({ hasText: 'Your team is currently' }).filter({ hasText: status }).waitFor();
  }

  it('shows no launcher to a new visitor, keeps it for a visitor with a conversation going, and brings it back live', async () => {
    // While the team is available, a visitor starts a conversation and closes the chat.
    const { site: regular, chat: regularChat } = await openWidget(await visitorContext());
    await regularChat.getByRole('button', { name: 'New conversation' }).click();
    const composer = regularChat.getByLabel('Message', { exact: true });
    await composer.fill('Is the Alpine 2 back in stock?');
    await composer.press('Enter');
    await regularChat.getByRole('img', { name: 'Sent' }).waitFor();
    await clickLauncher(regular);

    // The admin hides the launcher when away, and turns office hours on (none are open since the last change): away.
    await saveAvailability(async (page) => {
      await page.getByRole('radio', { name: /^Hide the launcher/ }).check();
      await page.getByLabel('Use office hours').check();
    }, 'away (outside office hours)');

    // A new visitor's page gets no launcher, though the page's own buttons are all there.
    const newcomer = await (await visitorContext()).newPage();
    await newcomer.goto(hostPage.url(clientId));
    await eventually(() => launcherOn(newcomer, launcherNames), (found) => found === null);
    expect(await launcherOn(newcomer, /^Add to cart$/)).not.toBeNull();

    // The visitor with a conversation going keeps the launcher, though their chat has heard the team is away.
    await regularChat.getByText(/^Away/).waitFor({ state: 'attached' });
    await regular.waitForTimeout(500);
    expect(await launcherOn(regular, launcherNames)).not.toBeNull();

    // Office hours off, with an operator online: the team is available and the launcher appears, without a reload.
    await saveAvailability((page) => page.getByLabel('Use office hours').uncheck(), 'available');
    const launcher = await eventually(() => launcherOn(newcomer, launcherNames), (found) => found !== null);
    expect(launcher!.name).toBe('Open chat');
    await clickLauncher(newcomer);
    await (await chatFrame(newcomer)).getByText('We’re online').waitFor();
    await newcomer.context().close();
    await regular.context().close();
  });
});
