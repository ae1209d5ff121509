import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { linkIn } from '../../server/test-support/mail-catcher';
import { uniqueEmail } from '../../server/test-support/accounts';
import type { TestApp } from '../../server/test-support/test-app';
import { axeViolations, cspViolationsIn, launchBrowser, onApp, screenshot, startBrowserApp } from './support';

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
    await owner.getByLabel('Password', { exact: true }).fill('short');
    await owner.getByRole('button', { name: 'Create account' }).click();
    await owner.getByText('Use at least 10 characters.', { exact: true }).waitFor();
    await expectAccessible(owner);
    await screenshot(owner, 'register-errors');

    // The meter loads its dictionaries once someone types, and says what the server will say.
    await owner.getByLabel('Password', { exact: true }).fill('password123');
    await owner.getByRole('meter', { name: 'Password strength' }).waitFor();
    await owner.getByText(/Too easy to guess\. This is a commonly used password\./).waitFor();
    await expectAccessible(owner);
    await screenshot(owner, 'register-password-meter');
    await owner.getByLabel('Password', { exact: true }).fill('a long passphrase');
    await owner.getByText(/Very strong\./).waitFor();
    await owner.getByRole('button', { name: 'Create account' }).click();
    await owner.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    await owner.getByText(ownerEmail).first().waitFor();
    await expectAccessible(owner);
    await screenshot(owner, 'register-check-inbox');
    // Registering signs nobody in: the emailed link does.
    expect((await owner.context().cookies()).some((cookie) => cookie.name === 'parley_session')).toBe(false);

    const since = app.mail.received.length;
    await owner.getByRole('button', { name: 'Resend the link' }).click();
    await owner.getByText(/A new link is on its way/).waitFor();
    const verification = await app.mail.waitFor(ownerEmail, /Confirm your email/, { since });
    await owner.goto(onApp(app, linkIn(verification, '/verify')));
    await owner.getByRole('link', { name: 'Continue' }).click();
    await owner.waitForURL(/\/onboarding/);

    // The same link opened again, in another browser, says the address is confirmed rather than that it failed.
    const again = await newPage();
    await again.goto(onApp(app, linkIn(verification, '/verify')));
    await again.getByRole('heading', { name: 'Your email is already confirmed' }).waitFor();
    await expectAccessible(again);
    await screenshot(again, 'verify-already-confirmed');
    await again.getByRole('link', { name: 'Continue' }).click();
    await again.waitForURL(/\/login/);
    await again.context().close();
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

    // One address the server refuses beside one it takes: the refused row is named, the good one is invited once,
    // and removing the refused row lets "Invite and finish" finish instead of dead-ending.
    await owner.getByLabel('Email of teammate 1').fill('sam@acme');
    await owner.getByRole('button', { name: 'Add another' }).click();
    await owner.getByLabel('Email of teammate 2').fill(teammateEmail);
    await owner.getByRole('button', { name: 'Invite and finish' }).click();
    await owner.getByText(`Invitation sent to ${teammateEmail}.`).waitFor();
    await owner.getByText('Enter a valid email address.').waitFor();
    await expectAccessible(owner);
    await owner.getByRole('button', { name: 'Remove teammate 1' }).click();
    await owner.getByRole('button', { name: 'Invite and finish' }).click();
    await owner.getByRole('heading', { name: 'Overview' }).waitFor();
    await app.mail.waitFor(teammateEmail, /invited you/);
    expect(app.mail.received.filter((mail) => mail.to.includes(teammateEmail))).toHaveLength(1);
  });

  it('lets the invited teammate register from the emailed link and join', async () => {
    const invitation = await app.mail.waitFor(teammateEmail, /invited you to Acme Inc\./);
    const teammate = await newPage();
    await teammate.goto(onApp(app, linkIn(invitation, '/register')));
    await teammate.getByText(/invited you/).first().waitFor();
    await expect(teammate.getByLabel('Work email').inputValue()).resolves.toBe(teammateEmail);
    await teammate.getByLabel('Full name').fill('Sam Rivera');
    await teammate.getByLabel('Password', { exact: true }).fill('teammate passphrase');
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

    // The spent link says so as it opens, before anyone types a new password, and leads to a fresh one.
    const spent = await newPage();
    await spent.goto(onApp(app, linkIn(reset, '/reset')));
    await spent.getByRole('heading', { name: 'This reset link has expired or was already used' }).waitFor();
    expect(await spent.getByLabel('New password', { exact: true }).count()).toBe(0);
    await expectAccessible(spent);
    await screenshot(spent, 'reset-link-spent');
    await spent.getByRole('link', { name: 'Request a new link' }).click();
    await spent.getByRole('button', { name: 'Send reset link' }).waitFor();
    await spent.context().close();

    // The old browser was signed out by the reset; signing in there takes the new password.
    await owner.goto(`${app.app.url()}/dashboard/settings/team`);
    await owner.waitForURL(/\/login\?next=/);
    await owner.getByLabel('Email').fill(ownerEmail);
    await owner.getByLabel('Password', { exact: true }).fill('my new passphrase');
    await owner.getByRole('button', { name: 'Sign in', exact: true }).click();
    await owner.waitForURL(/\/dashboard\/settings\/team/);
  });

  it('offers an emailed sign-in link once password attempts are throttled, and the link signs in', async () => {
    const locked = await newPage();
    await locked.goto(`${app.app.url()}/login`);
    await locked.getByLabel('Email').fill(ownerEmail);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await locked.getByLabel('Password', { exact: true }).fill(`not my password ${attempt}`);
      await locked.getByRole('button', { name: 'Sign in', exact: true }).click();
      await locked.getByRole('alert').filter({ hasText: /do not match|Too many attempts/ }).waitFor();
    }
    await locked.getByText(/Too many attempts/).waitFor();
    const offer = locked.getByRole('button', { name: 'Email me a sign-in link' });
    await offer.waitFor();
    await expectAccessible(locked);
    await screenshot(locked, 'sign-in-link-offer');

    const since = app.mail.received.length;
    await offer.click();
    await locked.getByText(/a sign-in link is on its way/).waitFor();
    const email = await app.mail.waitFor(ownerEmail, /sign-in link/, { since });
    await locked.goto(onApp(app, linkIn(email, '/login/link')));
    await locked.getByRole('heading', { name: 'Sign in to Parley' }).waitFor();
    await expectAccessible(locked);
    await screenshot(locked, 'sign-in-link-page');
    await locked.getByRole('button', { name: 'Sign in', exact: true }).click();
    await locked.getByRole('heading', { name: 'Overview' }).waitFor();
  });

  it('shows the strength of a new password in account settings', async () => {
    await owner.goto(`${app.app.url()}/dashboard/settings/account`);
    await owner.getByLabel('New password', { exact: true }).fill('Maya Chen 2026');
    await owner.getByRole('meter', { name: 'Password strength' }).waitFor();
    await owner.getByText(/(Too easy to guess|Weak|Fair)\./).waitFor();
    await expectAccessible(owner);
    await screenshot(owner, 'account-password-meter');
  });
});

it('reported no Content-Security-Policy violation on any page', () => {
  expect(cspViolationsIn(browser)).toEqual([]);
});
