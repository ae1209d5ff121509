import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Frame, type Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../../server/test-support/test-app';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const distIndex = path.resolve(__dirname, '../../dist/client/index.html');

const cspViolations = new WeakMap<Browser, string[]>();

/** Collects what Chromium logs when a page or any of its frames breaks the Content-Security-Policy. */
function watchForCspViolations(browser: Browser): Browser {
  const seen: string[] = [];
  cspViolations.set(browser, seen);
  const watch = (page: Page) => page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) seen.push(`${page.url()}: ${message.text()}`);
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    context.on('page', watch);
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (...args) => {
    const page = await newPage(...args);
    watch(page);
    return page;
  };
  return browser;
}

/** Every Content-Security-Policy violation any page of this browser reported so far (there should be none). */
export function cspViolationsIn(browser: Browser): string[] {
  return [...(cspViolations.get(browser) ?? [])];
}

/** Debian's Chromium, headless, kept off every network but this machine's. */
export async function launchBrowser(): Promise<Browser> {
  return watchForCspViolations(await launchChromium());
}

function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
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
}

/** The real app on a port, serving the built front ends (npm test builds them first); `env` adds settings. */
export async function startBrowserApp(env: Record<string, string> = {}): Promise<TestApp> {
  if (!fs.existsSync(distIndex)) throw new Error('dist/client is missing: run `npm run build` before the browser tests.');
  return startTestApp({ listen: true, env });
}

/** The path and query of an emailed link, opened against the app under test. */
export function onApp(app: TestApp, link: URL): string {
  return `${app.app.url()}${link.pathname}${link.search}`;
}

const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Accessibility violations on the page (or inside one frame, e.g. the widget's) as it is now (WCAG 2 A/AA rules), as readable strings. */
export async function axeViolations(page: Page | Frame): Promise<string[]> {
  // Evaluated through DevTools, which the pages' Content-Security-Policy (no inline scripts) does not govern.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    // Judge what a person sees once the screen is still: a colour transition caught halfway (a button turning from
    // primary to secondary) has contrast no one reads. Endless animations (spinners) are left running.
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: any[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node: any) => node.target.join(' ')).join(', ')})`);
  });
  return violations;
}

function saveScreenshot(page: Page, directory: string, name: string, fullPage: boolean): Promise<Buffer> {
  fs.mkdirSync(directory, { recursive: true });
  return page.screenshot({ path: path.join(directory, `${name}.png`), fullPage });
}

const artifacts = path.resolve(__dirname, '../../.test-artifacts/screenshots');

/** Saves a screenshot under .test-artifacts/screenshots for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await saveScreenshot(page, artifacts, name, true);
}

/**
 * A screen the documentation shows: saved with the test artifacts on every run, and into docs/screenshots only when
 * UPDATE_SCREENSHOTS=1, so that a test run never changes the checkout.
 */
export async function docScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  const fullPage = options.fullPage ?? false;
  await saveScreenshot(page, artifacts, name, fullPage);
  if (process.env.UPDATE_SCREENSHOTS === '1') await saveScreenshot(page, path.resolve(__dirname, '../../docs/screenshots'), name, fullPage);
}

/** Polls until `read` gives a value `predicate` accepts; fails with the last value. */
export async function eventually<T>(read: () => Promise<T>, predicate: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (predicate(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Polls until `assert` stops throwing, as live updates take a moment; fails with the last mismatch. */
export async function eventuallyPasses<T>(read: () => Promise<T>, assert: (value: T) => void, timeoutMs = 30_000): Promise<void> {
  let lastMismatch: unknown;
  const passes = (value: T) => {
    try {
      assert(value);
      return true;
    } catch (mismatch) {
      lastMismatch = mismatch;
      return false;
    }
  };
  try {
    await eventually(read, passes, timeoutMs);
  } catch (timeout) {
    throw lastMismatch ?? timeout;
  }
}
