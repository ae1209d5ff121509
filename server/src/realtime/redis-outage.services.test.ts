import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Client } from 'graphql-ws';
import { databaseId, ownerWithOrganization } from '../../test-support/accounts';
import { collect, listening, sendVisitorMessage, socketClosed, socketFor, startVisitor, widgetOf } from '../../test-support/conversations';
import { requirePostgresServerUrl, requireRedisUrl } from '../../test-support/services';
import { startTcpProxy, type TcpProxy } from '../../test-support/tcp-proxy';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { waitUntil } from '../../test-support/wait-until';
import type { Database } from '../db/client';
import { createTestDatabase } from '../db/test-database';

// One app reaches the shared Redis through a proxy this test can cut; the Redis server itself keeps running for everyone else.
const redisUrl = new URL(requireRedisUrl());
let proxy: TcpProxy;
let database: Database;
let t: TestApp;
const sockets: Client[] = [];
beforeAll(async () => {
  proxy = await startTcpProxy({ host: redisUrl.hostname, port: Number(redisUrl.port || 6379) });
  database = await createTestDatabase({ postgresServerUrl: requirePostgresServerUrl() });
  t = await startTestApp({ database, listen: true, env: { REDIS_URL: `redis://${proxy.address}` } });
});
afterAll(async () => {
  proxy.restore();
  await Promise.all(sockets.map((socket) => socket.dispose()));
  await t.close();
  await database.close();
  await proxy.close();
});

async function readiness(): Promise<{ status: number; body: { status: string; redis?: string } }> {
  const response = await fetch(`${t.app.url()}/readyz`);
  return { status: response.status, body: (await response.json()) as { status: string; redis?: string } };
}

/** An owner's dashboard watching their inbox on the instance cut off from Redis, once it listens, and how its socket closes. */
async function watchingDashboard(owner: ReturnType<TestApp['client']>, organizationId: string) {
  const dashboard = socketFor(t.app, { cookie: owner.cookieHeader() }, sockets);
  collect(dashboard, `subscription($id: ID!) { inboxEvents(organizationId: $id) { kind } }`, { id: organizationId });
  await listening(t.app, 'inbox:event', databaseId(organizationId));
  return { closed: socketClosed(dashboard) };
}

/** Cuts the instance off from Redis, once /readyz says so. */
async function cutRedis() {
  proxy.cut();
  await waitUntil(async () => (await readiness()).status === 503, () => '/readyz to report Redis down');
}

describe('a Redis outage', () => {
  it('keeps visitors chatting, says so on /readyz, and has live sockets resync once Redis is back', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const widget = await widgetOf(owner, organizationId);
    const visitor = await startVisitor(t, widget.clientId);
    const clientThreadId = randomUUID();
    await sendVisitorMessage(visitor, 'Before the outage', clientThreadId);
    expect(await readiness()).toEqual({ status: 200, body: expect.objectContaining({ status: 'ready', redis: 'up' }) });

    const { closed } = await watchingDashboard(owner, organizationId);

    await cutRedis();
    expect((await readiness()).body).toEqual(expect.objectContaining({ redis: 'down' }));
    // Rate limits fall back to this instance's own counters: sending still works.
    const during = await sendVisitorMessage(visitor, 'During the outage', clientThreadId);
    expect(during.message.body).toBe('During the outage');

    proxy.restore();
    await waitUntil(async () => (await readiness()).status === 200, () => '/readyz to report Redis back');
    // Events published while the subscription was gone never arrive: the dashboard is told to reconnect and resync.
    expect(await closed).toEqual({ code: 1013, reason: expect.stringMatching(/resync/i) });
  });

  it('does not let a visitor this instance remembers outlive a revocation it missed while cut off', async () => {
    // A second instance on the same database and Redis, which stays connected throughout.
    const other = await startTestApp({ database, env: { REDIS_URL: requireRedisUrl() } });
    try {
      const owner = t.client();
      const { organizationId } = await ownerWithOrganization(owner, t.mail);
      const widget = await widgetOf(owner, organizationId);
      const visitor = await startVisitor(t, widget.clientId);
      const whoAmI = () => visitor.client.data(`{ visitor { id } }`);
      // Recognized, so this instance now trusts the visitor's session without reading it.
      expect((await whoAmI()).visitor).toEqual({ id: visitor.id });

      const { closed: resynced } = await watchingDashboard(owner, organizationId);

      await cutRedis();
      // The widget is disabled through the other instance; its revocation never reaches this one.
      const disabled = await other.client({ cookie: owner.cookieHeader() }).data(`mutation($id: ID!) { updateWidget(input: { widgetId: $id, enabled: false }) { __typename } }`, { id: widget.id });
      expect(disabled.updateWidget.__typename).toBe('UpdateWidgetPayload');
      proxy.restore();

      // Once this instance knows it may have missed events (its sockets are told to resync), it reads the session again.
      expect(await resynced).toEqual({ code: 1013, reason: expect.stringMatching(/resync/i) });
      expect((await whoAmI()).visitor).toBeNull();
    } finally {
      await other.close();
    }
  });
});
