import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { ownerWithOrganization } from '../../server/test-support/accounts';
import { startChatCompletionsServer, type ChatCompletionsServer } from '../../server/test-support/chat-completions-server';
import { operatorThreadId, sendVisitorMessage, startVisitor, widgetOf } from '../../server/test-support/conversations';
import type { TestClient } from '../../server/test-support/graphql-client';
import { createArticle } from '../../server/test-support/knowledge-base';
import type { TestApp } from '../../server/test-support/test-app';
import { axeViolations, docScreenshot, eventually, launchBrowser, screenshot, startBrowserApp } from './support';
import { chatFrame, clickLauncher, writeInChat } from './widget-frame';
import { startHostPage, type HostPage } from './widget-host-page';

let app: TestApp;
let browser: Browser;
let model: ChatCompletionsServer;
let hostPage: HostPage;
let ada: TestClient;
let organizationId: string;
let clientId: string;
let refundUrl: string;

beforeAll(async () => {
  model = await startChatCompletionsServer();
  [app, browser] = await Promise.all([startBrowserApp({ ANSWER_BOT_URL: model.baseUrl, ANSWER_BOT_MODEL: 'help-model', ANSWER_BOT_TIMEOUT_SECONDS: '10' }), launchBrowser()]);
  hostPage = await startHostPage(app.app.url());
  ada = app.client();
  ({ organizationId } = await ownerWithOrganization(ada, app.mail, 'Northwind Outfitters'));
  ({ clientId } = await widgetOf(ada, organizationId));
  refundUrl = (await createArticle(ada, organizationId, { title: 'Refund policy', excerpt: 'Money back within 14 days.', body: 'Ask for a refund within 14 days of delivery: write to us with your order number.' })).url;
  await createArticle(ada, organizationId, { title: 'Shipping to Canada', excerpt: 'Delivery times and duties.', body: 'Orders to Canada arrive in 5 to 8 days; duties are paid on delivery.' });
  await createArticle(ada, organizationId, { title: 'Refunds for gift cards', body: 'Not written yet.' }, { draft: true });
});
afterAll(async () => {
  await browser?.close();
  await hostPage?.close();
  await app?.close();
  await model?.close();
});

async function signedIn(client: TestClient, viewport: { width: number; height: number }): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  context.setDefaultTimeout(15_000);
  const url = app.app.url();
  await context.addCookies([...client.cookies].map(([name, value]) => ({ name, value, url, httpOnly: true, sameSite: 'Lax' as const })));
  return context;
}

