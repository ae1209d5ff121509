import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { databaseId, ownerWithOrganization } from '../../server/test-support/accounts';
import { contactGlobalId, operatorThreadId, sendVisitorMessage, startVisitor, widgetOf } from '../../server/test-support/conversations';
import type { TestClient } from '../../server/test-support/graphql-client';
import { linkIn } from '../../server/test-support/mail-catcher';
import { ndjson, readZip } from '../../server/test-support/read-zip';
import type { TestApp } from '../../server/test-support/test-app';
import { axeViolations, docScreenshot, eventually, launchBrowser, onApp, startBrowserApp } from './support';

// An owner answers a data-protection request from start to end: exports the whole organization from the emailed
// link, exports one person's data, erases that person, and sets a retention period after a dry run.
let app: TestApp;
let browser: Browser;
let page: Page;
let owner: TestClient;
let ownerEmail: string;
let organizationId: string;
let mayaThreadId: string;
const oldClosedThreads: string[] = [];
let recentClosedThread: string;

const dayMs = 24 * 60 * 60 * 1000;
const updateContact = `mutation($input: UpdateContactInput!) { updateContact(input: $input) { __typename } }`;
const closeThread = `mutation($id: ID!) { updateThreadStatus(input: { threadId: $id, status: CLOSED }) { __typename } }`;

/** A visitor's conversation, closed, its last activity `daysAgo` days back. */
async function closedConversation(widget: { clientId: string }, body: string, daysAgo: number): Promise<string> {
  const visitor = await startVisitor(app, widget.clientId);
  const sent = await sendVisitorMessage(visitor, body, randomUUID());
  const threadId = operatorThreadId(sent.thread.id);
  expect((await owner.data(closeThread, { id: threadId })).updateThreadStatus.__typename).toBe('UpdateThreadStatusPayload');
  const then = new Date(Date.now() - daysAgo * dayMs);
  await app.database.prisma.thread.update({ where: { id: databaseId(threadId) }, data: { lastMessageAt: then, closedAt: then } });
  return databaseId(threadId);
}

beforeAll(async () => {
  [app, browser] = await Promise.all([startBrowserApp(), launchBrowser()]);
  owner = app.client();
  ({ organizationId, email: ownerEmail } = await ownerWithOrganization(owner, app.mail, 'Hooli'));
  const widget = await widgetOf(owner, organizationId);
  const maya = await startVisitor(app, widget.clientId);
  const opening = await sendVisitorMessage(maya, 'Where is parcel 7781?', randomUUID());
  mayaThreadId = operatorThreadId(opening.thread.id);
  await owner.data(updateContact, { input: { contactId: contactGlobalId(maya.id), name: 'Maya Chen', email: 'maya@example.com' } });
  oldClosedThreads.push(await closedConversation(widget, 'An old question about invoices', 60), await closedConversation(widget, 'An old question about returns', 45));
  recentClosedThread = await closedConversation(widget, 'A recent question about sizes', 5);

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  context.setDefaultTimeout(20_000);
  const url = app.app.url();
  await context.addCookies([...owner.cookies].map(([name, value]) => ({ name, value, url, httpOnly: true, sameSite: 'Lax' as const })));
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** Opens a link that answers with a file and returns the file's name and bytes. */
async function downloadFrom(trigger: () => Promise<unknown>): Promise<{ name: string; content: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), trigger()]);
  return { name: download.suggestedFilename(), content: fs.readFileSync((await download.path())!) };
}

