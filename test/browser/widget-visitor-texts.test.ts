import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import sharp from 'sharp';
import type { Browser, BrowserContext, BrowserContextOptions, Frame, Page } from 'playwright-core';
import { ownerWithOrganization } from '../../server/test-support/accounts';
import { updateAvailability } from '../../server/test-support/availability';
import { sendOperatorMessage, widgetOf } from '../../server/test-support/conversations';
import type { TestClient } from '../../server/test-support/graphql-client';
import type { TestApp } from '../../server/test-support/test-app';
import { axeViolations, docScreenshot, eventually, launchBrowser, startBrowserApp } from './support';
import { chatFrame, clickLauncher, writeInChat } from './widget-frame';
import { startHostPage, type HostPage } from './widget-host-page';

jest.setTimeout(120_000);

let app: TestApp;
let browser: Browser;
let hostPage: HostPage;

beforeAll(async () => {
  [app, browser] = await Promise.all([startBrowserApp(), launchBrowser()]);
  hostPage = await startHostPage(app.app.url());
});
afterAll(async () => {
  await browser?.close();
  await hostPage?.close();
  await app?.close();
});

const updateWidget = `mutation($input: UpdateWidgetInput!) { updateWidget(input: $input) { __typename ... on Error { message } } }`;

/** An organization whose team is away (nobody online) with one widget; the auto-reply only when asked for. */
async function awayTeam(name: string, { autoReply = false } = {}) {
  const operator = app.client();
  const { organizationId } = await ownerWithOrganization(operator, app.mail, name);
  await updateAvailability(operator, organizationId, {
    awayMessage: 'We’re away right now. Leave your email and we’ll get back to you.',
    autoReplyEnabled: autoReply,
    autoReply: 'Thanks for your message! We’ll reply as soon as we’re back.',
  });
  const widget = await widgetOf(operator, organizationId);
  const save = async (input: Record<string, unknown>) => expect((await operator.data(updateWidget, { input: { widgetId: widget.id, ...input } })).updateWidget.__typename).toBe('UpdateWidgetPayload');
  return { operator, organizationId, widget, save };
}

async function newContext(options: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  context.setDefaultTimeout(20_000);
  return context;
}

/** The host page with the launcher drawn, and the chat opened on it. */
async function openChat(context: BrowserContext, clientId: string): Promise<{ page: Page; frame: Frame }> {
  const page = await context.newPage();
  await page.goto(hostPage.url(clientId));
  await page.waitForFunction(() => typeof (window as { Parley?: { open?: unknown } }).Parley?.open === 'function');
  await clickLauncher(page);
  const frame = await chatFrame(page);
  await frame.getByRole('heading', { level: 1 }).waitFor();
  return { page, frame };
}

/** The operator's profile photo, uploaded as the dashboard does. */
async function uploadAvatar(operator: TestClient) {
  const body = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#0e7490' } }).jpeg().toBuffer();
  const response = await fetch(`${app.app.url()}/avatar`, {
    method: 'POST',
    headers: { 'content-type': 'image/jpeg', origin: app.app.url(), cookie: operator.cookieHeader() },
    body: new Uint8Array(body),
  });
  expect(response.status).toBe(201);
}

/** The dashboard, signed in as the operator. */
async function dashboardPage(operator: TestClient, path: string): Promise<Page> {
  const context = await newContext({ viewport: { width: 1440, height: 1000 } });
  const url = app.app.url();
  await context.addCookies([...operator.cookies].map(([name, value]) => ({ name, value, url, httpOnly: true, sameSite: 'Lax' as const })));
  const page = await context.newPage();
  await page.goto(`${url}${path}`);
  return page;
}

async function firstThreadId(operator: TestClient, organizationId: string): Promise<string> {
  const read = async () => (await operator.data(`query($id: ID!) { node(id: $id) { ... on Organization { threads(first: 1) { edges { node { id } } } } } }`, { id: organizationId })).node.threads.edges;
  return (await eventually(read, (edges) => edges.length === 1))[0].node.id;
}

describe('the widget in the visitor’s language', () => {
  it('greets a German browser in German and auto-replies in German', async () => {
    const { widget, save } = await awayTeam('Nordwind Outdoor', { autoReply: true });
    await save({
      greeting: 'Hi! How can we help?',
      translations: [
        { locale: 'de', greeting: 'Hallo! Wie können wir helfen?', autoReply: 'Danke für Ihre Nachricht! Wir antworten, sobald wir zurück sind.' },
        { locale: 'fr', greeting: 'Bonjour ! Comment pouvons-nous aider ?' },
      ],
    });
    const context = await newContext({ locale: 'de-DE' });
    const { page, frame } = await openChat(context, widget.clientId);
    await frame.getByText('Hallo! Wie können wir helfen?').waitFor();
    // The widget's own words follow the same language: no English greeting left behind.
    expect(await frame.getByText('Hi! How can we help?').count()).toBe(0);
    await frame.getByRole('button', { name: 'Neue Unterhaltung' }).click();
    const composer = frame.getByRole('textbox', { name: 'Nachricht', exact: true });
    await composer.click();
    await composer.pressSequentially('Liefern Sie nach Köln?');
    await composer.press('Enter');
    await frame.getByText('Danke für Ihre Nachricht! Wir antworten, sobald wir zurück sind.').waitFor();
    expect(await frame.getByText('Thanks for your message! We’ll reply as soon as we’re back.').count()).toBe(0);
    expect(await axeViolations(frame)).toEqual([]);
    // The dashboard's self-hosted Inter, loaded by the chat's frame only: the host page's fonts stay its own.
    const frameFonts = await frame.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((font) => font.status === 'loaded').map((font) => font.family);
    });
    expect(frameFonts).toContain('Inter Variable');
    expect(await page.evaluate(() => [...document.fonts].map((font) => font.family))).toEqual([]);
    await docScreenshot(page, 'widget-german-auto-reply');
    await context.close();
  });
});

