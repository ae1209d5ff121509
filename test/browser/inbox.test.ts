import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ownerWithOrganization } from '../../server/test-support/accounts';
import { operatorThreadId, sendOperatorMessage, sendVisitorMessage, startVisitor, widgetOf, type Visitor } from '../../server/test-support/conversations';
import type { TestClient } from '../../server/test-support/graphql-client';
import type { TestApp } from '../../server/test-support/test-app';
import { axeViolations, docScreenshot, eventuallyPasses, launchBrowser, screenshot, startBrowserApp } from './support';

let app: TestApp;
let browser: Browser;
let operator: TestClient;
let clientId: string;

beforeAll(async () => {
  [app, browser] = await Promise.all([startBrowserApp(), launchBrowser()]);
  operator = app.client();
  const owner = await ownerWithOrganization(operator, app.mail, 'Acme Inc.');
  clientId = (await widgetOf(operator, owner.organizationId, 'Website')).clientId;
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** A browser signed in as the operator: the session cookie the API handed the test client. */
async function operatorContext(viewport: { width: number; height: number }): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  // Well inside the test timeout, so a step that never happens fails with what it waited for.
  context.setDefaultTimeout(10_000);
  const url = app.app.url();
  await context.addCookies([...operator.cookies].map(([name, value]) => ({ name, value, url, httpOnly: true, sameSite: 'Lax' as const })));
  return context;
}

const identifyMutation = `mutation($input: IdentifyVisitorInput!) { identifyVisitor(input: $input) { __typename } }`;
const metadataMutation = `mutation($input: SetVisitorMetadataInput!) { setVisitorMetadata(input: $input) { __typename } }`;

/** A visitor of the widget, optionally with a name and email as a site would identify them. */
async function visitor(identity?: { name: string; email: string }, page = 'https://shop.example/pricing'): Promise<Visitor> {
  const started = await startVisitor(app, clientId, { url: page, referrer: 'https://search.example/?q=parley', language: 'fr-FR' }, 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15');
  if (identity) await started.client.data(identifyMutation, { input: identity });
  return started;
}

const visitorThreadQuery = `query($clientThreadId: String!) {
  visitor { thread(clientThreadId: $clientThreadId) { status messages(first: 100) { edges { node { body fromVisitor } } } } }
}`;

async function visitorSees(visitorClient: Visitor, clientThreadId: string): Promise<string[]> {
  const { visitor: seen } = await visitorClient.client.data(visitorThreadQuery, { clientThreadId });
  return seen.thread.messages.edges.map((edge: any) => edge.node.body);
}

/** The order of the conversations in the list, by their contact names. */
async function listedNames(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: 'Conversations' }).getByRole('link').evaluateAll((links) => links.map((link) => link.querySelector('span.truncate')?.textContent ?? ''));
}

