import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { ownerWithOrganization } from '../../server/test-support/accounts';
import { widgetOf } from '../../server/test-support/conversations';
import type { TestClient } from '../../server/test-support/graphql-client';
import { createArticle, enableHelpCenter } from '../../server/test-support/knowledge-base';
import type { TestApp } from '../../server/test-support/test-app';
import { axeViolations, eventually, launchBrowser, screenshot, startBrowserApp } from './support';
import { chatFrame, clickLauncher } from './widget-frame';
import { startHostPage, type HostPage } from './widget-host-page';

// Help articles inside the widget on a customer's site (another origin): searched from the home screen, suggested
// while a question is typed, opened from the page's script, in the visitor's language. Nobody on the team is online,
// so the widget asks for an email after the first message.
// Each step waits on the real widget in a cross-origin frame: generous limits keep a busy machine from failing what works.
jest.setTimeout(120_000);
let app: TestApp;
let browser: Browser;
let hostPage: HostPage;
let operator: TestClient;
let organizationId: string;
let clientId: string;
let refundsId: string;
let shippingId: string;

beforeAll(async () => {
  [app, browser] = await Promise.all([startBrowserApp(), launchBrowser()]);
  hostPage = await startHostPage(app.app.url());
  operator = app.client();
  ({ organizationId } = await ownerWithOrganization(operator, app.mail, 'Northwind Outfitters'));
  ({ clientId } = await widgetOf(operator, organizationId));
  await enableHelpCenter(operator, organizationId);
  ({ id: refundsId } = await createArticle(operator, organizationId, {
    title: 'Returns and refunds',
    slug: 'returns-and-refunds',
    excerpt: 'Send anything back within 30 days for a full refund.',
    body: '## How to return an item\n\n1. Pack it in its box.\n2. Print the **prepaid label** from your order page.\n\nYour refund reaches your card within 5 days. <script>alert(1)</script>\n\n[Order page](https://northwind.example/orders)',
  }));
  ({ id: shippingId } = await createArticle(operator, organizationId, {
    title: 'Shipping to Europe',
    slug: 'shipping-to-europe',
    body: 'We ship every tent to Europe. Shipping takes two to four days and is free above €100.',
  }));
  await createArticle(operator, organizationId, {
    title: 'Rücksendungen und Erstattungen',
    slug: 'returns-and-refunds',
    locale: 'de',
    translationOfId: refundsId,
    body: 'Senden Sie jeden Artikel innerhalb von 30 Tagen zurück und erhalten Sie eine **Erstattung**.',
  });
});
afterAll(async () => {
  await browser?.close();
  await hostPage?.close();
  await app?.close();
});

async function newContext(locale = 'en-US'): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale });
  context.setDefaultTimeout(45_000);
  return context;
}

async function openHostPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(hostPage.url(clientId));
  await page.waitForFunction(() => typeof (window as { Parley?: { open?: unknown } }).Parley?.open === 'function');
  return page;
}

async function openChat(context: BrowserContext): Promise<{ page: Page; chat: Frame }> {
  const page = await openHostPage(context);
  await clickLauncher(page);
  const chat = await chatFrame(page);
  await chat.getByRole('heading', { name: 'Northwind Outfitters', level: 1 }).waitFor();
  return { page, chat };
}

async function articleStats(id: string): Promise<{ viewCount: number; helpfulCount: number }> {
  return (await operator.data(`query($id: ID!) { node(id: $id) { ... on KnowledgeArticle { viewCount helpfulCount } } }`, { id })).node;
}

async function visitorMessages(): Promise<string[]> {
  const data = await operator.data(`query($id: ID!) { node(id: $id) { ... on Organization { threads(first: 10) { edges { node { messages(first: 20) { edges { node { body } } } } } } } } }`, {
    id: organizationId,
  });
  return data.node.threads.edges.flatMap((thread: { node: { messages: { edges: { node: { body: string } }[] } } }) => thread.node.messages.edges.map((edge) => edge.node.body));
}

