import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ownerWithOrganization } from '../../server/test-support/accounts';
import { sendVisitorMessage, startVisitor, widgetOf } from '../../server/test-support/conversations';
import type { TestClient } from '../../server/test-support/graphql-client';
import type { TestApp } from '../../server/test-support/test-app';
import { axeViolations, eventuallyPasses, launchBrowser, screenshot, startBrowserApp } from './support';

// A step walks several screens, light and dark, with axe runs in between (about 15 s on a quiet machine); 30 s left
// too little room when the other Jest worker was busy.
jest.setTimeout(60_000);

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

async function operatorContext(colorScheme: 'light' | 'dark'): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, colorScheme });
  context.setDefaultTimeout(15_000);
  const url = app.app.url();
  await context.addCookies([...operator.cookies].map(([name, value]) => ({ name, value, url, httpOnly: true, sameSite: 'Lax' as const })));
  return context;
}

async function visitorWrites(body: string) {
  const visitor = await startVisitor(app, clientId);
  await visitor.client.data(`mutation($input: IdentifyVisitorInput!) { identifyVisitor(input: $input) { __typename } }`, { input: { name: `Visitor ${body.slice(0, 8)}` } });
  await sendVisitorMessage(visitor, body, randomUUID());
}

describe('signals in the dashboard', () => {
  let page: Page;

  it('counts unread conversations on the Inbox entry and in the tab title, live, on any page', async () => {
    page = await (await operatorContext('light')).newPage();
    await page.goto(`${app.app.url()}/dashboard/settings/account`);
    await page.getByRole('heading', { name: 'Account', level: 1 }).waitFor();
    expect(await page.title()).toBe('Account settings · Parley');

    await visitorWrites('Do you ship to Lyon?');
    await visitorWrites('Is there a student discount?');
    await page.getByRole('link', { name: 'Inbox 2 unread conversations' }).waitFor();
    await eventuallyPasses(() => page.title(), (title) => expect(title).toBe('(2) Account settings · Parley'));
    await screenshot(page, 'signals-unread-on-settings');

    // Opening one reads it: one left.
    await page.getByRole('link', { name: /^Inbox/ }).click();
    await page.getByRole('link', { name: /Do you ship/ }).click();
    await page.getByRole('link', { name: 'Inbox 1 unread conversation' }).waitFor();
    await eventuallyPasses(() => page.title(), (title) => expect(title).toMatch(/^\(1\) /));
  });

  it('follows the dark system setting and the account’s choice, readable on every main screen', async () => {
    const dark = await (await operatorContext('dark')).newPage();
    await dark.goto(`${app.app.url()}/dashboard/threads`);
    await dark.getByRole('link', { name: /Do you ship/ }).click();
    await dark.getByText('Do you ship to Lyon?').first().waitFor();
    expect(await dark.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await screenshot(dark, 'signals-dark-inbox-thread');
    expect(await axeViolations(dark)).toEqual([]);

    await dark.goto(`${app.app.url()}/dashboard`);
    await dark.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
    await dark.waitForLoadState('networkidle');
    await screenshot(dark, 'signals-dark-home');
    expect(await axeViolations(dark)).toEqual([]);

    await dark.goto(`${app.app.url()}/dashboard/settings/account`);
    await dark.getByRole('heading', { name: 'Appearance' }).waitFor();
    await screenshot(dark, 'signals-dark-settings');
    expect(await axeViolations(dark)).toEqual([]);

    // Choosing Light wins over the system, here and on the next load, before the first paint.
    await dark.getByRole('radio', { name: /Light/ }).check();
    await eventuallyPasses(() => dark.evaluate(() => document.documentElement.classList.contains('dark')), (isDark) => expect(isDark).toBe(false));
    await dark.reload();
    expect(await dark.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await dark.getByRole('radio', { name: /System/ }).check();
    await eventuallyPasses(() => dark.evaluate(() => document.documentElement.classList.contains('dark')), (isDark) => expect(isDark).toBe(true));
  });

  it('creates a second organization from the switcher and sets it up like the first', async () => {
    await page.getByRole('button', { name: /Switch organization/ }).click();
    await page.getByRole('menuitem', { name: 'Create organization' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create organization' });
    await dialog.getByRole('button', { name: 'Create organization' }).click();
    await dialog.getByText(/name/i).first().waitFor();
    await dialog.getByLabel('Organization name').fill('Acme Labs');
    await screenshot(page, 'signals-create-organization');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Create organization' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The new organization is the active one, and starts with the setup steps: its widget first.
    await page.waitForURL(/\/onboarding/);
    await page.getByLabel('Widget name').waitFor();
    await screenshot(page, 'signals-second-organization');
    const organizations = await page.evaluate(async () => {
      const response = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ viewer { activeOrganization { name } memberships { organization { name } } } }' }) });
      return (await response.json()).data.viewer;
    });
    expect(organizations.activeOrganization.name).toBe('Acme Labs');
    expect(organizations.memberships.map((membership: { organization: { name: string } }) => membership.organization.name).sort()).toEqual(['Acme Inc.', 'Acme Labs']);
  });
});
