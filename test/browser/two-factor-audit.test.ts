import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import * as OTPAuth from 'otpauth';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ownerWithOrganization, teammateOf } from '../../server/test-support/accounts';
import type { TestClient } from '../../server/test-support/graphql-client';
import type { TestApp } from '../../server/test-support/test-app';
import { axeViolations, launchBrowser, screenshot, startBrowserApp } from './support';

let app: TestApp;
let browser: Browser;
let owner: TestClient;
let ownerEmail: string;
let organizationId: string;
let page: Page;
let agent: Awaited<ReturnType<typeof teammateOf>>;

async function signedInContext(client: TestClient): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(10_000);
  await context.addCookies([...client.cookies].map(([name, value]) => ({ name, value, url: app.app.url(), httpOnly: true, sameSite: 'Lax' as const })));
  return context;
}

beforeAll(async () => {
  [app, browser] = await Promise.all([startBrowserApp(), launchBrowser()]);
  owner = app.client();
  ({ email: ownerEmail, organizationId } = await ownerWithOrganization(owner, app.mail, 'Acme Inc.'));
  agent = await teammateOf(app, owner, organizationId, 'AGENT', 'Grace Hopper');
  page = await (await signedInContext(owner)).newPage();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

let secret: string;
let recoveryCodes: string[];

/**
 * The code an authenticator app shows for the next 30-second step: accepted as a drifted clock would be, and never
 * one already used, so each sign-in needs no wait for a new code.
 */
const nextCode = () => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + 30_000 });

async function signOut() {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL(/\/login/);
}

async function passwordStep() {
  await page.goto(`${app.app.url()}/login`);
  await page.getByLabel('Email').fill(ownerEmail);
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
}

describe('two-factor sign-in and the audit log, as an owner', () => {
  it('sets up an authenticator from the QR code and key shown, and keeps the recovery codes shown once', async () => {
    await page.goto(`${app.app.url()}/dashboard/settings/account`);
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await page.getByRole('img', { name: 'QR code to scan with your authenticator app' }).waitFor();
    secret = (await page.getByTestId('two-factor-secret').textContent())!.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('#two-factor').screenshot({ path: '.test-artifacts/screenshots/two-factor-setup-qr.png' });

    await page.getByLabel('Code from the app').fill('000000' === nextCode() ? '111111' : '000000');
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await page.getByText('That code is not right.', { exact: false }).waitFor();

    await page.getByLabel('Code from the app').fill(new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate());
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await codes.first().waitFor();
    recoveryCodes = await codes.allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'two-factor-recovery-codes');

    expect(await page.getByRole('button', { name: 'Done' }).isDisabled()).toBe(true);
    await page.getByLabel('I have saved my recovery codes').check();
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByText(/You have 10 unused recovery codes/).waitFor();
  });

  it('asks for a code after the password, then takes a recovery code once', async () => {
    await signOut();
    await passwordStep();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'two-factor-sign-in-step');
    await page.getByLabel('Authentication code').fill(nextCode());
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.waitForURL(/\/dashboard/);

    await signOut();
    await passwordStep();
    await page.getByLabel('Authentication code').fill(recoveryCodes[0]);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.waitForURL(/\/dashboard/);
    await page.goto(`${app.app.url()}/dashboard/settings/account`);
    await page.getByText(/You have 9 unused recovery codes/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('#two-factor').screenshot({ path: '.test-artifacts/screenshots/two-factor-on.png' });
  });

  it('requires two-factor sign-in of every member: an agent without it is led to set it up', async () => {
    await page.goto(`${app.app.url()}/dashboard/settings/organization`);
    await page.getByLabel('Require two-factor sign-in').check();
    await page.getByText('Two-factor sign-in required', { exact: true }).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'organization-require-two-factor');

    const agentPage = await (await signedInContext(agent.client)).newPage();
    await agentPage.goto(`${app.app.url()}/dashboard/threads`);
    await agentPage.waitForURL(/\/two-factor-setup/);
    await agentPage.getByRole('heading', { name: 'Set up two-factor sign-in' }).waitFor();
    await agentPage.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await agentPage.getByTestId('two-factor-secret').waitFor();
    expect(await axeViolations(agentPage)).toEqual([]);
    await screenshot(agentPage, 'two-factor-required-setup');
    const agentSecret = (await agentPage.getByTestId('two-factor-secret').textContent())!.replace(/\s/g, '');
    await agentPage.getByLabel('Code from the app').fill(new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(agentSecret) }).generate());
    await agentPage.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await agentPage.getByLabel('I have saved my recovery codes').check();
    await agentPage.getByRole('button', { name: 'Done' }).click();
    await agentPage.waitForURL(/\/dashboard$/);
  });

  it('reads all of it in the audit log, filtered by action', async () => {
    await page.goto(`${app.app.url()}/dashboard/settings/organization`);
    await page.getByRole('link', { name: 'Open audit log' }).click();
    await page.waitForURL(/\/settings\/organization\/audit-log/);
    const log = page.getByRole('table');
    for (const action of ['Signed in', 'Two-factor sign-in turned on', 'Recovery code used', 'Organization settings changed', 'Invitation sent']) {
      await log.getByText(action, { exact: true }).first().waitFor();
    }
    await log.getByText('Grace Hopper', { exact: false }).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'audit-log');

    await page.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Recovery code used' }).click();
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
    await log.getByText('Recovery code used', { exact: true }).waitFor();
    await screenshot(page, 'audit-log-filtered');
  });
});
