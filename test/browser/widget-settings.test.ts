import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { ownerWithOrganization } from '../../server/test-support/accounts';
import { widgetOf } from '../../server/test-support/conversations';
import type { TestClient } from '../../server/test-support/graphql-client';
import type { TestApp } from '../../server/test-support/test-app';
import { axeViolations, docScreenshot, eventually, cspViolationsIn, launchBrowser, startBrowserApp } from './support';
import { launcherOn, type Launcher } from './widget-frame';
import { startHostPage, type HostPage } from './widget-host-page';

// Each step waits on the real widget in nested frames (settings page → preview page → chat app): generous limits keep
// a busy machine from failing what works.
jest.setTimeout(120_000);

let app: TestApp;
let browser: Browser;
let hostPage: HostPage;
let operator: TestClient;
let organizationId: string;
let widget: { id: string; clientId: string };

beforeAll(async () => {
  [app, browser] = await Promise.all([startBrowserApp(), launchBrowser()]);
  hostPage = await startHostPage(app.app.url());
  operator = app.client();
  ({ organizationId } = await ownerWithOrganization(operator, app.mail, 'Northwind Outfitters'));
  widget = await widgetOf(operator, organizationId, 'Online shop');
  await operator.data(`mutation($id: ID!) { createTeam(input: { organizationId: $id, name: "Support" }) { __typename } }`, { id: organizationId });
  await operator.data(`mutation($id: ID!) { heartbeat(input: { organizationId: $id, status: ONLINE }) { __typename } }`, { id: organizationId });
});
afterAll(async () => {
  await browser?.close();
  await hostPage?.close();
  await app?.close();
});

async function operatorContext(viewport: { width: number; height: number }): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  context.setDefaultTimeout(30_000);
  const url = app.app.url();
  await context.addCookies([...operator.cookies].map(([name, value]) => ({ name, value, url, httpOnly: true, sameSite: 'Lax' as const })));
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
  return context;
}

const saveDocScreenshot = (page: Page, name: string) => docScreenshot(page, name);

const launcherNames = /^(Open chat|Close chat|Chat with us)/;

/** The widget app inside the settings page's preview. */
async function previewApp(page: Page): Promise<Frame> {
  for (;;) {
    const frame = page.frames().find((candidate) => candidate.url().includes(`/widgets/${widget.clientId}?preview=`));
    if (frame) return frame;
    await page.waitForTimeout(50);
  }
}

const accentOf = (frame: Frame) => frame.locator('.widget').evaluate((element) => (element as HTMLElement).style.getPropertyValue('--accent'));

const savedSettings = async () =>
  (await operator.data(`query($id: ID!) { node(id: $id) { ... on Widget { color position launcherText greeting } } }`, { id: widget.id })).node;

