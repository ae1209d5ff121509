import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page, WebSocket } from 'playwright-core';
import { ownerWithOrganization, teammateOf } from '../../server/test-support/accounts';
import { sendVisitorMessage, startVisitor, widgetOf } from '../../server/test-support/conversations';
import type { TestClient } from '../../server/test-support/graphql-client';
import type { TestApp } from '../../server/test-support/test-app';
import { eventually, launchBrowser, screenshot, startBrowserApp } from './support';
import { writeInChat } from './widget-frame';

let app: TestApp;
let browser: Browser;
let owner: TestClient;
let organizationId: string;
let widget: { id: string; clientId: string };

beforeAll(async () => {
  [app, browser] = await Promise.all([startBrowserApp(), launchBrowser()]);
  owner = app.client();
  ({ organizationId } = await ownerWithOrganization(owner, app.mail, 'Acme Support'));
  widget = await widgetOf(owner, organizationId);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** A page in a fresh profile, signed in as `client` when given, recording the WebSockets it opens. */
async function pageOf(client?: TestClient): Promise<{ context: BrowserContext; page: Page; sockets: WebSocket[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  context.setDefaultTimeout(15_000);
  if (client) {
    const url = app.app.url();
    await context.addCookies([...client.cookies].map(([name, value]) => ({ name, value, url, httpOnly: true, sameSite: 'Lax' as const })));
  }
  const page = await context.newPage();
  const sockets: WebSocket[] = [];
  page.on('websocket', (socket) => sockets.push(socket));
  return { context, page, sockets };
}

/**
 * The page let go of the server after losing access: every socket it opened is closed, and it opened at most
 * `reconnects` more after `before` (one reconnect, refused, is fine; a retry loop is not).
 */
async function expectNoReconnectLoop(sockets: WebSocket[], before: number, reconnects = 1) {
  await eventually(async () => sockets.every((socket) => socket.isClosed()), (allClosed) => allClosed);
  expect(sockets.length - before).toBeLessThanOrEqual(reconnects);
}

const membershipIdOf = async (email: string) =>
  (await owner.data(`query($id: ID!) { node(id: $id) { ... on Organization { members { id user { email } } } } }`, { id: organizationId })).node.members.find(
    (member: { user: { email: string } }) => member.user.email === email,
  ).id as string;

describe('a dashboard that loses access while open', () => {
  it('carries on live with the new role, and leaves for onboarding once removed', async () => {
    const agent = await teammateOf(app, owner, organizationId, 'AGENT', 'Grace Hopper');
    const { context, page, sockets } = await pageOf(agent.client);
    await page.goto(`${app.app.url()}/dashboard/threads`);
    await page.getByText('All caught up').waitFor();
    await page.getByRole('status').filter({ hasText: 'Live' }).first().waitFor();
    await page.getByText('Agent', { exact: true }).first().waitFor();

    const membershipId = await membershipIdOf(agent.email);
    await owner.data(`mutation($id: ID!) { changeMemberRole(input: { membershipId: $id, role: ADMIN }) { __typename } }`, { id: membershipId });
    await page.getByText('Admin', { exact: true }).first().waitFor();
    await page.getByRole('status').filter({ hasText: 'Live' }).first().waitFor();
    // Still live: a visitor writing now shows up at once.
    const visitor = await startVisitor(app, widget.clientId);
    await visitor.client.data(`mutation { identifyVisitor(input: { name: "Léa Martin" }) { __typename } }`);
    await sendVisitorMessage(visitor, 'Do you ship to Lyon?', randomUUID());
    await page.getByRole('link', { name: /Léa Martin/ }).waitFor();

    const before = sockets.length;
    await owner.data(`mutation($id: ID!) { removeMember(input: { membershipId: $id }) { __typename } }`, { id: membershipId });
    await page.waitForURL(/\/onboarding$/);
    await expectNoReconnectLoop(sockets, before);
    await screenshot(page, 'revoked-access-removed-member');
    await context.close();
  });

  it('goes to sign-in once its session is ended elsewhere', async () => {
    const agent = await teammateOf(app, owner, organizationId, 'AGENT', 'Carl Quiet');
    const { context, page, sockets } = await pageOf(agent.client);
    await page.goto(`${app.app.url()}/dashboard/threads`);
    await page.getByRole('status').filter({ hasText: 'Live' }).first().waitFor();

    const before = sockets.length;
    // The test's client holds the same session as the browser: signing out everywhere ends it.
    await agent.client.data(`mutation { signOut(input: { everywhere: true }) { __typename } }`);
    await page.waitForURL(/\/login\?next=/);
    await page.getByRole('heading', { name: /sign in/i }).waitFor();
    await expectNoReconnectLoop(sockets, before);
    await context.close();
  });
});

describe('a widget whose chat is switched off while open', () => {
  it('says the chat is unavailable and stops reconnecting', async () => {
    const site = await widgetOf(owner, organizationId, 'Campaign site');
    const { context, page, sockets } = await pageOf();
    await page.goto(`${app.app.url()}/widgets/${site.clientId}`);
    await page.getByRole('button', { name: 'New conversation' }).click();
    await writeInChat(page.mainFrame(), 'Is the sale still on?');
    await page.getByRole('img', { name: 'Sent' }).waitFor();
    await eventually(async () => sockets.some((socket) => !socket.isClosed()), (open) => open);

    const before = sockets.length;
    await owner.data(`mutation($id: ID!) { updateWidget(input: { widgetId: $id, enabled: false }) { __typename } }`, { id: site.id });
    await page.getByRole('heading', { name: 'Chat isn’t available' }).waitFor();
    await expectNoReconnectLoop(sockets, before);
    await screenshot(page, 'revoked-access-widget-disabled');
    await context.close();
  });
});
