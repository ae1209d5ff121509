import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { ownerWithOrganization } from '../../test-support/accounts';
import { startPostHogIngest, type PostHogIngest } from '../../test-support/posthog-ingest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { loadConfig } from '../config';
import { analyticsOrigins } from './security-headers';

jest.setTimeout(60_000);

const builtSite = path.resolve(__dirname, '../../../dist/client/404.html');

let t: TestApp;
let posthog: PostHogIngest;
beforeAll(async () => {
  if (!fs.existsSync(builtSite)) throw new Error('dist/client is missing the prerendered site: run `npm run build` first.');
  posthog = await startPostHogIngest();
  t = await startTestApp({ listen: true, env: { POSTHOG_KEY: 'phc_test', POSTHOG_HOST: posthog.origin } });
});
afterAll(async () => {
  await t?.close();
  await posthog?.close();
});

const get = (pathname: string, headers: Record<string, string> = {}) => fetch(`${t.app.url()}${pathname}`, { headers });

/** The Content-Security-Policy header as directive → sources. */
function policyOf(response: Response): Map<string, string[]> {
  const header = response.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

function expectUsualHeaders(response: Response) {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('cross-origin-opener-policy')).toBeTruthy();
  expect(response.headers.get('x-powered-by')).toBeNull();
}

describe('pages of the dashboard and the public site', () => {
  it.each(['/', '/login', '/register', '/dashboard/threads', '/resources', '/no-such-page'])('%s may be framed only by our own pages, and runs only our own scripts', async (pathname) => {
    const response = await get(pathname);
    const policy = policyOf(response);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    // Our own scripts, and the one inline line of the widget preview's stand-in page, by its hash.
    expect(policy.get('script-src')).toEqual(["'self'", expect.stringMatching(/^'sha256-[\w+/]+=*'$/)]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    // Analytics, when configured, may be reached; nothing else outside our origin.
    expect(policy.get('connect-src')).toEqual(["'self'", posthog.origin]);
    expectUsualHeaders(response);
  });

  it('sends no HSTS over plain http', async () => {
    expect((await get('/login')).headers.get('strict-transport-security')).toBeNull();
  });

  it('behind https, asks browsers to stay on https', async () => {
    const secure = await startTestApp({ listen: true, env: { PUBLIC_URL: 'https://chat.example.com' } });
    try {
      const response = await fetch(`${secure.app.url()}/login`);
      expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=31536000/);
      expect(policyOf(response).has('upgrade-insecure-requests')).toBe(true);
    } finally {
      await secure.close();
    }
  });
});

describe('PostHog cloud', () => {
  it('may also be reached at its assets host, where it keeps remote configuration', () => {
    const config = loadConfig({ POSTHOG_KEY: 'phc_test', POSTHOG_HOST: 'https://eu.i.posthog.com' });
    expect(analyticsOrigins(config)).toEqual(['https://eu.i.posthog.com', 'https://eu-assets.i.posthog.com']);
    expect(analyticsOrigins(loadConfig({}))).toEqual([]);
  });
});

describe('the widget', () => {
  it('lets any site frame the chat of a widget without allowed origins', async () => {
    const response = await get('/widgets/parley-demo');
    expect(policyOf(response).get('frame-ancestors')).toEqual(['*']);
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(policyOf(response).get('script-src')?.filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'"]);
    expectUsualHeaders(response);
  });

  it('lets any site frame the chat even when the widget allows only some, so that the chat can say it is unavailable there', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const { createWidget } = await owner.data(
      `mutation($id: ID!) { createWidget(input: { organizationId: $id, name: "Shop" }) { ... on CreateWidgetPayload { widget { id clientId } } } }`,
      { id: organizationId },
    );
    const { id, clientId } = createWidget.widget;
    const { updateWidget } = await owner.data(
      `mutation($input: UpdateWidgetInput!) { updateWidget(input: $input) { __typename ... on Error { message } } }`,
      { input: { widgetId: id, allowedOrigins: ['https://shop.example.com'] } },
    );
    expect(updateWidget.__typename).toBe('UpdateWidgetPayload');
    const response = await get(`/widgets/${clientId}`);
    expect(policyOf(response).get('frame-ancestors')).toEqual(['*']);
    expect(policyOf(response).get('script-src')?.filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'"]);
  });

  it('serves the loader script so that any site may load it', async () => {
    const response = await get('/widget.js');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('the API', () => {
  it('keeps GraphiQL framed only by our own pages', async () => {
    const response = await get('/graphql', { accept: 'text/html' });
    expect(policyOf(response).get('frame-ancestors')).toEqual(["'self'"]);
    expectUsualHeaders(response);
  });
});
