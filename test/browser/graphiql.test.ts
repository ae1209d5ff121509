import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser } from 'playwright-core';
import type { TestApp } from '../../server/test-support/test-app';
import { cspViolationsIn, launchBrowser, screenshot, startBrowserApp } from './support';

jest.setTimeout(60_000);

let app: TestApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([startBrowserApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('GraphiQL at /graphql', () => {
  it('renders with every request off this machine cut, with a header editor for the API key', async () => {
    const page = await browser.newPage();
    const elsewhere: string[] = [];
    await page.route('**/*', (route) => {
      const { hostname, protocol } = new URL(route.request().url());
      if (protocol === 'data:' || protocol === 'blob:' || hostname === '127.0.0.1' || hostname === 'localhost') return route.continue();
      elsewhere.push(route.request().url());
      return route.abort();
    });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto(`${app.app.url()}/graphql`);
    await page.locator('.graphiql-container').first().waitFor();
    await page.getByText('Headers', { exact: true }).click();
    await screenshot(page, 'graphiql-offline');
    // The editor draws spaces as no-break spaces.
    await page.locator('.view-lines', { hasText: /Authorization[\s\S]*Bearer\s<paste\syour\sAPI\skey>/ }).first().waitFor();

    expect(elsewhere).toEqual([]);
    expect(problems).toEqual([]);
    expect(cspViolationsIn(browser)).toEqual([]);
    await page.close();
  });
});
