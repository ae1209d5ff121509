import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ownerWithOrganization } from '../../server/test-support/accounts';
import { eventually } from '../../server/test-support/local-http-server';
import { startPostHogIngest, type PostHogIngest } from '../../server/test-support/posthog-ingest';
import { startSentryIngest, type SentryIngest } from '../../server/test-support/sentry-ingest';
import { withTableUnavailable } from '../../server/test-support/telemetry';
import type { TestApp } from '../../server/test-support/test-app';
import { axeViolations, cspViolationsIn, launchBrowser, screenshot, startBrowserApp } from './support';

let sentry: SentryIngest;
let posthog: PostHogIngest;
/** Both services configured, pointing at the local ingest servers. */
let app: TestApp;
/** Neither configured. */
let bare: TestApp;
let browser: Browser;
/** Each step starts a fresh browser profile and waits out the SDKs' own batching. */
const stepTimeout = 60_000;

beforeAll(async () => {
  [sentry, posthog, browser] = await Promise.all([startSentryIngest(), startPostHogIngest({ enabledFlags: ['new-inbox'] }), launchBrowser()]);
  [app, bare] = await Promise.all([
    startBrowserApp({
      SENTRY_DSN: sentry.dsn,
      SENTRY_ENVIRONMENT: 'browser-test',
      SENTRY_TRACES_SAMPLE_RATE: '1',
      POSTHOG_KEY: 'phc_browser_test',
      POSTHOG_HOST: posthog.origin,
    }),
    startBrowserApp(),
  ]);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([app?.close(), bare?.close()]);
  await Promise.all([sentry?.close(), posthog?.close()]);
});

type Tracked = { context: BrowserContext; page: Page; requests: string[] };

