import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SignJWT } from 'jose';
import type { Browser, BrowserContext, BrowserContextOptions, Frame, Page } from 'playwright-core';
import { databaseId, ownerWithOrganization } from '../../server/test-support/accounts';
import type { Client } from 'graphql-ws';
import { collect, listening, sendOperatorMessage, socketFor, widgetOf } from '../../server/test-support/conversations';
import type { TestClient } from '../../server/test-support/graphql-client';
import type { TestApp } from '../../server/test-support/test-app';
import { axeViolations, cspViolationsIn, eventually, launchBrowser, screenshot, startBrowserApp } from './support';
import { chatFrame, clickLauncher, widgetHistory, writeInChat } from './widget-frame';
import { startHostPage, type HostPage } from './widget-host-page';

let app: TestApp;
let browser: Browser;
let hostPage: HostPage;
let operator: TestClient;
let organizationId: string;
let clientId: string;
const sockets: Client[] = [];

beforeAll(async () => {
  [app, browser] = await Promise.all([startBrowserApp(), launchBrowser()]);
  hostPage = await startHostPage(app.app.url());
  operator = app.client();
  ({ organizationId } = await ownerWithOrganization(operator, app.mail, 'Northwind Outfitters'));
  ({ clientId } = await widgetOf(operator, organizationId));
  // The operator is online, so the widget says the team is available.
  await operator.data(`mutation($id: ID!) { heartbeat(input: { organizationId: $id, status: ONLINE }) { __typename } }`, { id: organizationId });
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.dispose()));
  await browser?.close();
  await hostPage?.close();
  await app?.close();
});

const inboxQuery = `query($id: ID!) {
  node(id: $id) { ... on Organization { threads(first: 10) { edges { node {
    id
    contact { displayName email currentUrl referrer language userAgent }
    messages(first: 100) { edges { node { body seq authorKind } } }
  } } } } }
}`;

type InboxThread = {
  id: string;
  contact: { displayName: string; email: string | null; currentUrl: string | null; referrer: string | null; language: string | null; userAgent: string | null };
  messages: { edges: { node: { body: string; seq: number; authorKind: string } }[] };
};

async function inbox(): Promise<InboxThread[]> {
  const data = await operator.data(inboxQuery, { id: organizationId });
  return data.node.threads.edges.map((edge: { node: InboxThread }) => edge.node);
}

/** A fresh browser profile; waits fail well within the test's timeout, naming the step that failed. */
async function newContext(options: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  context.setDefaultTimeout(15_000);
  return context;
}

async function openHostPage(context: BrowserContext, url = hostPage.url(clientId)): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => typeof (window as { Parley?: { open?: unknown } }).Parley?.open === 'function');
  return page;
}

/**
 * The launcher's accessible name (it carries the unread count), read from Chromium's accessibility tree: the closed
 * shadow root is out of reach of selectors, but not of assistive technology.
 */
async function launcherLabel(page: Page): Promise<string> {
  const session = await page.context().newCDPSession(page);
  const { nodes } = (await session.send('Accessibility.getFullAXTree')) as { nodes: { role?: { value: string }; name?: { value: string } }[] };
  await session.detach();
  const launcher = nodes.find((node) => node.role?.value === 'button' && /^(Open|Close) chat/.test(node.name?.value ?? ''));
  return launcher?.name?.value ?? '';
}