async function expectAccessible(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

const saveDocScreenshot = (page: Page, name: string) => docScreenshot(page, `dashboard-inbox-${name}`);

describe('the operators’ inbox', () => {
  let page: Page;
  let lea: Visitor;
  const leaThread = randomUUID();

  it('shows a new conversation at the top of the open inbox the moment a visitor writes', async () => {
    const context = await operatorContext({ width: 1440, height: 900 });
    page = await context.newPage();
    await page.goto(`${app.app.url()}/dashboard/threads`);
    await page.getByText('All caught up').waitFor();
    await page.getByRole('status').filter({ hasText: 'Live' }).first().waitFor();
    await expectAccessible(page);

    lea = await visitor({ name: 'Léa Martin', email: 'lea@example.fr' });
    await lea.client.data(metadataMutation, { input: { metadata: { plan: 'Pro', orders: 12 } } });
    await sendVisitorMessage(lea, 'Hello! Do you ship to Lyon? I would need the order by Friday.', leaThread);

    const item = page.getByRole('link', { name: /Léa Martin/ });
    await item.waitFor();
    expect(await listedNames(page)).toEqual(['Léa Martin']);
    await expect(item.textContent()).resolves.toContain('Unread');
    await expect(item.textContent()).resolves.toContain('Do you ship to Lyon?');
  });

  it('opens the conversation, replies to the visitor and adds a note the visitor never sees', async () => {
    await page.getByRole('link', { name: /Léa Martin/ }).click();
    await page.waitForURL(/\/dashboard\/threads\/[^/?]+/);
    const conversation = page.getByRole('region', { name: 'Conversation with Léa Martin' });
    await conversation.getByText('Do you ship to Lyon?', { exact: false }).waitFor();
    const sidebar = page.getByRole('complementary', { name: 'Contact details' });
    await sidebar.getByText('shop.example/pricing').waitFor();
    await sidebar.getByText('Safari on macOS').waitFor();
    await sidebar.getByText('French (France)').waitFor();
    await sidebar.getByText('orders').waitFor();

    const composer = page.getByLabel('Reply to Léa Martin');
    await composer.fill('Yes, we deliver to Lyon in two days.');
    await composer.press('Enter');
    await conversation.getByText('Yes, we deliver to Lyon in two days.').waitFor();

    // Esc leaves the field; "n" switches the composer to an internal note.
    await composer.press('Escape');
    await page.keyboard.press('n');
    const note = page.getByLabel('Internal note');
    await expect(note.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await note.fill('Repeat customer, offer free shipping.');
    await note.press('Enter');
    await conversation.getByText('Repeat customer, offer free shipping.').waitFor();
    await conversation.getByRole('list', { name: 'Messages' }).getByText('Internal note').waitFor();

    await eventuallyPasses(
      () => visitorSees(lea, leaThread),
      (bodies) => expect(bodies).toEqual(['Hello! Do you ship to Lyon? I would need the order by Friday.', 'Yes, we deliver to Lyon in two days.']),
    );
  });

  it('assigns the conversation to the operator and finds it with filters and search', async () => {
    const item = page.getByRole('link', { name: /Léa Martin/ });
    // Replying gave the conversation to its author (assign on reply, on by default); unassigned, it can be taken again.
    await eventuallyPasses(() => item.textContent(), (value) => expect(value).toContain('Assigned to Ada Lovelace'));
    await page.getByRole('button', { name: /Change assignee/ }).click();
    await page.getByRole('menuitem', { name: 'Unassign' }).click();
    await eventuallyPasses(() => item.textContent(), (value) => expect(value).not.toContain('Assigned to'));
    await page.getByRole('button', { name: /Assign/ }).click();
    await page.getByRole('menuitem', { name: 'Assign to me' }).click();
    await eventuallyPasses(() => item.textContent(), (value) => expect(value).toContain('Assigned to Ada Lovelace'));

    await page.getByRole('button', { name: 'Mine' }).click();
    await page.waitForURL(/assigned=mine/);
    await item.waitFor();
    await page.getByRole('button', { name: 'Unassigned' }).click();
    await page.getByText('Everything has an owner').waitFor();
    await page.getByRole('button', { name: 'All', exact: true }).click();

    const search = page.getByLabel('Search conversations');
    await search.fill('lyon');
    await page.waitForURL(/q=lyon/);
    await item.waitFor();
    await search.fill('lea@example');
    await page.waitForURL(/q=lea%40example/);
    await item.waitFor();
    await search.fill('nothing like this');
    await page.getByText('No matches').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await item.waitFor();
    await expect(search.inputValue()).resolves.toBe('');
  });

  it('snoozes, then closes the conversation, moving it between the status tabs', async () => {
    await page.getByRole('button', { name: 'Snooze', exact: true }).click();
    await page.getByRole('menuitem', { name: /In 1 hour/ }).click();
    await page.getByRole('button', { name: /Status: Snoozed/ }).waitFor();
    await page.getByText('All caught up').waitFor();
    await page.getByRole('button', { name: 'Snoozed', exact: true }).click();
    await page.getByRole('link', { name: /Léa Martin/ }).waitFor();

    await page.getByRole('button', { name: /Status: Snoozed/ }).click();
    await page.getByRole('menuitemcheckbox', { name: /Closed/ }).click();
    await page.getByRole('button', { name: /Status: Closed/ }).waitFor();
    await page.getByText('Nothing snoozed').waitFor();
    await page.getByRole('button', { name: 'Closed', exact: true }).click();
    await page.getByRole('link', { name: /Léa Martin/ }).waitFor();
    await eventuallyPasses(async () => (await lea.client.data(visitorThreadQuery, { clientThreadId: leaThread })).visitor.thread.status, (value) => expect(value).toBe('CLOSED'));
  });

  it('reopens the conversation and brings it to the top, unread, when the visitor writes again', async () => {
    await page.goto(`${app.app.url()}/dashboard/threads`);
    const priya = await visitor({ name: 'Priya Nair', email: 'priya@nair.io' }, 'https://shop.example/orders/4417');
    await sendVisitorMessage(priya, 'Can I still change the delivery address on order #4417?', randomUUID());
    const tom = await visitor({ name: 'Tom Becker', email: 'tom.becker@example.de' }, 'https://shop.example/returns');
    await sendVisitorMessage(tom, 'The jacket is too small. How do returns work?', randomUUID());
    const sam = await visitor({ name: 'Sam Okafor', email: 'sam@okafor.dev' }, 'https://shop.example/checkout');
    const samThread = randomUUID();
    await sendVisitorMessage(sam, 'My card was declined twice at checkout, can you check?', samThread);
    const anonymous = await visitor(undefined, 'https://shop.example/');
    await sendVisitorMessage(anonymous, 'Is there a student discount?', randomUUID());
    await eventuallyPasses(() => listedNames(page), (value) => expect(value).toEqual(['Visitor #5', 'Sam Okafor', 'Tom Becker', 'Priya Nair']));

    await sendVisitorMessage(lea, 'One more thing: can I pick it up in store instead?', leaThread);
    await eventuallyPasses(() => listedNames(page), (value) => expect(value).toEqual(['Léa Martin', 'Visitor #5', 'Sam Okafor', 'Tom Becker', 'Priya Nair']));
    const item = page.getByRole('link', { name: /Léa Martin/ });
    await expect(item.textContent()).resolves.toContain('Unread');
    await expect(item.textContent()).resolves.toContain('pick it up in store');

    // An operator's reply elsewhere, so the list shows an assignee, a read thread and an unread one.
    await sendOperatorMessage(operator, operatorThreadId((await sendVisitorMessage(sam, 'It says "do not honor".', samThread)).thread.id), 'Let me look that up for you.');
    await eventuallyPasses(() => listedNames(page), (value) => expect(value).toEqual(['Sam Okafor', 'Léa Martin', 'Visitor #5', 'Tom Becker', 'Priya Nair']));
    await expectAccessible(page);
    await saveDocScreenshot(page, 'desktop');
  });

  it('works from the keyboard: j/k move between conversations, ? lists the shortcuts', async () => {
    await page.keyboard.press('j');
    await page.getByRole('region', { name: 'Conversation with Sam Okafor' }).waitFor();
    await page.keyboard.press('j');
    await page.getByRole('region', { name: 'Conversation with Léa Martin' }).waitFor();
    // Typing "j" in a field writes a "j"; it does not move.
    await page.getByLabel('Reply to Léa Martin').press('j');
    await expect(page.getByLabel('Reply to Léa Martin').inputValue()).resolves.toBe('j');
    await page.getByLabel('Reply to Léa Martin').fill('');
    await page.getByLabel('Reply to Léa Martin').press('Escape');
    await page.getByRole('region', { name: 'Conversation with Léa Martin' }).waitFor();
    await page.keyboard.press('k');
    await page.getByRole('region', { name: 'Conversation with Sam Okafor' }).waitFor();
    await page.keyboard.press('j');
    await page.getByRole('region', { name: 'Conversation with Léa Martin' }).getByText('Repeat customer, offer free shipping.').waitFor();
    await page.keyboard.press('Shift+?');
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await eventuallyPasses(() => page.getByRole('dialog').count(), (value) => expect(value).toBe(0));
    // Opened and seen: no longer unread.
    await eventuallyPasses(() => page.getByRole('link', { name: /Léa Martin/ }).textContent(), (value) => expect(value).not.toContain('Unread'));
    await expectAccessible(page);
    await saveDocScreenshot(page, 'conversation-desktop');
  });

  it('shows the visitor typing, live', async () => {
    const { visitor: seen } = await lea.client.data(`query($id: String!) { visitor { thread(clientThreadId: $id) { id } } }`, { id: leaThread });
    const typing = `mutation($input: SetVisitorTypingInput!) { setVisitorTyping(input: $input) { __typename } }`;
    await lea.client.data(typing, { input: { threadId: seen.thread.id, isTyping: true } });
    await page.getByText('Léa Martin is typing…').waitFor();
    await lea.client.data(typing, { input: { threadId: seen.thread.id, isTyping: false } });
    await eventuallyPasses(() => page.getByText('Léa Martin is typing…').count(), (value) => expect(value).toBe(0));
  });

  it('queues a reply typed while offline and sends it once when the connection is back', async () => {
    const context = page.context();
    await context.setOffline(true);
    await page.getByRole('status').filter({ hasText: 'Offline' }).first().waitFor();
    const composer = page.getByLabel('Reply to Léa Martin');
    await composer.fill('Yes, store pickup works too.');
    await composer.press('Enter');
    await page.getByText('Waiting for connection').waitFor();

    await context.setOffline(false);
    await page.getByRole('status').filter({ hasText: 'Live' }).first().waitFor();
    await eventuallyPasses(() => page.getByText('Waiting for connection').count(), (value) => expect(value).toBe(0));
    await eventuallyPasses(() => visitorSees(lea, leaThread), (bodies) => expect(bodies.filter((body) => body === 'Yes, store pickup works too.')).toHaveLength(1));
    const messages = page.getByRole('list', { name: 'Messages' });
    await eventuallyPasses(() => messages.getByText('Yes, store pickup works too.').count(), (value) => expect(value).toBe(1));
  });

  it('on a tablet, keeps list and conversation side by side and opens the contact details as a drawer', async () => {
    const context = await operatorContext({ width: 1024, height: 768 });
    const tablet = await context.newPage();
    await tablet.goto(page.url());
    await tablet.getByRole('list', { name: 'Conversations' }).waitFor();
    await tablet.getByRole('region', { name: 'Conversation with Léa Martin' }).waitFor();
    await tablet.getByRole('button', { name: 'Contact details' }).click();
    const drawer = tablet.getByRole('dialog', { name: 'Contact details' });
    await drawer.getByText('Safari on macOS').waitFor();
    await expectAccessible(tablet);
    await screenshot(tablet, 'inbox-tablet-contact-drawer');
    await context.close();
  });

  it('fits a phone: the conversation alone, with a way back to the list', async () => {
    const context = await operatorContext({ width: 390, height: 844 });
    const phone = await context.newPage();
    await phone.goto(page.url());
    await phone.getByRole('region', { name: 'Conversation with Léa Martin' }).getByText('Yes, store pickup works too.').waitFor();
    await expect(phone.getByRole('list', { name: 'Conversations' }).isVisible()).resolves.toBe(false);
    await expectAccessible(phone);
    await saveDocScreenshot(phone, 'conversation-mobile');
    await phone.getByRole('link', { name: 'Back to conversations' }).click();
    await phone.getByRole('list', { name: 'Conversations' }).waitFor();
    await expectAccessible(phone);
    await screenshot(phone, 'inbox-list-mobile');
    await context.close();
  });
});