describe('data protection, as an owner', () => {
  it('exports the whole organization and downloads it from the emailed link', async () => {
    const since = app.mail.received.length;
    await page.goto(`${app.app.url()}/dashboard/settings/organization`);
    const card = page.locator('#organization-export');
    await card.getByText('We build the file in the background').waitFor();
    await card.getByRole('button', { name: 'Export all data' }).click();
    await card.getByText('Your export is ready').waitFor();
    await card.getByText(/We emailed you a download link\. It works once/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await card.scrollIntoViewIfNeeded();
    await docScreenshot(page, 'organization-export-ready');

    const link = linkIn(await app.mail.waitFor(ownerEmail, /Your export of Hooli is ready/, { since }), '/dashboard/organization-export.zip');
    const exportPage = await page.context().newPage();
    const [download] = await Promise.all([exportPage.waitForEvent('download'), exportPage.goto(onApp(app, link)).catch(() => undefined)]);
    expect(download.suggestedFilename()).toMatch(/^hooli[-\w]*-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const entries = readZip(fs.readFileSync((await download.path())!));
    expect(ndjson(entries, 'threads.ndjson').map((thread) => thread.id)).toContain(mayaThreadId);
    expect(ndjson(entries, 'messages.ndjson').map((message) => message.body)).toContain('Where is parcel 7781?');
    expect(ndjson(entries, 'contacts.ndjson').map((contact) => contact.email)).toContain('maya@example.com');

    // The link worked once.
    const again = await exportPage.goto(onApp(app, link));
    expect(again?.status()).toBe(410);
    await exportPage.getByText('This download link has expired or has already been used.').waitFor();
    await exportPage.close();
    await page.reload();
    await card.getByText(/Downloaded .*The link worked once/).waitFor();
  });

  it("exports one contact's data, then erases them and finds nothing of them in the inbox", async () => {
    await page.goto(`${app.app.url()}/dashboard/threads/${mayaThreadId}`);
    await page.getByRole('list', { name: 'Messages' }).getByText('Where is parcel 7781?').waitFor();
    const personalData = page.getByRole('complementary', { name: 'Contact details' }).locator('section', { has: page.getByRole('heading', { name: 'Personal data' }) });
    const file = await downloadFrom(() => personalData.getByRole('button', { name: 'Export data' }).click());
    expect(file.name).toMatch(/^contact-\d+-\d{4}-\d{2}-\d{2}\.json$/);
    const document = JSON.parse(file.content.toString('utf8'));
    expect(document.contact).toMatchObject({ name: 'Maya Chen', email: 'maya@example.com' });
    expect(document.threads[0].messages.map((message: { body: string }) => message.body)).toContain('Where is parcel 7781?');

    await personalData.getByRole('button', { name: 'Erase contact…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase Maya Chen?' });
    await dialog.getByLabel(/Type maya@example.com to confirm/).fill('maya@example');
    expect(await dialog.getByRole('button', { name: 'Erase permanently' }).isDisabled()).toBe(true);
    await dialog.getByLabel(/Type maya@example.com to confirm/).fill('maya@example.com');
    expect(await axeViolations(page)).toEqual([]);
    await docScreenshot(page, 'contact-erase-confirm');
    await dialog.getByRole('button', { name: 'Erase permanently' }).click();
    await page.getByText('Contact erased', { exact: true }).waitFor();

    await page.goto(`${app.app.url()}/dashboard/threads`);
    const search = page.getByLabel('Search conversations');
    for (const term of ['parcel 7781', 'maya@example.com', 'Maya Chen']) {
      await search.fill(term);
      await page.getByText('No matches').waitFor();
    }
    expect(await app.database.prisma.contact.count({ where: { email: 'maya@example.com' } })).toBe(0);
  });

  it('sets retention to 30 days: the dry run counts the old closed conversations, the real run removes them', async () => {
    await page.goto(`${app.app.url()}/dashboard/settings/organization`);
    const card = page.locator('#data-retention');
    await card.getByLabel('Delete closed conversations').check();
    await card.getByLabel('After (days)').fill('30');
    await card.getByRole('button', { name: 'Dry run' }).click();
    await card.getByText("With these settings, tonight's run would delete 2 closed conversations and 0 files.").waitFor();
    expect(await app.database.prisma.thread.count({ where: { id: { in: oldClosedThreads } } })).toBe(2);
    expect(await axeViolations(page)).toEqual([]);
    await card.scrollIntoViewIfNeeded();
    await docScreenshot(page, 'data-retention-dry-run');

    await card.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Data retention saved', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Run now…' }).click();
    await page.getByRole('button', { name: 'Delete now' }).click();
    await page.getByText('Deleted 2 closed conversations and 0 files.').first().waitFor();
    await eventually(() => app.database.prisma.thread.count({ where: { id: { in: oldClosedThreads } } }), (count) => count === 0);
    expect(await app.database.prisma.thread.count({ where: { id: recentClosedThread } })).toBe(1);
  });

  it('follows an export being built, then shows why it failed, in light and dark', async () => {
    // A build another instance is running, as the database shows it.
    const building = await app.database.prisma.organizationExport.create({
      data: { organizationId: databaseId(organizationId), status: 'RUNNING', claimedAt: new Date(), progressTotal: 200, progressDone: 84 },
    });
    await page.goto(`${app.app.url()}/dashboard/settings/organization`);
    const card = page.locator('#organization-export');
    const progress = card.getByRole('progressbar', { name: 'Export progress' });
    await card.getByText('42% · 84 of 200 items').waitFor();
    expect(await progress.getAttribute('aria-valuenow')).toBe('42');
    expect(await card.getByRole('button', { name: 'Export in progress' }).isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await card.scrollIntoViewIfNeeded();
    await docScreenshot(page, 'organization-export-progress');

    await app.database.prisma.organizationExport.update({ where: { id: building.id }, data: { progressDone: 150 } });
    await card.getByText('75% · 150 of 200 items').waitFor();
    await app.database.prisma.organizationExport.update({
      where: { id: building.id },
      data: { status: 'FAILED', error: 'The export could not be completed. Start it again; if it keeps failing, contact support.', finishedAt: new Date() },
    });
    await card.getByText(/The export failed on/).waitFor();
    await card.getByRole('button', { name: 'Start a new export' }).waitFor();
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await axeViolations(page)).toEqual([]);
    await docScreenshot(page, 'organization-export-failed-dark');
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('finds all of it in the audit log', async () => {
    await page.goto(`${app.app.url()}/dashboard/settings/organization/audit-log`);
    const log = page.getByRole('table');
    for (const action of ['Organization export started', 'Organization export downloaded', 'Contact exported', 'Contact erased', 'Data retention changed', 'Retention run']) {
      await log.getByText(action, { exact: true }).first().waitFor();
    }
    expect(await axeViolations(page)).toEqual([]);
    await docScreenshot(page, 'audit-log-data-protection');
  });
});