describe('widget settings', () => {
  it('shows unsaved appearance changes in the live preview as the admin types, then saves them', async () => {
    const context = await operatorContext({ width: 1440, height: 1000 });
    const page = await context.newPage();
    await page.goto(`${app.app.url()}/dashboard/settings/widget`);
    await page.getByRole('heading', { name: 'Widget', level: 1 }).waitFor();
    const preview = await previewApp(page);
    await preview.getByText('Hi! How can we help?').waitFor();
    expect(await accentOf(preview)).toBe('#4f46e5');
    // Where the launcher sits inside the preview's page: its left edge relative to the preview frame's.
    const previewBox = (await page.getByTitle('Widget preview').boundingBox())!;
    const onLeftHalf = (launcher: Launcher) => launcher!.left - previewBox.x < previewBox.width / 2;

    await page.getByRole('button', { name: 'Closed' }).click();
    const before = await eventually(() => launcherOn(page, launcherNames, 'about:srcdoc'), (launcher) => launcher?.name === 'Open chat');
    expect(onLeftHalf(before)).toBe(false);

    await page.getByLabel('Colour', { exact: true }).fill('#0F766E');
    await page.getByLabel('Launcher text').fill('Chat with us');
    await page.getByLabel('Greeting', { exact: true }).fill('Questions about sizes or delivery? Ask us.');
    await page.getByRole('radio', { name: /Bottom left/ }).check();
    await page.getByText(/Text contrast \d+\.\d:1 · easy to read/).waitFor();

    // The real widget shows the new look before anything is saved.
    const after = await eventually(() => launcherOn(page, launcherNames, 'about:srcdoc'), (launcher) => launcher?.name === 'Chat with us');
    expect(onLeftHalf(after)).toBe(true);
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await preview.getByText('Questions about sizes or delivery? Ask us.').waitFor();
    expect(await accentOf(preview)).toBe('#0f766e');
    expect(await savedSettings()).toEqual({ color: '#4f46e5', position: 'BOTTOM_RIGHT', launcherText: '', greeting: 'Hi! How can we help?' });
    await page.getByText('You have unsaved changes.').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Widget saved').first().waitFor();
    await page.getByText('All changes saved.').waitFor();
    expect(await savedSettings()).toEqual({ color: '#0f766e', position: 'BOTTOM_LEFT', launcherText: 'Chat with us', greeting: 'Questions about sizes or delivery? Ask us.' });
    await page.mouse.move(0, 0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveDocScreenshot(page, 'dashboard-widget-settings-desktop');
    await context.close();
  });

  it('names what is wrong with an allowed website as it is added, before anything is saved', async () => {
    const context = await operatorContext({ width: 1440, height: 1000 });
    const page = await context.newPage();
    await page.goto(`${app.app.url()}/dashboard/settings/widget`);
    await page.getByText('Any website can use this widget.').waitFor();
    const field = page.getByLabel('Add a website');
    await field.fill('https://shop.example.com/checkout');
    await field.press('Enter');
    await page.getByText('“https://shop.example.com/checkout” is not a website origin: leave out everything after the domain and port, as in https://shop.example.com.').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await field.fill('shop.example.com');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('“shop.example.com” is not a website origin: start it with https:// (or http://), as in https://shop.example.com.').waitFor();
    // Nothing was added, so there is nothing to save.
    await page.getByText('Any website can use this widget.').waitFor();
    expect(await page.getByRole('button', { name: 'Save changes' }).isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('#widget-origins').scrollIntoViewIfNeeded();
    await saveDocScreenshot(page, 'dashboard-widget-allowed-website-error');

    await field.fill('https://Shop.example.com/');
    await field.press('Enter');
    await page.getByRole('list', { name: 'Allowed websites' }).getByText('https://shop.example.com').waitFor();
    await field.fill('https://shop.example.com');
    await field.press('Enter');
    await page.getByText('https://shop.example.com is already in the list.').waitFor();
    const { node } = await operator.data(`query($id: ID!) { node(id: $id) { ... on Widget { allowedOrigins } } }`, { id: widget.id });
    expect(node.allowedOrigins).toEqual([]);
    await context.close();
  });

  it('fits a phone screen', async () => {
    const context = await operatorContext({ width: 390, height: 844 });
    const page = await context.newPage();
    await page.goto(`${app.app.url()}/dashboard/settings/widget`);
    await page.getByRole('heading', { name: 'Appearance' }).waitFor();
    await (await previewApp(page)).getByText('Questions about sizes or delivery? Ask us.').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
    await saveDocScreenshot(page, 'dashboard-widget-settings-mobile');
    await context.close();
  });
});

describe('setup and the install check', () => {
  it('gives the snippet to copy, says the widget was not seen yet, and shows where it loaded once a site has it', async () => {
    const context = await operatorContext({ width: 1440, height: 1000 });
    const page = await context.newPage();
    await page.goto(`${app.app.url()}/dashboard/settings/setup`);
    await page.getByText('Not seen yet').waitFor();
    await page.getByRole('button', { name: 'Copy' }).first().click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`data-client-id="${widget.clientId}"`);
    await page.getByRole('tab', { name: 'Shopify' }).click();
    await page.getByText('layout/theme.liquid', { exact: false }).first().waitFor();
    await page.getByRole('tab', { name: 'HTML' }).click();
    expect(await axeViolations(page)).toEqual([]);

    // A customer's page with the snippet: the launcher is drawn as saved, bottom left with its text.
    const shop = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    shop.setDefaultTimeout(30_000);
    const shopUrl = hostPage.url(widget.clientId);
    await shop.goto(shopUrl);
    const launcher = await eventually(() => launcherOn(shop, launcherNames), (found) => found?.name === 'Chat with us');
    expect(launcher!.left).toBeLessThan(200);

    await page.getByRole('button', { name: 'Check again' }).click();
    await page.getByText(`Installed: last seen on ${new URL(shopUrl).origin}`).waitFor();
    await page.getByRole('link', { name: shopUrl }).waitFor();
    await page.mouse.move(0, 0);
    await saveDocScreenshot(page, 'dashboard-setup-desktop');
    await shop.context().close();
    await context.close();
  });

  it('keeps the widget off websites it does not allow: no launcher, and the chat says why', async () => {
    await operator.data(`mutation($id: ID!) { updateWidget(input: { widgetId: $id, allowedOrigins: ["https://shop.example.com"] }) { __typename } }`, { id: widget.id });
    const shop = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    shop.setDefaultTimeout(30_000);
    await shop.goto(hostPage.url(widget.clientId));
    const chat = await eventually(
      async () => shop.frames().find((frame) => frame.url().includes(`/widgets/${widget.clientId}`)),
      (frame) => frame !== undefined,
    );
    await eventually(() => launcherOn(shop, launcherNames), (found) => found === null);
    // The same lookup does find the page's own buttons: the launcher is really gone, not just out of reach.
    expect(await launcherOn(shop, /^Add to cart$/)).not.toBeNull();
    // A page that opens the chat by script gets the reason, not a broken chat.
    await shop.evaluate(() => (window as unknown as { Parley: (command: string) => void }).Parley('open'));
    await chat!.getByRole('heading', { name: 'Chat isn’t available on this website' }).waitFor();
    await shop.context().close();
    await operator.data(`mutation($id: ID!) { updateWidget(input: { widgetId: $id, allowedOrigins: [] }) { __typename } }`, { id: widget.id });
  });
});

describe('the settings menu', () => {
  it('lists every settings page, each one built', async () => {
    const context = await operatorContext({ width: 1440, height: 900 });
    const page = await context.newPage();
    await page.goto(`${app.app.url()}/dashboard/settings`);
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    for (const title of ['Account', 'Organization', 'Team', 'Widget', 'Setup', 'Availability', 'Labels', 'Canned responses', 'Knowledge base', 'Integrations', 'Billing', 'Upgrade']) {
      await page.getByRole('link', { name: new RegExp(`^${title}`) }).waitFor();
    }
    expect(await page.getByText('Coming later').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await saveDocScreenshot(page, 'dashboard-settings-desktop');
    await context.close();
  });
});

it('reported no Content-Security-Policy violation on any page', () => {
  expect(cspViolationsIn(browser)).toEqual([]);
});
