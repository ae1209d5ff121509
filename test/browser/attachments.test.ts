import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Frame, Locator, Page } from 'playwright-core';
import { ownerWithOrganization } from '../../server/test-support/accounts';
import { tinyPdf } from '../../server/test-support/attachments';
import { widgetOf } from '../../server/test-support/conversations';
import type { TestClient } from '../../server/test-support/graphql-client';
import type { TestApp } from '../../server/test-support/test-app';
import { axeViolations, docScreenshot, launchBrowser, startBrowserApp } from './support';
import { chatFrame, clickLauncher } from './widget-frame';
import { startHostPage, type HostPage } from './widget-host-page';

// Files both ways: a visitor shows the team a screenshot from a customer's site, the operator answers with a PDF,
// and a file over the limit is refused where it was chosen, with the limit said.
const uploadLimit = 256 * 1024;
let app: TestApp;
let browser: Browser;
let hostPage: HostPage;
let operator: TestClient;
let clientId: string;
let visitorContext: BrowserContext;
let operatorContext: BrowserContext;
let site: Page;
let chat: Frame;
let dashboard: Page;
let screenshotPng: Buffer;

beforeAll(async () => {
  [app, browser] = await Promise.all([startBrowserApp({ UPLOAD_MAX_BYTES: String(uploadLimit) }), launchBrowser()]);
  hostPage = await startHostPage(app.app.url());
  operator = app.client();
  const { organizationId } = await ownerWithOrganization(operator, app.mail, 'Northwind Outfitters');
  ({ clientId } = await widgetOf(operator, organizationId));
  visitorContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  operatorContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  for (const context of [visitorContext, operatorContext]) context.setDefaultTimeout(15_000);
  const url = app.app.url();
  await operatorContext.addCookies([...operator.cookies].map(([name, value]) => ({ name, value, url, httpOnly: true, sameSite: 'Lax' as const })));
});
afterAll(async () => {
  await browser?.close();
  await hostPage?.close();
  await app?.close();
});