describe('the widget on a customer’s site', () => {
  let context: BrowserContext;
  let page: Page;
  let frame: Frame;
  let threadId: string;

  it('draws the launcher on the host page and opens the chat in a cross-origin frame', async () => {
    context = await newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    page = await openHostPage(context);
    expect(await launcherLabel(page)).toBe('Open chat');
    await screenshot(page, 'widget-launcher-closed');

    await clickLauncher(page);
    frame = await chatFrame(page);
    expect(new URL(frame.url()).origin).toBe(app.app.url());
    await frame.getByRole('heading', { name: 'Northwind Outfitters', level: 1 }).waitFor();
    await frame.getByRole('heading', { name: 'Send us a message' }).waitFor();
    await frame.getByText('We’re online').waitFor();
    expect(await axeViolations(frame)).toEqual([]);
  });

  it('carries a conversation both ways, with typing and read receipts', async () => {
    await frame.getByRole('button', { name: 'New conversation' }).click();
    await expect(frame.evaluate(() => document.activeElement?.id)).resolves.toBe('composer-input');
    await writeInChat(frame, 'Hello! Do you ship the Alpine 2 to Lyon?');
    await frame.getByRole('img', { name: 'Sent' }).waitFor();

    const [thread] = await eventually(inbox, (threads) => threads.length === 1 && threads[0].messages.edges.length === 1);
    threadId = thread.id;
    expect(thread.messages.edges[0].node.body).toBe('Hello! Do you ship the Alpine 2 to Lyon?');
    expect(thread.contact).toMatchObject({ currentUrl: hostPage.url(clientId), language: 'en-US' });
    expect(thread.contact.userAgent).toContain('Chrome');

    await operator.data(`mutation($id: ID!) { setOperatorTyping(input: { threadId: $id, isTyping: true }) { __typename } }`, { id: threadId });
    await frame.getByText('Ada Lovelace is typing…').waitFor();
    await operator.data(`mutation($id: ID!) { markThreadRead(input: { threadId: $id, seq: 1 }) { __typename } }`, { id: threadId });
    await frame.getByRole('img', { name: 'Read' }).waitFor();
    await sendOperatorMessage(operator, threadId, 'Yes! Delivery to Lyon takes two days.');
    await frame.getByText('Yes! Delivery to Lyon takes two days.').waitFor();
    await expect(frame.getByText('Ada Lovelace is typing…').count()).resolves.toBe(0);

    // And the other way: the operator sees the visitor typing.
    const threadEvents = collect<{ threadEvents: { kind: string; typing: { isTyping: boolean; fromVisitor: boolean } | null } }>(
      socketFor(app.app, { cookie: operator.cookieHeader() }, sockets),
      `subscription($id: ID!) { threadEvents(threadId: $id) { kind typing { isTyping fromVisitor } } }`,
      { id: threadId },
    );
    await listening(app.app, 'thread:event', databaseId(threadId));
    await frame.getByLabel('Message', { exact: true }).pressSequentially('Gre');
    await threadEvents.until((events) => events.some(({ threadEvents: event }) => event.kind === 'TYPING' && event.typing?.isTyping && event.typing.fromVisitor));
    await frame.getByLabel('Message', { exact: true }).fill('');
    await threadEvents.until((events) => events.some(({ threadEvents: event }) => event.kind === 'TYPING' && event.typing?.isTyping === false));
    expect(await axeViolations(frame)).toEqual([]);
  });

  it('queues messages typed offline and sends each exactly once on reconnection', async () => {
    await context.setOffline(true);
    await frame.getByText('You’re offline. Messages will be sent when you’re back online.').waitFor();
    await writeInChat(frame, 'Great, and can I pay on delivery?');
    await writeInChat(frame, 'It’s for a trip next week.');
    await expect(frame.getByRole('img', { name: 'Sending' }).count()).resolves.toBe(2);
    expect(await axeViolations(frame)).toEqual([]);

    await context.setOffline(false);
    await frame.getByRole('img', { name: 'Sending' }).first().waitFor({ state: 'detached' });
    await frame.getByText('You’re offline. Messages will be sent when you’re back online.').waitFor({ state: 'detached' });

    const expected = ['Hello! Do you ship the Alpine 2 to Lyon?', 'Yes! Delivery to Lyon takes two days.', 'Great, and can I pay on delivery?', 'It’s for a trip next week.'];
    const [thread] = await eventually(inbox, (threads) => threads[0].messages.edges.length >= 4);
    expect(thread.messages.edges.map((edge) => edge.node.body)).toEqual(expected);
    expect(thread.messages.edges.map((edge) => edge.node.seq)).toEqual([1, 2, 3, 4]);
    expect(await widgetHistory(frame)).toEqual(expected);
  });

  it('resyncs what the team wrote while the visitor was offline, without doubles', async () => {
    await context.setOffline(true);
    await frame.getByText('You’re offline. Messages will be sent when you’re back online.').waitFor();
    await sendOperatorMessage(operator, threadId, 'Yes, cash or card on delivery.');
    await sendOperatorMessage(operator, threadId, 'Enjoy your trip!');
    await context.setOffline(false);
    await frame.getByText('Enjoy your trip!').waitFor();

    const [thread] = await inbox();
    const bodies = thread.messages.edges.map((edge) => edge.node.body);
    expect(bodies).toHaveLength(6);
    expect(await widgetHistory(frame)).toEqual(bodies);
    await screenshot(page, 'widget-open-conversation');
  });

  it('shows an unread badge for a reply that arrives while the chat is closed', async () => {
    await clickLauncher(page);
    await expect(launcherLabel(page)).resolves.toBe('Open chat');
    await sendOperatorMessage(operator, threadId, 'PS: we also have a 10% discount on pegs this week.');
    await page.waitForFunction(() => document.getElementById('unread')!.textContent === '1');
    expect(await launcherLabel(page)).toBe('Open chat (1)');
    await expect(page.locator('#last-message').textContent()).resolves.toBe('Ada Lovelace: PS: we also have a 10% discount on pegs this week.');
    await screenshot(page, 'widget-unread-badge');

    // Opening the chat shows the reply in the conversation, and its preview beside the launcher goes.
    const preview = frame.getByRole('button', { name: 'Ada Lovelace PS: we also have a 10% discount on pegs this week.' });
    await preview.waitFor();
    await clickLauncher(page);
    await preview.waitFor({ state: 'detached' });
    await frame.getByText('PS: we also have a 10% discount on pegs this week.').waitFor();
    await page.waitForFunction(() => document.getElementById('unread')!.textContent === '0');
    expect(await launcherLabel(page)).toBe('Close chat');
  });

  it('keeps the contact’s current page as the site navigates without reloading', async () => {
    await page.evaluate(() => history.pushState({}, '', '/checkout'));
    const [thread] = await eventually(inbox, (threads) => threads[0].contact.currentUrl?.endsWith('/checkout') ?? false);
    expect(thread.contact.currentUrl).toBe(new URL('/checkout', hostPage.url(clientId)).toString());
  });

  it('follows the system’s dark mode', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(frame.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).resolves.toBe(true);
    expect(await axeViolations(frame)).toEqual([]);
    await screenshot(page, 'widget-open-dark');
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('lists the visitor’s conversations on the home screen, with the latest message', async () => {
    await frame.getByRole('button', { name: 'Back to conversations' }).click();
    await expect(frame.evaluate(() => document.activeElement?.textContent)).resolves.toBe('New conversation');
    const row = frame.getByRole('button', { name: /PS: we also have a 10% discount on pegs this week\./ });
    await row.waitFor();
    expect(await axeViolations(frame)).toEqual([]);
    await screenshot(page, 'widget-home');
    await row.click();
    await expect(frame.evaluate(() => document.activeElement?.id)).resolves.toBe('composer-input');
  });

  it('shows a message the server refuses as not sent, sends the next one anyway, and deletes it from the keyboard', async () => {
    // A NUL character: the server refuses the message for good, with a ValidationError.
    const refused = 'My order number is 4\u00002';
    const composer = frame.getByLabel('Message', { exact: true });
    await composer.fill(refused);
    await composer.press('Enter');
    await frame.getByRole('img', { name: 'Not sent' }).waitFor();
    await writeInChat(frame, 'Sorry, it is 42.');
    await frame.getByRole('img', { name: 'Sent' }).last().waitFor();
    const [thread] = await eventually(inbox, (threads) => threads[0].messages.edges.some((edge) => edge.node.body === 'Sorry, it is 42.'));
    expect(thread.messages.edges.map((edge) => edge.node.body)).not.toContain(refused);
    expect(await axeViolations(frame)).toEqual([]);
    await screenshot(page, 'widget-message-not-sent');

    await (await frame.frameElement()).focus();
    await frame.getByRole('button', { name: 'Delete' }).focus();
    await frame.getByRole('button', { name: 'Delete' }).press('Enter');
    await frame.getByRole('img', { name: 'Not sent' }).waitFor({ state: 'detached' });
    await expect(frame.evaluate(() => document.activeElement?.id)).resolves.toBe('composer-input');
    expect(await widgetHistory(frame)).not.toContain(refused);
  });

  afterAll(async () => {
    await context?.close();
  });
});

describe('identity and unavailable widgets', () => {
  it('links the visitor to the contact the page identifies, in the visitor’s language, on a phone', async () => {
    const context = await newContext({ locale: 'fr-FR', viewport: { width: 390, height: 760 } });
    const page = await openHostPage(context, hostPage.url(clientId, { identify: { name: 'Camille Martin', email: 'camille@example.com' } }));
    await clickLauncher(page);
    const frame = await chatFrame(page);
    await frame.getByText('Bonjour Camille Martin').waitFor();
    await frame.getByRole('button', { name: 'Nouvelle conversation' }).click();
    await writeInChat(frame, 'Bonjour !');
    await frame.getByRole('img', { name: 'Envoyé' }).waitFor();
    await screenshot(page, 'widget-mobile');
    const threads = await eventually(inbox, (all) => all.some((thread) => thread.contact.email === 'camille@example.com'));
    expect(threads.find((thread) => thread.contact.email === 'camille@example.com')!.contact).toMatchObject({ displayName: 'Camille Martin', language: 'fr-FR' });
    await context.close();
  });

  it('signs the visitor in with a token from the site’s server, and the team sees the identity as verified', async () => {
    const signed = await widgetOf(operator, organizationId, 'Signed-in shop');
    const { identitySecret } = await app.database.prisma.widget.update({ where: { id: databaseId(signed.id) }, data: { identityVerification: true } });
    const token = await new SignJWT({ email: 'maya@example.com', name: 'Maya Chen' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user_4821')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(identitySecret));
    const context = await newContext({ locale: 'en-US' });
    const page = await openHostPage(context, hostPage.url(signed.clientId, { identify: { token } }));
    await clickLauncher(page);
    const frame = await chatFrame(page);
    await frame.getByRole('button', { name: 'New conversation' }).click();
    await writeInChat(frame, 'Where is my order?');
    await frame.getByRole('img', { name: 'Sent' }).waitFor();
    expect(await frame.getByText('We couldn’t confirm your account, so you’re chatting as a guest.').count()).toBe(0);

    const contacts = () =>
      operator
        .data(`query($id: ID!) { node(id: $id) { ... on Organization { threads(first: 20) { edges { node { contact { externalId displayName email identityVerifiedBy } } } } } } }`, { id: organizationId })
        .then((data) => data.node.threads.edges.map((edge: { node: { contact: { externalId: string | null } } }) => edge.node.contact));
    const seen = await eventually(contacts, (all) => all.some((contact: { externalId: string | null }) => contact.externalId === 'user_4821'));
    expect(seen.find((contact: { externalId: string | null }) => contact.externalId === 'user_4821')).toEqual({
      externalId: 'user_4821',
      displayName: 'Maya Chen',
      email: 'maya@example.com',
      identityVerifiedBy: 'JWT',
    });
    await context.close();
  });

  it('refuses an identity whose hash is wrong when verification is on, and says so politely', async () => {
    const verified = await widgetOf(operator, organizationId, 'Verified site');
    await app.database.prisma.widget.update({ where: { id: databaseId(verified.id) }, data: { identityVerification: true } });
    const context = await newContext({ locale: 'en-US' });
    const page = await openHostPage(context, hostPage.url(verified.clientId, { identify: { userId: 'user-42', name: 'Mallory', userHash: 'not-the-hash' } }));
    await clickLauncher(page);
    const frame = await chatFrame(page);
    await frame.getByText('We couldn’t confirm your account, so you’re chatting as a guest.').waitFor();
    expect(await axeViolations(frame)).toEqual([]);
    await context.close();
  });

  it('explains that an unknown widget is unavailable', async () => {
    const context = await newContext({ locale: 'en-US' });
    const page = await openHostPage(context, hostPage.url('no-such-widget'));
    await clickLauncher(page);
    const frame = await chatFrame(page);
    await frame.getByRole('heading', { name: 'Chat isn’t available' }).waitFor();
    await screenshot(page, 'widget-unknown');
    await context.close();
  });

  it('works as a full-page chat when opened directly', async () => {
    const context = await newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${app.app.url()}/widgets/${clientId}`);
    await page.getByRole('button', { name: 'New conversation' }).click();
    await writeInChat(page.mainFrame(), 'Sent from the chat link');
    await page.getByRole('img', { name: 'Sent' }).waitFor();
    await expect(page.getByRole('button', { name: 'Close chat' }).count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'widget-full-page');
    await context.close();
  });
});

describe('the keyboard', () => {
  it('goes into a chat the visitor opened while it was still loading, so they can write without the mouse', async () => {
    const context = await newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    // A slow connection: the chat's page is still on its way when the visitor opens the chat.
    let deliver!: () => void;
    const delivered = new Promise<void>((resolve) => (deliver = resolve));
    let requested!: () => void;
    const chatRequested = new Promise<void>((resolve) => (requested = resolve));
    await context.route(`${app.app.url()}/widgets/**`, async (route) => {
      requested();
      await delivered;
      await route.continue();
    });
    const page = await openHostPage(context);
    // The loader starts loading the chat once the page is idle.
    await chatRequested;
    await clickLauncher(page);
    deliver();
    const frame = await chatFrame(page);
    await frame.waitForFunction(() => document.hasFocus());
    // The visitor starts once they see where to.
    await frame.getByRole('button', { name: 'New conversation' }).waitFor();

    // What has the keyboard inside the chat, by the name a screen reader would give it.
    const focused = () =>
      frame.evaluate(() => {
        const element = document.activeElement as HTMLElement & { labels?: NodeListOf<HTMLLabelElement> };
        return element.getAttribute('aria-label') ?? element.labels?.[0]?.textContent ?? element.textContent;
      });
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Close chat');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('New conversation');
    await page.keyboard.press('Enter');
    await frame.getByLabel('Message', { exact: true }).waitFor();
    expect(await focused()).toBe('Message');
    await page.keyboard.type('Written without touching the mouse');
    await page.keyboard.press('Enter');
    await frame.getByRole('img', { name: 'Sent' }).waitFor();
    expect(await widgetHistory(frame)).toEqual(['Written without touching the mouse']);
    await context.close();
  });
});

describe('a slow connection', () => {
  it('takes what the visitor types right after New conversation while the conversation’s code is still on its way', async () => {
    const context = await newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    // The conversation's code (fetched once the home screen is up) is held back until the visitor has written.
    let deliver!: () => void;
    const delivered = new Promise<void>((resolve) => (deliver = resolve));
    await context.route('**/widget-app/assets/ThreadConversation-*', async (route) => {
      await delivered;
      await route.continue();
    });
    const page = await openHostPage(context);
    await clickLauncher(page);
    const frame = await chatFrame(page);
    await frame.getByRole('button', { name: 'New conversation' }).click();
    const composer = frame.getByLabel('Message', { exact: true });
    await composer.pressSequentially('Typed before the rest arrived');
    await frame.getByRole('status').filter({ hasText: 'Loading chat…' }).waitFor();
    await expect(composer.inputValue()).resolves.toBe('Typed before the rest arrived');
    await screenshot(page, 'widget-conversation-loading');
    await composer.press('Enter');
    await expect(composer.inputValue()).resolves.toBe('');

    deliver();
    await frame.getByRole('img', { name: 'Sent' }).waitFor();
    expect(await widgetHistory(frame)).toEqual(['Typed before the rest arrived']);
    const threads = await eventually(inbox, (all) => all.some((thread) => thread.messages.edges.some((edge) => edge.node.body === 'Typed before the rest arrived')));
    expect(threads.flatMap((thread) => thread.messages.edges.map((edge) => edge.node.body)).filter((body) => body === 'Typed before the rest arrived')).toHaveLength(1);
    await context.close();
  });
});

it('reported no Content-Security-Policy violation on any page', () => {
  expect(cspViolationsIn(browser)).toEqual([]);
});
