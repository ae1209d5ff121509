import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser } from 'playwright-core';
import type { TestApp } from '../../server/test-support/test-app';
import { axeViolations, cspViolationsIn, docScreenshot, launchBrowser, startBrowserApp } from './support';

// Starting the app runs the migrations, which can take a while on a busy machine.
jest.setTimeout(60_000);

let app: TestApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([startBrowserApp({ PUBLIC_SITE: 'off' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('an install without the public site (PUBLIC_SITE=off)', () => {
  it('opens on the sign-in page, which links nowhere into the marketing site', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${app.app.url()}/`);
    await page.waitForURL(`${app.app.url()}/login`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    for (const name of ['Privacy', 'Terms', 'Help']) expect(await page.getByRole('link', { name, exact: true }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await docScreenshot(page, 'self-hosted-sign-in');

    // The logo leads back to sign-in, not to a home page that is not there.
    await page.getByRole('link', { name: 'Parley home' }).click();
    await page.waitForURL(`${app.app.url()}/login`);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL(/\/register$/);
    expect(await page.getByRole('link', { name: 'terms', exact: true }).count()).toBe(0);
    await page.close();
  });

  it('shows the app’s own not-found screen for a marketing page, with status 404', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const response = await page.goto(`${app.app.url()}/integrations`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'We could not find that page' }).waitFor();
    expect(await page.getByRole('link', { name: 'Browse resources' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await docScreenshot(page, 'self-hosted-not-found');
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await page.waitForURL(/\/login\?next=/);
    await page.close();
  });

  it('reported no Content-Security-Policy violation', () => {
    expect(cspViolationsIn(browser)).toEqual([]);
  });
});
