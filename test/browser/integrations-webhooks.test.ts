import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { ownerWithOrganization } from '../../server/test-support/accounts';
import type { TestClient } from '../../server/test-support/graphql-client';
import type { TestApp } from '../../server/test-support/test-app';
import { startWebhookReceiver, type WebhookReceiver } from '../../server/test-support/webhook-receiver';
import { axeViolations, eventuallyPasses, launchBrowser, screenshot, startBrowserApp } from './support';

let app: TestApp;
let browser: Browser;
let ada: TestClient;
let hooks: WebhookReceiver;
let page: Page;

beforeAll(async () => {
  [app, browser] = await Promise.all([startBrowserApp(), launchBrowser()]);
  // The first delivery fails, so the log shows a retry waiting.
  hooks = await startWebhookReceiver((index) => (index === 0 ? 503 : 200));
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
  await hooks?.close();
});

describe('Settings → Integrations → Webhooks', () => {
  it('adds an endpoint, shows its secret, sends a test event, and redelivers from the log', async () => {
    await page.goto(`${app.app.url()}/dashboard/settings/integrations`);
    await page.getByText('No webhook endpoints yet').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Add the first endpoint' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Endpoint URL').fill('ftp://example.com');
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await dialog.getByText('Use an http:// or https:// URL.').waitFor();
    await dialog.getByLabel('Endpoint URL').fill(hooks.url);
    await dialog.getByLabel('Description').fill('CRM sync');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    // The form's event names are <code> too; the secret replaces the form once the server answers.
    const secret = await dialog.getByText(/^whsec_/).textContent();
    expect(secret).toMatch(/^whsec_/);
    await dialog.getByRole('button', { name: 'Done' }).click();

    await page.getByText(hooks.url).waitFor();
    await page.getByRole('button', { name: 'Reveal' }).click();
    await page.getByText(secret!).waitFor();

    await page.getByRole('button', { name: 'Send test event' }).click();
    await eventuallyPasses(async () => hooks.received.length, (count) => expect(count).toBe(1));
    expect(hooks.verify(hooks.received[0]!, secret!)).toMatchObject({ type: 'webhook.test' });
    await eventuallyPasses(
      async () => {
        await page.reload();
        return page.getByRole('row').filter({ hasText: 'webhook.test' }).textContent();
      },
      (row) => expect(row).toMatch(/Retrying.*503/),
    );
    await screenshot(page, 'settings-integrations-webhooks-light');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('row').filter({ hasText: 'webhook.test' }).getByRole('button', { name: 'Redeliver' }).click();
    await eventuallyPasses(async () => hooks.received.length, (count) => expect(count).toBe(2));
    expect(hooks.received[1]!.headers['webhook-id']).toBe(hooks.received[0]!.headers['webhook-id']);
    await eventuallyPasses(
      async () => {
        await page.reload();
        return page.getByRole('row').filter({ hasText: 'webhook.test' }).textContent();
      },
      (row) => expect(row).toMatch(/Delivered.*200/),
    );

    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'settings-integrations-webhooks-dark');
    expect(await axeViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('edits the endpoint: a bad URL is refused beside the field, new events are saved, and its deliveries can still be sent again', async () => {
    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Description').fill('Helpdesk mirror');
    await dialog.getByLabel('Endpoint URL').fill('ftp://example.com/hooks');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.getByText('Use an http:// or https:// URL.').waitFor();
    expect(await dialog.getByLabel('Endpoint URL').getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'settings-integrations-webhook-edit');

    await dialog.getByLabel('Endpoint URL').fill(hooks.url);
    await dialog.getByLabel('thread.created', { exact: true }).uncheck();
    await dialog.getByLabel('message.created', { exact: true }).uncheck();
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.getByText('Choose at least one event.').waitFor();
    await dialog.getByLabel('contact.updated', { exact: true }).check();
    await dialog.getByRole('checkbox', { name: 'Include internal notes' }).check();
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'detached' });

    const { viewer } = await ada.data(`query { viewer { activeOrganization { webhookEndpoints { url description events includeNotes enabled } } } }`);
    expect(viewer.activeOrganization.webhookEndpoints).toEqual([{ url: hooks.url, description: 'Helpdesk mirror', events: ['contact.updated'], includeNotes: true, enabled: true }]);
    await page.getByText('Helpdesk mirror').waitFor();
    await page.getByText('with notes').waitFor();
    expect(await page.getByText('thread.created', { exact: true }).count()).toBe(0);

    const before = hooks.received.length;
    await page.getByRole('row').filter({ hasText: 'webhook.test' }).getByRole('button', { name: 'Redeliver' }).click();
    await eventuallyPasses(async () => hooks.received.length, (count) => expect(count).toBe(before + 1));
    expect(hooks.received.at(-1)!.headers['webhook-id']).toBe(hooks.received[0]!.headers['webhook-id']);
  });
});
