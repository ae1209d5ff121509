import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Client } from 'graphql-ws';
import WebSocket from 'ws';
import { databaseId, ownerWithOrganization } from '../../test-support/accounts';
import { collect, listening, socketClosed, socketFor } from '../../test-support/conversations';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { waitUntil } from '../../test-support/wait-until';

let t: TestApp;
const sockets: Client[] = [];
beforeAll(async () => {
  t = await startTestApp({ listen: true });
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.dispose()));
  await t.close();
});

/** A raw graphql-transport-ws connection, acknowledged, for sending what no well-behaved client would. */
async function rawSocket(cookie?: string): Promise<WebSocket> {
  const headers = { origin: 'http://localhost:3000', ...(cookie ? { cookie } : {}) };
  const socket = new WebSocket(`${t.app.url().replace('http', 'ws')}/graphql`, 'graphql-transport-ws', { headers });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'connection_init' }));
  await new Promise<void>((resolve) => socket.once('message', () => resolve()));
  return socket;
}

function closeOf(socket: WebSocket): Promise<{ code: number; reason: string }> {
  return new Promise((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
}

describe('the GraphQL WebSocket', () => {
  it('closes a socket that sends a message larger than any client needs with 1009, at once', async () => {
    const socket = await rawSocket();
    const closed = closeOf(socket);
    const message = JSON.stringify({ id: '1', type: 'subscribe', payload: { query: `subscription { visitorEvents { kind } } # ${'x'.repeat(30 * 1024 * 1024)}` } });
    const started = Date.now();
    socket.send(message);
    expect((await closed).code).toBe(1009);
    // Refused on reading the frame's header, not after receiving and parsing 30 MB (which took the old server 12 s).
    expect(Date.now() - started).toBeLessThan(5000);
    // The server is as responsive as before.
    expect((await t.client().data(`{ viewer { id } }`)).viewer).toBeNull();
  });

  it('lets a client reuse the id of an operation it completed at once, without the first answering under it or outliving it', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const key = databaseId(organizationId);
    const socket = await rawSocket(owner.cookieHeader());
    const received: { id?: string; type: string; payload?: { data?: Record<string, { name: string }> } }[] = [];
    socket.on('message', (data: Buffer) => received.push(JSON.parse(data.toString())));
    const subscribe = (alias: string) =>
      JSON.stringify({ id: 'a', type: 'subscribe', payload: { query: `subscription($id: ID!) { ${alias}: organizationUpdated(organizationId: $id) { name } }`, variables: { id: organizationId } } });
    // The first operation is still being admitted (its context reads the session) when its id is completed and reused.
    socket.send(subscribe('first'));
    socket.send(JSON.stringify({ id: 'a', type: 'complete' }));
    socket.send(subscribe('second'));
    await listening(t.app, 'organization:updated', key);
    await owner.data(`mutation($id: ID!) { updateOrganization(input: { organizationId: $id, name: "Renamed", timezone: "UTC" }) { __typename } }`, { id: organizationId });
    await waitUntil(
      () => received.some((message) => message.payload?.data?.second?.name === 'Renamed'),
      () => `the second operation's event (${JSON.stringify(received)})`,
    );

    // Completing the id ends the one subscription it names; nothing of the first listens on.
    socket.send(JSON.stringify({ id: 'a', type: 'complete' }));
    await waitUntil(
      () => t.app.services.pubsub.listenerCount('organization:updated', key) === 0,
      () => `no subscription to the organization's updates (${t.app.services.pubsub.listenerCount('organization:updated', key)} left)`,
    );
    expect(received.filter((message) => message.payload?.data?.first)).toEqual([]);
    socket.close();
  });

  it('accepts the largest subscription the dashboard sends', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const socket = socketFor(t.app, { cookie: owner.cookieHeader() }, sockets);
    // A document of 16 KiB: ten times the size of the dashboard's largest subscription.
    const padding = `# ${'-'.repeat(16 * 1024)}\n`;
    const events = collect<any>(socket, `${padding}subscription($id: ID!) { organizationUpdated(organizationId: $id) { name } }`, { id: organizationId });
    await listening(t.app, 'organization:updated', databaseId(organizationId));
    await owner.data(`mutation($id: ID!) { updateOrganization(input: { organizationId: $id, name: "Padded", timezone: "UTC" }) { __typename } }`, { id: organizationId });
    // An event the owner's setup published just before the subscription listened (going online, say) may come first.
    await events.until((received) => received.some((event) => event.organizationUpdated.name === 'Padded'));
    expect(events.errors).toEqual([]);
  });

  it('is the only way to subscribe: over HTTP (server-sent events) no revocation could reach a subscription', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const response = await t.app.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', origin: 'http://localhost:3000', cookie: owner.cookieHeader() },
      body: JSON.stringify({ query: `subscription($id: ID!) { organizationUpdated(organizationId: $id) { name } }`, variables: { id: organizationId } }),
    });
    const stream = await response.text();
    expect(stream).toMatch(/Subscriptions are served over WebSocket/);
    expect(stream).not.toMatch(/"organizationUpdated":\{/);
  });

  it('answers a subscription with a syntax error with an error, and keeps the socket and its other subscriptions', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const socket = socketFor(t.app, { cookie: owner.cookieHeader() }, sockets);
    let closedWith: { code: number; reason: string } | null = null;
    void socketClosed(socket).then((event) => (closedWith = event));
    const healthy = collect<any>(socket, `subscription($id: ID!) { organizationUpdated(organizationId: $id) { name } }`, { id: organizationId });
    await listening(t.app, 'organization:updated', databaseId(organizationId));

    const broken = collect<any>(socket, `subscription { organizationUpdated(organizationId: "x") { name `);
    await broken.until(() => broken.errors.length > 0);
    expect(closedWith).toBeNull();
    expect(JSON.stringify(broken.errors)).toMatch(/Syntax Error/);

    await owner.data(`mutation($id: ID!) { updateOrganization(input: { organizationId: $id, name: "Still live", timezone: "UTC" }) { __typename } }`, { id: organizationId });
    expect((await healthy.until((received) => received.length > 0))[0].organizationUpdated.name).toBe('Still live');
  });
});
