import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { ownerWithOrganization } from '../../server/test-support/accounts';
import type { TestClient } from '../../server/test-support/graphql-client';
import { startSlackServer, type SlackServer } from '../../server/test-support/slack-server';
import type { TestApp } from '../../server/test-support/test-app';
import { axeViolations, launchBrowser, screenshot, startBrowserApp } from './support';

let app: TestApp;
let browser: Browser;
let slack: SlackServer;
let ada: TestClient;
let page: Page;

beforeAll(async () => {
  slack = await startSlackServer();
  [app, browser] = await Promise.all([startBrowserApp({ SLACK_API_URL: slack.apiUrl }), launchBrowser()]);
  ada = app.client();
  await ownerWithOrganization(ada, app.mail, 'Acme Inc.');
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(10_000);
  await context.addCookies([...ada.cookies].map(([name, value]) => ({ name, value, url: app.app.url(), httpOnly: true, sameSite: 'Lax' as const })));
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await slack?.close();
});

const slackSection = () => page.locator('#slack');

describe('Settings → Integrations → Slack', () => {
  it('shows the manifest and Events URL to paste, refuses a bad token beside its field, connects, and disconnects after confirming', async () => {
    const workspace = slack.addWorkspace();
    await page.goto(`${app.app.url()}/dashboard/settings/integrations`);
    const section = slackSection();
    await section.getByText('App manifest (JSON)').waitFor();
    const manifest = JSON.parse((await section.locator('pre').first().textContent())!);
    expect(manifest.settings.event_subscriptions.request_url).toMatch(/\/integrations\/slack\/events\/\w+$/);
    await section.getByText(manifest.settings.event_subscriptions.request_url, { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'settings-integrations-slack-setup');

    await section.getByRole('button', { name: 'Connect Slack' }).click();
    await section.getByText('Paste the bot token.').waitFor();
    await section.getByText('Paste a channel id such as C0123ABCD').waitFor();
    await section.getByLabel('Bot token').fill('xoxb-revoked-token');
    await section.getByLabel('Signing secret').fill(workspace.signingSecret);
    await section.getByLabel('Channel ID').fill(workspace.channelId);
    await section.getByRole('button', { name: 'Connect Slack' }).click();
    await section.getByText(/Slack did not accept this bot token \(invalid_auth\)/).waitFor();
    expect(await section.getByLabel('Bot token').getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'settings-integrations-slack-error');

    await section.getByLabel('Bot token').fill(workspace.botToken);
    await section.getByLabel('Alerts only').check();
    await section.getByRole('button', { name: 'Connect Slack' }).click();
    await section.getByText('Posting to').waitFor();
    await section.getByText('#support').waitFor();
    await section.getByText('Alerts only', { exact: true }).waitFor();
    const { viewer } = await ada.data(`{ viewer { activeOrganization { slackIntegration { channelId mode workspaceName } } } }`);
    expect(viewer.activeOrganization.slackIntegration).toEqual({ channelId: workspace.channelId, mode: 'ALERTS_ONLY', workspaceName: workspace.teamName });
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'settings-integrations-slack-connected');

    await section.getByRole('button', { name: 'Disconnect' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Disconnect Slack?').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await section.getByText('Posting to').waitFor();

    await section.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
    await section.getByRole('button', { name: 'Connect Slack' }).waitFor();
    const { viewer: after } = await ada.data(`{ viewer { activeOrganization { slackIntegration { channelId } } } }`);
    expect(after.activeOrganization.slackIntegration).toBeNull();
  });

  it('fits a phone screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await slackSection().getByText('App manifest (JSON)').waitFor();
    await slackSection().scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'settings-integrations-slack-phone');
  });
});
