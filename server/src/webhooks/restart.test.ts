import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databaseId, ownerWithOrganization } from '../../test-support/accounts';
import { startVisitor, widgetOf } from '../../test-support/conversations';
import { startTestApp } from '../../test-support/test-app';
import { waitUntil } from '../../test-support/wait-until';
import { createEndpoint } from '../../test-support/webhook-endpoints';
import { startWebhookReceiver } from '../../test-support/webhook-receiver';
import type { Database } from '../db/client';
import { createTestDatabase } from '../db/test-database';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('an instance stopped mid-delivery', () => {
  it('loses nothing: the next instance on the same database delivers again under the same webhook-id', async () => {
    // The first request never gets an answer: the instance is stopped while it waits.
    const hooks = await startWebhookReceiver((index) => (index === 0 ? 'hang' : 200));
    let offsetMs = 0;
    const now = () => new Date(Date.now() + offsetMs);
    // Instances sharing a database share the server secret too, which opens the stored signing secrets.
    const env = { SECRET_KEY: 'restart test secret key, the same on both instances' };
    const first = await startTestApp({ database, env, now, webhookTimeoutMs: 15_000 });
    const operator = first.client();
    const { organizationId } = await ownerWithOrganization(operator, first.mail);
    const widget = await widgetOf(operator, organizationId);
    const endpoint = await createEndpoint(operator, organizationId, hooks.url, ['contact.created']);
    await startVisitor(first, widget.clientId);
    const running = first.app.services.webhooks.runOnce();
    await waitUntil(() => hooks.received.length === 1, () => 'the first attempt to reach the receiver');
    await first.close();
    await running;

    const [abandoned] = await database.prisma.webhookDelivery.findMany({ where: { endpointId: databaseId(endpoint.id) } });
    expect(abandoned).toMatchObject({ status: 'PENDING', attemptCount: 0 });

    // Once the stopped instance's claim has lapsed, a new instance takes the delivery over.
    const second = await startTestApp({ database, env, now, webhookTimeoutMs: 15_000 });
    try {
      await second.app.services.webhooks.runOnce();
      expect(hooks.received).toHaveLength(1);
      offsetMs = 46_000;
      await second.app.services.webhooks.runOnce();
      await waitUntil(() => hooks.received.length === 2, () => 'the redelivery');
      expect(hooks.received[1]!.headers['webhook-id']).toBe(hooks.received[0]!.headers['webhook-id']);
      expect(hooks.received[1]!.body).toBe(hooks.received[0]!.body);
      expect(await database.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: abandoned!.id } })).toMatchObject({ status: 'SUCCEEDED', attemptCount: 1 });
    } finally {
      await second.close();
      await hooks.close();
    }
  });
});
