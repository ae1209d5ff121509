import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databaseId, ownerWithOrganization } from '../../test-support/accounts';
import { startVisitor, widgetOf } from '../../test-support/conversations';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { startWebhookReceiver, type WebhookReceiver } from '../../test-support/webhook-receiver';
import { createEndpointMutation } from '../../test-support/webhook-endpoints';
import { isPublicAddress } from './address-guard';
import { newWebhookSecret } from './secrets';

let t: TestApp;
let hooks: WebhookReceiver;
beforeAll(async () => {
  // As in production: private networks are off limits.
  t = await startTestApp({ env: { WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'false' } });
  hooks = await startWebhookReceiver();
});
afterAll(async () => {
  await t.close();
  await hooks.close();
});

describe('webhook address guard', () => {
  it('knows which addresses are private, loopback, link-local or metadata services', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fe80::1', 'fd00:ec2::254', '::ffff:127.0.0.1', '::']) {
      expect([address, isPublicAddress(address)]).toEqual([address, false]);
    }
    for (const address of ['93.184.216.34', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) expect([address, isPublicAddress(address)]).toEqual([address, true]);
  });

  it('refuses endpoints on loopback, private, link-local and metadata addresses, by IP or by a name that resolves to one', async () => {
    const operator = t.client();
    const { organizationId } = await ownerWithOrganization(operator, t.mail);
    for (const url of [hooks.url, 'http://localhost:8080/hooks', 'http://169.254.169.254/latest/meta-data', 'http://[::1]/hooks', 'https://10.0.0.5/hooks', 'http://0x7f000001/hooks']) {
      const { createWebhookEndpoint } = await operator.data(createEndpointMutation, { input: { organizationId, url, events: ['thread.created'] } });
      expect([url, createWebhookEndpoint.__typename, createWebhookEndpoint.fieldErrors?.[0]?.field]).toEqual([url, 'ValidationError', 'url']);
      expect(createWebhookEndpoint.fieldErrors[0].message).toMatch(/private, loopback or link-local/);
    }
    expect(await t.database.prisma.webhookEndpoint.count({ where: { organizationId: databaseId(organizationId) } })).toBe(0);
  });

  it('refuses to move an existing endpoint onto a private address, and leaves it as it was', async () => {
    const operator = t.client();
    const { organizationId } = await ownerWithOrganization(operator, t.mail);
    const endpoint = await t.database.prisma.webhookEndpoint.create({
      data: { organizationId: databaseId(organizationId), url: 'https://hooks.example/parley', events: ['thread.created'], secret: newWebhookSecret() },
    });
    const endpointId = Buffer.from(`WebhookEndpoint:${endpoint.id}`).toString('base64');
    const { updateWebhookEndpoint } = await operator.data(
      `mutation($input: UpdateWebhookEndpointInput!) { updateWebhookEndpoint(input: $input) { __typename ... on ValidationError { fieldErrors { field message } } } }`,
      { input: { endpointId, url: 'http://169.254.169.254/latest/meta-data', events: ['thread.created'], enabled: true } },
    );
    expect(updateWebhookEndpoint).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'url', message: expect.stringMatching(/private, loopback or link-local/) }] });
    expect(await t.database.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } })).toEqual(endpoint);
  });

  it('checks again at each delivery: an endpoint whose address turned private is never contacted', async () => {
    const operator = t.client();
    const { organizationId } = await ownerWithOrganization(operator, t.mail);
    const widget = await widgetOf(operator, organizationId);
    // As if its name had resolved to a public address when it was saved and to loopback now (DNS rebinding).
    const endpoint = await t.database.prisma.webhookEndpoint.create({
      data: { organizationId: databaseId(organizationId), url: hooks.url.replace('127.0.0.1', 'localhost'), events: ['contact.created'], secret: newWebhookSecret() },
    });
    await startVisitor(t, widget.clientId, { url: `https://shop.example/${randomUUID()}` });
    await t.app.services.webhooks.runOnce();
    const [attempt] = await t.database.prisma.webhookAttempt.findMany({ where: { delivery: { endpointId: endpoint.id } } });
    expect(attempt).toMatchObject({ statusCode: null, error: expect.stringMatching(/private, loopback or link-local/) });
    expect(hooks.received).toHaveLength(0);
  });
});
