import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ownerWithOrganization } from '../../server/test-support/accounts';
import { widgetOf } from '../../server/test-support/conversations';
import type { TestClient } from '../../server/test-support/graphql-client';
import { createArticle } from '../../server/test-support/knowledge-base';
import type { TestApp } from '../../server/test-support/test-app';
import { axeViolations, docScreenshot, eventuallyPasses, launchBrowser, screenshot, startBrowserApp } from './support';

let app: TestApp;
let browser: Browser;
let ada: TestClient;
let organizationId: string;

beforeAll(async () => {
  [app, browser] = await Promise.all([startBrowserApp(), launchBrowser()]);
  ada = app.client();
  ({ organizationId } = await ownerWithOrganization(ada, app.mail, 'Acme Inc.'));
  await widgetOf(ada, organizationId, 'Website');
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

describe('the knowledge base', () => {
  let page: Page;
  let helpCenterUrl: string;

  it('explains itself when empty and takes a first article from draft to published', async () => {
    page = await (await signedIn(ada, { width: 1440, height: 900 })).newPage();
    await page.goto(`${app.app.url()}/dashboard/settings/knowledge-base`);
    await page.getByText('Write your first article').waitFor();
    await expectAccessible(page);
    await docScreenshot(page, 'dashboard-knowledge-base-empty');

    const collections = page.getByRole('region', { name: 'Collections' });
    for (const name of ['Billing', 'Getting started']) {
      await collections.getByLabel('New collection').fill(name);
      await collections.getByRole('button', { name: 'Add collection' }).click();
      await collections.getByRole('list', { name: 'Collections' }).getByText(name).waitFor();
    }

    await page.getByRole('link', { name: 'Write the first article' }).click();
    await page.getByRole('button', { name: 'Create draft' }).click();
    await page.getByText('Enter a title.').waitFor();
    await page.getByLabel('Title').fill('Refund policy');
    await page.getByLabel('Summary').fill('Money back within 14 days.');
    await page.getByLabel('Article').fill('## Asking for a refund\n\nWrite to us within **14 days**.\n\n<script>alert("x")</script>');
    await page.getByLabel('Collection').click();
    await page.getByRole('option', { name: 'Billing' }).click();
    // The preview renders markdown and shows typed HTML as text.
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.locator('strong', { hasText: '14 days' }).waitFor();
    await preview.getByText('<script>alert("x")</script>').waitFor();
    await page.getByRole('button', { name: 'Create draft' }).click();
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('button', { name: 'Unpublish' }).waitFor();
    await expectAccessible(page);
    await docScreenshot(page, 'dashboard-knowledge-base-editor');
  });

  it('lists, filters and reorders by keyboard', async () => {
    const collectionsNow = await ada.data(`query($id: ID!) { node(id: $id) { ... on Organization { knowledgeCollections { id name } } } }`, { id: organizationId });
    const start = collectionsNow.node.knowledgeCollections.find((collection: { name: string }) => collection.name === 'Getting started');
    await createArticle(ada, organizationId, { title: 'Installing the widget', body: 'Paste the snippet before </body>.', collectionId: start.id });
    await createArticle(ada, organizationId, { title: 'Invoices', body: 'Invoices are emailed monthly.' }, { draft: true });
    await page.goto(`${app.app.url()}/dashboard/settings/knowledge-base`);
    const list = page.getByRole('list', { name: 'Articles' });
    await list.getByText('Invoices').waitFor();
    await expect(list.getByRole('listitem').count()).resolves.toBe(3);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Draft' }).click();
    await eventuallyPasses(() => list.getByRole('listitem').allInnerTexts(), (rows) => expect(rows).toEqual([expect.stringContaining('Invoices')]));

    await page.getByRole('button', { name: 'Move Getting started up' }).focus();
    await page.keyboard.press('Enter');
    const order = page.getByRole('list', { name: 'Collections' }).getByRole('listitem');
    await eventuallyPasses(() => order.allInnerTexts(), (rows) => expect(rows.map((row) => row.split('\n')[0])).toEqual(['Getting started', 'Billing']));

    const helpCenter = page.getByRole('region', { name: 'Help center' });
    await helpCenter.getByLabel('Publish the help center').check();
    await helpCenter.getByRole('button', { name: 'Save help center' }).click();
    await page.getByText('Help center is public', { exact: true }).waitFor();
    helpCenterUrl = await helpCenter.getByRole('link').first().getAttribute('href').then((href) => href!);
    await expectAccessible(page);
    await docScreenshot(page, 'dashboard-knowledge-base', { fullPage: true });
  });

  // The pages carry no script (the server tests check it); axe needs the page's JavaScript, so it is on here.
  it('serves an accessible help center, light and dark, wide and narrow', async () => {
    const path = new URL(helpCenterUrl).pathname;
    for (const [name, options] of [
      ['light', { viewport: { width: 1280, height: 900 }, colorScheme: 'light' as const }],
      ['dark', { viewport: { width: 1280, height: 900 }, colorScheme: 'dark' as const }],
      ['mobile', { viewport: { width: 390, height: 844 }, colorScheme: 'light' as const, isMobile: true }],
    ] as const) {
      const context = await browser.newContext(options);
      const visitor = await context.newPage();
      await visitor.goto(`${app.app.url()}${path}`);
      await visitor.getByRole('heading', { name: 'Getting started' }).waitFor();
      await expect(visitor.getByText('Invoices').count()).resolves.toBe(0);
      await expectAccessible(visitor);
      await screenshot(visitor, `help-center-home-${name}`);
      await visitor.getByRole('link', { name: /Refund policy/ }).first().click();
      await visitor.getByRole('heading', { name: 'Refund policy', level: 1 }).waitFor();
      await expectAccessible(visitor);
      await screenshot(visitor, `help-center-article-${name}`);
      await context.close();
    }
  }, 90_000);

  it('answers searches and takes votes without JavaScript, and shows admins what found nothing', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
    const visitor = await context.newPage();
    await visitor.goto(`${app.app.url()}${new URL(helpCenterUrl).pathname}`);
    await visitor.getByLabel('Search for help').fill('refunds');
    await visitor.getByRole('button', { name: 'Search' }).click();
    await visitor.locator('mark', { hasText: /refund/i }).first().waitFor();
    await screenshot(visitor, 'help-center-search');
    await visitor.getByRole('link', { name: /Refund policy/ }).click();
    await visitor.getByRole('button', { name: 'Yes' }).click();
    await visitor.getByText('Thanks for letting us know.').waitFor();
    await visitor.getByLabel('Search for help').fill('cancel my subscription');
    await visitor.getByRole('button', { name: 'Search' }).click();
    await visitor.getByText('No articles match “cancel my subscription”').waitFor();
    await context.close();

    await page.goto(`${app.app.url()}/dashboard/settings/knowledge-base`);
    await page.getByRole('list', { name: 'Unanswered searches' }).getByText('“cancel my subscription”').waitFor();
    await page.getByRole('list', { name: 'Articles' }).getByText(/1 helpful/).waitFor();
  });
});
