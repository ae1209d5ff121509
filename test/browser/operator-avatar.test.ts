import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { ownerWithOrganization } from '../../server/test-support/accounts';
import { operatorThreadId, sendVisitorMessage, startVisitor, widgetOf } from '../../server/test-support/conversations';
import type { TestClient } from '../../server/test-support/graphql-client';
import type { TestApp } from '../../server/test-support/test-app';
import { axeViolations, cspViolationsIn, docScreenshot, launchBrowser, startBrowserApp } from './support';

// Uploading runs the picture through the server's image pipeline, and the inbox waits on live updates.
jest.setTimeout(90_000);

let app: TestApp;
let browser: Browser;
let operator: TestClient;
let threadPath: string;

/**
 * A wide picture in three bands, red | green | blue: cropped to its centre square, as the server is to do, only
 * green is left. Any other crop (or a squashed resize) leaves red or blue in the corners.
 */
function bandedPicture(): Promise<Buffer> {
  const band = (r: number, g: number, b: number) => ({ create: { width: 300, height: 300, channels: 3 as const, background: { r, g, b } } });
  return sharp({ create: { width: 900, height: 300, channels: 3, background: { r: 0, g: 0, b: 0 } } })
    .composite([
      { input: { ...band(220, 20, 20) }, left: 0, top: 0 },
      { input: { ...band(20, 180, 60) }, left: 300, top: 0 },
      { input: { ...band(20, 40, 220) }, left: 600, top: 0 },
    ])
    .png()
    .toBuffer();
}

beforeAll(async () => {
  [app, browser] = await Promise.all([startBrowserApp(), launchBrowser()]);
  operator = app.client();
  const { organizationId } = await ownerWithOrganization(operator, app.mail, 'Avatar Co');
  const widget = await widgetOf(operator, organizationId);
  const visitor = await startVisitor(app, widget.clientId);
  const { thread } = await sendVisitorMessage(visitor, 'Hi, is anyone there?', randomUUID());
  threadPath = `/dashboard/threads/${operatorThreadId(thread.id)}`;
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

type Shown = { width: number; height: number; displayed: number; corners: number[][]; src: string };

/** What an avatar image really holds: its pixel size, the size it is drawn at, and the colours of its four corners. */
async function inspect(image: Locator): Promise<Shown> {
  await image.waitFor();
  await image.evaluate((element: HTMLImageElement) => element.decode());
  return image.evaluate((element: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = element.naturalWidth;
    canvas.height = element.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(element, 0, 0);
    const inset = 4;
    const points = [
      [inset, inset],
      [canvas.width - inset, inset],
      [inset, canvas.height - inset],
      [canvas.width - inset, canvas.height - inset],
    ];
    return {
      width: element.naturalWidth,
      height: element.naturalHeight,
      displayed: Math.round(element.getBoundingClientRect().width),
      corners: points.map(([x, y]) => [...context.getImageData(x, y, 1, 1).data.slice(0, 3)]),
      src: element.getAttribute('src') ?? '',
    };
  });
}

/** Square, served by our avatar route, and nothing but the green centre band at its corners. */
function expectCroppedSquare(shown: Shown) {
  expect(shown.src).toMatch(/^\/avatars\/[\w-]+$/);
  expect(shown.width).toBe(shown.height);
  for (const [r, g, b] of shown.corners) {
    expect(g).toBeGreaterThan(140);
    expect(r).toBeLessThan(70);
    expect(b).toBeLessThan(110);
  }
}

const accountMenuAvatar = (page: Page) => page.getByRole('button', { name: /Account menu/ }).locator('img');

describe('an operator’s picture', () => {
  let page: Page;

  it('is chosen in account settings, previewed, saved, and shown cropped in the dashboard’s account menu', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(30_000);
    const url = app.app.url();
    await context.addCookies([...operator.cookies].map(([name, value]) => ({ name, value, url, httpOnly: true, sameSite: 'Lax' as const })));
    page = await context.newPage();
    await page.goto(`${url}/dashboard/settings/account`);
    const card = page.locator('#account-avatar');
    await card.getByRole('button', { name: 'Upload picture' }).waitFor();
    expect(await accountMenuAvatar(page).count()).toBe(0);

    await card.getByLabel('Choose a picture').setInputFiles({ name: 'banded.png', mimeType: 'image/png', buffer: await bandedPicture() });
    await card.getByRole('img', { name: 'New picture, cropped to a circle' }).waitFor();
    await card.getByRole('button', { name: 'Save picture' }).click();
    await page.getByText('Picture saved', { exact: true }).first().waitFor();
    await card.getByRole('button', { name: 'Change picture' }).waitFor();

    const menu = await inspect(accountMenuAvatar(page));
    expectCroppedSquare(menu);
    expect(menu.displayed).toBe(32);
    expectCroppedSquare(await inspect(card.locator('img')));
    expect(await axeViolations(page)).toEqual([]);
    await card.scrollIntoViewIfNeeded();
    await docScreenshot(page, 'dashboard-account-avatar');
  });

  it('stands beside the replies the operator sends, live and after a reload', async () => {
    await page.goto(`${app.app.url()}${threadPath}`);
    const composer = page.getByLabel(/^Reply to /);
    await composer.fill('Yes! How can I help?');
    await composer.press('Enter');
    const replyRow = () => page.getByRole('region', { name: /^Conversation with / }).getByRole('listitem').filter({ hasText: 'Yes! How can I help?' });
    const reply = () => replyRow().locator('img');
    expectCroppedSquare(await inspect(reply()));

    await page.reload();
    const stored = await inspect(reply());
    expectCroppedSquare(stored);
    expect(stored.displayed).toBe(32);
    await replyRow().scrollIntoViewIfNeeded();
    await docScreenshot(page, 'dashboard-conversation-operator-avatar');
    await page.context().close();
  });

  it('reported no Content-Security-Policy violation', () => {
    expect(cspViolationsIn(browser)).toEqual([]);
  });
});