describe('articles for operators', () => {
  let page: Page;

  it('suggests articles for the visitor’s last message and inserts them into the reply, from the sidebar or with #', async () => {
    const visitor = await startVisitor(app, clientId, { url: 'https://shop.example/orders' });
    await visitor.client.data(`mutation { identifyVisitor(input: { name: "Léa Martin" }) { __typename } }`);
    const { thread } = await sendVisitorMessage(visitor, 'Hello, can I still get a refund?', randomUUID());

    page = await (await signedIn(ada, { width: 1440, height: 900 })).newPage();
    await page.goto(`${app.app.url()}/dashboard/threads/${operatorThreadId(thread.id)}`);
    const suggestions = page.getByRole('complementary', { name: 'Contact details' }).getByRole('region', { name: 'Suggested articles' });
    await suggestions.getByRole('link', { name: 'Refund policy' }).waitFor();
    expect(await suggestions.getByRole('listitem').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-suggested-articles');

    const composer = page.getByLabel('Reply to Léa Martin');
    await composer.fill('Yes: ');
    await suggestions.getByRole('button', { name: 'Insert link to “Refund policy”' }).click();
    await expect(composer.inputValue()).resolves.toBe(`Yes: [Refund policy](${refundUrl}) `);

    await composer.fill('');
    await composer.pressSequentially('Also see #cana');
    const list = page.getByRole('listbox', { name: 'Insert an article' });
    await list.getByRole('option', { name: /Shipping to Canada/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await docScreenshot(page, 'dashboard-insert-article');
    await composer.press('Enter');
    await expect(composer.inputValue()).resolves.toMatch(/^Also see \[Shipping to Canada\]\(http:\/\/.+\/help\/.+\/shipping-to-canada\) $/);

    // Drafts are never offered.
    await composer.fill('#gift');
    const nothing = page.getByText('No published article matches “gift”.');
    await nothing.waitFor();
    await composer.press('Escape');
    await nothing.waitFor({ state: 'detached' });

    // The toolbar button does the same for anyone who doesn't know "#".
    await composer.fill('');
    await page.getByRole('button', { name: 'Insert article' }).click();
    await page.getByText('Type a few words to search your published articles.').waitFor();
    await composer.pressSequentially('refund');
    await list.getByRole('option', { name: /Refund policy/ }).waitFor();
    await composer.press('ArrowDown');
    await composer.press('Enter');
    await expect(composer.inputValue()).resolves.toBe(`[Refund policy](${refundUrl}) `);
  });
});

describe('the answer bot', () => {
  let context: BrowserContext;
  let page: Page;
  let frame: Frame;

  it('is switched on and named in Settings → Knowledge base, with its figures', async () => {
    page = await (await signedIn(ada, { width: 1280, height: 900 })).newPage();
    await page.goto(`${app.app.url()}/dashboard/settings/knowledge-base`);
    const card = page.getByRole('region', { name: 'Answer bot' });
    await card.getByText('Resolved by the bot').waitFor();
    await card.getByLabel('Answer first').check();
    await page.getByText('The answer bot now answers first', { exact: true }).waitFor();
    await card.getByLabel('Bot name').fill('Sunny');
    await card.getByRole('button', { name: 'Save name' }).click();
    await page.getByText('The bot now signs as Sunny', { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'dashboard-answer-bot-settings');
  });

  it('answers a visitor in the widget from the articles, and hands over on “Talk to a person”', async () => {
    model.behave({ reply: 'You can ask for a refund within 14 days of delivery. Write to us with your order number.' });
    context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    context.setDefaultTimeout(20_000);
    const host = await context.newPage();
    await host.goto(hostPage.url(clientId));
    await host.waitForFunction(() => typeof (window as { Parley?: { open?: unknown } }).Parley?.open === 'function');
    await clickLauncher(host);
    frame = await chatFrame(host);
    await frame.getByRole('button', { name: 'New conversation' }).click();
    await writeInChat(frame, 'How do I get a refund?');

    // Signed with the name given in the settings.
    await frame.getByText('Sunny', { exact: true }).waitFor();
    await frame.getByText('You can ask for a refund within 14 days of delivery.', { exact: false }).waitFor();
    const link = frame.getByRole('link', { name: refundUrl });
    await expect(link.getAttribute('target')).resolves.toBe('_blank');
    const sent = model.prompts.at(-1)!.messages.map((message) => message.content).join('\n');
    expect(sent).toContain('Ask for a refund within 14 days of delivery');
    expect(sent).not.toContain('gift cards');
    expect(await axeViolations(frame)).toEqual([]);
    await screenshot(host, 'widget-answer-bot');

    await frame.getByRole('button', { name: 'Talk to a person' }).click();
    await frame.getByText("I've passed your conversation to the team.", { exact: false }).waitFor();
    await frame.getByRole('button', { name: 'Talk to a person' }).waitFor({ state: 'detached' });
    await screenshot(host, 'widget-answer-bot-handed-over');

    const figures = await eventually(
      () => ada.data(`query($id: ID!) { node(id: $id) { ... on Organization { answerBotHandedOverCount } } }`, { id: organizationId }),
      (data) => data.node.answerBotHandedOverCount === 1,
    );
    expect(figures.node.answerBotHandedOverCount).toBe(1);
  });

  it('shows the bot’s messages apart from people’s in the dashboard', async () => {
    const { node } = await ada.data(`query($id: ID!) { node(id: $id) { ... on Organization { threads(first: 1) { edges { node { id } } } } } }`, { id: organizationId });
    await page.goto(`${app.app.url()}/dashboard/threads/${node.threads.edges[0].node.id}`);
    const history = page.getByRole('list', { name: 'Messages' });
    await history.getByText("I've passed your conversation to the team.", { exact: false }).waitFor();
    expect(await history.getByText('Automatic').count()).toBeGreaterThan(0);
    expect(await history.getByText('Sunny', { exact: true }).count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-answer-bot-thread');
  });
});
