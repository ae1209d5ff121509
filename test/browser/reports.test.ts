import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { databaseId, ownerWithOrganization } from '../../server/test-support/accounts';
import { widgetOf } from '../../server/test-support/conversations';
import type { TestClient } from '../../server/test-support/graphql-client';
import { seedThread } from '../../server/test-support/report-seed';
import type { TestApp } from '../../server/test-support/test-app';
import { axeViolations, cspViolationsIn, docScreenshot, launchBrowser, screenshot, startBrowserApp } from './support';

// The dashboard home shows an organization's figures for the chosen period; charts have table views and tables export.
let app: TestApp;
let browser: Browser;
let context: BrowserContext;

async function signedInPage(operator: TestClient, viewport = { width: 1440, height: 1000 }): Promise<Page> {
  const url = app.app.url();
  context = await browser.newContext({ viewport });
  context.setDefaultTimeout(20_000);
  await context.addCookies([...operator.cookies].map(([name, value]) => ({ name, value, url, httpOnly: true, sameSite: 'Lax' as const })));
  return context.newPage();
}

/** The value shown under a headline figure's label. */
async function stat(page: Page, label: string): Promise<string> {
  return page.locator('dl > div', { has: page.locator('dt', { hasText: label }) }).locator('dd').first().innerText();
}

beforeAll(async () => {
  [app, browser] = await Promise.all([startBrowserApp(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('dashboard home', () => {
  it('shows the period’s figures, with table views of its charts and CSV exports', async () => {
    const operator = app.client();
    const { organizationId } = await ownerWithOrganization(operator, app.mail, 'Northwind Outfitters');
    const orgId = databaseId(organizationId);
    const widgetId = databaseId((await widgetOf(operator, organizationId)).id);
    const prisma = app.database.prisma;
    const ownerId = (await prisma.membership.findFirstOrThrow({ where: { organizationId: orgId } })).userId;
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    // Two days ago and one day ago: inside the last 7 days whatever the hour in Paris.
    await seedThread(prisma, orgId, widgetId, { createdAt: hoursAgo(50), firstResponseAfter: 60, responderId: ownerId, assigneeId: ownerId, closedAt: hoursAgo(49), rating: { score: 5, comment: 'Lovely help', at: hoursAgo(48) } });
    await seedThread(prisma, orgId, widgetId, { createdAt: hoursAgo(30), firstResponseAfter: 180, responderId: ownerId, assigneeId: ownerId, closedAt: hoursAgo(28), rating: { score: 4, at: hoursAgo(27) } });
    await seedThread(prisma, orgId, widgetId, { createdAt: hoursAgo(26) });

    const page = await signedInPage(operator);
    await page.goto(`${app.app.url()}/dashboard`);
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    await page.locator('dl > div', { hasText: 'Conversations' }).waitFor();
    expect(await stat(page, 'Conversations')).toBe('3');
    expect(await stat(page, 'Missed')).toBe('1');
    // Median of 1 and 3 minutes.
    expect(await stat(page, 'First response')).toBe('2 min');
    expect(await stat(page, 'Satisfaction')).toBe('4.5');
    await page.getByText('“Lovely help”').waitFor();
    expect(await page.getByRole('row', { name: /Ada Lovelace/ }).innerText()).toMatch(/Ada Lovelace\s+2\s+2\s+2\s+2 min/);
    expect(await axeViolations(page)).toEqual([]);
    await docScreenshot(page, 'dashboard-home', { fullPage: true });

    await page.getByRole('region', { name: 'Volume' }).getByRole('button', { name: 'Show as table' }).click();
    const volumeTable = page.getByRole('table', { name: 'Conversations per day' });
    await volumeTable.waitFor();
    expect(await volumeTable.getByRole('row').count()).toBe(8);
    expect(await axeViolations(page)).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('region', { name: 'Teammates' }).getByRole('button', { name: 'Export CSV' }).click()]);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv.split('\r\n')).toEqual(['Teammate,Opened,Closed,Replies,First response,Resolution,Rating', expect.stringMatching(/^Ada Lovelace,2,2,2,2 min,/)]);

    await page.getByRole('button', { name: 'Today' }).click();
    await page.getByText('No ratings in this period.').waitFor();
    expect(await stat(page, 'Conversations')).toBe('0');
    expect(cspViolationsIn(browser)).toEqual([]);
    await context.close();
  });

  it('reads well on a phone for a new organization', async () => {
    const operator = app.client();
    await ownerWithOrganization(operator, app.mail, 'Fresh Start');
    const page = await signedInPage(operator, { width: 390, height: 844 });
    await page.goto(`${app.app.url()}/dashboard`);
    await page.getByText('No ratings in this period.').waitFor();
    expect(await stat(page, 'First response')).toBe('—');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-home-mobile-empty');
    await context.close();
  });
});
