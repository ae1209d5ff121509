import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser, Frame, Page } from 'playwright-core';
import { ownerWithOrganization } from '../../server/test-support/accounts';
import { widgetOf } from '../../server/test-support/conversations';
import type { TestApp } from '../../server/test-support/test-app';
import { launchBrowser, screenshot, startBrowserApp } from './support';
import { chatFrame, clickLauncher, writeInChat } from './widget-frame';
import { startHostPage, type HostPage } from './widget-host-page';

// A sent image first shows as a file chip, then as a taller thumbnail once the server has it: the conversation must
// still end at its newest message, not with it hidden behind the composer.
// Each step waits on the real widget in a cross-origin frame: generous limits keep a busy machine from failing what works.
jest.setTimeout(120_000);
let app: TestApp;
let browser: Browser;
let hostPage: HostPage;
let clientId: string;

beforeAll(async () => {
  [app, browser] = await Promise.all([startBrowserApp(), launchBrowser()]);
  hostPage = await startHostPage(app.app.url());
  const owner = app.client();
  const { organizationId } = await ownerWithOrganization(owner, app.mail, 'Northwind Outfitters');
  ({ clientId } = await widgetOf(owner, organizationId));
});
afterAll(async () => {
  await browser?.close();
  await hostPage?.close();
  await app?.close();
});

/** A small real PNG, drawn by the browser. */
async function drawPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 200;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#588157';
    g.fillRect(0, 0, 320, 200);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

/** How far the conversation is scrolled short of its end, in pixels, once the browser has laid out the latest change. */
function distanceFromBottom(chat: Frame): Promise<number> {
  return chat.locator('.thread-scroll').evaluate(
    (element) =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(Math.round(element.scrollHeight - element.scrollTop - element.clientHeight)))),
      ),
  );
}

describe('a sent image in the widget', () => {
  it('keeps the conversation scrolled to its end once the image replaces its file chip', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    context.setDefaultTimeout(45_000);
    const page = await context.newPage();
    await page.goto(hostPage.url(clientId));
    await page.waitForFunction(() => typeof (window as { Parley?: { open?: unknown } }).Parley?.open === 'function');
    const png = await drawPng(page);
    await clickLauncher(page);
    const chat = await chatFrame(page);
    await chat.getByRole('button', { name: 'New conversation' }).click();
    // Enough history to scroll.
    for (const line of ['Hello!', 'I ordered the Alpine 2 tent.', 'It arrived today.', 'One pole is bent.', 'Here is a photo.']) await writeInChat(chat, line);
    await chat.getByRole('img', { name: 'Sent' }).nth(4).waitFor();

    await chat.locator('input[type=file]').setInputFiles({ name: 'bent-pole.png', mimeType: 'image/png', buffer: png });
    await chat.getByRole('list', { name: 'Attach files' }).getByText('bent-pole.png').waitFor();
    await chat.getByRole('button', { name: 'Send' }).click();
    const image = chat.getByRole('img', { name: 'bent-pole.png' });
    await image.waitFor();
    await image.evaluate((element: HTMLImageElement) => (element.complete ? undefined : new Promise((resolve) => element.addEventListener('load', resolve, { once: true }))));

    expect(await distanceFromBottom(chat)).toBeLessThanOrEqual(1);
    await screenshot(page, 'widget-image-sent-scrolled');
    await context.close();
  });
});
