import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext } from 'playwright-core';
import { tinyPdf } from '../../server/test-support/attachments';
import { deliver, emailedConversation } from '../../server/test-support/replies-by-email';
import type { TestApp } from '../../server/test-support/test-app';
import { axeViolations, docScreenshot, launchBrowser, startBrowserApp } from './support';

// A visitor answers the team's email from their inbox; the operator, with the conversation open, sees the answer
// arrive, marked as sent by email, without the quoted email below it.
let app: TestApp;
let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  [app, browser] = await Promise.all([startBrowserApp({ INBOUND_SMTP_PORT: '0', INBOUND_EMAIL_DOMAIN: 'reply.parley.test' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('replies by email in the dashboard', () => {
  it('shows an emailed reply live, marked "via email", with its file', async () => {
    const conversation = await emailedConversation(app, 'Northwind Outfitters');
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    context.setDefaultTimeout(15_000);
    const url = app.app.url();
    await context.addCookies([...conversation.owner.cookies].map(([name, value]) => ({ name, value, url, httpOnly: true, sameSite: 'Lax' as const })));
    const dashboard = await context.newPage();
    await dashboard.goto(`${url}/dashboard/threads`);
    await dashboard.getByRole('link', { name: new RegExp(conversation.visitorEmail) }).click();
    const thread = dashboard.getByRole('region', { name: `Conversation with ${conversation.visitorEmail}` });
    await thread.getByText('Yes! Which size do you need?').waitFor();
    expect(await thread.getByText('via email', { exact: true }).count()).toBe(0);

    await deliver(app, {
      from: conversation.visitorEmail,
      to: conversation.replyTo,
      inReplyTo: conversation.messageId,
      text: `Size M please. My order form is attached.\n\nSent from my iPhone\n\nOn Mon, Nov 23, 2026 at 10:02 AM Northwind Outfitters wrote:\n> ${conversation.text.split('\n').join('\n> ')}`,
      attachments: [{ filename: 'order-form.pdf', content: tinyPdf }],
    });
    await thread.getByText('Size M please. My order form is attached.').waitFor();
    await thread.getByText('via email', { exact: true }).waitFor();
    await thread.getByRole('link', { name: /order-form\.pdf/ }).waitFor();
    expect(await thread.getByText('Sent from my iPhone').count()).toBe(0);
    expect(await thread.getByText('Which size do you need?').count()).toBe(1);
    expect(await axeViolations(dashboard)).toEqual([]);
    await docScreenshot(dashboard, 'conversation-reply-by-email');
    await context.close();
  });
});
