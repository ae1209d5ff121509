import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { linkIn } from '../../server/test-support/mail-catcher';
import { uniqueEmail } from '../../server/test-support/accounts';
import type { TestApp } from '../../server/test-support/test-app';
import { axeViolations, launchBrowser, onApp, screenshot, startBrowserApp } from './support';

let app: TestApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([startBrowserApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

async function expectAccessible(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

describe('a new user, from sign-up to a working team', () => {
  const ownerEmail = uniqueEmail('owner');
  const teammateEmail = uniqueEmail('teammate');
  let owner: Page;

  it('registers, follows the emailed verification link and lands in onboarding', async () => {
    owner = await newPage();
    await owner.goto(`${app.app.url()}/register`);
    await owner.getByLabel('Full name').fill('Maya Chen');
    await owner.getByLabel('Work email').fill(ownerEmail);
    await owner.getByLabel('Password').fill('short');
    await owner.getByRole('button', { name: 'Create account' }).click();
    await owner.getByText('Use at least 10 characters.').waitFor();
    await expectAccessible(owner);
    await screenshot(owner, 'register-errors');

    await owner.getByLabel('Password').fill('a long passphrase');
    await owner.getByRole('button', { name: 'Create account' }).click();
    await owner.waitForURL(/\/verify/);
    await owner.getByText(ownerEmail).first().waitFor();

    const verification = await app.mail.waitFor(ownerEmail, /Confirm your email/);
    await owner.goto(onApp(app, linkIn(verification, '/verify')));
    await owner.getByRole('link', { name: 'Continue' }).click();
    await owner.waitForURL(/\/onboarding/);
  });

  it('creates the organization and widget, sees the install snippet, and invites a teammate', async () => {
    await owner.getByLabel('Organization name').fill('Acme Inc.');
    await expectAccessible(owner);
    await owner.getByRole('button', { name: 'Continue' }).click();

    await owner.getByLabel('Widget name').fill('Website');
    await owner.getByRole('button', { name: 'Create widget' }).click();
    const snippet = owner.getByText(/<script src=".*\/widget\.js" data-client-id="[\w-]+" async><\/script>/);
    await snippet.waitFor();
    await screenshot(owner, 'onboarding-snippet');
    await expectAccessible(owner);
    await owner.getByRole('button', { name: 'Continue' }).click();

    await owner.getByLabel('Email of teammate 1').fill(teammateEmail);
    await owner.getByRole('button', { name: 'Invite and finish' }).click();
    await owner.waitForURL(/\/dashboard\/threads/);
  });

  it('lets the invited teammate register from the emailed link and join', async () => {
    const invitation = await app.mail.waitFor(teammateEmail, /invited you to Acme Inc\./);
    const teammate = await newPage();
    await teammate.goto(onApp(app, linkIn(invitation, '/register')));
    await teammate.getByText(/invited you/).first().waitFor();
    await expect(teammate.getByLabel('Work email').inputValue()).resolves.toBe(teammateEmail);
    await teammate.getByLabel('Full name').fill('Sam Rivera');
    await teammate.getByLabel('Password').fill('teammate passphrase');
    await teammate.getByRole('button', { name: 'Create account' }).click();
    await teammate.waitForURL(/\/dashboard/);
    await teammate.getByText('Acme Inc.').first().waitFor();
    await teammate.close();
  });

  it('shows the teammate on the team settings page', async () => {
    await owner.goto(`${app.app.url()}/dashboard/settings/team`);
    await owner.getByText('Sam Rivera').waitFor();
    await owner.getByText(teammateEmail).waitFor();
    await expectAccessible(owner);
    await screenshot(owner, 'team-settings');
  });

  it('resets a forgotten password by emailed link, signing in with the new one', async () => {
    const forgetful = await newPage();
    await forgetful.goto(`${app.app.url()}/login`);
    await forgetful.getByRole('link', { name: 'Forgot password?' }).click();
    await forgetful.getByLabel('Email').fill(ownerEmail);
    await forgetful.getByRole('button', { name: 'Send reset link' }).click();
    await forgetful.getByText(/If an account exists/i).waitFor();

    const reset = await app.mail.waitFor(ownerEmail, /Reset your password/);
    await forgetful.goto(onApp(app, linkIn(reset, '/reset')));
    await forgetful.getByLabel('New password', { exact: true }).fill('my new passphrase');
    await forgetful.getByLabel('Confirm new password').fill('my new passphrase');
    await forgetful.getByRole('button', { name: 'Set new password' }).click();
    await forgetful.waitForURL(/\/dashboard/);

    // The old browser was signed out by the reset; signing in there takes the new password.
    await owner.goto(`${app.app.url()}/dashboard/settings/team`);
    await owner.waitForURL(/\/login\?next=/);
    await owner.getByLabel('Email').fill(ownerEmail);
    await owner.getByLabel('Password').fill('my new passphrase');
    await owner.getByRole('button', { name: 'Sign in' }).click();
    await owner.waitForURL(/\/dashboard\/settings\/team/);
  });
});
