import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { ownerWithOrganization } from '../../server/test-support/accounts';
import type { TestApp } from '../../server/test-support/test-app';
import { axeViolations, docScreenshot, launchBrowser, screenshot, startBrowserApp } from './support';

let app: TestApp;
let browser: Browser;
let page: Page;
let baseUrl: string;
let ownerEmail: string;

/** A free loopback port, so that PUBLIC_URL (and with it the passkeys' RP ID and origin) names the address the browser opens. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  const port = await freePort();
  baseUrl = `http://localhost:${port}`;
  [app, browser] = await Promise.all([startBrowserApp({ PORT: String(port), PUBLIC_URL: baseUrl }), launchBrowser()]);
  ({ email: ownerEmail } = await ownerWithOrganization(app.client(), app.mail, 'Acme Inc.'));
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
  // Chromium's virtual authenticator: a platform authenticator with a screen lock, holding discoverable passkeys.
  const devtools = await context.newCDPSession(page);
  await devtools.send('WebAuthn.enable');
  await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('passkeys, as an owner', () => {
  it('adds a named passkey in account settings', async () => {
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email').fill(ownerEmail);
    await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/dashboard/);

    await page.goto(`${baseUrl}/dashboard/settings/account`);
    const card = page.locator('#passkeys');
    await card.getByText('You have no passkeys yet.').waitFor();
    await card.getByRole('button', { name: 'Add passkey' }).click();
    await card.getByText('Give the passkey a name, such as the device it is on.').waitFor();
    await card.getByLabel('Passkey name').fill('Work laptop');
    await card.getByRole('button', { name: 'Add passkey' }).click();
    await card.getByRole('list', { name: 'Your passkeys' }).getByText('Work laptop').waitFor();
    await card.getByText('never used').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await card.screenshot({ path: '.test-artifacts/screenshots/passkeys-settings.png' });
  });

  it('signs out, then signs in with the passkey alone', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(/\/login/);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'passkeys-sign-in');

    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL(/\/dashboard/);
    await page.goto(`${baseUrl}/dashboard/settings/account`);
    await page.locator('#passkeys').getByText(/last used/).waitFor();
  });

  it('offers only the passkey as the second step after the password, with no code field', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(/\/login/);
    await page.getByLabel('Email').fill(ownerEmail);
    await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
    await page.getByText('Use your passkey to finish signing in.').waitFor();
    // The account has neither an authenticator app nor recovery codes: there is no code to ask for.
    expect(await page.getByLabel('Authentication code').count()).toBe(0);
    expect(await page.getByLabel('Recovery code').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Verify and sign in' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await docScreenshot(page, 'passkeys-second-step');
    await page.getByRole('button', { name: 'Use your passkey' }).click();
    await page.waitForURL(/\/dashboard/);
    await page.goto(`${baseUrl}/dashboard/settings/account`);
    await page.locator('#passkeys').getByText(/last used/).waitFor();
  });

  it('asks for the password before removing it', async () => {
    const card = page.locator('#passkeys');
    await card.getByRole('button', { name: 'Remove Work laptop' }).click();
    await card.getByLabel(/Your password, to remove/).fill('not my password');
    await card.getByRole('button', { name: 'Remove passkey' }).click();
    await card.getByText('That is not your current password.').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await card.screenshot({ path: '.test-artifacts/screenshots/passkeys-remove.png' });
    await card.getByLabel(/Your password, to remove/).fill('correct horse battery');
    await card.getByRole('button', { name: 'Remove passkey' }).click();
    await card.getByText('You have no passkeys yet.').waitFor();
  });
});
