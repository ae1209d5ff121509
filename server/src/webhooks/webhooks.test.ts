import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { databaseId, ownerWithOrganization, teammateOf } from '../../test-support/accounts';
import { operatorThreadId, sendOperatorMessage, sendVisitorMessage, startVisitor, widgetOf } from '../../test-support/conversations';
import type { TestClient } from '../../test-support/graphql-client';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { waitUntil } from '../../test-support/wait-until';
import { createEndpoint, createEndpointMutation } from '../../test-support/webhook-endpoints';
import { createSecretBox } from '../auth/secret-box';
import { sealStoredWebhookSecrets } from './seal-stored-secrets';
import { startWebhookReceiver, type ReceiverAnswer, type WebhookReceiver } from '../../test-support/webhook-receiver';

/** The app's clock: tests move it forward to reach retries minutes or days away, without waiting. */
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);

let t: TestApp;
const receivers: WebhookReceiver[] = [];
beforeAll(async () => {
  t = await startTestApp({ listen: true, now, webhookTimeoutMs: 500 });
});
afterEach(() => {
  offsetMs = 0;
});
afterAll(async () => {
  await t.close();
  await Promise.all(receivers.map((receiver) => receiver.close()));
});

async function receiver(answer?: ReceiverAnswer) {
  const started = await startWebhookReceiver(answer);
  receivers.push(started);
  return started;
}

const endpointLog = `query($id: ID!) { node(id: $id) { ... on WebhookEndpoint {
  enabled disabledReason failingSince
  deliveries(first: 20) { edges { node { id webhookId eventType status attemptCount nextAttemptAt attempts { number statusCode error durationMs responseBody } } } }
} } }`;

async function organizationWithEndpoint(events: string[], answer?: ReceiverAnswer, extra: Record<string, unknown> = {}) {
  const operator = t.client();
  const { organizationId } = await ownerWithOrganization(operator, t.mail);
  const widget = await widgetOf(operator, organizationId);
  const hooks = await receiver(answer);
  const endpoint = await createEndpoint(operator, organizationId, hooks.url, events, extra);
  return { operator, organizationId, widget, hooks, endpoint };
}

/** The contact's id in the operators' API (the widget knows the same person as a Visitor). */
function contactId(visitorId: string): string {
  return Buffer.from(`Contact:${databaseId(visitorId)}`).toString('base64');
}

async function deliver() {
  await t.app.services.webhooks.runOnce();
}

async function log(operator: TestClient, endpointId: string) {
  const { node } = await operator.data(endpointLog, { id: endpointId });
  return node;
}

