import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { readContent } from '../../client/prerender/content';
import { uniqueEmail } from '../../server/test-support/accounts';
import type { TestApp } from '../../server/test-support/test-app';
import { siteOrganizationSlug } from '../../server/src/site/site-organization';
import { axeViolations, cspViolationsIn, eventually, launchBrowser, screenshot, startBrowserApp } from './support';
import { launcherOn } from './widget-frame';

const content = readContent();
// Several steps load many pages in a real browser, with axe runs in between.
jest.setTimeout(60_000);

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x([\da-f]+);/gi, (_, code) => String.fromCharCode(parseInt(code, 16)))
    .replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const firstParagraph = (html: string) => decode(/<p>([\s\S]*?)<\/p>/.exec(html)![1]);

/** Every public page with its heading and a sentence of its body, as a reader without JavaScript must see them. */
const publicPages = [
  ...content.pages.map(({ key, summary, loaded }) => {
    const data = loaded.data as { headline?: string; lead?: string };
    if (key === 'home') return { path: summary.path, heading: data.headline!, text: data.lead! };
    const isLegal = key === 'privacy' || key === 'terms' || key === 'subprocessors';
    return { path: summary.path, heading: summary.title, text: isLegal ? firstParagraph(loaded.body.html) : summary.description };
  }),
  ...content.documents.map(({ summary, loaded }) => ({ path: summary.path, heading: summary.title, text: firstParagraph(loaded.body.html) })),
];

let app: TestApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([startBrowserApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** A page whose console errors and warnings (hydration mismatches among them) fail the test. */
async function openPage(context: BrowserContext): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    // The 404 page's own document request is reported as a failed resource; that is the point of it.
    if ((message.type() === 'error' || message.type() === 'warning') && !message.text().startsWith('Failed to load resource')) problems.push(message.text());
  });
  return { page, problems };
}

/** Moves the pointer as a visitor would until the home page's widget is on the page (it loads on first interaction once the page is live). */
async function moveUntilWidget(page: Page) {
  for (let step = 0; (await page.locator('parley-widget').count()) === 0; step += 1) {
    if (step === 100) throw new Error('The widget never appeared');
    await page.mouse.move(200 + (step % 20) * 10, 300);
    await page.waitForTimeout(100);
  }
}

async function waitForChatFrame(page: Page): Promise<Frame> {
  for (let step = 0; ; step += 1) {
    const frame = page.frames().find((candidate) => candidate.url().endsWith('/widgets/parley-demo'));
    if (frame) return frame;
    if (step === 100) throw new Error('The chat frame never appeared');
    await page.waitForTimeout(100);
  }
}

async function expectAccessible(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

describe('with JavaScript turned off', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  });
  afterAll(() => context.close());

  it.each(publicPages.map((page) => [page.path, page] as const))('%s shows its heading and its text', async (path, expected) => {
    const page = await context.newPage();
    const response = await page.goto(`${app.app.url()}${path}`);
    expect(response?.status()).toBe(200);
    expect((await page.getByRole('heading', { level: 1 }).textContent())?.trim()).toBe(expected.heading);
    expect(await page.getByText(expected.text.slice(0, 90)).first().isVisible()).toBe(true);
    await page.close();
  });

  it('shows the 404 page with status 404 for an unknown path', async () => {
    const page = await context.newPage();
    const response = await page.goto(`${app.app.url()}/this/does/not/exist`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'We could not find that page' }).waitFor();
    await page.close();
  });
});

describe('with JavaScript on', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  });
  afterAll(() => context.close());

  it('hydrates pages without warnings and navigates between them in the page', async () => {
    const { page, problems } = await openPage(context);
    await page.goto(`${app.app.url()}/`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Comparisons' }).click();
    await page.waitForURL(/\/comparisons$/);
    await page.getByRole('heading', { level: 1, name: content.pages.find((entry) => entry.key === 'comparisons')!.summary.title }).waitFor();
    expect(await page.title()).toBe('How Parley compares with other live-chat tools · Parley');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/comparisons$/);
    // Client-side navigation: the page never reloaded.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Resources' }).click();
    const guide = content.documents.find((document) => document.summary.kind === 'guide')!.summary;
    await page.getByRole('link', { name: guide.title }).click();
    await page.waitForURL(new RegExp(`${guide.path}$`));
    await page.getByRole('heading', { level: 1, name: guide.title }).waitFor();
    await page.goBack();
    await page.waitForURL(/\/resources$/);
    await page.getByRole('heading', { level: 1, name: 'Guides and resources' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('hands links into the app over to the app', async () => {
    const { page, problems } = await openPage(context);
    await page.goto(`${app.app.url()}/blog`);
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(problems).toEqual([]);
  });

  it('runs the real widget on the home page once the visitor is there', async () => {
    const { page, problems } = await openPage(context);
    await page.goto(`${app.app.url()}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('parley-widget').count()).toBe(0);
    await moveUntilWidget(page);
    await page.getByRole('link', { name: 'Chat with us' }).click();
    // The link opened the chat instead of going to /support; its frame lives in the widget's closed shadow root.
    expect(page.url()).toMatch(/\/$/);
    const chat = await waitForChatFrame(page);
    await chat.getByText('Questions about Parley?', { exact: false }).waitFor();
    await expectAccessible(page);
    expect(problems).toEqual([]);
  });

  it('opens a thread in the support inbox from the contact form', async () => {
    const { page, problems } = await openPage(context);
    await page.goto(`${app.app.url()}/support`);
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Enter a name.').waitFor();
    await page.getByText('Enter a valid email address.').waitFor();
    await expectAccessible(page);

    const email = uniqueEmail('support-form');
    await page.getByLabel('Your name').fill('Grace Hopper');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('How can we help?').fill('Can we keep our conversations in our own database?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Thanks, we have your message').waitFor();
    await expectAccessible(page);

    const thread = await app.database.prisma.thread.findFirstOrThrow({
      where: { contact: { email } },
      include: { organization: true, messages: true },
    });
    expect(thread.organization.slug).toBe(siteOrganizationSlug);
    expect(thread.messages.map((message) => message.body)).toEqual(['Can we keep our conversations in our own database?']);
    expect(problems).toEqual([]);
  });

  it('shows the 404 page with status 404, and every page type passes axe', async () => {
    const { page, problems } = await openPage(context);
    const notFound = await page.goto(`${app.app.url()}/no/such/page`);
    expect(notFound?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'We could not find that page' }).waitFor();
    await expectAccessible(page);

    for (const path of ['/', '/comparisons', '/resources/installing-the-widget']) {
      await page.goto(`${app.app.url()}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectAccessible(page);
    }
    expect(problems).toEqual([]);
  });
});

describe('screenshots', () => {
  async function capture(viewport: { width: number; height: number }, path: string, name: string) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(`${app.app.url()}${path}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    if (path === '/') {
      await moveUntilWidget(page);
      // The loader draws the launcher once the widget's settings have arrived.
      await eventually(() => launcherOn(page, /^Open chat$/), (launcher) => launcher !== null);
    }
    await page.evaluate(() => document.fonts.ready);
    await screenshot(page, name);
    await context.close();
  }

  it('captures the home page on a desktop and a phone, and the comparisons', async () => {
    await capture({ width: 1280, height: 800 }, '/', 'site-home-desktop');
    await capture({ width: 390, height: 844 }, '/', 'site-home-mobile');
    await capture({ width: 1280, height: 800 }, '/comparisons', 'site-comparisons');
  });
});

it('reported no Content-Security-Policy violation on any page', () => {
  expect(cspViolationsIn(browser)).toEqual([]);
});