/** A fresh browser profile whose every request is recorded; `consent` pre-answers the analytics banner. */
async function openContext(options: { consent?: 'granted' | 'denied'; doNotTrack?: boolean; width?: number } = {}): Promise<Tracked> {
  // Automated headless Chromium says so (user agent, client hints, navigator.webdriver), and analytics rightly drops
  // bots' events; these profiles stand for people's browsers.
  const userAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version()} Safari/537.36`;
  const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 800 }, userAgent });
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
    Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined });
  });
  if (options.consent) await context.addInitScript((choice) => window.localStorage.setItem('parley:analytics-consent', choice), options.consent);
  if (options.doNotTrack) await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }));
  const requests: string[] = [];
  context.on('request', (request) => requests.push(request.url()));
  return { context, page: await context.newPage(), requests };
}

const originsOf = (requests: string[]) => [...new Set(requests.map((url) => new URL(url).origin))];

/** The browser SDK is running once its carrier exists on window (it is loaded lazily, after the first render). */
const sentryRunning = (page: Page) => page.waitForFunction(() => '__SENTRY__' in window);

/**
 * The page has read its telemetry settings (GET /telemetry/config, once it is idle after the first render). Error
 * reporting and analytics are started, or not, in the same moment the settings arrive: by the next frame, each SDK
 * that is going to run has been asked for.
 */
const settingsRead = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === '/telemetry/config'));

/** The lazily loaded SDK chunks a browser downloaded: without its SDK, a service is sent nothing. */
const sdkDownloads = (requests: string[], sdk: 'posthog' | 'sentry') => requests.filter((url) => new RegExp(`/${sdk}-[\\w-]+\\.js$`).test(url));

const browserPostHogRequests = () => posthog.requests.filter((request) => String(request.headers['user-agent']).includes('Chrome'));
const pageloads = () => sentry.spans().filter((span) => span.op === 'pageload');

describe('error reporting in the browser', () => {
  it('shows the friendly screen for a dashboard that cannot load, and reports it through the same-origin tunnel', async () => {
    const { email } = await ownerWithOrganization(app.client(), app.mail);
    // A session the server has not read yet: a recently read one is remembered for a few seconds, and the page would load.
    const browser = app.client();
    expect((await browser.data(`mutation($input: SignInInput!) { signIn(input: $input) { __typename } }`, { input: { email, password: 'correct horse battery' } })).signIn.__typename).toBe('SignInPayload');
    const { context, page, requests } = await openContext({ consent: 'denied' });
    await context.addCookies([{ name: 'parley_session', value: browser.cookies.get('parley_session')!, url: app.app.url() }]);

    const serverEventId = await withTableUnavailable(app.database, 'Session', async () => {
      const failed = page.waitForResponse((response) => response.url().endsWith('/graphql'));
      await page.goto(`${app.app.url()}/dashboard/threads`);
      const body = await (await failed).json();
      await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
      return body.errors[0].extensions.eventId as string;
    });

    const browserEvent = await eventually('the browser error event', () =>
      sentry.errorEvents().find((event) => event.sdk?.name === 'sentry.javascript.react' && event.tags?.server_event_id === serverEventId),
    );
    // The screen quotes the report, which points at the server's own report of the same failure.
    await page.getByText(browserEvent.event_id, { exact: true }).waitFor();
    expect(sentry.errorEvents().some((event) => event.event_id === serverEventId && event.sdk?.name === 'sentry.javascript.node')).toBe(true);
    expect(browserEvent.environment).toBe('browser-test');
    expect(requests).toContain(`${app.app.url()}/telemetry/sentry`);
    expect(originsOf(requests)).toEqual([app.app.url()]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'telemetry-error-screen');
    await context.close();
  }, stepTimeout);

  it('sends the page load of a normal page but never of the 404 page', async () => {
    const { context, page, requests } = await openContext({ consent: 'denied' });
    // Following a link ends the page load, which is then sent (or dropped) right away.
    const visitAndLeave = async (path: string, link: string) => {
      await page.goto(`${app.app.url()}${path}`);
      await sentryRunning(page);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('link', { name: link }).first().click();
    };

    const pageloadsSince = (start: number) => sentry.spans().slice(start).filter((span) => span.op === 'pageload').map((span) => span.name);
    /** Waits for the home page's load and for the sign-in page's, which ends on its own once that page is idle. */
    const homeAndSignIn = (start: number, what: string) =>
      eventually(what, () => (['/', '/login'].every((name) => pageloadsSince(start).includes(name)) ? true : undefined), 15_000);

    const first = sentry.spans().length;
    await visitAndLeave('/', 'Sign in');
    await homeAndSignIn(first, 'the home and sign-in page loads');

    const before = sentry.spans().length;
    await visitAndLeave('/no-such-page', 'Back to home');
    // Later page loads from the same browser arrive, so the 404 page's would have arrived before them.
    await visitAndLeave('/', 'Sign in');
    await homeAndSignIn(before, 'the next home and sign-in page loads');
    expect(pageloadsSince(before)).toEqual(['/', '/login']);
    expect(originsOf(requests)).toEqual([app.app.url()]);
    await context.close();
  }, stepTimeout);

  it('reports the chat widget’s page loads through the tunnel too, without any analytics', async () => {
    const { context, page, requests } = await openContext();
    await page.goto(`${app.app.url()}/widgets/unknown-client-id`);
    await sentryRunning(page);
    await eventually('the widget page load', () => pageloads().find((span) => span.name === '/widgets/:clientId'), 15_000);
    expect(requests.some((url) => /\/widget-app\/assets\/sentry-[\w-]+\.js$/.test(url))).toBe(true);
    expect(originsOf(requests)).toEqual([app.app.url()]);
    await context.close();
  }, stepTimeout);
});

describe('product analytics in the browser', () => {
  it('sends nothing when the browser says Do-Not-Track, and does not ask', async () => {
    const before = browserPostHogRequests().length;
    const { context, page, requests } = await openContext({ doNotTrack: true });
    await page.goto(`${app.app.url()}/`);
    await settingsRead(page);
    expect(await page.getByRole('region', { name: 'Help us improve Parley' }).count()).toBe(0);

    // Even a yes given before the browser started saying so: nothing is loaded, on the page or after a page change.
    await page.evaluate(() => window.localStorage.setItem('parley:analytics-consent', 'granted'));
    await page.reload();
    await settingsRead(page);
    await page.getByRole('link', { name: 'Sign in' }).first().click();
    await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
    expect(sdkDownloads(requests, 'posthog')).toEqual([]);
    expect(browserPostHogRequests().length).toBe(before);
    expect(originsOf(requests)).toEqual([app.app.url()]);
    await context.close();
  }, stepTimeout);

  it('asks on the public site, sends nothing before consent, and page views after Accept', async () => {
    const before = browserPostHogRequests().length;
    const { context, page, requests } = await openContext();
    await page.goto(`${app.app.url()}/`);
    const banner = page.getByRole('region', { name: 'Help us improve Parley' });
    // The banner shows once the settings are read: analytics has been decided by then.
    await banner.waitFor();
    expect(sdkDownloads(requests, 'posthog')).toEqual([]);
    expect(browserPostHogRequests().length).toBe(before);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'telemetry-consent-banner');

    await banner.getByRole('button', { name: 'Accept' }).click();
    await banner.waitFor({ state: 'detached' });
    const pageview = await eventually(
      'a page view from the browser',
      () => posthog.events().find((event) => event.event === '$pageview' && String(event.properties.$current_url).startsWith(app.app.url())),
      15_000,
    );
    expect(pageview.properties.$lib).toBe('web');
    // Feature flags are evaluated for the visitor too.
    await eventually('a flag evaluation from the browser', () => browserPostHogRequests().find((request) => request.url.pathname === '/flags/'));

    const pageviews = () => posthog.events().filter((event) => event.event === '$pageview').length;
    const pageviewsBeforeReload = pageviews();
    await page.reload();
    // The reloaded page counts its view without asking again: the answer was remembered.
    await eventually('a page view after the reload', () => (pageviews() > pageviewsBeforeReload ? true : undefined), 15_000);
    expect(await banner.count()).toBe(0);
    await context.close();
  }, stepTimeout);

  it('measures signed-in operators in the dashboard by their user id, never their email', async () => {
    const client = app.client();
    const owner = await ownerWithOrganization(client, app.mail);
    const { context, page } = await openContext();
    await context.addCookies([{ name: 'parley_session', value: client.cookies.get('parley_session')!, url: app.app.url() }]);
    await page.goto(`${app.app.url()}/dashboard/threads`);

    await eventually('the operator identified', () => posthog.events().find((event) => event.event === '$identify' && event.distinct_id === owner.userId), 15_000);
    // Signed-in areas need no banner; the page view may precede the identification, which then merges the two.
    await eventually(
      'a dashboard page view',
      () => posthog.events().find((event) => event.event === '$pageview' && String(event.properties.$current_url).startsWith(`${app.app.url()}/dashboard/`)),
      15_000,
    );
    const fromBrowser = posthog.events().filter((event) => event.properties.$lib === 'web');
    expect(fromBrowser.filter((event) => event.raw.includes(owner.email))).toEqual([]);
    await context.close();
  }, stepTimeout);

  it('remembers Decline and sends nothing', async () => {
    const before = browserPostHogRequests().length;
    const { context, page, requests } = await openContext({ width: 390 });
    await page.goto(`${app.app.url()}/`);
    const banner = page.getByRole('region', { name: 'Help us improve Parley' });
    await banner.waitFor();
    await screenshot(page, 'telemetry-consent-banner-mobile');
    await banner.getByRole('button', { name: 'Decline' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await settingsRead(page);
    expect(await banner.count()).toBe(0);
    expect(sdkDownloads(requests, 'posthog')).toEqual([]);
    expect(browserPostHogRequests().length).toBe(before);
    await context.close();
  }, stepTimeout);
});

it('with neither service configured, pages request nothing but their own origin', async () => {
  const { context, page, requests } = await openContext();
  for (const path of ['/', '/login', '/no-such-page', '/widgets/unknown-client-id']) {
    await page.goto(`${bare.app.url()}${path}`);
    await settingsRead(page);
  }
  expect(originsOf(requests)).toEqual([bare.app.url()]);
  expect(requests.filter((url) => url.endsWith('/telemetry/config')).length).toBe(4);
  expect([...sdkDownloads(requests, 'sentry'), ...sdkDownloads(requests, 'posthog')]).toEqual([]);
  expect(requests.filter((url) => url.includes('/telemetry/sentry'))).toEqual([]);
  expect(await page.evaluate(() => '__SENTRY__' in window)).toBe(false);
  await context.close();
}, stepTimeout);

it('reported no Content-Security-Policy violation on any page', () => {
  expect(cspViolationsIn(browser)).toEqual([]);
});
