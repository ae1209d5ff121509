import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { ownerWithOrganization } from '../../server/test-support/accounts';
import { tinyPdf } from '../../server/test-support/attachments';
import { sendVisitorMessage, startVisitor, widgetOf } from '../../server/test-support/conversations';
import type { TestClient } from '../../server/test-support/graphql-client';
import { messageCallback, sendSlackEvent, startSlackServer, type SlackServer } from '../../server/test-support/slack-server';
import type { TestApp } from '../../server/test-support/test-app';
import { axeViolations, docScreenshot, launchBrowser, screenshot, startBrowserApp } from './support';

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

describe('a conversation answered from Slack', () => {
  it('shows the Slack reply live in the dashboard, marked "via Slack", with its file', async () => {
    const owner = app.client();
    const { organizationId } = await ownerWithOrganization(owner, app.mail, 'Globex');
    const workspace = slack.addWorkspace();
    const { connectSlack } = await owner.data(
      `mutation($input: ConnectSlackInput!) { connectSlack(input: $input) { __typename } }`,
      { input: { organizationId, botToken: workspace.botToken, signingSecret: workspace.signingSecret, channelId: workspace.channelId, mode: 'TWO_WAY' } },
    );
    expect(connectSlack.__typename).toBe('ConnectSlackPayload');
    const { node } = await owner.data(`query($id: ID!) { node(id: $id) { ... on Organization { slackSetup { eventsUrl } } } }`, { id: organizationId });
    const eventsUrl = new URL(new URL(node.slackSetup.eventsUrl).pathname, app.app.url()).toString();

    const widget = await widgetOf(owner, organizationId);
    const visitor = await startVisitor(app, widget.clientId);
    await sendVisitorMessage(visitor, 'Do you ship to Norway?', randomUUID());
    await app.app.services.webhooks.runOnce();
    const root = slack.posts(workspace).at(-1)!;

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    context.setDefaultTimeout(15_000);
    await context.addCookies([...owner.cookies].map(([name, value]) => ({ name, value, url: app.app.url(), httpOnly: true, sameSite: 'Lax' as const })));
    const dashboard = await context.newPage();
    await dashboard.goto(`${app.app.url()}/dashboard/threads`);
    await dashboard.getByRole('link', { name: /Do you ship to Norway\?/ }).click();
    const thread = dashboard.getByRole('region', { name: /^Conversation with/ });
    await thread.getByText('Do you ship to Norway?').waitFor();

    const file = slack.shareFile(workspace, 'shipping-rates.pdf', 'application/pdf', tinyPdf);
    const event = messageCallback(workspace, { user: 'U0COURIER', subtype: 'file_share', text: 'We do: 3 to 5 days. Rates attached.', files: [file], ts: '1760004000.000100', thread_ts: root.ts, channel: workspace.channelId });
    expect((await sendSlackEvent(eventsUrl, workspace.signingSecret, event)).status).toBe(200);

    await thread.getByText('We do: 3 to 5 days. Rates attached.').waitFor();
    await thread.getByText('via Slack', { exact: true }).waitFor();
    await thread.getByRole('link', { name: /shipping-rates\.pdf/ }).waitFor();
    expect(await thread.getByText('Slack', { exact: true }).count()).toBeGreaterThan(0);
    expect(await axeViolations(dashboard)).toEqual([]);
    await docScreenshot(dashboard, 'conversation-reply-from-slack');
    await context.close();
  });
});