describe('help articles in the widget', () => {
  it('searches from the home screen, opens an article, takes a vote, goes back, and leads to a message', async () => {
    const context = await newContext();
    const { page, chat } = await openChat(context);
    const search = chat.getByRole('searchbox', { name: 'Search for help' });
    await chat.getByRole('heading', { name: 'Popular articles' }).waitFor();
    await chat.getByRole('button', { name: /Shipping to Europe/ }).waitFor();
    expect(await axeViolations(chat)).toEqual([]);
    await screenshot(page, 'widget-help-home');

    await search.pressSequentially('refund');
    const result = chat.getByRole('button', { name: /Returns and refunds/ });
    await chat.getByRole('heading', { name: 'Articles' }).waitFor();
    await result.waitFor();
    // The matched words are highlighted in the result's snippet, as text (never as HTML from the article).
    expect(await result.locator('mark').first().textContent()).toMatch(/refund/i);
    await expect(chat.getByRole('button', { name: /Shipping to Europe/ }).count()).resolves.toBe(0);
    await screenshot(page, 'widget-help-search');

    await result.click();
    await chat.getByRole('heading', { name: 'Returns and refunds', level: 2 }).waitFor();
    await chat.getByRole('heading', { name: 'How to return an item' }).waitFor();
    // Markdown rendered, raw HTML shown as text rather than run, links leave the chat.
    await chat.locator('.markdown').getByText('prepaid label').waitFor();
    expect(await chat.locator('.markdown script').count()).toBe(0);
    expect(await chat.getByRole('link', { name: 'Order page' }).getAttribute('rel')).toContain('noopener');
    await eventually(() => articleStats(refundsId), (stats) => stats.viewCount === 1);
    expect(await axeViolations(chat)).toEqual([]);
    await screenshot(page, 'widget-help-article');

    await chat.getByRole('group', { name: 'Was this helpful?' }).getByRole('button', { name: 'Yes' }).click();
    await chat.getByText('Thanks for letting us know.').waitFor();
    await eventually(() => articleStats(refundsId), (stats) => stats.helpfulCount === 1);

    // Back: the home screen as it was left, with the search still there.
    await chat.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(search.inputValue()).resolves.toBe('refund');
    await result.waitFor();

    await result.click();
    await chat.getByRole('heading', { name: 'Still need help?' }).waitFor();
    await chat.getByRole('button', { name: 'Send us a message' }).click();
    await chat.getByLabel('Message', { exact: true }).waitFor();
    await context.close();
  });

  it('suggests articles above the composer while the visitor types, before anything is sent and before the email capture', async () => {
    const context = await newContext();
    const { page, chat } = await openChat(context);
    await chat.getByRole('button', { name: 'New conversation' }).click();
    const composer = chat.getByLabel('Message', { exact: true });
    await composer.click();
    await composer.pressSequentially('How long does shipping take?');
    const suggestions = chat.getByRole('region', { name: 'These articles may answer your question' });
    await suggestions.getByRole('button', { name: /Shipping to Europe/ }).waitFor();
    // Nothing was sent, and the team being away, the email is asked only once the visitor has written.
    expect(await visitorMessages()).toEqual([]);
    expect(await chat.getByText('Get the reply by email').count()).toBe(0);
    expect(await axeViolations(chat)).toEqual([]);
    await screenshot(page, 'widget-help-suggestions');

    await suggestions.getByRole('button', { name: /Shipping to Europe/ }).click();
    await chat.getByRole('heading', { name: 'Shipping to Europe', level: 2 }).waitFor();
    await chat.getByRole('button', { name: 'Back', exact: true }).click();
    // The question typed is still there, ready to send.
    await expect(composer.inputValue()).resolves.toBe('How long does shipping take?');
    await composer.press('Enter');
    await chat.getByText('Get the reply by email').waitFor();
    await expect(suggestions.count()).resolves.toBe(0);
    await eventually(visitorMessages, (bodies) => bodies.includes('How long does shipping take?'));
    await context.close();
  });

  it('opens an article and a search from the page’s script, even asked for before the chat has started', async () => {
    const context = await newContext();
    const { viewCount: viewsBefore } = await articleStats(shippingId);
    // The visitor's session is held back, as on a slow connection, until the article's reader is on screen.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const articleRequestsSigned: boolean[] = [];
    await context.route('**/graphql', async (route) => {
      const { operationName } = (route.request().postDataJSON() ?? {}) as { operationName?: string };
      if (operationName === 'WidgetStartSessionMutation') await released;
      if (operationName === 'WidgetOpenHelpArticleMutation') articleRequestsSigned.push(Boolean(route.request().headers().authorization));
      await route.continue();
    });
    const page = await openHostPage(context);
    const readerCode = page.waitForEvent('requestfinished', (request) => /\/ArticleReader-[^/]*\.js$/.test(request.url()));
    await page.evaluate(() => (window as unknown as { Parley: (command: string, value: string) => void }).Parley('openArticle', 'shipping-to-europe'));
    const chat = await chatFrame(page);
    await readerCode;
    await chat.getByText('Loading article…').waitFor();
    // The chat has run all its code queued meanwhile: the reader's first render and whatever that starts.
    await chat.evaluate(() => new Promise((idle) => requestIdleCallback(idle)));
    release();
    await chat.getByRole('heading', { name: 'Shipping to Europe', level: 2 }).waitFor();
    // Opened once, as the visitor.
    expect(articleRequestsSigned).toEqual([true]);
    await eventually(() => articleStats(shippingId), (stats) => stats.viewCount === viewsBefore + 1);

    await page.evaluate(() => (window as unknown as { Parley: (command: string, value: string) => void }).Parley('search', 'refund'));
    await expect(chat.getByRole('searchbox', { name: 'Search for help' }).inputValue()).resolves.toBe('refund');
    await chat.getByRole('button', { name: /Returns and refunds/ }).waitFor();
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });

  it('speaks German to a German browser, articles included', async () => {
    const context = await newContext('de-DE');
    const { page, chat } = await openChat(context);
    await chat.getByRole('searchbox', { name: 'Hilfe suchen' }).waitFor();
    await chat.getByRole('heading', { name: 'Beliebte Artikel' }).waitFor();
    await chat.getByRole('button', { name: 'Neue Unterhaltung' }).waitFor();
    await chat.getByRole('searchbox', { name: 'Hilfe suchen' }).pressSequentially('Erstattung');
    await chat.getByRole('button', { name: /Rücksendungen und Erstattungen/ }).click();
    await chat.getByRole('heading', { name: 'Rücksendungen und Erstattungen', level: 2 }).waitFor();
    await chat.getByRole('group', { name: 'War das hilfreich?' }).waitFor();
    await chat.getByRole('button', { name: 'Schreiben Sie uns' }).waitFor();
    expect(await axeViolations(chat)).toEqual([]);
    await screenshot(page, 'widget-help-article-de');
    await context.close();
  });
});