describe('the away header', () => {
  it('asks for an email until the visitor gives one, then says where the reply goes', async () => {
    const { widget } = await awayTeam('Northwind Away');
    const context = await newContext({ locale: 'en-US' });
    const { page, frame } = await openChat(context, widget.clientId);
    await frame.getByRole('button', { name: 'New conversation' }).click();
    const header = frame.locator('header');
    await header.getByText('We’re away right now. Leave your email and we’ll get back to you.').waitFor();
    await writeInChat(frame, 'Do you ship to Lyon?');
    await frame.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await frame.getByRole('button', { name: 'Notify me' }).click();
    await header.getByText('We’ll reply to ada@example.com when we’re back.').waitFor();
    expect(await header.getByText('Leave your email').count()).toBe(0);
    await docScreenshot(page, 'widget-away-email-given');

    // Back on the home screen, the same: nothing asks for the email again.
    await frame.getByRole('button', { name: 'Back to conversations' }).click();
    await frame.locator('.card-body').getByText('We’ll reply to ada@example.com when we’re back.').waitFor();
    await context.close();
  });
});

describe('saved settings', () => {
  it('reach a chat open on a host page without a reload', async () => {
    const { operator, widget } = await awayTeam('Northwind Live');
    const context = await newContext({ locale: 'en-US' });
    const { page, frame } = await openChat(context, widget.clientId);
    await frame.getByText('Hi! How can we help?').waitFor();
    // Set on the chat's window: a reload would lose it.
    await frame.evaluate(() => ((window as unknown as { loadedOnce: boolean }).loadedOnce = true));

    const settings = await dashboardPage(operator, '/dashboard/settings/widget');
    await settings.getByLabel('Colour', { exact: true }).fill('#be123c');
    await settings.getByLabel('Greeting', { exact: true }).fill('Summer sale: ask us about sizes!');
    await settings.getByRole('radio', { name: /Bottom left/ }).check();
    await settings.getByRole('tab', { name: 'Deutsch' }).click();
    await settings.getByLabel('Greeting (Deutsch)').fill('Sommerschlussverkauf: fragen Sie uns nach Größen!');
    await docScreenshot(settings, 'settings-widget-languages');
    await settings.getByRole('button', { name: 'Save changes' }).click();
    await settings.getByText('All changes saved.').waitFor();

    await frame.getByText('Summer sale: ask us about sizes!').waitFor();
    await eventually(
      () => frame.locator('.widget').evaluate((element) => (element as HTMLElement).style.getPropertyValue('--accent')),
      (accent) => accent === '#be123c',
    );
    expect(await frame.evaluate(() => (window as unknown as { loadedOnce?: boolean }).loadedOnce)).toBe(true);
    await docScreenshot(page, 'widget-settings-live');
    await settings.context().close();
    await context.close();
  });
});