describe('webhook deliveries', () => {
  it("sends a visitor's new thread, contact and message, signed so the standardwebhooks package verifies them, with the API's global ids", async () => {
    const { widget, hooks, endpoint } = await organizationWithEndpoint(['thread.created', 'message.created', 'contact.created']);
    const visitor = await startVisitor(t, widget.clientId);
    const opening = await sendVisitorMessage(visitor, 'Where is my order?', randomUUID());
    await deliver();
    await waitUntil(() => hooks.received.length === 3, () => `3 deliveries, got ${hooks.received.map((entry) => entry.payload.type).join(', ')}`);

    const threadId = operatorThreadId(opening.thread.id);
    const [message] = hooks.ofType('message.created');
    const verified = hooks.verify(message!, endpoint.secret) as any;
    expect(verified.type).toBe('message.created');
    expect(new Date(verified.timestamp).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(verified.data.message).toMatchObject({ id: Buffer.from(`Message:${databaseId(opening.message.id)}`).toString('base64'), threadId, kind: 'MESSAGE', authorKind: 'CONTACT', body: 'Where is my order?', authorContactId: contactId(visitor.id) });
    expect(hooks.verify(hooks.ofType('thread.created')[0]!, endpoint.secret)).toMatchObject({ data: { thread: { id: threadId, status: 'OPEN', contactId: contactId(visitor.id) } } });
    expect(hooks.verify(hooks.ofType('contact.created')[0]!, endpoint.secret)).toMatchObject({ data: { contact: { id: contactId(visitor.id) } } });
    // A signature made with another secret is refused by the same library: the check is real.
    expect(() => hooks.verify(message!, 'whsec_' + Buffer.alloc(32, 7).toString('base64'))).toThrow();
  });

  it('sends thread changes (status, assignee, labels), team replies, ratings and contact changes; notes only to endpoints that ask', async () => {
    const { operator, organizationId, widget, hooks } = await organizationWithEndpoint(['thread.updated', 'message.created', 'rating.created', 'contact.updated']);
    const notes = await receiver();
    await createEndpoint(operator, organizationId, notes.url, ['message.created'], { includeNotes: true });
    const visitor = await startVisitor(t, widget.clientId);
    const opening = await sendVisitorMessage(visitor, 'Hello', randomUUID());
    const threadId = operatorThreadId(opening.thread.id);
    await sendOperatorMessage(operator, threadId, 'Hi! Looking into it.');
    await sendOperatorMessage(operator, threadId, 'Check the warehouse', { kind: 'NOTE' });
    const { viewer: me } = await operator.data(`{ viewer { id } }`);
    await operator.data(`mutation($id: ID!, $user: ID) { assignThread(input: { threadId: $id, assigneeId: $user }) { __typename } }`, { id: threadId, user: me.id });
    const { createLabel } = await operator.data(`mutation($input: CreateLabelInput!) { createLabel(input: $input) { ... on CreateLabelPayload { label { id } } } }`, {
      input: { organizationId, name: 'Billing', color: '#4f46e5' },
    });
    await operator.data(`mutation($input: AddThreadLabelInput!) { addThreadLabel(input: $input) { __typename } }`, { input: { threadId, labelId: createLabel.label.id } });
    await operator.data(`mutation($id: ID!) { updateThreadStatus(input: { threadId: $id, status: CLOSED }) { __typename } }`, { id: threadId });
    await visitor.client.data(`mutation($input: SubmitThreadRatingInput!) { submitThreadRating(input: $input) { __typename } }`, { input: { threadId: opening.thread.id, rating: 5 } });
    await visitor.client.data(`mutation($input: SubmitVisitorDetailsInput!) { submitVisitorDetails(input: $input) { __typename } }`, { input: { email: 'ada@example.com' } });
    await deliver();

    await waitUntil(() => hooks.ofType('contact.updated').length === 1, () => `contact.updated, got ${hooks.received.map((entry) => entry.payload.type).join(', ')}`);
    expect(hooks.ofType('message.created').map((entry) => entry.payload.data.message.body).sort()).toEqual(['Hello', 'Hi! Looking into it.']);
    await waitUntil(() => notes.received.length === 3, () => `3 messages with the note, got ${notes.received.length}`);
    // Ordering is not promised (deliveries go out in parallel); the set is.
    expect(notes.received.map((entry) => entry.payload.data.message.kind).sort()).toEqual(['MESSAGE', 'MESSAGE', 'NOTE']);
    const changes = hooks.ofType('thread.updated').map((entry) => entry.payload.data.changes);
    expect(changes).toEqual(
      expect.arrayContaining([
        { assignee: { from: null, to: me.id } },
        { labels: { added: [createLabel.label.id], removed: [] } },
        { status: { from: 'OPEN', to: 'CLOSED' } },
      ]),
    );
    expect(hooks.ofType('rating.created')[0]!.payload.data).toMatchObject({ rating: { score: 5 }, thread: { id: threadId } });
    expect(hooks.ofType('contact.updated')[0]!.payload.data).toMatchObject({ contact: { id: contactId(visitor.id), email: 'ada@example.com' }, changes: { fields: ['email'] } });
  });

  it('writes the outbox in the transaction of the change: a change rolled back announces nothing', async () => {
    const { organizationId, widget } = await organizationWithEndpoint(['contact.created']);
    const prisma = t.database.prisma;
    const before = await prisma.outboxEvent.count({ where: { organizationId: databaseId(organizationId) } });
    await expect(
      prisma.$transaction(async (tx) => {
        await tx.contact.create({ data: { organizationId: databaseId(organizationId), widgetId: widget.id ? databaseId(widget.id) : '', number: 999 } });
        expect(await tx.outboxEvent.count({ where: { organizationId: databaseId(organizationId) } })).toBe(before + 1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await prisma.outboxEvent.count({ where: { organizationId: databaseId(organizationId) } })).toBe(before);
  });

  it('retries a 503 on the schedule under the same webhook-id, and logs every attempt', async () => {
    const { operator, widget, hooks, endpoint } = await organizationWithEndpoint(['message.created'], (index) => (index === 0 ? 503 : 204));
    const visitor = await startVisitor(t, widget.clientId);
    await sendVisitorMessage(visitor, 'Anyone there?', randomUUID());
    await deliver();
    await waitUntil(() => hooks.received.length === 1, () => 'the first attempt');

    const [failed] = (await log(operator, endpoint.id)).deliveries.edges;
    expect(failed.node).toMatchObject({ status: 'PENDING', attemptCount: 1, attempts: [{ number: 1, statusCode: 503, responseBody: 'answered 503' }] });
    // The second attempt is due 5 seconds after the first failure, not before.
    expect(new Date(failed.node.nextAttemptAt).getTime() - now().getTime()).toBeGreaterThan(4000);
    await deliver();
    expect(hooks.received).toHaveLength(1);

    offsetMs = 5_000;
    await deliver();
    await waitUntil(() => hooks.received.length === 2, () => 'the retry');
    expect(hooks.received[1]!.headers['webhook-id']).toBe(hooks.received[0]!.headers['webhook-id']);
    expect(hooks.received[1]!.body).toBe(hooks.received[0]!.body);
    hooks.verify(hooks.received[1]!, endpoint.secret);
    const [succeeded] = (await log(operator, endpoint.id)).deliveries.edges;
    expect(succeeded.node).toMatchObject({ status: 'SUCCEEDED', attemptCount: 2, nextAttemptAt: null, webhookId: hooks.received[0]!.headers['webhook-id'] });
    expect(succeeded.node.attempts.map((attempt: any) => attempt.statusCode)).toEqual([204, 503]);
  });

  it('follows the whole schedule (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h), then gives up', async () => {
    const { operator, widget, hooks, endpoint } = await organizationWithEndpoint(['contact.created'], () => 500);
    await startVisitor(t, widget.clientId);
    await deliver();
    await waitUntil(() => hooks.received.length === 1, () => 'the first attempt');
    const delaysMs = [5, 300, 1800, 7200, 18_000, 36_000, 50_400, 72_000, 86_400].map((seconds) => seconds * 1000);
    for (const [index, delay] of delaysMs.entries()) {
      offsetMs += delay - 1000;
      await deliver();
      expect(hooks.received).toHaveLength(index + 1);
      offsetMs += 1000;
      await deliver();
      await waitUntil(() => hooks.received.length === index + 2, () => `attempt ${index + 2}`);
    }
    const [delivery] = (await log(operator, endpoint.id)).deliveries.edges;
    expect(delivery.node).toMatchObject({ status: 'FAILED', attemptCount: 10, nextAttemptAt: null });
  });

  it('retries a receiver that does not answer within the timeout', async () => {
    const { operator, widget, hooks, endpoint } = await organizationWithEndpoint(['contact.created'], (index) => (index === 0 ? 'hang' : 200));
    await startVisitor(t, widget.clientId);
    await deliver();
    const [delivery] = (await log(operator, endpoint.id)).deliveries.edges;
    expect(delivery.node).toMatchObject({ status: 'PENDING', attempts: [{ statusCode: null, error: 'No answer within 0.5 s' }] });
    offsetMs = 5_000;
    await deliver();
    await waitUntil(() => hooks.received.length === 2, () => 'the retry');
  });

  it('turns an endpoint off when it answers 410 Gone', async () => {
    const { operator, widget, hooks, endpoint } = await organizationWithEndpoint(['contact.created'], () => 410);
    await startVisitor(t, widget.clientId);
    await deliver();
    await waitUntil(() => hooks.received.length === 1, () => 'the attempt');
    const state = await log(operator, endpoint.id);
    expect(state).toMatchObject({ enabled: false, disabledReason: 'Turned off because the endpoint answered 410 Gone.' });
    expect(state.deliveries.edges[0].node).toMatchObject({ status: 'FAILED', nextAttemptAt: null });
    await startVisitor(t, widget.clientId);
    await deliver();
    expect(hooks.received).toHaveLength(1);
  });

  it('turns off an endpoint that has failed for 5 days and emails its admins', async () => {
    const { operator, organizationId, widget, hooks, endpoint } = await organizationWithEndpoint(['contact.created'], () => 500);
    const admin = await teammateOf(t, operator, organizationId, 'ADMIN');
    await startVisitor(t, widget.clientId);
    await deliver();
    await waitUntil(() => hooks.received.length === 1, () => 'the first attempt');
    expect((await log(operator, endpoint.id)).failingSince).not.toBeNull();

    offsetMs = 5 * 24 * 60 * 60 * 1000;
    await startVisitor(t, widget.clientId);
    await deliver();
    await waitUntil(() => hooks.received.length >= 2, () => 'an attempt five days later');
    expect(await log(operator, endpoint.id)).toMatchObject({ enabled: false, disabledReason: 'Turned off because every attempt to deliver to it has failed for 5 days.' });
    const email = await t.mail.waitFor(admin.email, /webhook endpoint of Acme was turned off/);
    expect(email.text).toContain(hooks.url);
  });

  it('signs with the old and the new secret for 24 hours after a rotation', async () => {
    const { operator, widget, hooks, endpoint } = await organizationWithEndpoint(['contact.created']);
    const { rotateWebhookSecret } = await operator.data(
      `mutation($id: ID!) { rotateWebhookSecret(input: { endpointId: $id }) { ... on RotateWebhookSecretPayload { endpoint { secret previousSecretExpiresAt } } } }`,
      { id: endpoint.id },
    );
    const rotated = rotateWebhookSecret.endpoint.secret as string;
    expect(rotated).toMatch(/^whsec_/);
    expect(rotated).not.toBe(endpoint.secret);
    await startVisitor(t, widget.clientId);
    await deliver();
    await waitUntil(() => hooks.received.length === 1, () => 'a delivery');
    hooks.verify(hooks.received[0]!, endpoint.secret);
    hooks.verify(hooks.received[0]!, rotated);

    offsetMs = 24 * 60 * 60 * 1000 + 1000;
    await startVisitor(t, widget.clientId);
    await deliver();
    await waitUntil(() => hooks.received.length === 2, () => 'a delivery a day later');
    expect(String(hooks.received[1]!.headers['webhook-signature']).split(' ')).toHaveLength(1);
  });

  it('sends a test event and redelivers any delivery on request', async () => {
    const { operator, hooks, endpoint } = await organizationWithEndpoint(['thread.created']);
    const { sendTestWebhookEvent } = await operator.data(
      `mutation($id: ID!) { sendTestWebhookEvent(input: { endpointId: $id }) { ... on SendTestWebhookEventPayload { delivery { id eventType } } } }`,
      { id: endpoint.id },
    );
    expect(sendTestWebhookEvent.delivery.eventType).toBe('webhook.test');
    await waitUntil(() => hooks.received.length === 1, () => 'the test event');
    expect(hooks.verify(hooks.received[0]!, endpoint.secret)).toMatchObject({ type: 'webhook.test' });
    // As from the log: the first attempt is recorded before it is sent again.
    await waitUntil(async () => (await log(operator, endpoint.id)).deliveries.edges[0].node.attemptCount === 1, () => 'the first attempt logged');

    await operator.data(`mutation($id: ID!) { redeliverWebhook(input: { deliveryId: $id }) { __typename } }`, { id: sendTestWebhookEvent.delivery.id });
    await waitUntil(() => hooks.received.length === 2, () => 'the redelivery');
    expect(hooks.received[1]!.headers['webhook-id']).toBe(hooks.received[0]!.headers['webhook-id']);
    await waitUntil(async () => (await log(operator, endpoint.id)).deliveries.edges[0].node.attemptCount === 2, () => 'the redelivery logged');
  });

  it('refuses a redelivery while an attempt of the same delivery is running, so it is never sent twice at once', async () => {
    // The first request gets no answer: its attempt holds the delivery until it times out.
    const { operator, hooks, endpoint } = await organizationWithEndpoint(['thread.created'], (index) => (index === 0 ? 'hang' : 200));
    const { sendTestWebhookEvent } = await operator.data(
      `mutation($id: ID!) { sendTestWebhookEvent(input: { endpointId: $id }) { ... on SendTestWebhookEventPayload { delivery { id } } } }`,
      { id: endpoint.id },
    );
    await waitUntil(() => hooks.received.length === 1, () => 'the attempt in flight');
    const redeliver = `mutation($id: ID!) { redeliverWebhook(input: { deliveryId: $id }) { __typename ... on Error { message } } }`;
    const { redeliverWebhook: refused } = await operator.data(redeliver, { id: sendTestWebhookEvent.delivery.id });
    expect(refused).toEqual({ __typename: 'ValidationError', message: expect.stringContaining('being sent right now') });

    await waitUntil(async () => (await log(operator, endpoint.id)).deliveries.edges[0].node.attemptCount === 1, () => 'the timed-out attempt logged');
    expect(hooks.received).toHaveLength(1);
    const { redeliverWebhook: accepted } = await operator.data(redeliver, { id: sendTestWebhookEvent.delivery.id });
    expect(accepted.__typename).toBe('RedeliverWebhookPayload');
    await waitUntil(() => hooks.received.length === 2, () => 'the redelivery');
    await waitUntil(async () => (await log(operator, endpoint.id)).deliveries.edges[0].node.status === 'SUCCEEDED', () => 'the redelivery logged');
    expect(hooks.received).toHaveLength(2);
  });
});

describe('signing secrets at rest', () => {
  const storedSecrets = async (endpointId: string) =>
    (await t.database.prisma.$queryRaw<{ secret: string; previousSecret: string | null }[]>`
      SELECT "secret", "previousSecret" FROM "WebhookEndpoint" WHERE "id" = ${databaseId(endpointId)}`)[0]!;

  it('are stored encrypted: the columns hold no whsec_ secret, yet deliveries verify with the secret admins reveal', async () => {
    const { operator, widget, hooks, endpoint } = await organizationWithEndpoint(['contact.created']);
    const { rotateWebhookSecret } = await operator.data(
      `mutation($id: ID!) { rotateWebhookSecret(input: { endpointId: $id }) { ... on RotateWebhookSecretPayload { endpoint { secret } } } }`,
      { id: endpoint.id },
    );
    const stored = await storedSecrets(endpoint.id);
    const columns = `${stored.secret} ${stored.previousSecret}`;
    expect(columns).not.toMatch(/whsec_/);
    for (const secret of [endpoint.secret, rotateWebhookSecret.endpoint.secret as string]) expect(columns).not.toContain(secret.slice('whsec_'.length));

    await startVisitor(t, widget.clientId);
    await deliver();
    await waitUntil(() => hooks.received.length === 1, () => 'a delivery');
    expect(hooks.verify(hooks.received[0]!, rotateWebhookSecret.endpoint.secret)).toMatchObject({ type: 'contact.created' });
    expect(hooks.verify(hooks.received[0]!, endpoint.secret)).toMatchObject({ type: 'contact.created' });
  });

  it('stored in plain text before encryption still sign, and the start-up pass encrypts them', async () => {
    const { operator, widget, hooks, endpoint } = await organizationWithEndpoint(['contact.created']);
    const legacy = 'whsec_' + Buffer.alloc(32, 3).toString('base64');
    await t.database.prisma.$executeRaw`UPDATE "WebhookEndpoint" SET "secret" = ${legacy} WHERE "id" = ${databaseId(endpoint.id)}`;

    await startVisitor(t, widget.clientId);
    await deliver();
    await waitUntil(() => hooks.received.length === 1, () => 'a delivery signed with the plain-text secret');
    expect(hooks.verify(hooks.received[0]!, legacy)).toMatchObject({ type: 'contact.created' });

    expect(await sealStoredWebhookSecrets(t.database.prisma, t.app.services.webhookSecrets)).toBeGreaterThanOrEqual(1);
    expect((await storedSecrets(endpoint.id)).secret).not.toMatch(/whsec_/);
    const { node } = await operator.data(`query($id: ID!) { node(id: $id) { ... on WebhookEndpoint { secret } } }`, { id: endpoint.id });
    expect(node.secret).toBe(legacy);
    await startVisitor(t, widget.clientId);
    await deliver();
    await waitUntil(() => hooks.received.length === 2, () => 'a delivery after encryption');
    expect(hooks.verify(hooks.received[1]!, legacy)).toMatchObject({ type: 'contact.created' });
  });

  it('sealed under another server key are never used to sign: the attempt is logged as failed, saying why', async () => {
    const { operator, widget, hooks, endpoint } = await organizationWithEndpoint(['contact.created']);
    const otherServer = createSecretBox(randomBytes(48), 'webhook signing secrets');
    await t.database.prisma.webhookEndpoint.update({ where: { id: databaseId(endpoint.id) }, data: { secret: otherServer.seal(endpoint.secret) } });
    await startVisitor(t, widget.clientId);
    await deliver();
    const [delivery] = (await log(operator, endpoint.id)).deliveries.edges;
    expect(delivery.node).toMatchObject({ status: 'PENDING', attempts: [{ statusCode: null, error: expect.stringMatching(/cannot be decrypted.*SECRET_KEY/) }] });
    expect(hooks.received).toHaveLength(0);
  });

  it("sealed under another server key read as null for that endpoint only, and rotating gives a new secret that signs alone", async () => {
    const { operator, organizationId, widget, hooks, endpoint } = await organizationWithEndpoint(['contact.created']);
    const healthy = await createEndpoint(operator, organizationId, (await receiver()).url, ['thread.created']);
    const otherServer = createSecretBox(randomBytes(48), 'webhook signing secrets');
    await t.database.prisma.webhookEndpoint.update({ where: { id: databaseId(endpoint.id) }, data: { secret: otherServer.seal(endpoint.secret) } });

    const page = await operator.request(`query($id: ID!) { node(id: $id) { ... on Organization { webhookEndpoints { id url secret } } } }`, { id: organizationId });
    expect(page.errors).toBeUndefined();
    expect(page.data.node.webhookEndpoints).toEqual([
      { id: endpoint.id, url: hooks.url, secret: null },
      { id: healthy.id, url: expect.any(String), secret: healthy.secret },
    ]);

    const { rotateWebhookSecret } = await operator.data(`mutation($id: ID!) { rotateWebhookSecret(input: { endpointId: $id }) { ... on RotateWebhookSecretPayload { endpoint { secret previousSecretExpiresAt } } } }`, { id: endpoint.id });
    expect(rotateWebhookSecret.endpoint).toEqual({ secret: expect.stringMatching(/^whsec_/), previousSecretExpiresAt: null });
    await startVisitor(t, widget.clientId);
    await deliver();
    await waitUntil(() => hooks.received.length === 1, () => 'a delivery signed with the new secret');
    expect(String(hooks.received[0]!.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(hooks.verify(hooks.received[0]!, rotateWebhookSecret.endpoint.secret)).toMatchObject({ type: 'contact.created' });
  });
});

describe('webhook endpoints', () => {
  it('are managed by admins of their organization only', async () => {
    const { operator, organizationId, endpoint } = await organizationWithEndpoint(['thread.created']);
    const agent = await teammateOf(t, operator, organizationId, 'AGENT');
    const refused = await agent.client.data(createEndpointMutation, { input: { organizationId, url: 'http://127.0.0.1:1/x', events: ['thread.created'] } });
    expect(refused.createWebhookEndpoint.__typename).toBe('NotAuthorizedError');
    expect((await agent.client.data(endpointLog, { id: endpoint.id })).node).toBeNull();

    const stranger = t.client();
    await ownerWithOrganization(stranger, t.mail, 'Other');
    expect((await stranger.data(endpointLog, { id: endpoint.id })).node).toBeNull();
    const { organization } = await stranger.data(`query($id: ID!) { organization: node(id: $id) { ... on Organization { webhookEndpoints { id } } } }`, { id: organizationId });
    expect(organization).toBeNull();
    const rotate = await stranger.data(`mutation($id: ID!) { rotateWebhookSecret(input: { endpointId: $id }) { __typename } }`, { id: endpoint.id });
    expect(rotate.rotateWebhookSecret.__typename).toBe('NotAuthorizedError');
    const remove = await stranger.data(`mutation($id: ID!) { deleteWebhookEndpoint(input: { endpointId: $id }) { __typename } }`, { id: endpoint.id });
    expect(remove.deleteWebhookEndpoint.__typename).toBe('NotAuthorizedError');
    expect(await t.database.prisma.webhookEndpoint.count({ where: { id: databaseId(endpoint.id) } })).toBe(1);
  });

  it('refuse bad input with a message on the field', async () => {
    const operator = t.client();
    const { organizationId } = await ownerWithOrganization(operator, t.mail);
    const attempt = async (url: string, events = ['thread.created']) =>
      (await operator.data(createEndpointMutation, { input: { organizationId, url, events } })).createWebhookEndpoint;
    expect(await attempt('ftp://example.com/hooks')).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'url', message: 'Use an http:// or https:// URL.' }] });
    expect((await attempt('https://user:pass@example.com/hooks')).fieldErrors[0].message).toMatch(/Remove the user name and password/);
    expect((await attempt('not a url')).fieldErrors[0].field).toBe('url');
    expect((await attempt('http://127.0.0.1:9/x', ['thread.deleted'])).__typename).toBe('ValidationError');
    expect((await attempt('http://127.0.0.1:9/x', [])).fieldErrors[0].message).toBe('Choose at least one event.');
    expect(await t.database.prisma.webhookEndpoint.count({ where: { organizationId: databaseId(organizationId) } })).toBe(0);
  });

  const updateMutation = `mutation($input: UpdateWebhookEndpointInput!) {
    updateWebhookEndpoint(input: $input) {
      __typename
      ... on UpdateWebhookEndpointPayload { endpoint { url description events includeNotes enabled } }
      ... on ValidationError { fieldErrors { field message } }
    }
  }`;

  it('are edited by admins of their organization: URL, description, events, notes and on/off', async () => {
    const { operator, organizationId, endpoint, hooks } = await organizationWithEndpoint(['thread.created']);
    const input = { endpointId: endpoint.id, url: hooks.url, description: 'Helpdesk mirror', events: ['message.created', 'rating.created'], includeNotes: true, enabled: false };
    const { updateWebhookEndpoint } = await operator.data(updateMutation, { input });
    expect(updateWebhookEndpoint).toEqual({ __typename: 'UpdateWebhookEndpointPayload', endpoint: { url: hooks.url, description: 'Helpdesk mirror', events: ['message.created', 'rating.created'], includeNotes: true, enabled: false } });

    const before = await t.database.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: databaseId(endpoint.id) } });
    const agent = await teammateOf(t, operator, organizationId, 'AGENT');
    const stranger = t.client();
    await ownerWithOrganization(stranger, t.mail, 'Other');
    for (const client of [agent.client, stranger]) {
      const refused = await client.data(updateMutation, { input: { ...input, url: 'http://127.0.0.1:1/elsewhere', enabled: true } });
      expect(refused.updateWebhookEndpoint.__typename).toBe('NotAuthorizedError');
    }
    expect(await t.database.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: databaseId(endpoint.id) } })).toEqual(before);
  });

  it('refuse a bad edit with a message on the field, and change nothing', async () => {
    const { operator, endpoint, hooks } = await organizationWithEndpoint(['thread.created']);
    const before = await t.database.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: databaseId(endpoint.id) } });
    const attempt = async (changes: Record<string, unknown>) =>
      (await operator.data(updateMutation, { input: { endpointId: endpoint.id, url: hooks.url, events: ['thread.created'], enabled: true, ...changes } })).updateWebhookEndpoint;
    expect(await attempt({ url: 'ftp://example.com/hooks' })).toMatchObject({ fieldErrors: [{ field: 'url', message: 'Use an http:// or https:// URL.' }] });
    expect(await attempt({ url: 'not a url' })).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'url' }] });
    expect(await attempt({ events: [] })).toMatchObject({ fieldErrors: [{ field: 'events', message: 'Choose at least one event.' }] });
    expect(await attempt({ events: ['thread.deleted'] })).toMatchObject({ __typename: 'ValidationError' });
    expect(await t.database.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: databaseId(endpoint.id) } })).toEqual(before);
  });
});
