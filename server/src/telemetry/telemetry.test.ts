import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { databaseId, ownerWithOrganization, registerMutation, registerVerified, uniqueEmail } from '../../test-support/accounts';
import { eventually } from '../../test-support/local-http-server';
import { startPostHogIngest, type PostHogIngest } from '../../test-support/posthog-ingest';
import { parseEnvelope, startSentryIngest, type SentryIngest } from '../../test-support/sentry-ingest';
import { browserErrorEnvelope, withTableUnavailable } from '../../test-support/telemetry';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { recordOperatorReply } from './business-events';

let sentry: SentryIngest;
let posthog: PostHogIngest;
let testApp: TestApp;

// Each test drives a whole app (database, SMTP, ingest servers); on a busy machine that takes more than 5 s.
jest.setTimeout(30_000);

beforeAll(async () => {
  [sentry, posthog] = await Promise.all([startSentryIngest(), startPostHogIngest({ enabledFlags: ['new-inbox'] })]);
  testApp = await startTestApp({
    listen: true,
    env: {
      SENTRY_DSN: sentry.dsn,
      SENTRY_ENVIRONMENT: 'test',
      SENTRY_TRACES_SAMPLE_RATE: '1',
      POSTHOG_KEY: 'phc_local_project',
      POSTHOG_HOST: posthog.origin,
    },
  });
});

afterAll(async () => {
  await testApp?.close();
  await Promise.all([sentry?.close(), posthog?.close()]);
});

const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');

const teamsQuery = `query TeamsOfActiveOrganization { viewer { activeOrganization { teams { id name } } } }`;

describe('error reporting', () => {
  it('masks an unexpected resolver error, reports it with the operation, and hands the client its event id', async () => {
    const client = testApp.client({ 'user-agent': 'TelemetryTest/1.0' });
    const { userId } = await ownerWithOrganization(client, testApp.mail);

    const result = await withTableUnavailable(testApp.database, 'Team', () => client.request(teamsQuery));

    expect(result.errors).toHaveLength(1);
    const [error] = result.errors as any[];
    expect(error.message).toBe('Unexpected error.');
    expect(error.extensions.code).toBe('INTERNAL_SERVER_ERROR');
    expect(error.extensions.eventId).toMatch(/^[0-9a-f]{32}$/);
    // Nothing about the database reaches the client.
    expect(JSON.stringify(result)).not.toMatch(/Team_unavailable|relation|prisma/i);

    const event = await eventually('the error event', () => sentry.errorEvents().find((candidate) => candidate.event_id === error.extensions.eventId));
    expect(event.contexts.graphql).toEqual({ operationName: 'TeamsOfActiveOrganization', operationType: 'query' });
    expect(event.tags['graphql.operation']).toBe('TeamsOfActiveOrganization');
    expect(event.environment).toBe('test');
    expect(event.user).toEqual({ id: databaseId(userId) });
    expect(event.request.method).toBe('POST');
    expect(event.request.headers['user-agent']).toBe('TelemetryTest/1.0');
    // The session cookie is never part of a report.
    expect(JSON.stringify(event)).not.toContain(client.cookieHeader().split('=')[1]);
  });

  it('sends one span per GraphQL operation, named after it', async () => {
    const client = testApp.client();
    await client.data(`query ViewerForSpans { viewer { id } }`);
    await client.request(registerMutation, { input: { name: 'Span Person', email: uniqueEmail('span'), password: 'correct horse battery' } });

    const spans = await eventually('both operation spans', () => {
      const names = sentry.spans().filter((span) => span.isSegment);
      const query = names.find((span) => span.name === 'ViewerForSpans');
      const mutation = names.find((span) => span.name === 'Register');
      return query && mutation ? { query, mutation } : undefined;
    });
    expect(spans.query.op).toBe('graphql.query');
    expect(spans.mutation.op).toBe('graphql.mutation');
  });
});

describe('the browser tunnel', () => {
  const post = (body: string, method = 'POST') =>
    fetch(`${testApp.app.url()}/telemetry/sentry`, { method, body: method === 'POST' ? body : undefined, headers: { 'content-type': 'text/plain' } });

  it('forwards an envelope addressed to our DSN and answers with the ingest status', async () => {
    const eventId = randomUUID().replaceAll('-', '');
    const response = await post(browserErrorEnvelope(sentry.dsn, eventId, 'Broken button'));
    expect(response.status).toBe(200);
    const event = await eventually('the tunnelled event', () => sentry.errorEvents().find((candidate) => candidate.event_id === eventId));
    expect(event.message).toBe('Broken button');
  });

  it('rejects envelopes for any other DSN, malformed or oversized ones, and forwards nothing', async () => {
    const before = sentry.requests.length;
    // Same ingest server, other project: had it been forwarded, it would have arrived here.
    const foreignDsn = sentry.dsn.replace('/4242', '/999').replace('publickey', 'someoneelse');
    const rejected = [
      await post(browserErrorEnvelope(foreignDsn, randomUUID().replaceAll('-', ''), 'Not ours')),
      await post('this is not an envelope'),
      await post(`${JSON.stringify({ dsn: sentry.dsn })}\n${'x'.repeat(1024 * 1024 + 1)}`),
    ];
    expect(rejected.map((response) => response.status)).toEqual([400, 400, 400]);
    expect((await post('', 'GET')).status).toBe(405);
    // The server's own reports keep arriving meanwhile; nothing else may.
    const arrived = sentry.requests.slice(before).map((request) => parseEnvelope(request.body).header);
    expect(arrived.filter((header) => header.sdk?.name !== 'sentry.javascript.node')).toEqual([]);
  });
});

