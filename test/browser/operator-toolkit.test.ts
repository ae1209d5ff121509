import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ownerWithOrganization, teammateOf } from '../../server/test-support/accounts';
import { operatorThreadId, sendOperatorMessage, sendVisitorMessage, startVisitor, widgetOf, type Visitor } from '../../server/test-support/conversations';
import type { TestClient } from '../../server/test-support/graphql-client';
import type { TestApp } from '../../server/test-support/test-app';
import { axeViolations, docScreenshot, eventuallyPasses, launchBrowser, startBrowserApp } from './support';

let app: TestApp;
let browser: Browser;
let ada: TestClient;
let grace: { client: TestClient; email: string; userId: string };
let tomThread: string;
let organizationId: string;
let lea: Visitor;
const leaThread = randomUUID();

beforeAll(async () => {
  [app, browser] = await Promise.all([startBrowserApp(), launchBrowser()]);
  ada = app.client();
  ({ organizationId } = await ownerWithOrganization(ada, app.mail, 'Acme Inc.'));
  grace = await teammateOf(app, ada, organizationId, 'AGENT', 'Grace Hopper');
  const { clientId } = await widgetOf(ada, organizationId, 'Website');
  lea = await startVisitor(app, clientId, { url: 'https://shop.example/pricing' });
  await lea.client.data(`mutation { identifyVisitor(input: { name: "Léa Martin", email: "lea@example.fr" }) { __typename } }`);
  await sendVisitorMessage(lea, 'Hello! Can I still get a refund for my order from last week?', leaThread);
  const tom = await startVisitor(app, clientId, { url: 'https://shop.example/' });
  await tom.client.data(`mutation { identifyVisitor(input: { name: "Tom Baker" }) { __typename } }`);
  tomThread = operatorThreadId((await sendVisitorMessage(tom, 'Do you ship to Canada?', randomUUID())).thread.id);
  // A few existing labels, teams and answers, as a team that has used the product for a while would have.
  for (const [name, color] of [['Billing', '#dc2626'], ['Bug', '#ea580c'], ['Feedback', '#0d9488']]) {
    const { createLabel } = await ada.data(`mutation($input: CreateLabelInput!) { createLabel(input: $input) { ... on CreateLabelPayload { label { id } } } }`, { input: { organizationId, name, color } });
    if (name === 'Feedback') await ada.data(`mutation($t: ID!, $l: ID!) { addThreadLabel(input: { threadId: $t, labelId: $l }) { __typename } }`, { t: tomThread, l: createLabel.label.id });
  }
  await ada.data(`mutation($id: ID!) { createTeam(input: { organizationId: $id, name: "Support" }) { __typename } }`, { id: organizationId });
  await ada.data(`mutation($input: CreateCannedResponseInput!) { createCannedResponse(input: $input) { __typename } }`, {
    input: { organizationId, shortcut: 'refund', title: 'Refund policy', body: 'Hi {{contact.firstName}}, refunds go back to your card within 3–5 business days of our approval.' },
  });
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function signedIn(client: TestClient, viewport: { width: number; height: number }): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  context.setDefaultTimeout(10_000);
  const url = app.app.url();
  await context.addCookies([...client.cookies].map(([name, value]) => ({ name, value, url, httpOnly: true, sameSite: 'Lax' as const })));
  return context;
}

async function expectAccessible(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

const saveDocScreenshot = (page: Page, name: string) => docScreenshot(page, `dashboard-${name}`);

async function visitorSees(visitor: Visitor, clientThreadId: string): Promise<string[]> {
  const { visitor: seen } = await visitor.client.data(`query($id: String!) { visitor { thread(clientThreadId: $id) { messages(first: 50) { edges { node { body } } } } } }`, { id: clientThreadId });
  return seen.thread.messages.edges.map((edge: any) => edge.node.body);
}

describe('the operator toolkit', () => {
  let page: Page;
  let gracePage: Page;

  it('lets an admin create a label in settings', async () => {
    page = await (await signedIn(ada, { width: 1440, height: 900 })).newPage();
    await page.goto(`${app.app.url()}/dashboard/settings/labels`);
    const labels = page.getByRole('region', { name: 'Labels' });
    await labels.getByText('Billing').waitFor();
    await page.getByRole('button', { name: 'New label' }).click();
    const dialog = page.getByRole('dialog', { name: 'New label' });
    await dialog.getByRole('button', { name: 'Create label' }).click();
    await dialog.getByText('Enter a name.').waitFor();
    await dialog.getByLabel('Name').fill('VIP');
    await dialog.getByRole('radio', { name: 'Purple' }).click();
    await dialog.getByRole('button', { name: 'Create label' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await labels.getByText('VIP').waitFor();
    expect(await labels.getByRole('listitem').allTextContents()).toEqual([
      expect.stringContaining('Billing'),
      expect.stringContaining('Bug'),
      expect.stringContaining('Feedback'),
      expect.stringContaining('VIP'),
    ]);
    await expectAccessible(page);
    await saveDocScreenshot(page, 'labels-desktop');
  });

  it('lets an admin save a canned response in settings, and find it again', async () => {
    await page.goto(`${app.app.url()}/dashboard/settings/canned-responses`);
    await page.getByText('/refund', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'New response' }).click();
    const dialog = page.getByRole('dialog', { name: 'New canned response' });
    await dialog.getByLabel('Shortcut').fill('welcome back');
    await dialog.getByLabel('Title').fill('Welcome');
    await dialog.getByLabel('Response').fill("Hi {{contact.firstName}}, thanks for reaching out! I'm {{operator.firstName}} from the {{organization.name}} team.");
    await dialog.getByRole('button', { name: 'Create response' }).click();
    await dialog.getByText('Use letters, digits, dashes and underscores only, without spaces.').waitFor();
    await dialog.getByLabel('Shortcut').fill('welcome');
    await dialog.getByRole('button', { name: 'Create response' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('/welcome', { exact: true }).waitFor();

    await page.getByLabel('Search canned responses').fill('card');
    await page.getByText('/welcome', { exact: true }).waitFor({ state: 'hidden' });
    await page.getByText('/refund', { exact: true }).waitFor();
    await page.getByLabel('Search canned responses').fill('');
    await page.getByText('/welcome', { exact: true }).waitFor();
    await expectAccessible(page);
    await saveDocScreenshot(page, 'canned-responses-desktop');
  });

  it('inserts a canned response with "/", its variables filled with the contact’s name, and sends it', async () => {
    gracePage = await (await signedIn(grace.client, { width: 1280, height: 800 })).newPage();
    await gracePage.goto(`${app.app.url()}/dashboard/threads`);
    await gracePage.getByRole('link', { name: /Léa Martin/ }).waitFor();

    await page.goto(`${app.app.url()}/dashboard/threads`);
    await page.getByRole('link', { name: /Léa Martin/ }).click();
    const conversation = page.getByRole('region', { name: 'Conversation with Léa Martin' });
    await conversation.getByText('Can I still get a refund', { exact: false }).waitFor();
    const composer = page.getByLabel('Reply to Léa Martin');
    await composer.click();
    await composer.pressSequentially('/wel');
    const picker = page.getByRole('listbox', { name: 'Canned responses' });
    await picker.waitFor();
    expect(await picker.getByRole('option').allTextContents()).toEqual([expect.stringContaining('/welcome')]);
    await composer.press('Enter');
    await expect(composer.inputValue()).resolves.toBe("Hi Léa, thanks for reaching out! I'm Ada from the Acme Inc. team.");
    await composer.press('Enter');
    await conversation.getByRole('list', { name: 'Messages' }).getByText("Hi Léa, thanks for reaching out! I'm Ada from the Acme Inc. team.").waitFor();
    await eventuallyPasses(() => visitorSees(lea, leaThread), (bodies) => expect(bodies).toContain("Hi Léa, thanks for reaching out! I'm Ada from the Acme Inc. team."));
  });

  it('adds a label from the conversation header with the keyboard, and filters the inbox by it', async () => {
    await page.getByRole('button', { name: 'Add label' }).click();
    const find = page.getByRole('combobox', { name: 'Find a label' });
    await find.pressSequentially('vi');
    await find.press('Enter');
    const labels = page.getByRole('region', { name: 'Conversation with Léa Martin' }).getByRole('list', { name: 'Labels' });
    await labels.getByText('VIP', { exact: true }).waitFor();
    await find.press('Escape');
    // The list shows it too, and so does the other operator's, live.
    await page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: /Léa Martin/ }).getByText('VIP', { exact: true }).waitFor();
    await gracePage.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: /Léa Martin/ }).getByText('VIP', { exact: true }).waitFor();

    await page.getByRole('combobox', { name: 'Label' }).click();
    await page.getByRole('option', { name: 'VIP' }).click();
    await page.waitForURL(/label=/);
    await page.getByRole('link', { name: /Tom Baker/ }).waitFor({ state: 'hidden' });
    expect(await page.getByRole('list', { name: 'Conversations' }).getByRole('link').count()).toBe(1);
  });

  it('creates a new label from the conversation’s label picker with the keyboard, and puts it on', async () => {
    await page.getByRole('button', { name: 'Label', exact: true }).click();
    const find = page.getByRole('combobox', { name: 'Find a label' });
    // A name that exists in another case is found, not offered again.
    await find.pressSequentially('vip');
    await page.getByRole('option', { name: 'VIP' }).waitFor();
    expect(await page.getByRole('option', { name: /Create label/ }).count()).toBe(0);

    await find.fill('');
    await find.pressSequentially('Refund');
    const create = page.getByRole('option', { name: 'Create label “Refund”' });
    await create.waitFor();
    await expect(find.getAttribute('aria-activedescendant')).resolves.toBe(await create.getAttribute('id'));
    await expectAccessible(page);
    await saveDocScreenshot(page, 'conversation-create-label');
    await find.press('Enter');

    const labels = page.getByRole('region', { name: 'Conversation with Léa Martin' }).getByRole('list', { name: 'Labels' });
    await labels.getByText('Refund', { exact: true }).waitFor();
    await expect(find.inputValue()).resolves.toBe('');
    await page.getByRole('option', { name: 'Refund' }).waitFor();
    await find.press('Escape');
    const { node } = await ada.data(`query($id: ID!) { node(id: $id) { ... on Organization { labels { name threadCount } } } }`, { id: organizationId });
    expect(node.labels).toContainEqual({ name: 'Refund', threadCount: 1 });
  });

  it('mentions a teammate in a note with "@", and the teammate is notified', async () => {
    await page.getByRole('button', { name: 'Note' }).click();
    const note = page.getByLabel('Internal note');
    await note.pressSequentially('Refund approved. @gr');
    const mentions = page.getByRole('listbox', { name: 'Mention a teammate' });
    await mentions.getByRole('option', { name: 'Grace Hopper' }).waitFor();
    await note.press('Enter');
    await note.pressSequentially('can you send the label?');
    await note.press('Enter');
    const conversation = page.getByRole('region', { name: 'Conversation with Léa Martin' });
    await conversation.getByText('@Grace Hopper').waitFor();

    const bell = gracePage.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.waitFor();
    await bell.click();
    const item = gracePage.getByRole('link', { name: /Ada Lovelace mentioned you in Léa Martin/ });
    await item.waitFor();
    await expect(item.textContent()).resolves.toContain('Refund approved. @Grace Hopper can you send the label?');
    await expectAccessible(gracePage);
    await item.click();
    await gracePage.getByRole('region', { name: 'Conversation with Léa Martin' }).getByText('@Grace Hopper').waitFor();
    await gracePage.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    const email = await app.mail.waitFor(grace.email, /Ada Lovelace mentioned you in a conversation with Léa Martin/);
    expect(email.text).toContain('Refund approved. @Grace Hopper can you send the label?');
  });

  it('reads a mention when its conversation is opened, and the bell drops in every tab', async () => {
    await sendOperatorMessage(ada, tomThread, `@[Grace Hopper](${grace.userId}) can you check shipping to Canada?`, { kind: 'NOTE' });
    await gracePage.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();
    const otherTab = await gracePage.context().newPage();
    await otherTab.goto(`${app.app.url()}/dashboard/threads`);
    await otherTab.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();

    // Opened from the inbox, not from the bell: reading the conversation is what counts.
    await otherTab.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: /Tom Baker/ }).click();
    await otherTab.getByRole('region', { name: 'Conversation with Tom Baker' }).getByText('can you check shipping to Canada?').waitFor();
    for (const tab of [otherTab, gracePage]) await tab.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    await otherTab.close();
  });

  it('shows the note, the labels and the canned response picker together', async () => {
    const reply = page.getByRole('button', { name: 'Reply' });
    await reply.click();
    const composer = page.getByLabel('Reply to Léa Martin');
    await composer.pressSequentially('/');
    await page.getByRole('listbox', { name: 'Canned responses' }).waitFor();
    await expectAccessible(page);
    await saveDocScreenshot(page, 'conversation-toolkit-desktop');
    await composer.press('Escape');
    await page.getByRole('listbox', { name: 'Canned responses' }).waitFor({ state: 'hidden' });

    // On a phone, in Note mode: the composer looks like the notes in the thread and says who will see it.
    const mobile = await (await signedIn(ada, { width: 390, height: 844 })).newPage();
    await mobile.goto(page.url());
    await mobile.getByText('@Grace Hopper').waitFor();
    await mobile.getByRole('button', { name: 'Note' }).click();
    const mobileNote = mobile.getByLabel('Internal note');
    await expect(mobileNote.getAttribute('placeholder')).resolves.toBe('Write an internal note — the visitor won’t see it');
    await mobile.getByText('Only your team sees notes').waitFor();
    await expectAccessible(mobile);
    await saveDocScreenshot(mobile, 'conversation-toolkit-mobile');
    // Ready to add: the amber button keeps its text readable.
    await mobileNote.fill('Checking with the warehouse');
    // Contrast is measured once the button has finished fading in from its disabled colour.
    await mobile.waitForFunction(() => !document.getAnimations().some((animation) => animation instanceof CSSTransition));
    await expectAccessible(mobile);
  });
});
