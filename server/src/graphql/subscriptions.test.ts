import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { databaseId, ownerWithOrganization, registerVerified } from '../../test-support/accounts';
import { listening } from '../../test-support/conversations';
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

/** A graphql-ws client that sends the cookie (and Origin) a browser on our site would send. */
function socketClient(cookie: string, origin = 'http://localhost:3000'): Client {
  class BrowserLikeSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie, origin } });
    }
  }
  const client = createClient({ url: `${t.app.url().replace('http', 'ws')}/graphql`, webSocketImpl: BrowserLikeSocket, retryAttempts: 0 });
  sockets.push(client);
  return client;
}

const subscription = `subscription($id: ID!) { organizationUpdated(organizationId: $id) { id name } }`;

describe('organization subscription over graphql-ws', () => {
  it('delivers changes made by another member through HTTP', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const events = socketClient(owner.cookieHeader()).iterate<{ organizationUpdated: { name: string } }>({
      query: subscription,
      variables: { id: organizationId },
    });
    const first = events.next();
    await listening(t.app, 'organization:updated', databaseId(organizationId));
    await owner.data(`mutation($id: ID!) { updateOrganization(input: { organizationId: $id, name: "Renamed", timezone: "UTC" }) { __typename } }`, {
      id: organizationId,
    });
    const { value } = await first;
    expect(value?.data?.organizationUpdated.name).toBe('Renamed');
    await events.return?.();
  });

  it('refuses to subscribe to another organization', async () => {
    const victim = t.client();
    const { organizationId } = await ownerWithOrganization(victim, t.mail);
    const mallory = t.client();
    await registerVerified(mallory, t.mail);
    const events = socketClient(mallory.cookieHeader()).iterate({ query: subscription, variables: { id: organizationId } });
    const { value } = await events.next();
    expect(value?.errors?.[0]?.message).toMatch(/not allowed/i);
  });

  it('ignores the session cookie on a handshake from another site', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const events = socketClient(owner.cookieHeader(), 'https://evil.example').iterate({ query: subscription, variables: { id: organizationId } });
    const { value } = await events.next();
    expect(value?.errors?.[0]?.message).toMatch(/not allowed/i);
  });
});
