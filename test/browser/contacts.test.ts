import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { databaseId, ownerWithOrganization } from '../../server/test-support/accounts';
import { sendVisitorMessage, startVisitor, widgetOf, type Visitor } from '../../server/test-support/conversations';
import type { TestApp } from '../../server/test-support/test-app';
import { axeViolations, docScreenshot, eventually, launchBrowser, startBrowserApp } from './support';

// An operator finds a customer in the contact list, fills in what the team knows about them, keeps a note, writes to
// them first by email and exports the list they filtered.
let app: TestApp;
let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  [app, browser] = await Promise.all([startBrowserApp(), launchBrowser()]);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await app?.close();
});

const updateContact = `mutation($input: UpdateContactInput!) { updateContact(input: $input) { __typename } }`;

function contactIdOf(visitor: Visitor): string {
  return Buffer.from(`Contact:${databaseId(visitor.id)}`).toString('base64');
}

async function expectAccessible(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

describe('contacts', () => {
  it('are searched, filtered, opened, edited, noted, written to by email and exported', async () => {
    const owner = app.client();
    const { organizationId } = await ownerWithOrganization(owner, app.mail, 'Northwind Outfitters');
    const widget = await widgetOf(owner, organizationId);
    const ada = await startVisitor(app, widget.clientId);
    const grace = await startVisitor(app, widget.clientId);
    await startVisitor(app, widget.clientId);
    await sendVisitorMessage(ada, 'Do you ship to Lyon?', crypto.randomUUID());
    await owner.data(updateContact, { input: { contactId: contactIdOf(ada), name: 'Ada Lovelace', email: 'ada@analytical.example', company: 'Analytical Engines' } });
    await owner.data(updateContact, { input: { contactId: contactIdOf(grace), name: 'Grace Hopper', email: 'grace@navy.example', company: 'US Navy' } });
    await app.database.prisma.contact.update({ where: { id: databaseId(contactIdOf(grace)) }, data: { identityVerifiedBy: 'HMAC' } });

    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    context.setDefaultTimeout(20_000);
    const url = app.app.url();
    await context.addCookies([...owner.cookies].map(([name, value]) => ({ name, value, url, httpOnly: true, sameSite: 'Lax' as const })));
    const page = await context.newPage();

    // An admin defines the attribute the team fills in.
    await page.goto(`${url}/dashboard/settings/contact-attributes`);
    await page.getByRole('heading', { name: 'No attributes yet' }).waitFor();
    await page.getByLabel('Label').fill('Plan');
    expect(await page.getByLabel('Key').inputValue()).toBe('plan');
    await page.getByRole('button', { name: 'Add attribute' }).click();
    await page.getByText('plan', { exact: true }).waitFor();
    await expectAccessible(page);
    await docScreenshot(page, 'contact-attributes-settings');

    // The list, from the sidebar.
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Contacts' }).click();
    const rows = page.getByRole('row');
    await page.getByRole('link', { name: 'Grace Hopper' }).waitFor();
    await eventually(() => rows.count(), (count) => count === 4);
    await expectAccessible(page);
    await docScreenshot(page, 'contacts-list');

    await page.getByLabel('Search').fill('navy');
    await eventually(() => rows.count(), (count) => count === 2);
    expect(await page.getByRole('link', { name: 'Ada Lovelace' }).count()).toBe(0);
    await page.getByLabel('Search').fill('nobody-here');
    await page.getByRole('heading', { name: 'No contacts match' }).waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await eventually(() => rows.count(), (count) => count === 4);
    await page.getByRole('combobox', { name: 'Conversations' }).click();
    await page.getByRole('option', { name: 'Has conversations' }).click();
    await eventually(() => rows.count(), (count) => count === 2);
    await page.getByRole('link', { name: 'Ada Lovelace' }).waitFor();

    // The contact page: edit an attribute, keep a note.
    await page.getByRole('link', { name: 'Ada Lovelace' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Ada Lovelace', level: 1 }).waitFor();
    await page.getByRole('link', { name: /Do you ship to Lyon\?/ }).waitFor();
    await page.getByLabel('Plan').fill('Business');
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.getByText('Contact saved', { exact: true }).waitFor();
    await eventually(
      async () => (await app.database.prisma.contact.findUniqueOrThrow({ where: { id: databaseId(contactIdOf(ada)) } })).attributes,
      (attributes) => (attributes as Record<string, unknown>).plan === 'Business',
    );
    await page.getByLabel('Email').fill('not an email');
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.getByText('Enter a valid email address.').waitFor();
    await page.getByLabel('Email').fill('ada@analytical.example');

    await page.getByLabel('New note').fill('Renews in March; prefers email.');
    await page.getByRole('button', { name: 'Add note' }).click();
    const notes = page.getByRole('list', { name: 'Notes' });
    await notes.getByText('Renews in March; prefers email.').waitFor();
    await notes.getByText(/Ada Lovelace · just now/).waitFor();
    await expectAccessible(page);
    await docScreenshot(page, 'contact-page', { fullPage: true });

    // Writing first: the message goes out by email and the conversation opens in the inbox.
    const mailsBefore = app.mail.received.length;
    await page.getByRole('button', { name: 'New conversation' }).click();
    const dialog = page.getByRole('dialog', { name: 'New conversation' });
    await dialog.getByLabel('Message').fill('Hi Ada, your Business plan renews soon. Shall we talk options?');
    await expectAccessible(page);
    await docScreenshot(page, 'contact-new-conversation');
    await dialog.getByRole('button', { name: 'Send email' }).click();
    const email = await app.mail.waitFor('ada@analytical.example', /^A message from Northwind Outfitters$/, { since: mailsBefore, timeoutMs: 15_000 });
    expect(email.text).toContain('Hi Ada, your Business plan renews soon. Shall we talk options?');
    await page.waitForURL(/\/dashboard\/threads\/.+/);
    await page.getByText('Hi Ada, your Business plan renews soon. Shall we talk options?').first().waitFor();

    // The export follows the filter on screen.
    await page.goto(`${url}/dashboard/contacts`);
    await page.getByLabel('Search').fill('analytical');
    await eventually(() => rows.count(), (count) => count === 2);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    const csv = fs.readFileSync((await download.path())!, 'utf8').trim().split('\r\n');
    expect(csv[0]).toBe('name,email,phone,company,verified,conversations,last_seen,first_seen,plan');
    expect(csv.slice(1)).toEqual([expect.stringMatching(/^Ada Lovelace,ada@analytical\.example,,Analytical Engines,no,2,[^,]+,[^,]+,Business$/)]);

    // On a phone the list still reads.
    await page.setViewportSize({ width: 390, height: 800 });
    await docScreenshot(page, 'contacts-list-mobile');
  });
});