/** A real PNG a visitor might share: a checkout page with an error, drawn by the browser. */
async function drawCheckoutScreenshot(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 320;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#f5f5f4';
    g.fillRect(0, 0, 480, 320);
    g.fillStyle = '#ffffff';
    g.fillRect(40, 40, 400, 240);
    g.fillStyle = '#1c1917';
    g.font = 'bold 22px sans-serif';
    g.fillText('Checkout', 64, 84);
    g.fillStyle = '#e7e5e4';
    g.fillRect(64, 104, 352, 36);
    g.fillRect(64, 152, 352, 36);
    g.fillStyle = '#fee2e2';
    g.fillRect(64, 204, 352, 48);
    g.fillStyle = '#b91c1c';
    g.font = '16px sans-serif';
    g.fillText('Payment failed: card declined (code 51)', 80, 234);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

/** The image's natural width once it has loaded (0 if it failed to). */
function loadedWidth(image: Locator): Promise<number> {
  return image.evaluate(
    (element: HTMLImageElement) =>
      new Promise<number>((resolve) => {
        if (element.complete) return resolve(element.naturalWidth);
        element.addEventListener('load', () => resolve(element.naturalWidth), { once: true });
        element.addEventListener('error', () => resolve(0), { once: true });
      }),
  );
}

const saveDocScreenshot = (page: Page, name: string) => docScreenshot(page, name);

describe('files in a conversation', () => {
  it('a visitor attaches an image in the widget; the operator sees it inline and opens it', async () => {
    site = await visitorContext.newPage();
    await site.goto(hostPage.url(clientId));
    await site.waitForFunction(() => typeof (window as { Parley?: { open?: unknown } }).Parley?.open === 'function');
    screenshotPng = await drawCheckoutScreenshot(site);
    await clickLauncher(site);
    chat = await chatFrame(site);
    await chat.getByRole('button', { name: 'New conversation' }).click();
    const composer = chat.getByLabel('Message', { exact: true });
    await composer.fill('Hi! Checkout fails with this error:');
    await chat.locator('input[type=file]').setInputFiles({ name: 'checkout-error.png', mimeType: 'image/png', buffer: screenshotPng });
    const chip = chat.getByRole('list', { name: 'Attach files' }).getByRole('listitem');
    await chip.getByText('checkout-error.png').waitFor();
    // Clicking waits for the button to be enabled, which it is once the file is uploaded.
    await chat.getByRole('button', { name: 'Send' }).click();
    await chat.getByRole('link', { name: 'Open checkout-error.png full size' }).waitFor();
    expect(await loadedWidth(chat.getByRole('img', { name: 'checkout-error.png' }))).toBe(480);
    expect(await chat.getByRole('list', { name: 'Attach files' }).count()).toBe(0);

    dashboard = await operatorContext.newPage();
    await dashboard.goto(`${app.app.url()}/dashboard/threads`);
    await dashboard.getByRole('link', { name: /Visitor #1/ }).click();
    const conversation = dashboard.getByRole('region', { name: 'Conversation with Visitor #1' });
    await conversation.getByText('Hi! Checkout fails with this error:').waitFor();
    const image = conversation.getByRole('img', { name: 'checkout-error.png' });
    expect(await loadedWidth(image)).toBe(480);
    const href = await conversation.getByRole('link', { name: 'checkout-error.png' }).getAttribute('href');
    const download = await dashboard.request.get(`${app.app.url()}${href}`);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-disposition']).toMatch(/^inline; filename="checkout-error.png"/);
    expect(Buffer.from(await download.body())).toEqual(screenshotPng);
  });

  it('the operator attaches a PDF; the visitor gets a download link that works', async () => {
    const reply = dashboard.getByLabel('Reply to Visitor #1');
    await reply.fill('Sorry about that! Here is your invoice; the payment went through on our side.');
    await dashboard.locator('input[type=file]').setInputFiles({ name: 'invoice-4821.pdf', mimeType: 'application/pdf', buffer: tinyPdf });
    await dashboard.getByRole('list', { name: 'Attached files' }).getByText('invoice-4821.pdf').waitFor();
    await reply.press('Enter');
    const conversation = dashboard.getByRole('region', { name: 'Conversation with Visitor #1' });
    await conversation.getByRole('link', { name: /invoice-4821\.pdf/ }).waitFor();

    const link = chat.getByRole('link', { name: /^invoice-4821\.pdf/ });
    await link.waitFor();
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/signature=/);
    // Fetched from inside the widget's frame, like the click does: no cookie there, the signed link is the key.
    const fetched = await chat.evaluate(async (url) => {
      const response = await fetch(url);
      return { status: response.status, type: response.headers.get('content-type'), disposition: response.headers.get('content-disposition'), start: (await response.text()).slice(0, 5) };
    }, href);
    expect(fetched).toEqual({ status: 200, type: 'application/pdf', disposition: expect.stringMatching(/^attachment; filename="invoice-4821.pdf"/), start: '%PDF-' });
    await saveDocScreenshot(dashboard, 'dashboard-conversation-attachments-desktop');
    expect(await axeViolations(dashboard)).toEqual([]);
  });

  it('a file over the limit shows the error where it was chosen, and nothing is sent', async () => {
    const tooBig = Buffer.concat([screenshotPng, Buffer.alloc(uploadLimit)]);
    await chat.locator('input[type=file]').setInputFiles({ name: 'holiday-video.png', mimeType: 'image/png', buffer: tooBig });
    await chat.getByRole('alert').filter({ hasText: 'Too large: the limit is 256 KB.' }).waitFor();
    expect(await chat.getByRole('button', { name: 'Send' }).isEnabled()).toBe(false);
    await saveDocScreenshot(site, 'widget-attachments');
    expect(await axeViolations(chat)).toEqual([]);
    await chat.getByRole('button', { name: 'Remove holiday-video.png' }).click();
    expect(await chat.getByRole('alert').count()).toBe(0);

    await dashboard.locator('input[type=file]').setInputFiles({ name: 'backup.zip', mimeType: 'application/zip', buffer: Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(uploadLimit)]) });
    await dashboard.getByRole('alert').filter({ hasText: 'This file is too large: the limit is 256 KB.' }).waitFor();
    expect(await app.database.prisma.attachment.count()).toBe(2);
  });
});