describe('product analytics', () => {
  it('reports sign-up and organization creation with ids only, never the email address', async () => {
    const client = testApp.client();
    const email = uniqueEmail('analytics');
    const { userId: userKey } = await registerVerified(client, testApp.mail, 'Grace Hopper', email);
    await testApp.app.services.analytics.flush();

    const signUp = await eventually('the sign-up event', () => posthog.events().find((event) => event.event === 'user signed up' && event.distinct_id === userKey));
    expect(signUp.raw).not.toContain(email);
    expect(signUp.raw).not.toContain('Grace Hopper');

    const verified = testApp.client();
    const owner = await ownerWithOrganization(verified, testApp.mail, 'Analytics Org');
    await testApp.app.services.analytics.flush();
    const created = await eventually('the organization event', () =>
      posthog.events().find((event) => event.event === 'organization created' && event.distinct_id === owner.userId),
    );
    expect(created.properties.organizationId).toBe(owner.organizationId);
    expect(created.raw).not.toContain(owner.email);
  });

  it('reports a widget as installed the first time a page on another site loads it', async () => {
    const client = testApp.client();
    const { organizationId } = await ownerWithOrganization(client, testApp.mail);
    const { createWidget } = await client.data(
      `mutation($id: ID!) { createWidget(input: { organizationId: $id, name: "Site" }) { ... on CreateWidgetPayload { widget { id clientId } } } }`,
      { id: organizationId },
    );
    const load = (site: string) =>
      testApp.client().data(`mutation($clientId: String!, $url: String!) { startVisitorSession(input: { clientId: $clientId, url: $url }) { __typename } }`, {
        clientId: createWidget.widget.clientId,
        url: `${site}/pricing`,
      });

    await load('http://localhost:3000');
    await testApp.app.services.analytics.flush();
    const installs = () => posthog.events().filter((event) => event.event === 'widget installed' && event.properties.widgetId === createWidget.widget.id);
    expect(installs()).toHaveLength(0);

    await load('https://customer.example');
    await load('https://customer.example');
    await testApp.app.services.analytics.flush();
    await eventually('the install event', () => (installs().length > 0 ? installs() : undefined));
    expect(installs()).toHaveLength(1);
    expect(installs()[0].properties.organizationId).toBe(organizationId);
  });

  it('reports an organization’s first operator reply once', async () => {
    const client = testApp.client();
    const owner = await ownerWithOrganization(client, testApp.mail);
    const organizationId = databaseId(owner.organizationId);
    const userId = databaseId(owner.userId);
    const { prisma } = testApp.database;
    const widget = await prisma.widget.create({ data: { organizationId, name: 'Site', clientId: randomUUID(), identitySecret: 'secret' } });
    const contact = await prisma.contact.create({ data: { organizationId, widgetId: widget.id, number: 1 } });
    const thread = await prisma.thread.create({ data: { organizationId, widgetId: widget.id, contactId: contact.id, clientThreadId: randomUUID() } });
    const reply = async (seq: number, kind: 'MESSAGE' | 'NOTE') => {
      await prisma.message.create({
        data: { organizationId, threadId: thread.id, authorKind: 'OPERATOR', authorUserId: userId, kind, body: 'Private words', clientMessageId: randomUUID(), seq },
      });
      await recordOperatorReply(testApp.app.services, { organizationId, userId });
    };

    await reply(1, 'NOTE');
    await reply(2, 'MESSAGE');
    await reply(3, 'MESSAGE');
    await testApp.app.services.analytics.flush();

    const firstReplies = () => posthog.events().filter((event) => event.event === 'first reply' && event.properties.organizationId === owner.organizationId);
    await eventually('the first-reply event', () => (firstReplies().length > 0 ? firstReplies() : undefined));
    expect(firstReplies()).toHaveLength(1);
    expect(firstReplies()[0].distinct_id).toBe(owner.userId);
    expect(firstReplies()[0].raw).not.toContain('Private words');
  });

  it('evaluates feature flags on the server', async () => {
    const userKey = globalId('User', 'flag-person');
    await expect(testApp.app.services.analytics.isFeatureEnabled('new-inbox', userKey)).resolves.toBe(true);
    await expect(testApp.app.services.analytics.isFeatureEnabled('not-defined', userKey)).resolves.toBe(false);
    expect(posthog.flagRequests().map((request) => request.distinctId)).toContain(userKey);
  });
});

describe('browser configuration', () => {
  it('tells the front ends where to report, through our own tunnel', async () => {
    const response = await fetch(`${testApp.app.url()}/telemetry/config`);
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(await response.json()).toEqual({
      sentry: { dsn: sentry.dsn, environment: 'test', tracesSampleRate: 1, tunnel: '/telemetry/sentry' },
      posthog: { key: 'phc_local_project', host: posthog.origin },
    });
  });
});
