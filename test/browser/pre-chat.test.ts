import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { ownerWithOrganization, uniqueEmail } from '../../server/test-support/accounts';
import { widgetOf } from '../../server/test-support/conversations';
import type { TestClient } from '../../server/test-support/graphql-client';
import type { TestApp } from '../../server/test-support/test-app';
import { axeViolations, docScreenshot, eventually, cspViolationsIn, launchBrowser, screenshot, startBrowserApp } from './support';
import { chatFrame, clickLauncher, widgetHistory } from './widget-frame';
import { startHostPage, type HostPage } from './widget-host-page';

// An admin makes the widget ask for an email and an order number before every conversation; a visitor answers on the
// shop's page, and the operator finds both beside the conversation, even after the page sets its own attributes.
jest.setTimeout(120_000);

let app: TestApp;
let browser: Browser;
let hostPage: HostPage;
let operator: TestClient;
let widget: { id: string; clientId: string };
let operatorContext: BrowserContext;
const visitorEmail = uniqueEmail('visitor');

beforeAll(async () => {
  [app, browser] = await Promise.all([startBrowserApp(), launchBrowser()]);
  hostPage = await startHostPage(app.app.url());
  operator = app.client();
  const { organizationId } = await ownerWithOrganization(operator, app.mail, 'Northwind Outfitters');
  widget = await widgetOf(operator, organizationId, 'Online shop');
  operatorContext = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  operatorContext.setDefaultTimeout(30_000);
  const url = app.app.url();
  await operatorContext.addCookies([...operator.cookies].map(([name, value]) => ({ name, value, url, httpOnly: true, sameSite: 'Lax' as const })));
});
afterAll(async () => {
  await browser?.close();
  await hostPage?.close();
  await app?.close();
});

/** The widget app inside the settings page's preview. */
async function previewApp(page: Page): Promise<Frame> {
  return eventually(
    async () => page.frames().find((candidate) => candidate.url().includes(`/widgets/${widget.clientId}?preview=`)),
    (frame) => frame !== undefined,
  ) as Promise<Frame>;
}

const savedPreChat = async () =>
  (await operator.data(`query($id: ID!) { node(id: $id) { ... on Widget { askForEmail preChatFields { key label required } } } }`, { id: widget.id })).node;

describe('the pre-chat form', () => {
  let site: Page;
  let chat: Frame;

  it('is set up in the widget settings, and the live preview shows it before it is saved', async () => {
    const page = await operatorContext.newPage();
    await page.goto(`${app.app.url()}/dashboard/settings/widget`);
    await page.getByRole('heading', { name: 'Pre-chat form' }).waitFor();
    const preview = await previewApp(page);
    await preview.getByRole('button', { name: 'New conversation' }).waitFor();

    await page.getByRole('radio', { name: /^Always/ }).check();
    await page.getByRole('button', { name: 'Add field' }).click();
    // Typed key by key as the preview redraws the form after each one: every key stays in the settings.
    await page.getByLabel('Field 1 label').click();
    await page.keyboard.type('Order number', { delay: 20 });
    await page.keyboard.press('Tab');
    expect(await page.getByLabel('Field 1 label').inputValue()).toBe('Order number');
    expect(await page.getByLabel('Field 1 key').evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await page.getByLabel('Field 1 key').inputValue()).toBe('order_number');
    await page.getByRole('checkbox', { name: 'Required' }).check();

    // The preview opens the form as it will be asked, unsaved.
    const previewForm = preview.getByRole('form', { name: 'Before we start' });
    await previewForm.getByLabel('Order number').waitFor();
    await previewForm.getByRole('button', { name: 'Start the conversation' }).click();
    await previewForm.getByText('This field is required.').waitFor();
    expect(await savedPreChat()).toEqual({ askForEmail: 'WHEN_AWAY', preChatFields: [] });
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('All changes saved.').waitFor();
    expect(await savedPreChat()).toEqual({ askForEmail: 'ALWAYS', preChatFields: [{ key: 'order_number', label: 'Order number', required: true }] });
    await page.close();
  });

  it('comes before the composer on the shop’s page, refuses blanks, and starts the chat once answered', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    context.setDefaultTimeout(30_000);
    site = await context.newPage();
    await site.goto(hostPage.url(widget.clientId));
    await site.waitForFunction(() => typeof (window as { Parley?: { open?: unknown } }).Parley?.open === 'function');
    await clickLauncher(site);
    chat = await chatFrame(site);
    await chat.getByRole('button', { name: 'New conversation' }).click();

    const form = chat.getByRole('form', { name: 'Before we start' });
    await form.waitFor();
    expect(await chat.getByLabel('Message', { exact: true }).count()).toBe(0);
    expect(await axeViolations(chat)).toEqual([]);
    await docScreenshot(site, 'widget-pre-chat-form');

    await form.getByRole('button', { name: 'Start the conversation' }).click();
    await form.getByText('Enter your email address.').waitFor();
    await form.getByText('This field is required.').waitFor();
    expect(await form.getByLabel('Order number').getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(chat)).toEqual([]);
    await screenshot(site, 'widget-pre-chat-errors');

    await form.getByLabel('Email').fill('ada@example');
    await form.getByRole('button', { name: 'Start the conversation' }).click();
    await form.getByText('Enter a valid email address, like name@example.com.').waitFor();
    await form.getByLabel('Email').fill(visitorEmail);
    await form.getByLabel('Order number').fill('NW-48213');
    await form.getByRole('button', { name: 'Start the conversation' }).click();

    const composer = chat.getByLabel('Message', { exact: true });
    await composer.waitFor();
    expect(await form.count()).toBe(0);
    await composer.fill('My tent arrived without its poles.');
    await composer.press('Enter');
    await eventually(() => widgetHistory(chat), (bubbles) => bubbles.includes('My tent arrived without its poles.'));
    // The page sets attributes of its own afterwards: they join the answers rather than replace them.
    await site.evaluate(() => (window as unknown as { Parley: (command: string, value: object) => void }).Parley('setMetadata', { plan: 'Trailblazer' }));
  });

  it('gives the operator the email and the answer beside the conversation', async () => {
    const contactMetadata = async () =>
      (await app.database.prisma.contact.findFirstOrThrow({ where: { widget: { clientId: widget.clientId }, email: visitorEmail } })).metadata;
    await eventually(contactMetadata, (metadata) => (metadata as Record<string, unknown>).plan === 'Trailblazer');

    const page = await operatorContext.newPage();
    await page.goto(`${app.app.url()}/dashboard/threads`);
    await page.getByRole('link', { name: new RegExp(visitorEmail) }).click();
    const sidebar = page.getByRole('complementary', { name: 'Contact details' });
    const detail = (label: string) => sidebar.locator('dl > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');
    await detail('Order number').waitFor();
    expect(await detail('Email').textContent()).toBe(visitorEmail);
    expect(await detail('Order number').textContent()).toBe('NW-48213');
    expect(await detail('plan').textContent()).toBe('Trailblazer');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
    await site.context().close();
  });
});

it('reported no Content-Security-Policy violation on any page', () => {
  expect(cspViolationsIn(browser)).toEqual([]);
});
