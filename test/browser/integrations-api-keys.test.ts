import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ownerWithOrganization, teammateOf } from '../../server/test-support/accounts';
import { sendVisitorMessage, startVisitor, widgetOf } from '../../server/test-support/conversations';
import type { TestClient } from '../../server/test-support/graphql-client';
import type { TestApp } from '../../server/test-support/test-app';
import { axeViolations, eventuallyPasses, launchBrowser, screenshot, startBrowserApp } from './support';

let app: TestApp;
let browser: Browser;
let organizationId: string;
let admin: TestClient;
let agent: TestClient;

beforeAll(async () => {
  [app, browser] = await Promise.all([startBrowserApp(), launchBrowser()]);
  const owner = app.client();
  ({ organizationId } = await ownerWithOrganization(owner, app.mail, 'Acme Inc.'));
  admin = (await teammateOf(app, owner, organizationId, 'ADMIN', 'Grace Hopper')).client;
  agent = (await teammateOf(app, owner, organizationId, 'AGENT', 'Alan Turing')).client;
  const widget = await widgetOf(owner, organizationId);
  await sendVisitorMessage(await startVisitor(app, widget.clientId), 'Where is my parcel?', randomUUID());
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function signedIn(operator: TestClient, viewport = { width: 1280, height: 900 }): Promise<{ context: BrowserContext; page: Page }> {
  const url = app.app.url();
  const context = await browser.newContext({ viewport });
  context.setDefaultTimeout(10_000);
  await context.addCookies([...operator.cookies].map(([name, value]) => ({ name, value, url, httpOnly: true, sameSite: 'Lax' as const })));
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
  return { context, page: await context.newPage() };
}

/** What an integration's own script does with the key: a plain HTTP request, nothing from the dashboard. */
async function listThreads(secret: string) {
  const response = await fetch(`${app.app.url()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify({ query: `query($id: ID!) { node(id: $id) { ... on Organization { threads(first: 10) { edges { node { preview } } } } } }`, variables: { id: organizationId } }),
  });
  return { status: response.status, body: (await response.json()) as any };
}

describe('Settings → Integrations → API keys', () => {
  it('creates a read+write key whose secret is shown once, works over HTTP, shows where it was used, and stops at once when revoked', async () => {
    const { context, page } = await signedIn(admin);
    await page.goto(`${app.app.url()}/dashboard/settings/integrations`);
    await page.getByText('No API keys yet').waitFor();
    expect(await page.getByRole('link', { name: 'GraphQL API guide' }).getAttribute('href')).toBe('/resources/graphql-api');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Create the first key' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create key' }).click();
    await dialog.getByText('Enter a name.').waitFor();
    await dialog.getByLabel('Name').fill('Order desk');
    await dialog.getByLabel('Read and write').check();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'settings-integrations-api-key-create');
    await dialog.getByRole('button', { name: 'Create key' }).click();

    await dialog.getByText('This is the only time the key is shown.').waitFor();
    const secret = (await dialog.getByLabel('New API key').textContent())!;
    expect(secret).toMatch(/^parley_[0-9A-Za-z]{42}$/);
    await dialog.getByRole('button', { name: 'Copy key' }).click();
    await dialog.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await screenshot(page, 'settings-integrations-api-key-secret');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });

    const row = page.getByRole('listitem').filter({ hasText: 'Order desk' });
    await expect(row.textContent()).resolves.toMatch(/read.*write.*Created just now by Grace Hopper.*Expires never.*Last used never/);
    expect(await page.content()).not.toContain(secret);

    const allowed = await listThreads(secret);
    expect(allowed.status).toBe(200);
    expect(allowed.body.data.node.threads.edges.map((edge: any) => edge.node.preview)).toEqual(['Where is my parcel?']);

    await page.reload();
    await expect(row.textContent()).resolves.toMatch(/Last used just now from \S*127\.0\.0\.1/);
    expect(await page.content()).not.toContain(secret);
    await screenshot(page, 'settings-integrations-api-keys-light');

    await row.getByRole('button', { name: 'Revoke Order desk' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Requests made with this key are refused from now on').waitFor();
    await confirm.getByRole('button', { name: 'Revoke key' }).click();
    await confirm.waitFor({ state: 'detached' });
    await row.getByRole('term').filter({ hasText: 'Revoked' }).waitFor();
    expect(await row.textContent()).toMatch(/^Order desk.*Revoked.*Revoked just now/);
    expect(await row.getByRole('button', { name: 'Revoke Order desk' }).count()).toBe(0);

    const refused = await listThreads(secret);
    expect(refused.status).toBe(401);
    expect(refused.body.errors[0]).toMatchObject({ message: 'This API key is unknown, revoked or expired.', extensions: { code: 'INVALID_API_KEY' } });

    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'settings-integrations-api-keys-dark');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('creates a read-only key that expires at the end of a chosen day, from the keyboard', async () => {
    const { context, page } = await signedIn(admin);
    await page.goto(`${app.app.url()}/dashboard/settings/integrations`);
    await page.getByRole('button', { name: 'Create key' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await page.keyboard.type('Nightly export');
    expect(await dialog.getByLabel('Name').inputValue()).toBe('Nightly export');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    const chosenAccess = () => dialog.getByRole('radio', { checked: true }).getAttribute('value');
    expect(await chosenAccess()).toBe('WRITE');
    await page.keyboard.press('ArrowLeft');
    expect(await chosenAccess()).toBe('READ');
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toLocaleDateString('en-CA');
    await dialog.getByLabel('Expires on').fill(tomorrow);
    await dialog.getByLabel('Name').press('Enter');
    await dialog.getByText('This is the only time the key is shown.').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    const row = page.getByRole('listitem').filter({ hasText: 'Nightly export' });
    await expect(row.textContent()).resolves.toMatch(/^Nightly export\s*parley_\w{4}…read(?!write).*Expires (tomorrow|in 2 days)/);
    const { viewer } = await admin.data(`query { viewer { activeOrganization { apiKeys { name scopes expiresAt } } } }`);
    const created = viewer.activeOrganization.apiKeys.find((apiKey: { name: string }) => apiKey.name === 'Nightly export');
    expect(created.scopes).toEqual(['READ']);
    expect(new Date(created.expiresAt).toLocaleDateString('en-CA')).toBe(tomorrow);
    expect(new Date(new Date(created.expiresAt).getTime() + 1000).toLocaleDateString('en-CA')).not.toBe(tomorrow);
    await context.close();
  });

  it('fits a phone screen, and tells agents that owners and admins manage integrations', async () => {
    const phone = await signedIn(admin, { width: 390, height: 844 });
    await phone.page.goto(`${app.app.url()}/dashboard/settings/integrations`);
    await phone.page.getByText('Order desk').waitFor();
    await eventuallyPasses(
      () => phone.page.evaluate(() => document.documentElement.scrollWidth),
      (width) => expect(width).toBeLessThanOrEqual(390),
    );
    await screenshot(phone.page, 'settings-integrations-api-keys-phone');
    await phone.context.close();

    const { context, page } = await signedIn(agent);
    await page.goto(`${app.app.url()}/dashboard/settings/integrations`);
    await page.getByText('Owners and admins manage integrations.').waitFor();
    expect(await page.getByText('API keys').count()).toBe(0);
    await context.close();
  });
});
