import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import * as Sentry from '@sentry/node';
import { ownerWithOrganization } from '../../test-support/accounts';
import { recordOutboundConnections } from '../../test-support/outbound-connections';
import { startPostHogIngest, type PostHogIngest } from '../../test-support/posthog-ingest';
import { startSentryIngest, type SentryIngest } from '../../test-support/sentry-ingest';
import { browserErrorEnvelope, withTableUnavailable } from '../../test-support/telemetry';
import { startTestApp, type TestApp } from '../../test-support/test-app';

let sentry: SentryIngest;
let posthog: PostHogIngest;
let testApp: TestApp;
const connections = recordOutboundConnections();

// Each test drives a whole app (database, SMTP, ingest servers); on a busy machine that takes more than 5 s.
jest.setTimeout(30_000);

beforeAll(async () => {
  [sentry, posthog] = await Promise.all([startSentryIngest(), startPostHogIngest({ enabledFlags: ['new-inbox'] })]);
  testApp = await startTestApp({ listen: true });
});

afterAll(async () => {
  connections.stop();
  await testApp?.close();
  await Promise.all([sentry?.close(), posthog?.close()]);
});

const portOf = (url: string | undefined) => (url ? new URL(url).port : null);

it('with no DSN and no key, does everything without a single outbound request', async () => {
  const client = testApp.client();
  const { organizationId } = await ownerWithOrganization(client, testApp.mail);

  const failed = await withTableUnavailable(testApp.database, 'Team', () => client.request(`query TeamsWhileOff { viewer { activeOrganization { teams { id } } } }`));
  expect(failed.errors).toEqual([expect.objectContaining({ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } })]);

  const { createWidget } = await client.data(
    `mutation($id: ID!) { createWidget(input: { organizationId: $id, name: "Site" }) { ... on CreateWidgetPayload { widget { clientId } } } }`,
    { id: organizationId },
  );
  await testApp.client({ origin: 'https://customer.example' }).data(`query($clientId: String!) { publicWidget(clientId: $clientId) { name } }`, {
    clientId: createWidget.widget.clientId,
  });
  await expect(testApp.app.services.analytics.isFeatureEnabled('new-inbox', 'someone')).resolves.toBe(false);
  await testApp.app.services.analytics.flush();

  const tunnel = await fetch(`${testApp.app.url()}/telemetry/sentry`, { method: 'POST', body: browserErrorEnvelope(sentry.dsn, 'a'.repeat(32), 'Off') });
  expect(tunnel.status).toBe(400);
  const config = await fetch(`${testApp.app.url()}/telemetry/config`);
  expect(await config.json()).toEqual({ sentry: null, posthog: null });

  expect(Sentry.isInitialized()).toBe(false);
  expect(sentry.requests).toEqual([]);
  expect(posthog.requests).toEqual([]);
  // Only this test's own requests to the app, email to the local SMTP server, and the test database services.
  const allowedPorts = [portOf(testApp.app.url()), portOf(testApp.mail.url), portOf(process.env.TEST_DATABASE_URL), portOf(process.env.TEST_REDIS_URL)];
  const elsewhere = connections.attempts.filter((attempt) => !allowedPorts.includes(attempt.split(':').at(-1) ?? ''));
  expect(elsewhere).toEqual([]);
  expect(connections.attempts.length).toBeGreaterThan(0);
});
