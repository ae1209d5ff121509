// Screenshots of the widget on the demo host page, in a real Chromium.
// Usage: node widget/demo/screenshots.mjs <host page URL> <server URL> <client id> [output directory]
// The host page must come from another origin than the server, as on a customer's site (see widget/README.md).
import { chromium } from 'playwright-core';

const [hostPage, server, clientId, outputDirectory = '.test-artifacts/demo'] = process.argv.slice(2);
if (!clientId) {
  process.stderr.write('usage: node widget/demo/screenshots.mjs <host page URL> <server URL> <client id> [output directory]\n');
  process.exit(2);
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1',
  ],
});

const hostUrl = (client) => `${hostPage}?server=${encodeURIComponent(server)}&client=${encodeURIComponent(client)}`;

/** The launcher sits in a closed shadow root that selectors can't enter, so it is clicked where it is drawn. */
async function clickLauncher(page) {
  const { width, height } = page.viewportSize();
  await page.mouse.click(width - 48, height - 48);
}

/** Waits until the chat app has finished loading, in the given frame or page. */
async function chatLoaded(frame) {
  await frame.waitForSelector('.header-title');
  await frame.waitForFunction(() => !document.querySelector('.spinner'));
}

async function chatFrame(page) {
  for (;;) {
    const frame = page.frames().find((candidate) => candidate.url().includes('/widgets/'));
    if (frame) return frame;
    await page.waitForTimeout(50);
  }
}

async function shoot(name, { client = clientId, colorScheme = 'light', viewport = { width: 1100, height: 760 }, open = true, url } = {}) {
  const context = await browser.newContext({ viewport, colorScheme, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(url ?? hostUrl(client));
  if (url) await chatLoaded(page);
  else {
    await page.waitForFunction(() => typeof window.Parley?.open === 'function');
    if (open) {
      await clickLauncher(page);
      await chatLoaded(await chatFrame(page));
      // Let the panel's opening animation finish.
      await page.waitForTimeout(300);
    }
  }
  await page.screenshot({ path: `${outputDirectory}/widget-${name}.png` });
  await context.close();
}

await shoot('launcher-closed', { open: false });
await shoot('open');
await shoot('open-dark', { colorScheme: 'dark' });
await shoot('mobile', { viewport: { width: 390, height: 760 } });
await shoot('unknown', { client: 'no-such-widget' });
await shoot('full-page', { url: `${server}/widgets/${encodeURIComponent(clientId)}` });
await browser.close();