describe('a new message while the chat is closed', () => {
  it('previews it beside the launcher, dismissable with Escape or its button, and opens the conversation', async () => {
    const { operator, organizationId, widget } = await awayTeam('Northwind Preview');
    await uploadAvatar(operator);
    const context = await newContext({ locale: 'en-US' });
    const { page, frame } = await openChat(context, widget.clientId);
    await frame.getByRole('button', { name: 'New conversation' }).click();
    await writeInChat(frame, 'Is the Alpine 2 waterproof?');
    const threadId = await firstThreadId(operator, organizationId);
    await page.keyboard.press('Escape');
    await frame.getByRole('heading', { level: 1 }).waitFor({ state: 'hidden' });

    await sendOperatorMessage(operator, threadId, 'Yes, fully seam-sealed. Want the size chart?');
    const preview = frame.getByRole('complementary', { name: 'New message from Ada Lovelace' });
    await preview.getByRole('button', { name: /Yes, fully seam-sealed/ }).waitFor();
    // The operator's photo, not their initials.
    await preview.locator('img.avatar-photo').waitFor();
    await page.waitForFunction(() => document.getElementById('unread')!.textContent === '1');
    expect(await axeViolations(frame)).toEqual([]);
    await docScreenshot(page, 'widget-message-preview');

    await preview.getByRole('button', { name: 'Dismiss message' }).focus();
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'hidden' });

    await sendOperatorMessage(operator, threadId, 'Here it is: sizes S to XL.');
    await preview.getByRole('button', { name: /sizes S to XL/ }).waitFor();
    await page.emulateMedia({ colorScheme: 'dark' });
    await docScreenshot(page, 'widget-message-preview-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await preview.getByRole('button', { name: 'Dismiss message' }).click();
    await preview.waitFor({ state: 'hidden' });

    await sendOperatorMessage(operator, threadId, 'Anything else?');
    await preview.getByRole('button', { name: /Anything else\?/ }).click();
    await frame.locator('.bubble', { hasText: 'Anything else?' }).waitFor();
    await frame.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForFunction(() => document.getElementById('unread')!.textContent === '0');
    // The team's photos on their messages and in the header.
    await frame.locator('.group-team img.avatar-photo').first().waitFor();
    await frame.locator('header img.avatar-photo').waitFor();
    await docScreenshot(page, 'widget-team-photos');
    await context.close();
  });

  it('keeps the reply when an answer read before it arrives after it', async () => {
    const { operator, organizationId, widget } = await awayTeam('Northwind Crossed');
    const context = await newContext({ locale: 'en-US' });
    // The thread's first read, made as the visitor's message is stored, is answered by the server at once but held on
    // its way until the team's reply has arrived live: an answer older than the reply, committed after it.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let threadReadAnswered!: () => void;
    const threadReadHeld = new Promise<void>((resolve) => (threadReadAnswered = resolve));
    let threadReadsDelivered = 0;
    let secondThreadRead!: () => void;
    const threadReadAskedAgain = new Promise<void>((resolve) => (secondThreadRead = resolve));
    await context.route('**/graphql', async (route) => {
      const isThreadRead = (route.request().postDataJSON() as { operationName?: string } | null)?.operationName === 'WidgetThreadQuery';
      const response = await route.fetch();
      const answer = { status: response.status(), headers: response.headers(), body: await response.body() };
      if (isThreadRead && threadReadsDelivered === 0) {
        threadReadAnswered();
        await released;
      }
      await route.fulfill(answer);
      if (isThreadRead && ++threadReadsDelivered === 2) secondThreadRead();
    });
    const { page, frame } = await openChat(context, widget.clientId);
    await frame.getByRole('button', { name: 'New conversation' }).click();
    await writeInChat(frame, 'Is the Alpine 2 waterproof?');
    const threadId = await firstThreadId(operator, organizationId);
    await threadReadHeld;
    await page.keyboard.press('Escape');
    await frame.getByRole('heading', { level: 1 }).waitFor({ state: 'hidden' });

    await sendOperatorMessage(operator, threadId, 'Yes, fully seam-sealed.');
    const preview = frame.getByRole('complementary', { name: 'New message from Ada Lovelace' });
    await preview.getByRole('button', { name: /Yes, fully seam-sealed/ }).waitFor();
    release();
    // The held answer may predate the reply: the thread is read again, and the badge and the conversation keep it.
    await threadReadAskedAgain;
    await page.waitForFunction(() => document.getElementById('unread')!.textContent === '1');
    await preview.getByRole('button', { name: /Yes, fully seam-sealed/ }).click();
    await frame.locator('.bubble', { hasText: 'Yes, fully seam-sealed.' }).waitFor();
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });

  it('sits above the launcher on the left for a widget placed there', async () => {
    const { operator, organizationId, widget, save } = await awayTeam('Northwind Left');
    await save({ position: 'BOTTOM_LEFT' });
    const context = await newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(hostPage.url(widget.clientId));
    await page.waitForFunction(() => typeof (window as { Parley?: { open?: unknown } }).Parley?.open === 'function');
    await page.evaluate(() => (window as unknown as { Parley: { open(): void } }).Parley.open());
    const frame = await chatFrame(page);
    await frame.getByRole('button', { name: 'New conversation' }).click();
    await writeInChat(frame, 'Do you have a store in Lyon?');
    const threadId = await firstThreadId(operator, organizationId);
    await page.evaluate(() => (window as unknown as { Parley: { close(): void } }).Parley.close());
    await sendOperatorMessage(operator, threadId, 'Yes, on Rue de la République.');
    const message = frame.getByRole('button', { name: /Rue de la République/ });
    await message.waitFor();
    const box = (await message.boundingBox())!;
    expect(box.x).toBeLessThan(640);
    await docScreenshot(page, 'widget-message-preview-left');

    // On a phone the preview spans the width above the launcher, never over it.
    await page.setViewportSize({ width: 390, height: 844 });
    await eventually(
      async () => (await message.boundingBox())!,
      (onPhone) => onPhone.x >= 0 && onPhone.x + onPhone.width <= 390 && onPhone.y + onPhone.height <= 844 - 76,
    );
    await docScreenshot(page, 'widget-message-preview-phone');
    await context.close();
  });
});
