import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Client } from 'graphql-ws';
import { databaseId, ownerWithOrganization } from '../../test-support/accounts';
import { apiKeyOf, keyClient } from '../../test-support/api-keys';
import { collect, listening, sendVisitorMessage, socketFor, startVisitor, widgetOf } from '../../test-support/conversations';
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

const threadsQuery = `query($id: ID!) { node(id: $id) { ... on Organization { threads(first: 20) { edges { node { id preview contact { id } } } } } } }`;
const replyMutation = `mutation($input: SendOperatorMessageInput!) { sendOperatorMessage(input: $input) { __typename ... on Error { message } } }`;

describe('a partner with only a read+write key', () => {
  it('lists threads over HTTP, replies to a visitor who sees it live, hears inboxEvents over graphql-ws, and gets nothing of another organization', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const widget = await widgetOf(owner, organizationId);
    const visitor = await startVisitor(t, widget.clientId);
    await sendVisitorMessage(visitor, 'Can I change my delivery address?', randomUUID());
    const { secret } = await apiKeyOf(owner, organizationId, ['WRITE'], { name: 'Order desk' });

    // The integration's script listens on its own socket, with nothing but the key.
    const partnerSocket = socketFor(t.app, { apiKey: secret }, sockets);
    const inbox = collect<any>(partnerSocket, `subscription($id: ID!) { inboxEvents(organizationId: $id) { kind message { body authorName } } }`, { id: organizationId });
    const visitorFeed = collect<any>(socketFor(t.app, { visitorToken: visitor.token }, sockets), `subscription { visitorEvents { kind message { body authorName } } }`);
    await listening(t.app, 'inbox:event', databaseId(organizationId));
    await listening(t.app, 'visitor:event', databaseId(visitor.id));

    const partner = keyClient(t, secret);
    const { node } = await partner.data(threadsQuery, { id: organizationId });
    const [thread] = node.threads.edges.map((edge: { node: { id: string; preview: string } }) => edge.node);
    expect(thread.preview).toBe('Can I change my delivery address?');

    const { sendOperatorMessage } = await partner.data(replyMutation, { input: { threadId: thread.id, clientMessageId: randomUUID(), body: 'Yes: reply with the new one.' } });
    expect(sendOperatorMessage.__typename).toBe('SendOperatorMessagePayload');
    await visitorFeed.until((events) => events.some((event) => event.visitorEvents.message?.body === 'Yes: reply with the new one.'));
    const seen = visitorFeed.events.find((event) => event.visitorEvents.message?.body === 'Yes: reply with the new one.');
    expect(seen.visitorEvents.message.authorName).toBe('Order desk');
    await inbox.until((events) => events.some((event) => event.inboxEvents.message?.body === 'Yes: reply with the new one.'));

    // A second organization's ids give nothing, over HTTP and over the socket.
    const stranger = t.client();
    const { organizationId: strangerOrganization } = await ownerWithOrganization(stranger, t.mail, 'Globex');
    expect((await partner.data(threadsQuery, { id: strangerOrganization })).node).toBeNull();
    const foreign = collect<any>(partnerSocket, `subscription($id: ID!) { inboxEvents(organizationId: $id) { kind } }`, { id: strangerOrganization });
    await foreign.until(() => foreign.errors.length > 0);
    expect(foreign.events).toEqual([]);
  });
});
