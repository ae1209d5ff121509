import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Client } from 'graphql-ws';
import { databaseId, ownerWithOrganization } from '../../test-support/accounts';
import { collect, listening, sendVisitorMessage, socketFor, startVisitor, widgetOf } from '../../test-support/conversations';
import type { TestClient } from '../../test-support/graphql-client';
import { startTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
const sockets: Client[] = [];
beforeAll(async () => {
  t = await startTestApp({ listen: true });
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.dispose()));
  await t.close();
});

const heartbeat = `mutation($id: ID!, $status: OperatorStatus) { heartbeat(input: { organizationId: $id, status: $status }) { ... on HeartbeatPayload { membership { presence } } } }`;

describe('presence changes', () => {
  it('are published exactly once per real transition, however many heartbeats and status changes race', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const visitor = await startVisitor(t, (await widgetOf(owner, organizationId)).clientId);
    const inbox = collect<any>(socketFor(t.app, { cookie: owner.cookieHeader() }, sockets), `subscription($id: ID!) {
      inboxEvents(organizationId: $id) { kind message { body } }
    }`, { id: organizationId });
    await listening(t.app, 'inbox:event', databaseId(organizationId));

    /**
     * Runs the beats concurrently, then counts the PRESENCE_CHANGED events that arrived before a marker message
     * written afterwards: events reach one subscription in the order they were published.
     */
    let counted = 0;
    const presenceChangesDuring = async (beats: Array<(client: TestClient) => Promise<unknown>>) => {
      await Promise.all(beats.map((beat) => beat(owner)));
      const marker = `marker ${randomUUID()}`;
      await sendVisitorMessage(visitor, marker, randomUUID());
      const events = await inbox.until((received) => received.some((event) => event.inboxEvents.message?.body === marker));
      const changes = events.slice(counted).filter((event) => event.inboxEvents.kind === 'PRESENCE_CHANGED').length;
      counted = events.length;
      return changes;
    };
    const beat = (status?: 'ONLINE' | 'AWAY') => (client: TestClient) => client.data(heartbeat, { id: organizationId, status });
    const presence = async () => (await owner.data(heartbeat, { id: organizationId })).heartbeat.membership.presence as string;

    // Offline → online, once, however many tabs beat at the same moment.
    expect(await presenceChangesDuring(Array.from({ length: 8 }, () => beat()))).toBe(1);
    // Online → away, once.
    expect(await presenceChangesDuring([...Array.from({ length: 4 }, () => beat('AWAY')), ...Array.from({ length: 4 }, () => beat())])).toBe(1);
    // Nothing changes: nothing is published.
    expect(await presenceChangesDuring(Array.from({ length: 6 }, () => beat()))).toBe(0);

    // Away → online racing online → away: one or two real transitions, depending on which committed last.
    for (let round = 0; round < 5; round += 1) {
      await owner.data(heartbeat, { id: organizationId, status: 'ONLINE' });
      await presenceChangesDuring([]);
      const changes = await presenceChangesDuring([beat('AWAY'), beat('ONLINE'), beat('AWAY'), beat('ONLINE')]);
      const finalPresence = await presence();
      await presenceChangesDuring([]);
      // Each transition flips online and away, so an event per transition leaves the parity of the count matching the
      // final state: a missed or doubled event breaks it.
      expect(changes).toBeGreaterThanOrEqual(1);
      expect(changes).toBeLessThanOrEqual(4);
      expect(changes % 2 === 0 ? 'ONLINE' : 'AWAY').toBe(finalPresence);
    }
  });
});
